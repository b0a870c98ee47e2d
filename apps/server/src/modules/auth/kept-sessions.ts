import type { Role } from '@nafasi/shared/roles';

/** Sessions found alive, kept per instance (at most this many: the oldest kept go first). */
export const SESSIONS_KEPT = 10_000;
/** A kept session is read again after this long, whatever the change feed said. */
export const SESSION_KEPT_MS = 60_000;

/** What a signed-in request needs of its session and its person, as the database last said. */
export interface KeptSession {
  userId: string;
  email: string;
  emailVerified: boolean;
  role: Role | null;
  refreshedAtMs: number;
  createdAtMs: number;
}

/**
 * The sessions this instance found alive lately (issue 33: reading the session was the one
 * statement every signed-in request made). A session is kept only while the change feed carries
 * accounts' news (`fed`): the database notifies when a session is revoked or refreshed, or its
 * person's address, confirmation or role changes (migration 0052), and each instance forgets that
 * person's sessions; its own writes forget at once, before they answer, so the next request of the
 * person who made them never races the notification. After a gap in the feed everything is
 * forgotten. A read that was under way while anything was forgotten is not kept (`epoch`): it may
 * have read the row from before the change whose news was just heard.
 */
export function keptSessions({ fed, limit = SESSIONS_KEPT, keepMs = SESSION_KEPT_MS }: { fed: () => boolean; limit?: number; keepMs?: number }) {
  const kept = new Map<string, KeptSession & { keptAtMs: number }>();
  /** Each person's kept sessions, so a person's news forgets theirs alone. */
  const byUser = new Map<string, Set<string>>();
  let epoch = 0;

  function drop(sid: string) {
    const entry = kept.get(sid);
    if (!entry) return;
    kept.delete(sid);
    const mine = byUser.get(entry.userId);
    mine?.delete(sid);
    if (mine?.size === 0) byUser.delete(entry.userId);
  }

  /** A person's account or sessions changed (null: anyone's may have): their kept sessions are forgotten. */
  function forget(userId: string | null) {
    epoch++;
    if (userId === null) {
      kept.clear();
      byUser.clear();
      return;
    }
    for (const sid of byUser.get(userId) ?? []) kept.delete(sid);
    byUser.delete(userId);
  }

  return {
    /** How many sessions are kept (the tests' view of the bound). */
    size: () => kept.size,
    /** The moment to pass to `keep`: a read begun before a forgetting is not kept. */
    epoch: () => epoch,
    /** A kept session of this person, read at most `keepMs` ago (undefined: ask the database). */
    get(sid: string, userId: string, nowMs: number): KeptSession | undefined {
      if (!fed()) {
        // The feed is away: what it carries meanwhile is lost, so nothing kept before holds.
        if (kept.size > 0) forget(null);
        return undefined;
      }
      const entry = kept.get(sid);
      if (!entry || entry.userId !== userId) return undefined;
      if (nowMs < entry.keptAtMs || nowMs - entry.keptAtMs >= keepMs) {
        drop(sid);
        return undefined;
      }
      return entry;
    },
    /** Keeps what a read that began at `since` (an epoch) found, unless something was forgotten meanwhile. */
    keep(sid: string, session: KeptSession, since: number, nowMs: number) {
      if (since !== epoch || !fed()) return;
      drop(sid);
      if (kept.size >= limit) drop(kept.keys().next().value ?? '');
      kept.set(sid, { ...session, keptAtMs: nowMs });
      let mine = byUser.get(session.userId);
      if (!mine) byUser.set(session.userId, (mine = new Set()));
      mine.add(sid);
    },
    forget,
  };
}
export type KeptSessions = ReturnType<typeof keptSessions>;
