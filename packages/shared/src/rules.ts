/**
 * Rules for values typed by people or read from a URL, without zod: a rule judges one string and
 * answers what it means or the sentence that refuses it. Schemas are built from them where the
 * server parses (spaces.ts), and the browser uses them where a schema library would cost a page
 * its budget (the home page reading its URL).
 */
import { isIsoDate } from './time.ts';
import { m } from './i18n.ts';
import { fieldName } from './field-names.ts';

/** One value of a query string judged: what it means, or the sentence that refuses it. */
export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };
export type Rule<T> = (raw: string) => Reading<T>;

export const accept = <T>(value: T): Reading<T> => ({ ok: true, value });
export const refuse = (message: string): Reading<never> => ({ ok: false, message });

/** Characters free text may not hold (a NUL byte cannot even be stored by PostgreSQL). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = (field: string) => m.field_control({ field: fieldName(field) });

/** Free text from a user, trimmed: at most `max` characters, no control characters. */
export const textRule =
  (field: string, max: number): Rule<string> =>
  (raw) =>
    raw.length > max
      ? refuse(m.field_max_characters({ field: fieldName(field), max }))
      : CONTROL_CHARACTERS.test(raw)
        ? refuse(CONTROL_CHARACTERS_MESSAGE(field))
        : accept(raw.trim());

/** A number read as JavaScript reads one ('12', ' 12 ', '1e3'), between min and max; `whole` for integers. */
export const numberRule =
  (field: string, min: number, max: number, whole = false): Rule<number> =>
  (raw) => {
    const n = Number(raw);
    if (!Number.isFinite(n)) return refuse(m.field_number({ field: fieldName(field) }));
    if (whole && !Number.isInteger(n)) return refuse(m.field_whole_number({ field: fieldName(field) }));
    if (n < min) return refuse(m.field_min({ field: fieldName(field), min }));
    if (n > max) return refuse(m.field_max({ field: fieldName(field), max }));
    return accept(n);
  };

export const oneOfMessage = (field: string, values: readonly string[]) => m.field_one_of({ field: fieldName(field), values: values.join(', ') });
export const oneOfRule =
  <T extends string>(field: string, values: readonly T[]): Rule<T> =>
  (raw) =>
    (values as readonly string[]).includes(raw) ? accept(raw as T) : refuse(oneOfMessage(field, values));

export const isoDateRule =
  (field: string): Rule<string> =>
  (raw) =>
    isIsoDate(raw) ? accept(raw) : refuse(m.field_date({ field: fieldName(field) }));

/** A time of day on the hour or half hour, 'HH:mm' from 00:00 to 24:00 (the end of the day). */
export const HOUR_MARK = /^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/;
export const hourMarkMessage = (field: string) => m.field_hour_mark({ field: fieldName(field) });
export const hourMarkRule =
  (field: string): Rule<string> =>
  (raw) =>
    HOUR_MARK.test(raw) ? accept(raw) : refuse(hourMarkMessage(field));
