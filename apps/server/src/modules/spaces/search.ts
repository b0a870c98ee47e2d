import { and, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { DEFAULT_RADIUS_KM } from '@nafasi/shared/catalogue';
import { kshToCents } from '@nafasi/shared/money';
import { MAX_HORIZON_MONTHS, weekdayOf } from '@nafasi/shared/schedule';
import type { SpaceListQuery } from '@nafasi/shared/spaces';
import { addMonths, nairobiDate, nairobiInstant, timeToMinutes } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { spaces } from '../../db/schema.ts';
import { containing } from '../../lib/like.ts';
import { tsQueryText, type TextQuery } from '../search/index.ts';

/** The filters of a catalogue search (every field of the query but its order and page). */
export type SearchFilters = Omit<SpaceListQuery, 'sort' | 'limit' | 'offset'>;

const KM_PER_DEGREE = 111.045;

/**
 * The text query: every word must match, as a prefix ("westland" finds Westlands) or as the
 * catalogue's nearest word when it is mistyped ("boadroom" finds Boardroom). Words hold only
 * letters and digits, so the query string cannot carry tsquery syntax.
 */
export function textQueryOf(terms: string[], corrections: Map<string, string | null>): TextQuery {
  return terms.map((term) => {
    const nearest = corrections.get(term);
    return nearest && nearest !== term && !nearest.startsWith(term)
      ? [
          { word: term, prefix: true },
          { word: nearest, prefix: false },
        ]
      : [{ word: term, prefix: true }];
  });
}

/** The same query as to_tsquery's text. */
export const tsQueryOf = (terms: string[], corrections: Map<string, string | null>): string => tsQueryText(textQueryOf(terms, corrections));

/** The nearest word the catalogue has used to each word of a search (trigram similarity), or null. */
export async function nearestWords(db: Db, terms: string[]): Promise<Map<string, string | null>> {
  const asked = terms.filter((t) => t.length >= 4);
  if (asked.length === 0) return new Map();
  const rows = await db
    .select({
      term: sql<string>`t.term`,
      word: sql<string | null>`(select w.word from search_words w where w.word % t.term order by w.word <-> t.term, w.word limit 1)`,
    })
    .from(sql`unnest(${`{${asked.map((t) => `"${t}"`).join(',')}}`}::text[]) as t(term)`);
  return new Map(rows.map((r) => [r.term, r.word]));
}

/** A search near a point: its radius (the default unless asked) and the half-sides, in degrees, of the box around its circle. */
export function nearBox(near: { lat: number; lng: number }, asked: number | undefined) {
  const radius = asked ?? DEFAULT_RADIUS_KM;
  return {
    lat: near.lat,
    lng: near.lng,
    radius,
    dLat: radius / KM_PER_DEGREE,
    dLng: radius / (KM_PER_DEGREE * Math.max(0.01, Math.cos((near.lat * Math.PI) / 180))),
  };
}

/** Kilometres between a point and a space, by the haversine formula on a 6,371 km Earth. */
export function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(6371 * 2 * asin(least(1, sqrt(power(sin(radians(${spaces.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${spaces.latitude})) * power(sin(radians(${spaces.longitude} - ${lng}) / 2), 2)))))`;
}

/**
 * The facts of a time window that the SQL compares with each space's own rules, worked out once
 * by the same functions a booking is judged by (slotProblem): its weekday, marks, length, how far
 * ahead it starts, and the fewest months of horizon that reach its date.
 */
export function windowFacts(date: string, start: string, end: string, now: Date) {
  const startAt = nairobiInstant(date, start);
  const endAt = nairobiInstant(date, end);
  const today = nairobiDate(now);
  let horizon = 1;
  while (horizon <= MAX_HORIZON_MONTHS && date > addMonths(today, horizon)) horizon++;
  return {
    weekday: weekdayOf(date),
    start,
    end,
    minutes: timeToMinutes(end) - timeToMinutes(start),
    /** Whole minutes from now to the start: a space whose notice is longer cannot take it. */
    leadMinutes: Math.floor((startAt.getTime() - now.getTime()) / 60_000),
    /** MAX_HORIZON_MONTHS + 1 when no horizon reaches the date. */
    horizonMonths: horizon,
    startAt,
    endAt,
  };
}

/**
 * The conditions of a search, each value written through `v` (a placeholder of a prepared
 * statement, or the value bound in a one-off query). Text matching is left to the caller.
 */
export function filterConditions(filters: SearchFilters, v: <T>(name: string, value: T) => T, now: Date): SQL[] {
  const conditions: SQL[] = [
    eq(spaces.status, 'approved'),
    gte(spaces.hourlyRateCents, v('minCents', kshToCents(filters.minPrice))),
    lte(spaces.hourlyRateCents, v('maxCents', kshToCents(filters.maxPrice))),
  ];
  if (filters.category === 'other') conditions.push(isNull(spaces.browseCategory));
  else if (filters.category) conditions.push(eq(spaces.browseCategory, v('category', filters.category)));
  if (filters.location) conditions.push(ilike(spaces.location, v('locationPattern', containing(filters.location))));
  if (filters.capacity) conditions.push(gte(spaces.capacity, v('capacity', filters.capacity)));
  if (filters.amenities) conditions.push(sql`${spaces.amenities} @> ${v('amenities', `{${filters.amenities.join(',')}}`)}::text[]`);
  if (filters.bbox) {
    const { minLat, maxLat, minLng, maxLng } = filters.bbox;
    conditions.push(
      sql`${spaces.latitude} between ${v('minLat', minLat)}::float8 and ${v('maxLat', maxLat)}::float8`,
      sql`${spaces.longitude} between ${v('minLng', minLng)}::float8 and ${v('maxLng', maxLng)}::float8`,
    );
  }
  if (filters.near) {
    const { lat, lng, radius, dLat, dLng } = nearBox(filters.near, filters.radius);
    // A box around the circle first (the index on latitude, longitude), then the distance itself.
    conditions.push(
      sql`${spaces.latitude} between ${v('nearMinLat', lat - dLat)}::float8 and ${v('nearMaxLat', lat + dLat)}::float8`,
      sql`${spaces.longitude} between ${v('nearMinLng', lng - dLng)}::float8 and ${v('nearMaxLng', lng + dLng)}::float8`,
      sql`${distanceKm(v('lat', lat), v('lng', lng))} <= ${v('radius', radius)}::float8`,
    );
  }
  if (filters.date && filters.start && filters.end) {
    const w = windowFacts(filters.date, filters.start, filters.end, now);
    const rule = (key: string) => sql`(${spaces.schedule} ->> ${key})::int`;
    conditions.push(
      // Open: one of the day's ranges holds the whole window ('HH:mm' strings compare in time order).
      sql`exists (select 1 from jsonb_array_elements(${spaces.schedule} -> 'weeklyHours' -> ${v('weekday', w.weekday)}::text) r
        where r ->> 'opensAt' <= ${v('start', w.start)}::text and r ->> 'closesAt' >= ${v('end', w.end)}::text)`,
      sql`${v('minutes', w.minutes)}::int between ${rule('minMinutes')} and ${rule('maxMinutes')}`,
      sql`${rule('noticeMinutes')} <= ${v('leadMinutes', w.leadMinutes)}::int`,
      sql`${rule('horizonMonths')} >= ${v('horizonMonths', w.horizonMonths)}::int`,
      ...freeConditions(w, v),
    );
  }
  return conditions;
}

/**
 * Free for the window: no booking meets it or its buffer (assertFree and the exclusion constraint),
 * no block of the host's overlaps it. What the catalogue index leaves to the database.
 */
export function freeConditions(w: Pick<ReturnType<typeof windowFacts>, 'startAt' | 'endAt'>, v: <T>(name: string, value: T) => T): SQL[] {
  const pad = sql`((${spaces.schedule} ->> 'bufferMinutes')::int * interval '1 minute')`;
  const startAt = sql`${v('startAt', w.startAt.toISOString())}::timestamptz`;
  const endAt = sql`${v('endAt', w.endAt.toISOString())}::timestamptz`;
  const active = sql.raw(ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));
  return [
    // A booking lasts at most a day and keeps at most 120 min after it: one that reaches the window
    // started within 26 h and the buffer before it, which bounds the index range read per space.
    sql`not exists (select 1 from bookings b where b.space_id = ${spaces.id} and b.status in (${active})
      and b.start_time < ${endAt} + ${pad} and b.start_time > ${startAt} - ${pad} - interval '26 hours'
      and (b.blocked_until > ${startAt} or b.end_time > ${startAt} - ${pad}))`,
    sql`not exists (select 1 from space_blocks k where k.space_id = ${spaces.id}
      and tstzrange(k.starts_at, k.ends_at, '[)') && tstzrange(${startAt}, ${endAt}, '[)'))`,
  ];
}

/** Every condition, the text match included. */
export function whereOf(conditions: SQL[], tsQuery: string | null, v: <T>(name: string, value: T) => T): SQL {
  const text = tsQuery === null ? [] : [sql`search_tsv @@ to_tsquery('simple', ${v('tsQuery', tsQuery)})`];
  return and(...conditions, ...text) ?? sql`true`;
}
