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
