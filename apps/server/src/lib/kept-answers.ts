/**
 * Answers kept briefly, the same for everyone who asks: a server-rendered public page (rendered
 * signed out), a catalogue search. An answer is computed once and served to everyone who asks for
 * it in the next `ttlMs`; it leaves earlier when what it was made of changes (`clear`, `clearWhere`,
 * called from the realtime hub's change feed), or when the cache is full (oldest first). Concurrent
 * requests for an answer being computed wait for that one instead of starting their own.
 */
export function keptAnswers<T>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; at: number }>();
  const inFlight = new Map<string, { started: number; computing: Promise<T> }>();
  /** Bumped on every clear: an answer computed from data read before a change is not kept after it. */
  let generation = 0;
  /** The generation each key was last cleared in (clearWhere), so its in-flight answer is not kept either. */
  const clearedAt = new Map<string, number>();

  return {
    /** The answer at `key`: kept, being computed, or computed now by `compute`. */
    async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<{ value: T; hit: boolean }> {
      const kept = entries.get(key);
      if (kept && now - kept.at < options.ttlMs) return { value: kept.value, hit: true };
      if (kept) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return { value: await pending.computing, hit: true };
      const started = generation;
      const computing = compute();
      inFlight.set(key, { started, computing });
      try {
        const value = await computing;
        if (started === generation && (clearedAt.get(key) ?? -1) < started) {
          if (entries.size >= options.maxEntries) {
            const oldest = entries.keys().next();
            if (!oldest.done) entries.delete(oldest.value);
          }
          entries.set(key, { value, at: Date.now() });
        }
        return { value, hit: false };
      } finally {
        inFlight.delete(key);
        clearedAt.delete(key);
      }
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
