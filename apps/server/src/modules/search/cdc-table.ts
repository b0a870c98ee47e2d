import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { heapRoom } from '../../lib/heap.ts';
import { memoryTable, pause, type Compare, type MemoryTable, type TableFacts } from './in-memory-table.ts';
import { readSince, readWhole, unseenSince } from './change-data-capture.ts';

/*
 * An admin table in memory (modules/search/in-memory-table.ts) kept by its rows' change feed (issue 33): the
 * admin's bookings (modules/bookings/admin-booking-index.ts) and users
 * (modules/admin/admin-user-index.ts). It reads the whole table once (in the background: the SQL
 * answers meanwhile), then the rows written since its last read, each stamped with its
 * transaction's id (migrations 0053, 0054), as the catalogue index reads spaces. A deletion turns
 * the table's epoch and the table is read anew. Past `most` rows, or past what the heap has room
 * for (`bytesPerRow`, twice over: decision 0017), it is not read at all and the SQL answers. It is
 * read where an admin asks, at the first page asked (not at start: an instance that only serves
 * searches never holds it), and forgotten when no page was asked for `idleMs` (forgetIdle, a
 * periodic job), so only the instance admins use pays its memory (decision 0015).
 */

/** Rows noted by the table's own index (`noted`) in one turn of the event loop when the table is read whole. */
const STEP = 8192;
/** Read this many rows at a time when the table is read whole. */
const LOAD_BATCH = 2_500;
/** How long a table found too big waits before it counts the rows again. */
const RECOUNT_MS = 60_000;
/**
 * A table is read only when the heap has room for it this many times over: the rows' facts are
 * gathered in an array before the table's orders are made of them, and the collector needs room
 * to work beside what stays.
 */
const ROOM_FACTOR = 2;

export interface CdcTableSpec<F extends TableFacts, S extends string, R> {
  /** What the table holds, as the logs say it ("bookings"). */
  name: string;
  orders: Record<S, Compare<F>>;
  states: readonly string[];
  /** The columns of a row's facts, read `from` (a table or a join, with its aliases). */
  columns: SQL;
  from: SQL;
  /** The rows' stamp (their last writer's transaction id, xid8). */
  stamp: SQL;
  /** The column of catalogue_epoch that a deletion of rows turns. */
  epoch: SQL;
  /** The whole read's cursor name. */
  cursor: string;
  /** How many rows the table has (the triggers' materialised counts): past `most`, it is not read. */
  count: () => Promise<number>;
  factsOf: (row: R) => F;
  /** The most rows held in memory (0: never; the SQL answers). */
  most: number;
  /** What a row costs held in memory, its orders and search text included (measured: bench/RESULTS.md). */
  bytesPerRow: number;
  /** What the heap may still take (lib/heap.ts heapRoom; a test gives its own). */
  room?: () => number;
  /** For the tests. */
  loadBatch?: number;
  /** An index of the caller's beside the table: cleared at a read of the whole table, then told of every row; told of each row put (with what was held of it). */
  noted?: { clear(): void; put(old: F | undefined, facts: F): void };
  /** The app's clock (ms), for when a page was last asked (forgetIdle). */
  clock?: () => number;
  /** Told when the table was read whole (or found too big), and when a read failed (the SQL answers). */
  log?: TableLog;
}

