/**
 * The search engine's front door (README.md beside it): what the rest of the server calls. Each
 * part is a small object under the field's name; their invariants are at the top of each file.
 */

/** A response cache: answers kept briefly for everyone, one reading per key at a time, served stale while re-read. */
export { responseCache } from './response-cache.ts';

/** A FIFO cache of rendered rows, bounded by a count (a ring buffer). */
export { fifoCache } from './fifo-cache.ts';

/** A sorted list kept in blocks (an unrolled list, like a B-tree's leaves), and binary search over places. */
export { UnrolledList, firstWhere } from './unrolled-list.ts';

/** An admin table held in memory: each sort's order in blocks, searched by substring, paged by offset. */
export { compareCodePoints, memoryTable, thenById, type Compare, type MemoryPage, type MemoryQuery, type TableFacts } from './in-memory-table.ts';

/** Change data capture: the rows a snapshot could not see, read by transaction id. */
export { readSince, readWhole, unseenSince } from './change-data-capture.ts';

/** An in-memory table kept current by change data capture, and the page reader over it. */
export { cdcIndex, cdcTable, type TableLog } from './cdc-table.ts';

/** Counts materialised by triggers (the `tallies` table), read instead of counting rows. */
export { readCounts, sumCounts } from './materialized-counts.ts';

/** An admin table answered by SQL: keyset pagination from checkpoints, counts up to a cap. */
export { KEYSET_CHECKPOINTS, countUpTo, searchCountCap, tablePage, takeEveryCheckpoint, type TableOrder } from './keyset-table.ts';

/** Whether the database sorts and lowers text as the in-memory tables do. */
export { databaseText, probeText } from './database-text.ts';

/** Full-text ranking: PostgreSQL's tsvector, tsquery and ts_rank, bit for bit, over an arena of documents. */
export {
  Arena,
  compile,
  lexemeImpact,
  matchesAt,
  matchRankAt,
  parseTsvector,
  rankAt,
  rankOfImpact,
  tsQueryText,
  Vocabulary,
  type Compiled,
  type QueryWord,
  type TextQuery,
} from './text-rank.ts';
