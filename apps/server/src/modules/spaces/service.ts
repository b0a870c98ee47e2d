import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS, type BrowseCategory } from '@nafasi/shared/categories';
import { MESSAGES } from '@nafasi/shared/errors';
import { kshToCents } from '@nafasi/shared/money';
import { computeAvailability } from '@nafasi/shared/availability';
import type {
  AvailabilityQuery,
  CategoryCount,
  DayAvailability,
  Review,
  Space,
  SpaceListQuery,
} from '@nafasi/shared/spaces';
import { nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { bookings, reviews, spaceImages, spaces } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/images.ts';

type SpaceRow = typeof spaces.$inferSelect;
type ImageRow = Pick<typeof spaceImages.$inferSelect, 'id' | 'spaceId' | 'storageKey'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function toSpace(row: SpaceRow, images: ImageRow[]): Space {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    hourlyRate: row.hourlyRateCents / 100,
    capacity: row.capacity,
    category: row.category,
    browseCategory: (row.browseCategory as BrowseCategory | null) ?? null,
    amenities: row.amenities,
    images: images.map((img) => ({
      id: img.id,
      url: mediaUrl(img.storageKey, 'full'),
      thumbUrl: mediaUrl(img.storageKey, 'thumb'),
    })),
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    rating: Number(row.rating),
    reviews: row.reviewsCount,
    status: row.status as Space['status'],
    latitude: row.latitude,
    longitude: row.longitude,
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
  async function withImages(rows: SpaceRow[]): Promise<Space[]> {
    if (rows.length === 0) return [];
    const images = await db
      .select({ id: spaceImages.id, spaceId: spaceImages.spaceId, storageKey: spaceImages.storageKey })
      .from(spaceImages)
      .where(inArray(spaceImages.spaceId, rows.map((r) => r.id)))
      .orderBy(asc(spaceImages.position), asc(spaceImages.createdAt));
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
    const rows = await db.select().from(spaces).where(and(eq(spaces.id, id), isPublic));
    const [space] = await withImages(rows);
    return space ?? null;
  }

  async function getPublic(id: string): Promise<Space> {
    const space = await findPublic(id);
    if (!space) throw notFound(MESSAGES.spaceNotFound);
    return space;
  }

  /** The two statements behind a catalogue page; built lazily, so tests can EXPLAIN them. */
  function listQueries(query: SpaceListQuery) {
    const conditions: (SQL | undefined)[] = [
      isPublic,
      gte(spaces.hourlyRateCents, kshToCents(query.minPrice)),
      lte(spaces.hourlyRateCents, kshToCents(query.maxPrice)),
    ];
    if (query.q) {
      // Three trigram-indexed ILIKEs (a BitmapOr in the plan), so the text search never scans the table.
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(spaces.title, pattern), ilike(spaces.description, pattern), ilike(spaces.location, pattern)));
    }
    if (query.category) conditions.push(eq(spaces.browseCategory, query.category));
    if (query.location) conditions.push(ilike(spaces.location, `%${escapeLike(query.location)}%`));
    if (query.capacity) conditions.push(gte(spaces.capacity, query.capacity));
    const where = and(...conditions);
    return {
      rows: db.select().from(spaces).where(where).orderBy(...ORDER[query.sort]).limit(query.limit).offset(query.offset),
      total: db.select({ total: count() }).from(spaces).where(where),
    };
  }

  return {
    listQueries,
    findPublic,
    getPublic,

    /** §5 search and filters: the public sees approved spaces only. */
    async list(query: SpaceListQuery) {
      const { rows, total } = listQueries(query);
      const [found, [totalRow]] = await Promise.all([rows, total]);
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
        .select({ opensAt: spaces.opensAt, closesAt: spaces.closesAt })
        .from(spaces)
        .where(and(eq(spaces.id, id), isPublic));
      const space = rows[0];
      if (!space) throw notFound(MESSAGES.spaceNotFound);
      const windowStart = nairobiInstant(query.from, '00:00');
      const windowEnd = new Date(nairobiInstant(query.to, '00:00').getTime() + 86_400_000);
      const taken = await db
        .select({ start: bookings.startTime, end: bookings.endTime })
        .from(bookings)
        .where(
          and(
            eq(bookings.spaceId, id),
            ne(bookings.status, 'cancelled'),
            // Uses the exclusion constraint's GiST index on (space_id, during).
            sql`"during" && tstzrange(${windowStart.toISOString()}::timestamptz, ${windowEnd.toISOString()}::timestamptz, '[)')`,
          ),
        )
        .orderBy(asc(bookings.startTime));
      return computeAvailability({
        from: query.from,
        to: query.to,
        bookings: taken,
        opensAt: space.opensAt,
        closesAt: space.closesAt,
        now: new Date(),
      });
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
