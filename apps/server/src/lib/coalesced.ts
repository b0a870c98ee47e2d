import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '@nafasi/shared/changes';
import type { Db } from '../db/client.ts';

/**
 * `run` for every caller, shared: a call while none runs starts it; the calls made while it runs
 * wait for the next run, which starts once it ends and which they all share (it sees everything
 * they did before they called).
 */
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const call = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return call();
      });
    return queued;
  };
  return call;
}

/**
 * `read` for many callers' keys at once (their rows by id): a call while no read runs starts one
 * for its keys; the calls made while it runs wait for the next read, which asks for all their keys
 * in one statement (it sees everything they did before they called). A rush of pages then costs a
 * few statements instead of one each (their round trips, their writes to the socket, their plans).
 * Each caller is given what was found of every key its read asked for; a failed read fails each of
 * its callers.
 */
export function batched<K, V>(read: (keys: K[]) => Promise<ReadonlyMap<K, V>>): (keys: readonly K[]) => Promise<ReadonlyMap<K, V>> {
  let asked = new Set<K>();
  /** What the next read finds, for those who asked for it. */
  let next: { found?: ReadonlyMap<K, V> } = {};
  const run = coalesced(async () => {
    const keys = [...asked];
    const batch = next;
    asked = new Set();
    next = {};
    batch.found = keys.length ? await read(keys) : new Map();
  });
  return async (keys) => {
    if (keys.length === 0) return new Map();
    for (const key of keys) asked.add(key);
    const batch = next;
    await run();
    return batch.found ?? new Map();
  };
}

/**
 * Rows by their ids from a prepared statement whose placeholder `ids` is the list, read in batches
 * (`batched`), by `idOf`, each made what its callers show by `as`.
 */
export function byIdsInBatches<R, V>(
  statement: { execute(values: { ids: string[] }): Promise<R[]> },
  idOf: (row: R) => string,
  as: (row: R) => V,
): (ids: readonly string[]) => Promise<ReadonlyMap<string, V>> {
  return batched(async (ids: string[]) => new Map((await statement.execute({ ids })).map((row) => [idOf(row), as(row)])));
}

/**
 * Sends change notifications (pg_notify on CHANGES_CHANNEL), resolving once they are sent. The
 * notifications asked for while a send is under way go together in the next one, one statement
 * (each is a transaction of its own, which PostgreSQL commits one at a time under its notify lock):
 * at a rush of bookings, one statement carries many. The same payload twice in one send goes once,
 * where it was asked for last.
 */
export function changeNotifier(db: Db): (...payloads: string[]) => Promise<void> {
  let pending: string[] = [];
  const send = coalesced(async () => {
    const asked = pending;
    pending = [];
    const batch = asked.filter((payload, i) => asked.lastIndexOf(payload) === i);
    if (batch.length === 0) return;
    await db.execute(
      sql`select ${sql.join(
        batch.map((payload) => sql`pg_notify(${CHANGES_CHANNEL}, ${payload})`),
        sql`, `,
      )}`,
    );
  });
  return (...payloads) => {
    pending.push(...payloads);
    return send();
  };
}
