/**
 * Answers kept briefly, the same for everyone who asks: a server-rendered public page (rendered
 * signed out), a catalogue search. An answer is computed once and served to everyone who asks for
 * it in the next `ttlMs`; it leaves earlier when what it was made of changes (`clear`, `clearWhere`,
 * called from the realtime hub's change feed), or when the cache is full (oldest first). Concurrent
 * requests for an answer being computed wait for that one instead of starting their own.
 */
export function responseCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  /**
   * For this long past `ttlMs` an answer is still served while one request reads it afresh in the
   * background, so an answer running out never stalls everyone asking for it. Only time makes an
   * answer stale: a change (clear, clearWhere) drops it at once.
   */
  staleMs?: number;
}) {
  const entries = new Map<string, { value: T; at: number }>();
  /** How long an answer may be served at all: fresh, then stale while it is read afresh. */
  const servableMs = options.ttlMs + (options.staleMs ?? 0);
  const inFlight = new Map<string, { started: number; computing: Promise<T> }>();
  /** Bumped on every clear: an answer computed from data read before a change is not kept after it. */
  let generation = 0;
  /** The generation each key was last cleared in (clearWhere), so its in-flight answer is not kept either. */
  const clearedAt = new Map<string, number>();

  /** Computes the answer at `key` once for everyone asking meanwhile, and keeps it unless a change came first. */
  async function computeOnce(key: string, compute: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending.computing;
    const started = generation;
    const computing = compute();
    inFlight.set(key, { started, computing });
    try {
      const value = await computing;
      if (started === generation && (clearedAt.get(key) ?? -1) < started) {
        entries.delete(key);
        if (entries.size >= options.maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, at: Date.now() });
      }
      return value;
    } finally {
      inFlight.delete(key);
      clearedAt.delete(key);
    }
  }

  return {
    /** The answer at `key`: kept, being computed, or computed now by `compute`. */
    async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<{ value: T; hit: boolean }> {
      const kept = entries.get(key);
      const age = kept ? now - kept.at : Infinity;
      if (kept && age < options.ttlMs) return { value: kept.value, hit: true };
      if (kept && age < servableMs) {
        // Served as it is while one request reads it afresh.
        if (!inFlight.has(key)) computeOnce(key, compute).catch(() => undefined);
        return { value: kept.value, hit: true };
      }
      if (kept) entries.delete(key);
      const waiting = inFlight.has(key);
      return { value: await computeOnce(key, compute), hit: waiting };
    },
    /** Whether asking for `key` now costs nothing: an answer is kept (fresh or still servable) or being computed. */
    holds(key: string, now = Date.now()): boolean {
      const kept = entries.get(key);
      return inFlight.has(key) || (kept !== undefined && now - kept.at < servableMs);
    },
    /** Forgets every answer, and any being computed. */
    clear() {
      generation++;
      entries.clear();
    },
    /** Forgets the answers whose key `matches`, and any of them being computed. */
    clearWhere(matches: (key: string) => boolean) {
      for (const key of entries.keys()) if (matches(key)) entries.delete(key);
      for (const key of inFlight.keys()) if (matches(key)) clearedAt.set(key, generation);
    },
    get size() {
      return entries.size;
    },
  };
}