export interface TableLog {
  info(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

/**
 * Invariants: while `held`, the table has every row of the database as of `snapshot` (read whole in
 * one snapshot, then each feed read adding the rows not visible in the last); when the epoch turns
 * (rows deleted) it is not held until read whole again, and the SQL answers meanwhile.
 */
export class CdcTable<F extends TableFacts, S extends string, R extends { id: string }> {
  table: MemoryTable<F, S>;
  /** The table read whole and kept up to date since: pages are answered here. */
  private ready = false;
  /** The read of the whole table under way (or done), if any. */
  private reading: Promise<void> | null = null;
  /** When the rows were last found more than `most`. */
  private tooManyAt = -Infinity;
  private epoch: string | null = null;
  private snapshot: string | null = null;
  private readonly synced = coalesced(() => this.sync());
  /** The app's clock (ms). */
  private readonly now: () => number;
  /** When a page was last asked, or the table warmed (the app's clock, ms). */
  private askedAt = -Infinity;
  /** Counts the times the table was forgotten: a feed read begun before one keeps nothing. */
  private forgotten = 0;

  constructor(
    private readonly db: Db,
    private readonly spec: CdcTableSpec<F, S, R>,
  ) {
    this.table = memoryTable<F, S>(spec.orders, spec.states);
    this.now = spec.clock ?? Date.now;
  }

  /** Every row, through a cursor a batch at a time, in one repeatable-read transaction (the next read of the feed starts from its snapshot). */
  private async load() {
    const { spec } = this;
    const started = performance.now();
    const rows = await spec.count();
    if (rows > spec.most) {
      this.tooManyAt = performance.now();
      spec.log?.info({ rows, most: spec.most }, `the admin's ${spec.name} table is left to the database: more rows than it may hold`);
      return;
    }
    const need = rows * spec.bytesPerRow * ROOM_FACTOR;
    const room = (spec.room ?? heapRoom)();
    if (need > room) {
      this.tooManyAt = performance.now();
      spec.log?.info(
        { rows, needMb: Math.round(need / 2 ** 20), roomMb: Math.round(room / 2 ** 20) },
        `the admin's ${spec.name} table is left to the database: the heap has no room for it (--max-old-space-size)`,
      );
      return;
    }
    const all: F[] = [];
    const { epoch, snap } = await readWhole<R>(
      this.db,
      { epoch: spec.epoch, cursor: spec.cursor, rows: sql`select ${spec.columns} from ${spec.from}`, batch: spec.loadBatch ?? LOAD_BATCH },
      (rows) => {
        for (const row of rows) all.push(spec.factsOf(row));
      },
    );
    await this.table.reset(all);
    if (spec.noted) {
      spec.noted.clear();
      // In steps, as the table's own (nothing reads them until the table is ready).
      for (let n = 0; n < all.length; n++) {
        spec.noted.put(undefined, all[n] as F);
        if (n % STEP === STEP - 1) await pause();
      }
    }
    this.epoch = epoch;
    this.snapshot = snap;
    this.ready = true;
    spec.log?.info({ rows: all.length, ms: Math.round(performance.now() - started) }, `the admin's ${spec.name} table is read into memory`);
  }

  /** Reads the whole table now (the first page asked does), unless a read is under way or the rows were found too many lately; resolves when read, or found too big. */
  readonly warm = (): Promise<void> => {
    this.askedAt = this.now();
    if (this.spec.most <= 0 || performance.now() - this.tooManyAt < RECOUNT_MS) return Promise.resolve();
    this.reading ??= this.load()
      .catch((err: unknown) => {
        this.spec.log?.error({ err }, `the admin's ${this.spec.name} table could not be read; the database answers it`);
        throw err;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  };

  /** The rows written since the last read (none when the table is being read whole). */
  private async sync() {
    const { spec } = this;
    const since = this.snapshot;
    if (!this.ready || since === null) return;
    const era = this.forgotten;
    const { epoch, snap, rows } = await readSince<R>(this.db, {
      name: spec.cursor,
      epoch: spec.epoch,
      changed: sql`select ${spec.columns} from ${spec.from} where ${unseenSince(spec.stamp, since)}`,
    });
    // Forgotten meanwhile: nothing to keep current.
    if (era !== this.forgotten) return;
    if (epoch !== this.epoch) {
      // Rows were deleted: the table is read anew, the SQL answering meanwhile.
      this.ready = false;
      void this.warm().catch(() => undefined);
      return;
    }
    for (const row of rows) {
      const facts = spec.factsOf(row);
      const old = this.table.get(facts.id);
      this.table.put(facts.id, facts);
      spec.noted?.put(old, facts);
    }
    this.snapshot = snap;
  }

  /** Whether the table is held (read, and kept up to date since): the SQL answers until it is. */
  get held() {
    return this.ready;
  }

  /** How many rows are held (0 until the table is read). */
  get size() {
    return this.ready ? this.table.size : 0;
  }

  /**
   * Whether the table is held and as fresh as the database after the caller's writes (the feed
   * read): false while it is not (yet) held, when the SQL answers (its read is then started).
   */
  async fresh(): Promise<boolean> {
    if (!this.ready) {
      void this.warm().catch(() => undefined);
      return false;
    }
    this.askedAt = this.now();
    await this.synced();
    return this.ready;
  }

  /**
   * Forgets the table (its memory freed; the SQL answers until the next page asked reads it again)
   * when it is held and no page was asked for `idleMs` (0: never). Whether it was forgotten.
   */
  forgetIdle(idleMs: number, now = this.now()): boolean {
    if (idleMs <= 0 || !this.ready || this.reading || now - this.askedAt < idleMs) return false;
    this.forgotten++;
    this.ready = false;
    this.epoch = null;
    this.snapshot = null;
    this.table = memoryTable<F, S>(this.spec.orders, this.spec.states);
    this.spec.noted?.clear();
    return true;
  }
}

/** The admin table `spec` describes, in memory, fed by its rows' change feed. */
export const cdcTable = <F extends TableFacts, S extends string, R extends { id: string }>(db: Db, spec: CdcTableSpec<F, S, R>) =>
  new CdcTable<F, S, R>(db, spec);

/**
 * What an admin table in memory offers its service: `page` answers a page (null while the table is
 * not held: the SQL answers), with the table's warm-up, whether it is held and its size.
 */
export function cdcIndex<F extends TableFacts, S extends string, P extends unknown[], T>(fed: CdcTable<F, S, never>, page: (...args: P) => Promise<T | null>) {
  return {
    /** Reads the whole table now (the first page asked does; benches ask before they measure); resolves when read, or found too big. */
    warm: fed.warm,

    /** Forgets the table when no page was asked for `idleMs` (CdcTable.forgetIdle). */
    forgetIdle: (idleMs: number, now?: number) => fed.forgetIdle(idleMs, now),

    /** Whether the table is held (read, and kept up to date since): the SQL answers until it is. */
    get held() {
      return fed.held;
    },

    /** How many rows are held (0 until the table is read). */
    get size() {
      return fed.size;
    },

    /**
     * A page of the table, as fresh as the database after the caller's writes; null while the
     * table is not (yet) held, when the SQL answers.
     */
    page,
  };
}
