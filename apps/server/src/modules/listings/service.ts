import { createHash, randomUUID } from 'node:crypto';
import { m } from '@nafasi/shared/i18n';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { emailName } from '@nafasi/shared/auth';
import { browseCategoryOf } from '@nafasi/shared/categories';
import { MESSAGES } from '@nafasi/shared/errors';
import { LISTING_MESSAGES, MAX_SPACE_PHOTOS, withCountry, type SpaceInput } from '@nafasi/shared/listings';
import { kshToCents } from '@nafasi/shared/money';
import type { Space, SpaceImage } from '@nafasi/shared/spaces';
import type { Db } from '../../db/client.ts';
import { bookings, profiles, spaceImages, spaces, users, type PendingSpaceChanges } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound, sqlState } from '../../lib/errors.ts';
import { IMAGE_WIDTHS, mediaUrl, variantKey, type ProcessedImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { photosOf, toSpace, type ImageRow } from '../spaces/service.ts';
import { transition } from '../reservations/lifecycle.ts';
import { returnParts } from '../payments/parts.ts';
import { one } from '../../lib/rows.ts';
import { byIdsInBatches } from '../../lib/coalesced.ts';

type Input = Partial<SpaceInput>;
type Columns = ReturnType<typeof columns>;

/** What a guest relies on when they book: edits of these on a live listing wait for an admin (issue 11, M3). */
const MATERIAL = ['title', 'description', 'titleSw', 'descriptionSw', 'location', 'category', 'browseCategory', 'hourlyRateCents'] as const;

/**
 * A material field as a guest reads it: text with its line endings and outer spaces set aside, an
 * address with its ", Kenya" (a seeded "Kilimani, Nairobi" and the form's "Kilimani, Nairobi, Kenya"
 * are one place). Compared this way, an hours-only edit sends nothing to review.
 */
function comparable(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return key === 'location' ? withCountry(text).replace(/\s+/g, ' ') : text;
}

/** Splits an owner's edit of a live listing into what goes live now and what waits, dropping what did not change. */
function splitMaterial(set: Columns, current: typeof spaces.$inferSelect) {
  const now: Record<string, unknown> = {};
  const waiting: PendingSpaceChanges = { ...(current.pendingChanges ?? {}) };
  for (const [key, value] of Object.entries(set)) {
    if (!(MATERIAL as readonly string[]).includes(key)) now[key] = value;
    else if (comparable(key, current[key as (typeof MATERIAL)[number]]) === comparable(key, value)) delete waiting[key as keyof PendingSpaceChanges];
    else (waiting as Record<string, unknown>)[key] = value;
  }
  // The browse category follows the category: alone it is no change.
  if (waiting.category === undefined) delete waiting.browseCategory;
  return { now, waiting: Object.keys(waiting).length ? waiting : null };
}

/** The columns an input sets; the browse category always follows the space's own category. */
function columns(input: Input) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.location !== undefined && { location: withCountry(input.location) }),
    ...(input.category !== undefined && { category: input.category, browseCategory: browseCategoryOf(input.category) }),
    ...(input.capacity !== undefined && { capacity: input.capacity }),
    ...(input.hourlyRate !== undefined && { hourlyRateCents: kshToCents(input.hourlyRate) }),
    ...(input.amenities !== undefined && { amenities: input.amenities }),
    ...(input.latitude !== undefined && { latitude: input.latitude }),
    ...(input.longitude !== undefined && { longitude: input.longitude }),
    // The schedule is checked whole by ScheduleSchema, so it is written whole: no half-merged rules.
    ...(input.schedule !== undefined && { schedule: input.schedule }),
    ...(input.houseRules !== undefined && { houseRules: input.houseRules }),
    ...(input.titleSw !== undefined && { titleSw: input.titleSw }),
    ...(input.descriptionSw !== undefined && { descriptionSw: input.descriptionSw }),
    ...(input.houseRulesSw !== undefined && { houseRulesSw: input.houseRulesSw }),
  };
}

