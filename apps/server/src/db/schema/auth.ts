import { sql } from 'drizzle-orm';
import { type OptionalMail } from '@nafasi/shared/notifications';
import { ROLES } from '@nafasi/shared/roles';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { LOCALES } from '@nafasi/shared/i18n';

/* The tables of accounts, sessions and sign-in (owned by modules/auth). */

/** Accounts. E-mail is stored lower-cased; the password hash is argon2id and never leaves the auth module. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** §3: registration stores full_name (and Google an avatar_url) in the user's metadata. */
    metadata: jsonb('metadata').$type<{ full_name?: string; avatar_url?: string }>().notNull().default({}),
    /** Which optional mails the person has turned off ({ reminders: false }); absent means on. */
    mailSettings: jsonb('mail_settings').$type<Partial<Record<OptionalMail, boolean>>>().notNull().default({}),
    /** How many bookings the person has made, any state: kept by triggers on bookings (migration 0044), read by the admin's table. */
    bookingsCount: integer('bookings_count').notNull().default(0),
    /**
     * When the person deleted their account (docs/PRIVACY.md "Delete my account"): the row stays,
     * pseudonymised (an address at erased.invalid, no password, name or photo), because the bookings
     * and invoices tax law keeps for five years point at it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin's searches by e-mail (users table, bookings table): a trigram index, not a scan (issue 33).
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The admin's users table sorted by bookings, read from an index (issue 33).
    index('users_bookings_count_idx').on(t.bookingsCount, t.id),
  ],
);

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
    /** The language the person reads (en or sw): their pages after sign-in, and every mail and notification to them. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('profiles_role_valid', sql`${t.role} in ('user', 'owner', 'admin')`),
    check('profiles_locale_valid', sql`${t.locale} in ('en', 'sw')`),
    // The admin's searches by name.
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
  ],
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

/** The state of a Google sign-in between the redirect and the callback (PKCE verifier, nonce). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** SHA-256 (base64url) of a secret only the starting browser tab holds. */
  binding: text('binding'),
  createdAt: createdAt(),
});
