/**
 * Rendered public pages, kept briefly: a server-rendered page is the same for every visitor (it is
 * rendered signed out), so the home page, a search or a space is rendered once and sent to everyone
 * who asks for it in the next seconds. Entries leave after `ttlMs`, when the catalogue changes (the
 * realtime hub's change feed), or when the cache is full (oldest first). Concurrent requests for a
 * page being rendered wait for that one render instead of starting their own.
 */
export interface RenderedPage {
  status: number;
  html: string;
}

export function pageCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, RenderedPage & { at: number }>();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  /** Bumped on every clear: a render that started before a change is not kept after it. */
  let generation = 0;

  return {
    /** The page at `key`, from the cache, from a render already under way, or rendered now by `render`. */
    async get(key: string, render: () => Promise<RenderedPage>, now = Date.now()): Promise<{ page: RenderedPage; hit: boolean }> {
      const cached = entries.get(key);
      if (cached && now - cached.at < options.ttlMs) return { page: cached, hit: true };
      if (cached) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return { page: await pending, hit: true };
      const started = generation;
      const rendering = render();
      inFlight.set(key, rendering);
      try {
        const page = await rendering;
        if (started === generation) {
          if (entries.size >= options.maxEntries) {
            const oldest = entries.keys().next();
            if (!oldest.done) entries.delete(oldest.value);
          }
          entries.set(key, { ...page, at: Date.now() });
        }
        return { page, hit: false };
      } finally {
        inFlight.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
