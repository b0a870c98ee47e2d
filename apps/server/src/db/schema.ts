/**
 * The database schema, one file per owning module (issue 28; eslint.config.js TABLE_OWNERS says
 * who may write each table). Everything is re-exported here: drizzle-kit and the clients read this file.
 */
export * from './schema/auth.ts';
export * from './schema/profiles.ts';
export * from './schema/listings.ts';
export * from './schema/companies.ts';
export * from './schema/reservations.ts';
export * from './schema/bookings.ts';
export * from './schema/payments.ts';
export * from './schema/etims.ts';
export * from './schema/meetings.ts';
export * from './schema/contact.ts';
export * from './schema/notifications.ts';
export * from './schema/messages.ts';
export * from './schema/forum.ts';
export * from './schema/health.ts';
export * from './schema/lib.ts';
export * from './schema/search.ts';
export * from './schema/privacy.ts';
