import { sql } from 'drizzle-orm';
import { UPGRADE_STATUSES } from '@nafasi/shared/accounts';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@nafasi/shared/bookings';
import { STORED_SPACE_STATUSES } from '@nafasi/shared/catalogue';
import { EVENT_KINDS, MAIL_STATUSES, type OptionalMail } from '@nafasi/shared/notifications';
import { FORUM_CATEGORY_IDS } from '@nafasi/shared/forum';
import { REFUND_KINDS } from '@nafasi/shared/mpesa';
import { ROLES } from '@nafasi/shared/roles';
import { DEFAULT_SCHEDULE, type Schedule } from '@nafasi/shared/schedule';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A queued mail: its words (see modules/notifications/mail-layout.tsx) and an optional calendar file. */
export interface QueuedMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  facts?: [string, string][];
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
  ics?: { filename: string; content: string };
}

/** The material fields of a listing, as an owner proposes them (money in cents). */
export interface PendingSpaceChanges {
  title?: string;
  description?: string;
  location?: string;
  category?: string;
  browseCategory?: string | null;
  hourlyRateCents?: number;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    /** Integer cents of KES: never a float, and bigint so a dear space times many hours cannot overflow (ARCHITECTURE.md). */
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** The space's own category: a browse category or one of the owner form's twelve. */
    category: text('category').notNull(),
    /** The browse category it is found under; null for 'other' (found under all categories only). */
    browseCategory: text('browse_category'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: STORED_SPACE_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    ownerId: uuid('owner_id'),
    ownerName: text('owner_name').notNull().default('Admin User'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * An owner's edits of an approved listing that a customer relies on (title, description, place,
     * category, price) wait here for an admin; the approved version stays public meanwhile.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingSpaceChanges>(),
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
    /** Why the admin refused the last proposed changes (shown to the owner). */
    changesRejectionReason: text('changes_rejection_reason'),
    /** Booking rules (weekly hours, buffer, lengths, notice, horizon, instant book), written through ScheduleSchema. */
    schedule: jsonb('schedule').$type<Schedule>().notNull().default(DEFAULT_SCHEDULE),
    houseRules: text('house_rules').notNull().default(''),
    /** The creator's id and the key their form sent: a retried creation answers with this space. */
    creationKey: text('creation_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('spaces_rate_nonnegative', sql`${t.hourlyRateCents} >= 0`),
    check('spaces_capacity_positive', sql`${t.capacity} >= 1`),
    // 'deleted' keeps the row, so the bookings, invoices and reviews made of it stay readable.
    check('spaces_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'paused', 'deleted')`),
    check('spaces_rating_range', sql`${t.rating} between 0 and 5`),
    // Each catalogue order is one of these partial indexes read forwards or backwards (service ORDER).
    index('spaces_public_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_rate_idx')
      .on(t.hourlyRateCents, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_rating_idx')
      .on(t.rating, t.reviewsCount, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_category_rate_idx')
      .on(t.browseCategory, t.hourlyRateCents)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_owner_idx').on(t.ownerId),
    index('spaces_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('spaces_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('spaces_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    // The admin panel's table: every state but deleted, searched by owner too, sorted by any column.
    index('spaces_owner_name_trgm_idx').using('gin', sql`${t.ownerName} gin_trgm_ops`),
    index('spaces_created_idx').on(t.createdAt, t.id),
    index('spaces_title_idx').on(t.title, t.id),
    index('spaces_rate_idx').on(t.hourlyRateCents, t.id),
  ],
);

export const spaceImages = pgTable(
  'space_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Name of the stored files; the server names them itself. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A photo added to a live listing is shown once an admin approves it. */
    approved: boolean('approved').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('space_images_space_idx').on(t.spaceId, t.position)],
);

/**
 * Bookings hold a slot of a space. The exclusion constraint that forbids two active bookings
 * overlapping lives in a hand-written migration (drizzle-kit cannot express EXCLUDE).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the guest quotes with their M-Pesa payment. */
    reference: text('reference').notNull().unique(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /**
     * The end plus the space's buffer when booked: the exclusion constraint keeps [start, blockedUntil)
     * of active bookings apart, so two bookings are never closer than the buffer.
     */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    invoiceId: text('invoice_id').notNull().unique(),
    mpesaCode: text('mpesa_code'),
    mpesaSubmittedAt: timestamp('mpesa_submitted_at', { withTimezone: true }),
    /** An unpaid pending booking holds its slot until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The host's answer to a request (why it was declined), or why it ran out. */
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_status_valid', sql`${t.status} in ('requested', 'pending', 'confirmed', 'cancelled', 'declined')`),
    check('bookings_blocked_until', sql`${t.blockedUntil} >= ${t.endTime}`),
    check('bookings_payment_status_valid', sql`${t.paymentStatus} in ('pending', 'paid')`),
    check('bookings_time_order', sql`${t.endTime} > ${t.startTime}`),
    index('bookings_user_idx').on(t.userId, t.startTime),
    // The minute job's reminders (a day before) and review invitations (after the end).
    index('bookings_confirmed_start_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 'confirmed'`),
    index('bookings_confirmed_end_idx')
      .on(t.endTime)
      .where(sql`${t.status} = 'confirmed'`),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('requested', 'pending') and ${t.paymentStatus} = 'pending'`),
    // One M-Pesa transaction pays one booking: a code cannot be quoted twice.
    uniqueIndex('bookings_mpesa_code_unique')
      .on(t.mpesaCode)
      .where(sql`${t.mpesaCode} is not null`),
  ],
);

/**
 * Times a host keeps a space from being booked: a day, days or hours for their own use (with a
 * private note). Bookings are refused over them; they are written under the space's slot lock.
 */
export const spaceBlocks = pgTable(
  'space_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Only the host and admins read it. */
    note: text('note').notNull().default(''),
    /** Set when the time comes from one of the host's other calendars: each sync replaces that calendar's blocks. */
    importId: uuid('import_id').references((): AnyPgColumn => calendarImports.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('space_blocks_order', sql`${t.endsAt} > ${t.startsAt}`),
    index('space_blocks_space_idx').on(t.spaceId, t.startsAt),
    index('space_blocks_import_idx').on(t.importId),
  ],
);

/**
 * The secret of a space's private iCal feed (its bookings and blocks), made when first asked for; a
 * new one retires the old link. Apart from the space's row, so making one is not a catalogue change
 * (every update of a space is told to the open catalogues).
 */
export const spaceCalendarFeeds = pgTable('space_calendar_feeds', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A host's other calendars (another platform's iCal link): fetched every 15 minutes and on demand,
 * their busy times kept as blocks of the space. The last attempt, success and error are shown.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    eventsCount: integer('events_count').notNull().default(0),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_imports_space_url_unique').on(t.spaceId, t.url), index('calendar_imports_due_idx').on(t.lastAttemptAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_space_idx').on(t.spaceId, t.createdAt.desc()),
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
  ],
);

/**
 * M-Pesa STK push payments of bookings (issue 14). A payment is trusted as paid only after Daraja's
 * query confirms it; its receipt number pays one booking only.
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** Whole shillings, as M-Pesa charges. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    /** SHA-256 of the unguessable token in the callback's path. */
    callbackTokenHash: text('callback_token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receipt: text('receipt').unique(),
    /** When the server last asked Daraja about it (the query job's bookkeeping). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mpesa_payments_status_valid', sql`${t.status} in ('pending', 'paid', 'failed')`),
    index('mpesa_payments_booking_idx').on(t.bookingId),
    index('mpesa_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
/**
 * M-Pesa C2B confirmations: money paid to the paybill by hand, as Daraja reports it. A code a guest
 * types is only a claim until it matches one of these (same transaction, the booking's reference
 * as the account, enough money).
 */
export const c2bTransactions = pgTable('c2b_transactions', {
  transId: text('trans_id').primaryKey(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  billRef: text('bill_ref').notNull(),
  msisdn: text('msisdn'),
  transTime: text('trans_time'),
  matchedBookingId: uuid('matched_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  /** Set when the money matched nothing and is owed back: it can then pay no booking. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  receivedAt: createdAt(),
});
/**
 * Money owed back: a paid booking cancelled within the policy, a payment that arrived for a booking
 * already released or already paid, or paybill money that matched no booking (or brought more than
 * it). One row per payment returned, so every shilling that arrives is the booking's or owed back.
 * An admin sends it (M-Pesa B2C or a reversal, outside the product for now) and records it as sent.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for paybill money whose account names no booking. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('cancellation'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The STK payment it returns, when it returns one. */
    mpesaPaymentId: uuid('mpesa_payment_id')
      .unique()
      .references(() => mpesaPayments.id, { onDelete: 'set null' }),
    /** The paybill payment it returns, when it returns one. */
    c2bTransId: text('c2b_trans_id')
      .unique()
      .references(() => c2bTransactions.transId),
    /** The number the money came from, when M-Pesa told us. */
    phone: text('phone'),
    status: text('status', { enum: ['due', 'sent'] })
      .notNull()
      .default('due'),
    /** The M-Pesa transaction that returned the money. */
    reference: text('reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // A booking is cancelled once: one cancellation refund each; payments have their own uniques.
    uniqueIndex('refunds_cancellation_unique')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'cancellation'`),
    index('refunds_booking_idx').on(t.bookingId),
    check('refunds_status_valid', sql`${t.status} in ('due', 'sent')`),
    check('refunds_kind_valid', sql`${t.kind} in ('cancellation', 'unused_payment', 'unmatched', 'overpaid')`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_traceable', sql`${t.bookingId} is not null or ${t.c2bTransId} is not null`),
    index('refunds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'due'`),
  ],
);
/** Accounts. E-mail is stored lower-cased; the password hash is argon2id and never leaves the auth module. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** §3: registration stores full_name (and Google an avatar_url) in the user's metadata. */
  metadata: jsonb('metadata').$type<{ full_name?: string; avatar_url?: string }>().notNull().default({}),
  /** Which optional mails the person has turned off ({ reminders: false }); absent means on. */
  mailSettings: jsonb('mail_settings').$type<Partial<Record<OptionalMail, boolean>>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** §3 Profile: matched on user_id; its role decides what the account may do. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    /** The stored file behind avatarUrl when it is an upload: recorded by the server, so only its owner's upload replaces it. */
    avatarKey: text('avatar_key'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [check('profiles_role_valid', sql`${t.role} in ('user', 'owner', 'admin')`)],
);

/** A sign-in through another provider (Google), by its stable subject. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_provider_subject_idx').on(t.provider, t.subject)],
);

/** One signed-in device. Revoking it ends every refresh token it holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once, then replaced by its child. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** A table of single-use links sent by e-mail: the hash of the token, whose account, until when, and when used. */
const singleUseLinks = (name: string) =>
  pgTable(name, {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  });

/** Single-use password-reset links, valid one hour. */
export const passwordResets = singleUseLinks('password_resets');

/** Single-use links that confirm an account's e-mail address, valid a day. */
export const emailVerifications = singleUseLinks('email_verifications');
/**
 * The end of a Google sign-in: a one-time code the browser tab that started it exchanges for a
 * session, proving it holds the secret whose hash (`binding`) it gave at the start.
 */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  created: boolean('created').notNull().default(false),
  binding: text('binding').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
/** Rate-limit counters per key and fixed window, read as a sliding window (lib/rate-limit.ts), shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** The state of a Google sign-in between the redirect and the callback (PKCE verifier, nonce). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** SHA-256 (base64url) of a secret only the starting browser tab holds. */
  binding: text('binding'),
  createdAt: createdAt(),
});

/** A user asking to become an owner; an admin grants or refuses it. */
export const ownerUpgradeRequests = pgTable(
  'owner_upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: UPGRADE_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('owner_upgrade_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('owner_upgrade_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Spaces a user keeps (the heart on cards and the space page). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.spaceId] })],
);

/**
 * Server secrets that every instance must share (the JWT signing key when JWT_SECRET is not set):
 * made once by the first instance, read by all.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Every admin action, written in the same transaction as the action itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id)],
);

/** §3 Meeting: a virtual room with a 6-character code, made by the server. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    durationMinutes: integer('duration_minutes').notNull().default(240),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostName: text('host_name').notNull(),
    maxParticipants: integer('max_participants').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown in everyone's Browse Rooms; an unlisted room is reached by its link or code only. */
    listed: boolean('listed').notNull().default(true),
    meetingCode: text('meeting_code').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check('meetings_code_format', sql`${t.meetingCode} ~ '^[A-Z0-9]{6}$'`), index('meetings_scheduled_idx').on(t.scheduledAt, t.id)],
);

/**
 * Who is in a room: one row per entry (a meeting, or a space's community chat). A row whose
 * left_at is null and whose last_seen_at is recent is online; the host's removal is kept.
 */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantName: text('participant_name').notNull(),
    participantEmail: text('participant_email').notNull(),
    avatarUrl: text('avatar_url'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    inCall: boolean('in_call').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    videoOn: boolean('video_on').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('meeting_participants_room_idx')
      .on(t.roomId)
      .where(sql`${t.leftAt} is null`),
    index('meeting_participants_removed_idx')
      .on(t.roomId, t.userId)
      .where(sql`${t.removedAt} is not null`),
  ],
);

/** §3 Chat message, stored: a meeting's chat or a space's community chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull().default('text'),
    /** Removed by a moderator (the host, the space's owner or an admin): no longer shown. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_type_valid', sql`${t.type} in ('text', 'system')`),
    check('chat_messages_length', sql`char_length(${t.body}) between 1 and 2000`),
    index('chat_messages_room_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A chat message someone reported, for admins (and the room's moderators) to look at. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_once_idx').on(t.messageId, t.reporterId),
    index('chat_reports_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
  ],
);
/** Messages from the contact form and the partners' inquiry form, for admins to read. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'partner'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    company: text('company'),
    industry: text('industry'),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_messages_created_idx').on(t.createdAt.desc(), t.id), check('inbox_messages_kind_check', sql`${t.kind} in ('contact', 'partner')`)],
);

/** Newsletter subscribers: each address once. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * What happened that someone should hear of (issue 17): written by triggers in the same transaction
 * as the change itself (a booking made, paid, moved...), or by the minute job (reminders, review
 * invitations). The dispatcher turns each into notifications and mails once, then marks it processed.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    /** Who it is about: the reviewer, the person asking to become an owner. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the event needs to be told later: a moved booking's old times, a review's stars. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('events_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    // A reminder and a review invitation are sent once per booking, however many instances look.
    uniqueIndex('events_once_per_booking_idx')
      .on(t.kind, t.bookingId)
      .where(sql`${t.kind} in ('booking_reminder', 'review_invite')`),
  ],
);

/** The bell: what a person has been told in the app. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notification takes its reader (a path of the web app). */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The mail queue: one row per mail to send, rendered when sent. Claimed with SKIP LOCKED and a
 * lease (`lockedUntil`), so one instance sends each; a failure waits longer each time.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** What the mail says, written when the event is dispatched and rendered in the layout when sent. */
    message: jsonb('message').$type<QueuedMail>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_jobs_status_valid', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    uniqueIndex('mail_jobs_event_user_idx').on(t.eventId, t.userId),
    index('mail_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

/**
 * A private conversation between a guest and a space's host (issue 17): one per guest and space,
 * tied to the guest's latest booking of it when there is one. Each side's last read marks what is
 * unread for them; `*_mailed_at` when they were last mailed about unread messages.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    guestReadAt: timestamp('guest_read_at', { withTimezone: true }),
    hostReadAt: timestamp('host_read_at', { withTimezone: true }),
    guestMailedAt: timestamp('guest_mailed_at', { withTimezone: true }),
    hostMailedAt: timestamp('host_mailed_at', { withTimezone: true }),
    /** A participant reported it: admins may then read it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_space_guest_idx').on(t.spaceId, t.guestId),
    index('message_threads_guest_idx').on(t.guestId, t.lastMessageAt),
    index('message_threads_host_idx').on(t.hostId, t.lastMessageAt),
    index('message_threads_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** The community forum's topics (§2 Forum): a title and an opening post in one of five categories. */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: FORUM_CATEGORY_IDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinned: boolean('pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** Kept with each reply written or removed, in the same transaction. */
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('forum_topics_category_valid', sql`${t.category} in ('general', 'owners', 'remote', 'events', 'feedback')`),
    index('forum_topics_recent_idx').on(t.pinned.desc(), t.lastActivityAt.desc()),
    index('forum_topics_category_idx').on(t.category),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forum_replies_topic_idx').on(t.topicId, t.createdAt), index('forum_replies_recent_idx').on(t.createdAt)],
);

/** One like per person and topic. */
export const forumLikes = pgTable(
  'forum_likes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] })],
);
