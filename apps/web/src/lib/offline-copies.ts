import { ApiError } from './api-client';
import { sessionStore } from './session-store';

/**
 * A signed-in person's own bookings and invoices, readable when the network drops (issue 32): each
 * answer read is kept in this browser under the person's id, and read back only for that person,
 * only when the server cannot be reached (never instead of an answer). Signing out forgets them all
 * (session-store.ts), so the next person on this device reads nothing of the last one's.
 */
const PREFIX = 'nafasi.offline.';
/** Answers kept per person (the list and the bookings opened most recently). */
const LIMIT = 40;

type Copies = Record<string, { data: unknown; at: number }>;

const storeKey = (userId: string) => `${PREFIX}${userId}`;

function read(userId: string): Copies {
  try {
    return (JSON.parse(localStorage.getItem(storeKey(userId)) ?? '{}') as Copies) ?? {};
  } catch {
    return {};
  }
}

/** Keeps an answer for `userId` under `key`, the newest LIMIT of them. */
export function keepCopy(userId: string, key: string, data: unknown) {
  try {
    const copies = { ...read(userId), [key]: { data, at: Date.now() } };
    const newest = Object.entries(copies)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, LIMIT);
    localStorage.setItem(storeKey(userId), JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or refused (private mode): the answer is simply not kept.
  }
}

/** The answer kept for `userId` under `key`, if any. */
export const keptCopy = <T>(userId: string, key: string): T | undefined => read(userId)[key]?.data as T | undefined;

/** Forgets every person's kept answers (signing out), or every one's but `except`'s (the person now signed in). */
export function forgetCopies(except?: string) {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX) && (!except || key !== storeKey(except))) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * A query's read that keeps its answer for the signed-in person and, when the server cannot be
 * reached (a network failure, not an answer such as 404), gives the kept one instead.
 */
export function withOfflineCopy<T>(key: string, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    const userId = sessionStore.get()?.user.id;
    try {
      const data = await read();
      // Kept only while its person is still the one signed in (another tab may have switched meanwhile).
      if (userId && sessionStore.get()?.user.id === userId) keepCopy(userId, key, data);
      return data;
    } catch (error) {
      const kept = error instanceof ApiError || !userId ? undefined : keptCopy<T>(userId, key);
      if (kept === undefined) throw error;
      return kept;
    }
  };
}
