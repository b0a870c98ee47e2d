/**
 * The PostgreSQL server for journeys that need a second writer beside the product (a space
 * "added elsewhere"). CI always sets TEST_DATABASE_URL; a developer without one is told.
 */
export function postgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) throw new Error('TEST_DATABASE_URL must be set in CI: the live-update journeys run on PostgreSQL');
  if (!url) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL journeys did NOT run.');
  return url;
}
