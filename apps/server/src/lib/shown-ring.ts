/**
 * What a page shows of an object kept on the object (`shown`), for the `size` objects given it
 * last: the oldest forgets it once another is given. The objects are an in-memory index's entries,
 * replaced by new ones when what they stand for changes, so what is kept is never older than what
 * the index has read (catalogue-index.ts, admin-space-index.ts).
 */
export function shownRing<T extends { shown: object | undefined }>(size: number): (entry: T, shown: object) => void {
  const ring: T[] = [];
  let oldest = 0;
  return (entry, shown) => {
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
}
