import { customType, timestamp } from 'drizzle-orm/pg-core';

/* The tables of columns every table shares. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes, as a Buffer (node-postgres gives one; PGlite a Uint8Array, turned into one). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
