import v8 from 'node:v8';

/**
 * The heap's room, for what is read into memory by choice (the admin's tables): what the heap may
 * still take before Node stops with "heap out of memory" (its limit, `--max-old-space-size`, less
 * what is in use now). A table that would not fit is left to the database instead.
 */
export function heapRoom(): number {
  const heap = v8.getHeapStatistics();
  return heap.heap_size_limit - heap.used_heap_size;
}

/**
 * Past this share of the heap's limit in use once the catalogue is read, the searches' garbage
 * soon leaves the collector no room: the instance says so (its limit is the operator's to size).
 */
const FULL = 0.6;

/** Whether the heap is fuller than FULL, with the share in use and its limit in MB, to say so. */
export function heapTooFull(): { full: number; limitMb: number } | null {
  const heap = v8.getHeapStatistics();
  const full = heap.used_heap_size / heap.heap_size_limit;
  return full > FULL ? { full: Math.round(full * 100) / 100, limitMb: Math.round(heap.heap_size_limit / 2 ** 20) } : null;
}
