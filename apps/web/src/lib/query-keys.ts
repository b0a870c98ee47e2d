/**
 * The roots of each feature's query keys. Features build their keys on these (a query-key factory
 * per feature); a feature that changes another's data (a review changes a space's rating)
 * invalidates that root here instead of importing the other feature.
 */
export const queryRoots = {
  spaces: ['spaces'],
  bookings: ['bookings'],
  /** Everything the admin panel shows (a space saved from its dialog refreshes its tables). */
  admin: ['admin'],
  /** The server's own health, as /status shows it. */
  health: ['health'],
} as const;
