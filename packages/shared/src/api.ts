import { z } from 'zod';
import { isIsoDate } from './time.ts';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from './rules.ts';
import { m } from './i18n.ts';
import { fieldName } from './field-names.ts';

/** Envelope of every list answer (ARCHITECTURE.md, HTTP API conventions). */
export interface Page {
  total: number;
  limit: number;
  offset: number;
  /** A search counted only this far: there are more than `total` matches ("1–20 of more than 1,000"). */
  capped?: boolean;
}
export interface ListResponse<T> {
  data: T[];
  page: Page;
}
export interface ItemResponse<T> {
  data: T;
}
export interface ErrorResponse {
  message: string;
  code: string;
  field?: string;
}

export const PageSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), capped: z.boolean().optional() });

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), page: PageSchema });
}
export function itemResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** A calendar date field written YYYY-MM-DD (a real date: 2025-02-30 is refused). */
export const isoDateField = (field: string) => z.string().refine(isIsoDate, { error: () => m.field_date({ field: fieldName(field) }) });

/** Free text from a user: no control characters (a NUL byte cannot even be stored by PostgreSQL). */
export function plainText(field: string, max: number) {
  return (
    z
      // Missing, or something else than text (a number, a list): said by the field's name either way.
      .string({ error: (issue) => (issue.input === undefined ? m.field_required : m.field_text)({ field: fieldName(field) }) })
      .max(max, { error: () => m.field_max_characters({ field: fieldName(field), max }) })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: () => CONTROL_CHARACTERS_MESSAGE(field) })
  );
}

/** A name or a title: plain text on one line (a line break in a name would start a new line in a mail header, a CSV row or a page). */
export function oneLine(field: string, max: number) {
  return plainText(field, max)
    .trim()
    .refine((text) => !/[\r\n\u0085\u2028\u2029]/.test(text), { error: () => m.field_one_line({ field: fieldName(field) }) });
}

export function uuidParam(field: string) {
  return z.uuid({ error: () => m.field_uuid({ field: fieldName(field) }) });
}

/** The params of a route about one thing by its id (`/spaces/:id`, `/bookings/:id`...): one schema for all. */
export const IdParamsSchema = z.strictObject({ id: uuidParam('id') });

/** A whole number read from a query string ('12'), with messages that name the field. */
export function queryInt(field: string, min: number, max: number) {
  return z.coerce
    .number({ error: () => m.field_number({ field: field }) })
    .int({ error: () => m.field_whole_number({ field: field }) })
    .min(min, { error: () => m.field_min({ field: field, min }) })
    .max(max, { error: () => m.field_max({ field: field, max }) });
}

export function queryNumber(field: string, min: number, max: number) {
  return z.coerce
    .number({ error: () => m.field_number({ field: field }) })
    .min(min, { error: () => m.field_min({ field: field, min }) })
    .max(max, { error: () => m.field_max({ field: field, max }) });
}