/**
 * Spaces as their owners and admins manage them: listing, editing, deleting, photos and the
 * admin's approval. An owner manages only their own spaces; an admin manages every one.
 */
/** A request's digest: its fields in a fixed order and its photos' bytes. */
function fingerprint(input: SpaceInput, photos: readonly ProcessedImage[]) {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  const digest = createHash('sha256').update(JSON.stringify(sorted(input)));
  for (const photo of photos) for (const variant of photo.variants) digest.update(variant.body);
  return digest.digest('hex');
}

export function listingsService(db: Db, storage: Storage) {
  const notDeleted = ne(spaces.status, 'deleted');

  /** The photos of some spaces, each space's in its order. */
  const imageRows = (spaceIds: string[]) =>
    spaceIds.length
      ? db
          .select({ id: spaceImages.id, spaceId: spaceImages.spaceId, storageKey: spaceImages.storageKey, approved: spaceImages.approved })
          .from(spaceImages)
          .where(inArray(spaceImages.spaceId, spaceIds))
          .orderBy(asc(spaceImages.position), asc(spaceImages.createdAt))
      : Promise.resolve([]);

  async function images(spaceId: string): Promise<SpaceImage[]> {
    return (await imageRows([spaceId])).map((img) => ({ id: img.id, url: mediaUrl(img.storageKey, 'full'), thumbUrl: mediaUrl(img.storageKey, 'thumb') }));
  }

  /**
   * Stores photos' files, then runs the write that records them. The bucket may refuse a file, or the
   * write fail: then nothing of these photos is kept.
   */
  async function withStoredPhotos<T>(photos: ProcessedImage[], write: (stored: { photo: ProcessedImage; key: string }[]) => Promise<T>): Promise<T> {
    const stored = photos.map((photo) => ({ photo, key: `space-${randomUUID()}` }));
    try {
      try {
        for (const { photo, key } of stored) for (const v of photo.variants) await storage.put(variantKey(key, v.name), v.body);
      } catch (err) {
        throw Object.assign(new AppError(503, 'storage_unavailable', LISTING_MESSAGES.photosNotStored), { cause: err });
      }
      return await write(stored);
    } catch (err) {
      // Best effort: a bucket that refused the files may refuse their removal too, and the caller hears the first failure.
      const names = Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[];
      await Promise.allSettled(stored.flatMap(({ key }) => names.map((name) => storage.remove(variantKey(key, name)))));
      throw err;
    }
  }

  async function load(id: string): Promise<Space> {
    const [row] = await db.select().from(spaces).where(eq(spaces.id, id));
    if (!row) throw notFound(MESSAGES.spaceNotFound);
    return toSpace(row, await imageRows([id]), true);
  }

  /** Rows of spaces with their photos, for the listing tables. */
  /**
   * A space's columns and all its photos (approved and waiting), in their order: what its managers
   * see, in the statement that reads the spaces (a round trip fewer for each page of them).
   */
  const managedColumns = { ...getTableColumns(spaces), images: photosOf('managed') };
  /** `extra`: columns read beside each space (an admin table's total); `ctes`: what its conditions read. */
  const managedRows = <Extra extends Record<string, SQL>>(extra?: Extra, ctes: WithSubquery[] = []) =>
    db
      .with(...ctes)
      .select({ ...managedColumns, ...(extra as Extra) })
      .from(spaces);
  /** Spaces by their ids (the deleted left out), as their managers see them: the admin's table's rows not kept in memory. */
  const managedByIdsStatement = db
    .select(managedColumns)
    .from(spaces)
    .where(and(sql`${spaces.id} = any(${sql.placeholder('ids')})`, notDeleted))
    .prepare('spaces_managed_by_ids');
  const asManagedOne = (r: typeof spaces.$inferSelect & { images: ImageRow[] }): Space => toSpace(r, r.images, true);
  const asManaged = (rows: (typeof spaces.$inferSelect & { images: ImageRow[] })[]): Space[] => rows.map(asManagedOne);
  const managedByIds = byIdsInBatches(managedByIdsStatement, (row) => row.id, asManagedOne);

  /** A space the caller may manage; anyone else's is answered exactly like a missing one. */
  async function managed(user: AuthUser, id: string) {
    const [row] = await db
      .select({ id: spaces.id, ownerId: spaces.ownerId, status: spaces.status, title: spaces.title })
      .from(spaces)
      .where(and(eq(spaces.id, id), notDeleted));
    if (!row || (user.role !== 'admin' && row.ownerId !== user.id)) throw notFound(MESSAGES.spaceNotFound);
    return row;
  }

  async function displayName(user: AuthUser) {
    const [row] = await db
      .select({ name: profiles.fullName, email: users.email })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, user.id));
    return row?.name || (row ? emailName(row.email) : 'Owner');
  }

  return {
    managedRows,
    /** Spaces by their ids as their managers see them, by id (the pages asked at once, in one read). */
    managedByIds,
    asManaged,
    managed,

    get: async (user: AuthUser, id: string) => {
      await managed(user, id);
      return load(id);
    },

    /** An owner's listing waits for approval; a space an admin adds is approved at once (§7 'Admin User'). */
    /**
     * A new space with its photos, all or nothing: a photo that cannot be stored creates no space.
     * A retry with the same key (per person) answers with the space the first try made, once.
     */
    async create(user: AuthUser, input: SpaceInput, options: { photos?: ProcessedImage[]; key?: string } = {}): Promise<{ space: Space; created: boolean }> {
      const isAdmin = user.role === 'admin';
      const creationKey = options.key ? `${user.id}:${options.key}` : null;
      const creationFingerprint = creationKey ? fingerprint(input, options.photos ?? []) : null;
      // A retry answers with the first try's space; the same key with another request is a mistake
      // to say, not a space to return (Stripe's rule: a key goes with its parameters).
      const earlier = async () => {
        if (!creationKey) return undefined;
        const [found] = await db.select({ id: spaces.id, fingerprint: spaces.creationFingerprint }).from(spaces).where(eq(spaces.creationKey, creationKey));
        if (found && found.fingerprint !== null && found.fingerprint !== creationFingerprint)
          throw new AppError(422, 'idempotency_key_reused', LISTING_MESSAGES.keyReused, 'idempotency-key');
        return found && { space: await load(found.id), created: false };
      };
      const again = await earlier();
      if (again) return again;
      const photos = options.photos ?? [];
      if (photos.length > MAX_SPACE_PHOTOS) throw badRequest(LISTING_MESSAGES.tooManyPhotos, 'files');
      const ownerName = isAdmin ? 'Admin User' : await displayName(user);
      try {
        const id = await withStoredPhotos(photos, async (stored) =>
          db.transaction(async (tx) => {
            const row = one(
              await tx
                .insert(spaces)
                .values({
                  ...(columns(input) as Required<ReturnType<typeof columns>>),
                  status: isAdmin ? 'approved' : 'pending',
                  ownerId: isAdmin ? null : user.id,
                  ownerName,
                  rating: 5,
                  reviewsCount: 0,
                  creationKey,
                  creationFingerprint,
                })
                .returning({ id: spaces.id, title: spaces.title }),
            );
            if (stored.length)
              await tx
                .insert(spaceImages)
                .values(
                  stored.map(({ photo: p, key }, i) => ({ spaceId: row.id, storageKey: key, position: i, width: p.width, height: p.height, approved: true })),
                );
            if (isAdmin)
              await audit(tx, user, {
                action: 'space.create',
                targetType: 'space',
                targetId: row.id,
                said: { key: 'audit_space_added', values: { title: row.title } },
              });
            return row.id;
          }),
        );
        return { space: await load(id), created: true };
      } catch (err) {
        // Two tries with one key at once: the second answers with the first's space.
        if (sqlState(err) === '23505') {
          const first = await earlier();
          if (first) return first;
        }
        throw err;
      }
    },

    /**
     * An owner's edit of a refused listing sends it back for approval. On a live listing, changes to
     * what guests rely on (title, description, place, category, price) wait for an admin while the
     * approved version stays public; the rest (capacity, amenities, map position) goes live at once.
     * Admins' edits go live at once.
     */
    async update(user: AuthUser, id: string, input: Input): Promise<Space> {
      const space = await managed(user, id);
      const resubmit = user.role !== 'admin' && space.status === 'rejected';
      // A paused space is a live one resting: its guest-facing facts still wait for review.
      const review = user.role !== 'admin' && (space.status === 'approved' || space.status === 'paused');
      await db.transaction(async (tx) => {
        // Locked, so two edits at once are judged one after the other against what the other wrote.
        const current = one(await tx.select().from(spaces).where(eq(spaces.id, id)).for('update'));
        let set: Record<string, unknown> = columns(input);
        if (review) {
          const { now, waiting } = splitMaterial(columns(input), current);
          const changed = JSON.stringify(waiting) !== JSON.stringify(current.pendingChanges);
          set = { ...now, pendingChanges: waiting, ...(changed && { changesSubmittedAt: waiting ? new Date() : null, changesRejectionReason: null }) };
        }
        await tx
          .update(spaces)
          .set({ ...set, ...(resubmit && { status: 'pending', rejectionReason: null }), updatedAt: new Date() })
          .where(eq(spaces.id, id));
        if (user.role === 'admin')
          await audit(tx, user, {
            action: 'space.update',
            targetType: 'space',
            targetId: id,
            said: { key: 'audit_space_edited', values: { title: input.title ?? space.title } },
          });
      });
      return load(id);
    },

    /**
     * Takes a space off the product. Refused while it has confirmed bookings still to come; pending
     * ones are cancelled. The row stays (status 'deleted') so past bookings and invoices stay whole.
     */
    async remove(user: AuthUser, id: string, now = new Date()): Promise<void> {
      const space = await managed(user, id);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .update(spaces)
          .set({ status: 'deleted', updatedAt: now })
          .where(
            and(
              eq(spaces.id, id),
              notDeleted,
              sql`not exists (select 1 from ${bookings} where ${bookings.spaceId} = ${spaces.id} and ${bookings.status} = 'confirmed' and ${bookings.endTime} > ${now.toISOString()}::timestamptz)`,
            ),
          )
          .returning({ id: spaces.id });
        if (!removed) {
          const [still] = await tx
            .select({ id: spaces.id })
            .from(spaces)
            .where(and(eq(spaces.id, id), notDeleted));
          if (!still) throw notFound(MESSAGES.spaceNotFound);
          throw new AppError(409, 'has_confirmed_bookings', LISTING_MESSAGES.hasConfirmedBookings);
        }
        const withdrawn = await transition(tx, 'withdraw', { spaceId: id, endingAfter: now }, { now });
        // Holds with parts paid return them to their payers.
        await returnParts(
          tx,
          withdrawn.map((b) => b.id),
          now,
        );
        if (user.role === 'admin')
          await audit(tx, user, {
            action: 'space.delete',
            targetType: 'space',
            targetId: id,
            said: { key: 'audit_space_deleted', values: { title: space.title } },
          });
      });
    },

    /**
     * Pause: a live space leaves the catalogue and takes no new bookings; bookings already made
     * stand. Resume puts it back. Only the space's host or an admin, and only from the right state.
     */
    async setPaused(user: AuthUser, id: string, paused: boolean): Promise<Space> {
      await managed(user, id);
      const [changed] = await db
        .update(spaces)
        .set({ status: paused ? 'paused' : 'approved', updatedAt: new Date() })
        .where(and(eq(spaces.id, id), eq(spaces.status, paused ? 'approved' : 'paused')))
        .returning({ id: spaces.id });
      if (!changed) throw new AppError(409, paused ? 'not_live' : 'not_paused', paused ? LISTING_MESSAGES.notLive : LISTING_MESSAGES.notPaused);
      return load(id);
    },

    /** The admin's decision on a pending listing. Only a pending space can be decided, once. */
    async decide(admin: AuthUser, id: string, decision: 'approve' | 'reject', reason: string | undefined): Promise<Space> {
      if (decision === 'reject' && !reason) throw badRequest(LISTING_MESSAGES.reasonRequired, 'reason');
      await db.transaction(async (tx) => {
        const [decided] = await tx
          .update(spaces)
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            rejectionReason: decision === 'reject' ? (reason ?? null) : null,
            updatedAt: new Date(),
          })
          .where(and(eq(spaces.id, id), eq(spaces.status, 'pending')))
          .returning({ title: spaces.title });
        if (!decided) {
          const [exists] = await tx
            .select({ id: spaces.id })
            .from(spaces)
            .where(and(eq(spaces.id, id), notDeleted));
          if (!exists) throw notFound(MESSAGES.spaceNotFound);
          throw new AppError(409, 'not_pending', LISTING_MESSAGES.notPending);
        }
        await audit(tx, admin, {
          action: `space.${decision}`,
          targetType: 'space',
          targetId: id,
          said:
            decision === 'approve'
              ? { key: 'audit_space_approved', values: { title: decided.title } }
              : { key: 'audit_space_refused', values: { title: decided.title, reason: reason ?? '' } },
        });
      });
      return load(id);
    },

    /** Live listings with changes or photos waiting for review, oldest first. */
    async changesWaiting(): Promise<Space[]> {
      const rows = await managedRows()
        .where(
          and(
            eq(spaces.status, 'approved'),
            sql`(${spaces.pendingChanges} is not null or exists (select 1 from ${spaceImages} where ${spaceImages.spaceId} = ${spaces.id} and not ${spaceImages.approved}))`,
          ),
        )
        .orderBy(asc(spaces.changesSubmittedAt), asc(spaces.id))
        .limit(100);
      return asManaged(rows);
    },

    /** The admin's decision on a live listing's proposed changes: applied together, or dropped with a reason. */
    async decideChanges(admin: AuthUser, id: string, decision: 'approve' | 'reject', reason: string | undefined): Promise<Space> {
      if (decision === 'reject' && !reason) throw badRequest(LISTING_MESSAGES.reasonRequired, 'reason');
      const dropped = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(spaces)
          .where(and(eq(spaces.id, id), notDeleted))
          .for('update');
        if (!current) throw notFound(MESSAGES.spaceNotFound);
        const photos = await tx
          .select({ id: spaceImages.id, storageKey: spaceImages.storageKey })
          .from(spaceImages)
          .where(and(eq(spaceImages.spaceId, id), eq(spaceImages.approved, false)));
        if (!current.pendingChanges && photos.length === 0) throw new AppError(409, 'no_changes', LISTING_MESSAGES.noChanges);
        const clear = { pendingChanges: null, changesSubmittedAt: null, changesDecidedAt: new Date(), updatedAt: new Date() };
        if (decision === 'approve') {
          await tx
            .update(spaces)
            .set({ ...(current.pendingChanges ?? {}), ...clear, changesRejectionReason: null })
            .where(eq(spaces.id, id));
          await tx
            .update(spaceImages)
            .set({ approved: true })
            .where(and(eq(spaceImages.spaceId, id), eq(spaceImages.approved, false)));
        } else {
          await tx
            .update(spaces)
            .set({ ...clear, changesRejectionReason: reason ?? null })
            .where(eq(spaces.id, id));
          if (photos.length)
            await tx.delete(spaceImages).where(
              inArray(
                spaceImages.id,
                photos.map((p) => p.id),
              ),
            );
        }
        await audit(tx, admin, {
          action: `space.changes_${decision}`,
          targetType: 'space',
          targetId: id,
          said:
            decision === 'approve'
              ? { key: 'audit_changes_approved', values: { title: current.pendingChanges?.title ?? current.title } }
              : { key: 'audit_changes_refused', values: { title: current.title, reason: reason ?? '' } },
        });
        return decision === 'reject' ? photos : [];
      });
      // The refused photos' files go once no row points at them.
      for (const photo of dropped)
        for (const name of Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]) await storage.remove(variantKey(photo.storageKey, name));
      return load(id);
    },

    /** The caller's own listings, any state but deleted, newest first. */
    async mine(user: AuthUser, limit: number, offset: number) {
      const where = and(eq(spaces.ownerId, user.id), notDeleted);
      const [rows, [total]] = await Promise.all([
        managedRows().where(where).orderBy(desc(spaces.createdAt), desc(spaces.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(spaces).where(where),
      ]);
      return { data: asManaged(rows), page: { total: total?.n ?? 0, limit, offset } };
    },

    /**
     * Adds photos, already decoded and re-encoded by the caller, after the space's existing ones.
     * Files are written first under names the server makes; the rows follow in one transaction.
     */
    async addImages(user: AuthUser, id: string, photos: ProcessedImage[]): Promise<SpaceImage[]> {
      const space = await managed(user, id);
      // A photo an owner adds to a live listing is shown once an admin approves it.
      const approved = user.role === 'admin' || space.status !== 'approved';
      await withStoredPhotos(photos, (stored) =>
        db.transaction(async (tx) => {
          // Serialises uploads to one space, so two at once cannot pass the limit together.
          await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, id)).for('update');
          const [existing] = await tx
            .select({ n: count(), last: sql<number>`coalesce(max(${spaceImages.position}), -1)` })
            .from(spaceImages)
            .where(eq(spaceImages.spaceId, id));
          if ((existing?.n ?? 0) + photos.length > MAX_SPACE_PHOTOS) throw badRequest(LISTING_MESSAGES.tooManyPhotos, 'files');
          const start = Number(existing?.last ?? -1) + 1;
          await tx
            .insert(spaceImages)
            .values(stored.map(({ photo: p, key }, i) => ({ spaceId: id, storageKey: key, position: start + i, width: p.width, height: p.height, approved })));
          if (!approved)
            await tx
              .update(spaces)
              .set({ changesSubmittedAt: sql`coalesce(${spaces.changesSubmittedAt}, now())` })
              .where(eq(spaces.id, id));
        }),
      );
      return images(id);
    },

    async removeImage(user: AuthUser, id: string, imageId: string): Promise<SpaceImage[]> {
      await managed(user, id);
      const [removed] = await db
        .delete(spaceImages)
        .where(and(eq(spaceImages.id, imageId), eq(spaceImages.spaceId, id)))
        .returning({ storageKey: spaceImages.storageKey });
      if (!removed) throw notFound(m.api_photo_not_found());
      // Sample photos may be shared by generated spaces; uploaded ones belong to this space alone.
      if (removed.storageKey.startsWith('space-')) {
        for (const name of Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]) await storage.remove(variantKey(removed.storageKey, name));
      }
      return images(id);
    },

    /** Puts the photos in the given order: every photo of the space, each once. */
    async reorderImages(user: AuthUser, id: string, imageIds: string[]): Promise<SpaceImage[]> {
      await managed(user, id);
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: spaceImages.id }).from(spaceImages).where(eq(spaceImages.spaceId, id)).for('update');
        const known = new Set(current.map((r) => r.id));
        if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((i) => known.has(i))) {
          throw badRequest(LISTING_MESSAGES.badOrder, 'imageIds');
        }
        for (const [position, imageId] of imageIds.entries()) await tx.update(spaceImages).set({ position }).where(eq(spaceImages.id, imageId));
      });
      return images(id);
    },
  };
}

export type ListingsService = ReturnType<typeof listingsService>;

/**
 * Deleting a host's account (nothing upcoming is booked: the caller checked): their spaces leave
 * the catalogue, kept as deleted for the bookings, invoices and reviews made of them, and no longer
 * carry their name.
 */
export async function eraseHost(tx: Db, userId: string) {
  await tx.update(spaces).set({ status: 'deleted', ownerName: '' }).where(eq(spaces.ownerId, userId));
}
