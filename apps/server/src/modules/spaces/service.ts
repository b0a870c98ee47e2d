import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS, type BrowseCategory } from '@nafasi/shared/categories';
import { MESSAGES } from '@nafasi/shared/errors';
import { centsToKsh, kshToCents } from '@nafasi/shared/money';
import { computeAvailability } from '@nafasi/shared/availability';
import type { AvailabilityQuery, CategoryCount, DayAvailability, Review, Space, SpaceListQuery } from '@nafasi/shared/spaces';
import { addDays, nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { reviews, spaceImages, spaces } from '../../db/schema.ts';
import { takenBetween } from '../bookings/slots.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/images.ts';
import { containing } from '../../lib/like.ts';

type SpaceRow = typeof spaces.$inferSelect;
type ImageRow = Pick<typeof spaceImages.$inferSelect, 'id' | 'spaceId' | 'storageKey'> & { approved?: boolean };

/**
 * A space as the API shows it. `managed` (its owner, an admin) adds the changes waiting for review
 * and the photos not approved yet; everyone else sees the approved version only.
 */
export function toSpace(row: SpaceRow, images: ImageRow[], managed = false): Space {
  const shown = images.filter((img) => img.approved !== false);
  const waiting = managed ? images.filter((img) => img.approved === false) : [];
  const pending = managed ? row.pendingChanges : null;
  const asImage = (img: ImageRow) => ({ id: img.id, url: mediaUrl(img.storageKey, 'full'), thumbUrl: mediaUrl(img.storageKey, 'thumb') });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    hourlyRate: centsToKsh(row.hourlyRateCents),
    capacity: row.capacity,
    category: row.category,
    browseCategory: (row.browseCategory as BrowseCategory | null) ?? null,
    amenities: row.amenities,
    images: shown.map(asImage),
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    rating: Number(row.rating),
    reviews: row.reviewsCount,
    status: row.status as Space['status'],
    rejectionReason: row.rejectionReason,
    pendingChanges:
      pending || waiting.length
        ? {
            ...(pending?.title !== undefined && { title: pending.title }),
            ...(pending?.description !== undefined && { description: pending.description }),
            ...(pending?.location !== undefined && { location: pending.location }),
            ...(pending?.category !== undefined && { category: pending.category }),
            ...(pending?.hourlyRateCents !== undefined && { hourlyRate: centsToKsh(pending.hourlyRateCents) }),
            newPhotos: waiting.map(asImage),
            submittedAt: row.changesSubmittedAt?.toISOString() ?? null,
          }
        : null,
    changesRejectionReason: managed ? row.changesRejectionReason : null,
    latitude: row.latitude,
    longitude: row.longitude,
    schedule: row.schedule,
    houseRules: row.houseRules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every order ends in the id, all one direction, so each is a partial index read one way. */
const ORDER: Record<SpaceListQuery['sort'], SQL[]> = {
  newest: [desc(spaces.createdAt), desc(spaces.id)],
  price_asc: [asc(spaces.hourlyRateCents), asc(spaces.id)],
  price_desc: [desc(spaces.hourlyRateCents), desc(spaces.id)],
  rating: [desc(spaces.rating), desc(spaces.reviewsCount), desc(spaces.id)],
};

const isPublic = eq(spaces.status, 'approved');

export function spacesService(db: Db) {
  const p = sql.placeholder;

  /*
   * Hot queries are prepared once (built by Drizzle at start-up, planned once per connection by
   * PostgreSQL) and then only executed: building SQL per request was 14% of the CPU under load.
   */
  /** The photos of a page of spaces, in their order. */
  const imagesBuilder = db
    .select({ id: spaceImages.id, spaceId: spaceImages.spaceId, storageKey: spaceImages.storageKey })
    .from(spaceImages)
    // Photos added to a live listing show once an admin approves them.
    .where(sql`${spaceImages.spaceId} = any(${p('ids')}) and ${spaceImages.approved}`)
    .orderBy(asc(spaceImages.position), asc(spaceImages.createdAt));
  const publicByIdBuilder = db
    .select()
    .from(spaces)
    .where(and(eq(spaces.id, p('id')), isPublic));
  const imagesStatement = imagesBuilder.prepare('space_images_of_spaces');
  const publicByIdStatement = publicByIdBuilder.prepare('spaces_public_by_id');

  async function withImages(rows: SpaceRow[]): Promise<Space[]> {
    if (rows.length === 0) return [];
    const images = await imagesStatement.execute({ ids: rows.map((r) => r.id) });
    const bySpace = new Map<string, ImageRow[]>();
    for (const img of images) {
      const list = bySpace.get(img.spaceId);
      if (list) list.push(img);
      else bySpace.set(img.spaceId, [img]);
    }
    return rows.map((row) => toSpace(row, bySpace.get(row.id) ?? []));
  }

  /** A space the public may see, or null. */
  async function findPublic(id: string): Promise<Space | null> {
    const [space] = await withImages(await publicByIdStatement.execute({ id }));
    return space ?? null;
  }

  async function getPublic(id: string): Promise<Space> {
    const space = await findPublic(id);
    if (!space) throw notFound(MESSAGES.spaceNotFound);
    return space;
  }

  /**
   * The two statements behind a catalogue page. `value` writes each input into the SQL either as a
   * placeholder (prepared statements) or as a bound value (a one-off query).
   */
  function listStatements(query: SpaceListQuery, value: (name: string, v: unknown) => unknown) {
    const v = value as <T>(name: string, x: T) => T;
    const conditions: (SQL | undefined)[] = [
      isPublic,
      gte(spaces.hourlyRateCents, v('minCents', kshToCents(query.minPrice))),
      lte(spaces.hourlyRateCents, v('maxCents', kshToCents(query.maxPrice))),
    ];
    if (query.q) {
      // Three trigram-indexed ILIKEs (a BitmapOr in the plan), so the text search never scans the table.
      const pattern = v('pattern', containing(query.q));
      conditions.push(or(ilike(spaces.title, pattern), ilike(spaces.description, pattern), ilike(spaces.location, pattern)));
    }
    if (query.category) conditions.push(eq(spaces.browseCategory, v('category', query.category)));
    if (query.location) conditions.push(ilike(spaces.location, v('locationPattern', containing(query.location))));
    if (query.capacity) conditions.push(gte(spaces.capacity, v('capacity', query.capacity)));
    const where = and(...conditions);
    return {
      rows: db
        .select()
        .from(spaces)
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(v('limit', query.limit))
        .offset(v('offset', query.offset)),
      total: db.select({ total: count() }).from(spaces).where(where),
    };
  }

  /** One-off statements with the values bound: what runs for text search, and what tests EXPLAIN. */
  const listQueries = (query: SpaceListQuery) => listStatements(query, (_name, x) => x);

  // Prepared statements per shape of filter (which filters are present, and the order): at most 32.
  // Free-text search is left out: its best plan depends on the pattern, which a generic plan cannot see.
  const preparedLists = new Map<string, ReturnType<typeof prepareList>>();
  function prepareList(query: SpaceListQuery, key: string) {
    const { rows, total } = listStatements(query, (name) => p(name));
    return { rows: rows.prepare(`spaces_list_rows_${key}`), total: total.prepare(`spaces_list_total_${key}`) };
  }
  function runList(query: SpaceListQuery) {
    if (query.q) {
      const { rows, total } = listQueries(query);
      return Promise.all([rows, total]);
    }
    const key = `${query.sort}_${query.category ? 'c' : ''}${query.location ? 'l' : ''}${query.capacity ? 'n' : ''}`;
    let statements = preparedLists.get(key);
    if (!statements) preparedLists.set(key, (statements = prepareList(query, key)));
    const values = {
      minCents: kshToCents(query.minPrice),
      maxCents: kshToCents(query.maxPrice),
      category: query.category,
      locationPattern: query.location ? containing(query.location) : undefined,
      capacity: query.capacity,
      limit: query.limit,
      offset: query.offset,
    };
    return Promise.all([statements.rows.execute(values), statements.total.execute(values)]);
  }

  return {
    listQueries,
    /** The SQL of the prepared statements with their placeholders (the benchmark's bare baseline runs it too). */
    preparedSql: {
      images: () => imagesBuilder.toSQL(),
      publicById: () => publicByIdBuilder.toSQL(),
      list: (query: SpaceListQuery) => {
        const { rows, total } = listStatements(query, (name) => p(name));
        return { rows: rows.toSQL(), total: total.toSQL() };
      },
    },
    findPublic,
    getPublic,

    /** For the sitemap: how many spaces are public, and a page of them (id order, with when each last changed). */
    async publicCount() {
      const [row] = await db.select({ n: count() }).from(spaces).where(eq(spaces.status, 'approved'));
      return row?.n ?? 0;
    },
    publicIds: (offset: number, limit: number) =>
      db
        .select({ id: spaces.id, updatedAt: spaces.updatedAt })
        .from(spaces)
        .where(eq(spaces.status, 'approved'))
        .orderBy(asc(spaces.id))
        .limit(limit)
        .offset(offset),

    /** §5 search and filters: the public sees approved spaces only. */
    async list(query: SpaceListQuery) {
      const [found, [totalRow]] = await runList(query);
      return {
        data: await withImages(found),
        page: { total: totalRow?.total ?? 0, limit: query.limit, offset: query.offset },
      };
    },

    async featured(limit: number) {
      const rows = await db
        .select()
        .from(spaces)
        .where(isPublic)
        .orderBy(...ORDER.rating)
        .limit(limit);
      return withImages(rows);
    },

    async categoryCounts(): Promise<CategoryCount[]> {
      const rows = await db
        .select({ category: spaces.browseCategory, count: count() })
        .from(spaces)
        .where(and(isPublic, isNotNull(spaces.browseCategory)))
        .groupBy(spaces.browseCategory);
      const counts = new Map(rows.map((r) => [r.category, r.count]));
      return BROWSE_CATEGORIES.map((category) => ({
        category,
        label: BROWSE_CATEGORY_LABELS[category],
        count: counts.get(category) ?? 0,
      }));
    },

    async availability(id: string, query: AvailabilityQuery): Promise<Record<string, DayAvailability>> {
      const rows = await db
        .select({ schedule: spaces.schedule })
        .from(spaces)
        .where(and(eq(spaces.id, id), isPublic));
      const space = rows[0];
      if (!space) throw notFound(MESSAGES.spaceNotFound);
      // A day either side: buffers and blocks reach across midnight.
      const windowStart = nairobiInstant(addDays(query.from, -1), '00:00');
      const windowEnd = nairobiInstant(addDays(query.to, 2), '00:00');
      const { bookings: taken, blocks } = await takenBetween(db, id, windowStart, windowEnd);
      return computeAvailability({ from: query.from, to: query.to, bookings: taken, blocks, schedule: space.schedule, now: new Date() });
    },

    async reviews(id: string, limit: number, offset: number): Promise<{ data: Review[]; page: { total: number; limit: number; offset: number } }> {
      await getPublic(id);
      const where = eq(reviews.spaceId, id);
      const [rows, [totalRow]] = await Promise.all([
        db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          userName: r.userName,
          createdAt: r.createdAt.toISOString(),
        })),
        page: { total: totalRow?.total ?? 0, limit, offset },
      };
    },
  };
}

export type SpacesService = ReturnType<typeof spacesService>;
