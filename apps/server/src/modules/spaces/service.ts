import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { BROWSE_CATEGORY_FILTERS, BROWSE_FILTER_LABELS, type BrowseCategory } from '@nafasi/shared/categories';
import { COUNT_CAP, type SpaceSort } from '@nafasi/shared/catalogue';
import { MESSAGES } from '@nafasi/shared/errors';
import { centsToKsh } from '@nafasi/shared/money';
import { computeAvailability } from '@nafasi/shared/availability';
import {
  CategoryCountsQuerySchema,
  sortOf,
  type AvailabilityQuery,
  type CategoryCount,
  type CategoryCountsQuery,
  type DayAvailability,
  type Review,
  type Space,
  type SpaceListQuery,
  type SpaceListResponse,
} from '@nafasi/shared/spaces';
import { addDays, nairobiInstant } from '@nafasi/shared/time';
import { shownName } from '@nafasi/shared/privacy';
import type { Db } from '../../db/client.ts';
import { reviews, spaceImages, spaces } from '../../db/schema.ts';
import { takenBetween } from '../reservations/slots.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/images.ts';
import { responseCache, tsQueryText, type TextQuery } from '../search/index.ts';
import { byIdsInBatches } from '../../lib/coalesced.ts';
import { searchWords } from '@nafasi/shared/highlight';
import { distanceKm, filterConditions, freeConditions, nearestWords, textQueryOf, whereOf, windowFacts } from './search.ts';
import { catalogueIndex, pruneAvailabilityLog, type FreeCheck } from './catalogue-index.ts';

type SpaceRow = typeof spaces.$inferSelect;
/** The columns only a space's managers or the admin's search read (toSpace reads them when `managed`). */
type ManagedColumns =
  'searchText' | 'pendingChanges' | 'changesSubmittedAt' | 'changesRejectionReason' | 'changesDecidedAt' | 'creationKey' | 'creationFingerprint';
/** Charged for a search that must be read from the database; throws to refuse it (a 429). */
export type Spend = () => void;
export type ImageRow = Pick<typeof spaceImages.$inferSelect, 'id' | 'storageKey'> & { approved?: boolean };

/**
 * A space's photos in their order, as JSON beside its row (read in the statement that reads the
 * spaces): those shown to everyone, or all of them with whether each is approved (its managers').
 */
export const photosOf = (which: 'shown' | 'managed') =>
  which === 'shown'
    ? sql<ImageRow[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key) order by i.position, i.created_at), '[]')
      from ${spaceImages} i where i.space_id = ${spaces}.id and i.approved)`
    : sql<ImageRow[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'approved', i.approved)
      order by i.position, i.created_at), '[]') from ${spaceImages} i where i.space_id = ${spaces}.id)`;

/**
 * A space as the API shows it. `managed` (its owner, an admin) adds the changes waiting for review
 * and the photos not approved yet; everyone else sees the approved version only.
 */
