import { timestamp } from 'drizzle-orm/pg-core';

/* The tables of columns every table shares. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
