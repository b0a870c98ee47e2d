/** A burst of `burst` events, refilled at `perSecond`: the shape of every in-memory limit. */
export interface Rate {
  burst: number;
  perSecond: number;
}

export interface Bucket {
  tokens: number;
  at: number;
}

/** Takes one token from `bucket` if it has one; false means the caller went too fast. */
export function take(bucket: Bucket, rate: Rate, now = Date.now()): boolean {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export const fullBucket = (rate: Rate, now = Date.now()): Bucket => ({ tokens: rate.burst, at: now });

/**
 * Buckets by key (a user, an address). The map is bounded: when it grows past `maxKeys`, buckets
 * that have refilled completely (they carry no information) are dropped.
 */
export function keyedBuckets(rate: Rate, maxKeys = 10_000) {
  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: string, now: number): Bucket => {
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= maxKeys) {
        for (const [k, b] of buckets) if (b.tokens + ((now - b.at) / 1000) * rate.perSecond >= rate.burst) buckets.delete(k);
      }
      buckets.set(key, (bucket = fullBucket(rate, now)));
    }
    return bucket;
  };
  return Object.assign((key: string, now = Date.now()): boolean => take(bucketOf(key, now), rate, now), {
    /** Empties a key's bucket: what it may do next it earns again at the steady rate. */
    drain(key: string, now = Date.now()) {
      Object.assign(bucketOf(key, now), { tokens: 0, at: now });
    },
  });
}