export function toSpace(row: Omit<SpaceRow, ManagedColumns> & Partial<SpaceRow>, images: ImageRow[], managed = false): Space {
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
    ownerName: shownName(row.ownerName),
    rating: Number(row.rating),
    reviews: row.reviewsCount,
    status: row.status as Space['status'],
    rejectionReason: row.rejectionReason,
    pendingChanges:
      pending || waiting.length
        ? {
            ...(pending?.title !== undefined && { title: pending.title }),
            ...(pending?.description !== undefined && { description: pending.description }),
            ...(pending?.titleSw !== undefined && { titleSw: pending.titleSw }),
            ...(pending?.descriptionSw !== undefined && { descriptionSw: pending.descriptionSw }),
            ...(pending?.location !== undefined && { location: pending.location }),
            ...(pending?.category !== undefined && { category: pending.category }),
            ...(pending?.hourlyRateCents !== undefined && { hourlyRate: centsToKsh(pending.hourlyRateCents) }),
            newPhotos: waiting.map(asImage),
            submittedAt: row.changesSubmittedAt?.toISOString() ?? null,
          }
        : null,
    changesRejectionReason: managed ? (row.changesRejectionReason ?? null) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    schedule: row.schedule,
    houseRules: row.houseRules,
    titleSw: row.titleSw,
    descriptionSw: row.descriptionSw,
    houseRulesSw: row.houseRulesSw,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every order ends in the id, all one direction, so each is a partial index read one way. */
const ORDER: Record<Exclude<SpaceSort, 'relevance' | 'distance'>, SQL[]> = {
  newest: [desc(spaces.createdAt), desc(spaces.id)],
  price_asc: [asc(spaces.hourlyRateCents), asc(spaces.id)],
  price_desc: [desc(spaces.hourlyRateCents), desc(spaces.id)],
  rating: [desc(spaces.rating), desc(spaces.reviewsCount), desc(spaces.id)],
};

const isPublic = eq(spaces.status, 'approved');

/** A search's key in the cached answers: its filters in order; a time window marks it ('w:') as one that bookings change. */
const keyOf = (query: { date?: string }) => `${query.date ? 'w' : 'c'}:${JSON.stringify(query)}`;

export function spacesService(db: Db, options: { searchCacheMs: number; loadBatch?: number; busyBatch?: number; orderChunk?: number } = { searchCacheMs: 0 }) {
  const p = sql.placeholder;
  /**
   * Searches answered in the last `searchCacheMs` are answered again from memory: a busy search is
   * read from the database once per change of what it shows, not once per visitor. A change of the
   * catalogue forgets them all; a booking or block forgets those asking for a time (`forget`).
   */
  const index = catalogueIndex(db, { loadBatch: options.loadBatch, busyBatch: options.busyBatch, orderChunk: options.orderChunk });
  const kept = responseCache<unknown>({ ttlMs: options.searchCacheMs, staleMs: options.searchCacheMs, maxEntries: 2000 });
  const answers = {
    /**
     * The answer at `key`; `spend` is charged (and may refuse, throwing) only when the answer must
     * be read from the database: a cached answer, or one already being read, costs the asker nothing.
     */
    get<T>(key: string, compute: () => Promise<T>, spend?: Spend): Promise<T> {
      if (options.searchCacheMs <= 0) {
        spend?.();
        return compute();
      }
      if (spend && !kept.holds(key)) spend();
      return kept.get(key, compute).then((a) => a.value as T);
    },
  };

  /*
   * Hot queries are prepared once (built by Drizzle at start-up, planned once per connection by
   * PostgreSQL) and then only executed: building SQL per request was 14% of the CPU under load.
   */
  /**
   * A public space's row as the catalogue shows it, its approved photos in their order beside it
   * (one statement, one round trip: a page's rows and then its photos were two), and none of the
   * columns only its owner, an admin or the admin's search read.
   */
  const {
    searchText: _search,
    pendingChanges: _pending,
    changesSubmittedAt: _submitted,
    changesRejectionReason: _refused,
    creationKey: _key,
    creationFingerprint: _fingerprint,
    changesDecidedAt: _decided,
    ...shownColumns
  } = getTableColumns(spaces);
  const shownWithImages = { ...shownColumns, images: photosOf('shown') };
  const publicByIdBuilder = db
    .select(shownWithImages)
    .from(spaces)
    .where(and(eq(spaces.id, p('id')), isPublic));
  const publicByIdStatement = publicByIdBuilder.prepare('spaces_public_by_id');
  const byIdsStatement = db
    .select(shownWithImages)
    .from(spaces)
    .where(and(sql`${spaces.id} = any(${p('ids')})`, isPublic))
    .prepare('spaces_public_by_ids');
  /** The public spaces of the pages searched at once, in one read. */
  const shownByIds = byIdsInBatches(
    byIdsStatement,
    (row) => row.id,
    (row) => toSpace(row, row.images),
  );
  /** The photos of a page of spaces, in their order: the bench's bare baseline reads its list pages' photos so. */
  const imagesBuilder = db
    .select({ id: spaceImages.id, spaceId: spaceImages.spaceId, storageKey: spaceImages.storageKey })
    .from(spaceImages)
    // Photos added to a live listing show once an admin approves them.
    .where(sql`${spaceImages.spaceId} = any(${p('ids')}) and ${spaceImages.approved}`)
    .orderBy(asc(spaceImages.position), asc(spaceImages.createdAt));

  /** A space the public may see, or null. */
  async function findPublic(id: string): Promise<Space | null> {
    const [row] = await publicByIdStatement.execute({ id });
    return row ? toSpace(row, row.images) : null;
  }

  async function getPublic(id: string): Promise<Space> {
    const space = await findPublic(id);
    if (!space) throw notFound(MESSAGES.spaceNotFound);
    return space;
  }

  /**
   * The statements behind a catalogue page: its rows, and how many match up to COUNT_CAP + 1 (a
   * common word never counts the whole table). `v` writes each input into the SQL either as a
   * placeholder (prepared statements) or as a bound value (a one-off query).
   */
  function listStatements(query: SpaceListQuery, tsQuery: string | null, value: (name: string, v: unknown) => unknown, now: Date) {
    const v = value as <T>(name: string, x: T) => T;
    const where = whereOf(filterConditions(query, v, now), tsQuery, v);
    const sort = sortOf(query);
    const distance = query.near ? distanceKm(v('lat', query.near.lat), v('lng', query.near.lng)) : null;
    const order =
      sort === 'relevance' && tsQuery !== null
        ? [sql`ts_rank(search_tsv, to_tsquery('simple', ${v('tsQuery', tsQuery)})) desc`, desc(spaces.rating), desc(spaces.id)]
        : sort === 'distance' && distance
          ? [asc(distance), asc(spaces.id)]
          : ORDER[sort === 'relevance' || sort === 'distance' ? 'newest' : sort];
    return {
      rows: db
        .select({ ...getTableColumns(spaces), distanceKm: distance ?? sql<null>`null` })
        .from(spaces)
        .where(where)
        .orderBy(...order)
        .limit(v('limit', query.limit))
        .offset(v('offset', query.offset)),
      total: db.select({ total: count() }).from(
        db
          .select({ one: sql`1` })
          .from(spaces)
          .where(where)
          .limit(v('cap', COUNT_CAP + 1))
          .as('matches'),
      ),
    };
  }

  /** The words of a search (null without any; false: a search of no words, which matches nothing), corrections looked up once per word. */
  const corrections = new Map<string, string | null>();
  async function textQuery(q: string | undefined): Promise<TextQuery | null | false> {
    if (!q) return null;
    const terms = searchWords(q);
    if (terms.length === 0) return false;
    const unknown = terms.filter((t) => t.length >= 4 && !corrections.has(t));
    if (unknown.length) {
      // Bounded: a flood of new words forgets the old ones, never grows the map past its size.
      if (corrections.size > 10_000) corrections.clear();
      for (const [term, word] of await nearestWords(db, unknown)) corrections.set(term, word);
    }
    return textQueryOf(terms, corrections);
  }

  /**
   * The SQL of a search with the values bound: what the catalogue index answers in memory, kept as
   * its oracle (catalogue-index.test.ts asks both) and for the plans the tests EXPLAIN.
   */
  const listQueries = (query: SpaceListQuery, text: TextQuery | null = null, now = new Date()) =>
    listStatements(query, text && tsQueryText(text), (_name, x) => x, now);

  /** The values by the names the prepared statement's placeholders were given (listStatements' `v` calls). */
  function preparedValues(query: SpaceListQuery, now: Date): Record<string, unknown> {
    const values: Record<string, unknown> = { limit: query.limit, offset: query.offset, cap: COUNT_CAP + 1, lat: query.near?.lat, lng: query.near?.lng };
    filterConditions(query, (name, x) => (values[name] = x), now);
    return values;
  }

  /** Which of these spaces are free for a window: the part of a search the index leaves to the database. */
  const freeBuilder = db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(sql`${spaces.id} = any(${p('ids')})`, ...freeConditions({ startAt: new Date(0), endAt: new Date(0) }, (name) => p(name) as never)));
  const freeStatement = freeBuilder.prepare('spaces_free_of');
  const freeCheck =
    (query: Pick<SpaceListQuery, 'date' | 'start' | 'end'>, now: Date): FreeCheck =>
    async (candidates) => {
      const ids = candidates.map((e) => e.id);
      const { date, start, end } = query;
      // The index asks only for a search with a time.
      if (!date || !start || !end) return ids.map(() => true);
      const w = windowFacts(date, start, end, now);
      const rows = await freeStatement.execute({ ids, startAt: w.startAt.toISOString(), endAt: w.endAt.toISOString() });
      const free = new Set(rows.map((r) => r.id));
      return ids.map((id) => free.has(id));
    };
  /**
   * A page of the catalogue: the index picks and counts, and keeps what it last showed of each
   * space; the database gives the rows of the spaces it does not keep (and which are free at a time).
   */
  async function runList(query: SpaceListQuery, now: Date): Promise<{ shown: Space[]; matches: number }> {
    const text = await textQuery(query.q);
    if (text === false) return { shown: [], matches: 0 };
    await index.fresh();
    const page = await index.page(query, text, now, freeCheck(query, now));
    // A space not public any more (a change the next search's index will read) is left out, as before.
    await index.show(page.entries, shownByIds);
    const shown = page.entries.flatMap((e, i) => {
      const space = e.shown as Space | undefined;
      const km = page.distances[i];
      if (!space) return [];
      return [km === null || km === undefined ? space : { ...space, distanceKm: Math.round(km * 10) / 10 }];
    });
    return { shown, matches: page.capped ? COUNT_CAP + 1 : page.total };
  }

  return {
    listQueries,
    /** The in-process catalogue index (tests ask it for ranks). */
    index,
    /** The minute job: the availability log's entries older than an hour go. */
    pruneAvailabilityLog: (now?: Date) => pruneAvailabilityLog(db, now),
    textQuery,
    /** What changed: the catalogue (every search), or bookings and blocks (searches for a time). */
    forget(what: 'catalogue' | 'availability') {
      if (what === 'catalogue') {
        kept.clear();
        corrections.clear();
      } else kept.clearWhere((key) => key.includes(':w:'));
    },
    /** The SQL of the statements searches ran before the index, with their placeholders (the benchmark's bare baseline runs it). */
    preparedSql: {
      images: () => imagesBuilder.toSQL(),
      publicById: () => publicByIdBuilder.toSQL(),
      /** Which of a batch of candidates are free at a time (placeholders ids, startAt, endAt). */
      free: () => freeBuilder.toSQL(),
      list: (query: SpaceListQuery, now = new Date()) => {
        const { rows, total } = listStatements(query, null, (name) => p(name), now);
        return { rows: rows.toSQL(), total: total.toSQL(), values: preparedValues(query, now) };
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

    /** §5 search and filters: the public sees approved spaces only. Kept briefly for everyone (`answers`). */
    list(query: SpaceListQuery, now = new Date(), spend?: Spend): Promise<SpaceListResponse> {
      return answers.get(
        `list:${keyOf(query)}`,
        async () => {
          const { shown, matches } = await runList(query, now);
          return {
            data: shown,
            page: { total: Math.min(matches, COUNT_CAP), limit: query.limit, offset: query.offset, capped: matches > COUNT_CAP },
          };
        },
        spend,
      );
    },

    async featured(limit: number) {
      const rows = await db
        .select(shownWithImages)
        .from(spaces)
        .where(isPublic)
        .orderBy(...ORDER.rating)
        .limit(limit);
      return rows.map((row) => toSpace(row, row.images));
    },

    /** The chips' counts for a search (every filter but the category): each up to COUNT_CAP, then "1,000+". */
    categoryCounts(query: CategoryCountsQuery = CategoryCountsQuerySchema.parse({}), now = new Date(), spend?: Spend): Promise<CategoryCount[]> {
      return answers.get(
        `counts:${keyOf(query)}`,
        async () => {
          const text = await textQuery(query.q);
          if (text !== false) await index.fresh();
          const counts = text === false ? new Map<string | null, number>() : await index.categoryCounts(query, text, now, freeCheck(query, now));
          return BROWSE_CATEGORY_FILTERS.map((category) => {
            const n = counts.get(category === 'other' ? null : category) ?? 0;
            return { category, label: BROWSE_FILTER_LABELS[category], count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
          });
        },
        spend,
      );
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
          userName: shownName(r.userName),
          createdAt: r.createdAt.toISOString(),
        })),
        page: { total: totalRow?.total ?? 0, limit, offset },
      };
    },
  };
}

export type SpacesService = ReturnType<typeof spacesService>;
