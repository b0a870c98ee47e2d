/**
 * What takes each space's time, in the catalogue index (issue 33): its active bookings and its
 * host's blocks, as numbers (ms since 1970, microseconds kept as fractions), read from PostgreSQL
 * and kept up to date by the availability log (migration 0041). `freeAt` is search.ts's
 * freeConditions, the SQL a booking is judged by, for one space in memory.
 */

/** Bookings that started this long before the index read them are left out (a window that can still be booked starts after now). */
export const BUSY_HORIZON_MS = 3 * 86_400_000;
/** How far before a window a booking that reaches it can start: a day, and the buffer (freeConditions' bound). */
const REACH_MS = 26 * 3_600_000;

/** A row of readBusy: a booking (starts, ends, until: blocked_until) or a block (starts, ends). */
export interface BusyRow {
  space_id: string;
  starts: number | string;
  ends: number | string;
  until: number | string | null;
  block: boolean;
}

/** A space's bookings as [starts, ends, until] triples (until NaN when null), its blocks as [starts, ends] pairs. */
export interface Taken {
  bookings: Float64Array;
  blocks: Float64Array;
}
/** Per space, what takes its time. */
export type Busy = Map<string, Taken>;

const number = (value: number | string | null) => (value === null ? NaN : Number(value));

/** Each space's bookings (start, end, blocked until) and blocks (start, end), as they are read. */
export type BusyLists = Map<string, { bookings: number[]; blocks: number[] }>;

/** Adds a batch of rows to `grouped` (a load reads them a batch at a time). */
export function groupBusy(grouped: BusyLists, rows: BusyRow[]): BusyLists {
  for (const row of rows) {
    let lists = grouped.get(row.space_id);
    if (!lists) grouped.set(row.space_id, (lists = { bookings: [], blocks: [] }));
    if (row.block) lists.blocks.push(number(row.starts), number(row.ends));
    else lists.bookings.push(number(row.starts), number(row.ends), number(row.until));
  }
  return grouped;
}

/** The lists grouped, each in an array of numbers. */
export function busyFrom(grouped: BusyLists): Busy {
  const busy: Busy = new Map();
  for (const [id, lists] of grouped) busy.set(id, { bookings: Float64Array.from(lists.bookings), blocks: Float64Array.from(lists.blocks) });
  return busy;
}

export const busyOf = (rows: BusyRow[]): Busy => busyFrom(groupBusy(new Map(), rows));

export function replaceBusy(busy: Busy, ids: string[], rows: BusyRow[]) {
  for (const id of ids) busy.delete(id);
  for (const [id, lists] of busyOf(rows)) busy.set(id, lists);
}

/**
 * Free for [startMs, endMs) with `padMs` of buffer: no booking meets the window or its buffer, no
 * block overlaps it; the comparisons of freeConditions one by one (a missing buffer, NaN, makes
 * every booking comparison false, as SQL's null does).
 */
export function freeAt(taken: Taken | undefined, startMs: number, endMs: number, padMs: number): boolean {
  if (!taken) return true;
  const { bookings, blocks } = taken;
  for (let i = 0; i + 2 < bookings.length; i += 3) {
    const starts = bookings[i] ?? NaN;
    const ends = bookings[i + 1] ?? NaN;
    const until = bookings[i + 2] ?? NaN;
    if (starts < endMs + padMs && starts > startMs - padMs - REACH_MS && (until > startMs || ends > startMs - padMs)) return false;
  }
  // tstzrange(starts, ends, '[)') && tstzrange(start, end, '[)'): both non-empty and overlapping.
  if (startMs < endMs) {
    for (let i = 0; i + 1 < blocks.length; i += 2) {
      const starts = blocks[i] ?? NaN;
      const ends = blocks[i + 1] ?? NaN;
      if (starts < ends && starts < endMs && startMs < ends) return false;
    }
  }
  return true;
}

/** A uuid[] as the driver gives it: an array, or PostgreSQL's text form. */
export function uuidList(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
