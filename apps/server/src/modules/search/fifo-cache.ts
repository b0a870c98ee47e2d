/**
 * What a page shows of an object kept on the object (`shown`), for the `size` objects shown last:
 * the oldest forgets it once another is kept. The objects are an in-memory index's entries,
 * replaced by new ones when what they stand for changes, so what is kept is never older than what
 * the index has read (catalogue-index.ts, admin-space-index.ts).
 *
 * The function it gives makes a page's entries show: those not kept are read by their ids in one
 * go (`read` answers with what each shows, by id; one it leaves out, gone since the index read it,
 * stays unshown) and kept.
 */
export function fifoCache<T extends { id: string; shown: object | undefined }>(
  size: number,
): (entries: readonly T[], read: (ids: string[]) => Promise<ReadonlyMap<string, object>>) => Promise<void> {
  const ring: T[] = [];
  let oldest = 0;
  const keep = (entry: T, shown: object) => {
    if (!entry.shown) {
      if (ring.length < size) ring.push(entry);
      else {
        const forgotten = ring[oldest] as T;
        forgotten.shown = undefined;
        ring[oldest] = entry;
        oldest = (oldest + 1) % size;
      }
    }
    entry.shown = shown;
  };
  return async (entries, read) => {
    const missing = entries.filter((entry) => !entry.shown);
    if (!missing.length) return;
    const shown = await read(missing.map((entry) => entry.id));
    for (const entry of missing) {
      const found = shown.get(entry.id);
      if (found) keep(entry, found);
    }
  };
}
