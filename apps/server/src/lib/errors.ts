import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LOCALE, getLocale, m } from '@nafasi/shared/i18n';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { fieldName } from '@nafasi/shared/field-names';

/** The one error type of the API: a sentence for people, a code for programs, and a status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The SQLSTATE of a database error, from either driver (pg puts it on the error, PGlite and Drizzle
 * on its cause): 23505 unique violation, 23P01 exclusion violation.
 */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a database error names (a unique or check violation), from either driver. */
export function sqlConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = typeof e?.constraint === 'string' ? e.constraint : e?.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * How an error is written to the log. Database errors carry their SQL parameters (e-mails,
 * password hashes, tokens) in their message and fields: only the SQLSTATE, the database's own
 * sentence, the constraint and the statement's first words are kept (the statement has
 * placeholders, never values).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const cause = (err as { cause?: unknown }).cause;
  const query = (err as { query?: unknown }).query;
  const state = sqlState(err);
  if (typeof query === 'string' || state) {
    const db = (cause instanceof Error ? cause : err) as Error & { constraint?: string; table?: string; routine?: string };
    return {
      type: 'DatabaseError',
      code: state,
      // The database quotes the offending value in some sentences ('invalid input syntax for type
      // uuid: "…"'): anything quoted that is not a plain identifier is blanked.
      message: db.message.split('\n')[0]?.replace(/"([^"]*)"/g, (quoted, inner: string) => (/^[a-z_][a-z0-9_]{0,62}$/.test(inner) ? quoted : '"…"')),
      constraint: db.constraint,
      table: db.table,
      statement: typeof query === 'string' ? query.replace(/\s+/g, ' ').slice(0, 80) : undefined,
    };
  }
  return { type: err.name, message: err.message, stack: err.stack, ...(cause ? { cause: loggableError(cause) } : {}) };
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const badRequest = (message: string, field?: string) => new AppError(400, 'validation_error', message, field);
export const unauthorized = (message: string, code = 'unauthorized') => new AppError(401, code, message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);

/*
 * zod's own sentences (for a malformed call no form would send: a number where text goes, a value
 * out of range) in the request's language: the schemas' messages come first; where a schema writes
 * none, Kiswahili gets ours and English zod's own, which name what was expected.
 */
z.config({
  customError: (issue) => {
    if (getLocale() === DEFAULT_LOCALE) return undefined;
    switch (issue.code) {
      case 'invalid_type':
        return m.api_issue_type({ expected: issue.expected });
      case 'too_small':
        return m.api_issue_small();
      case 'too_big':
        return m.api_issue_big();
      case 'invalid_format':
        return m.api_issue_format();
      case 'invalid_value':
        return m.api_issue_value();
      default:
        return m.api_issue_other();
    }
  },
});

/** A zod issue as fastify-type-provider-zod hands it over (ajv-like). */
interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params?: { keys?: string[] };
}

function describeValidation(issues: Issue[], context: string): { message: string; field?: string } {
  const issue = issues[0];
  if (!issue) return { message: m.api_invalid({ context }) };
  const keys = issue.params?.keys;
  if (issue.keyword === 'unrecognized_keys' && keys?.[0] !== undefined) {
    return { message: m.api_unknown_field({ context, keys: keys.join(', ') }), field: keys[0] };
  }
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field) return { message: issue.message };
  // Our schemas write messages that name the field (as its form labels it, or its own key, inside a
  // nested object too) or are
  // whole sentences for people (ending in a full stop); zod's defaults are neither, so they get the
  // field's path in front.
  const key = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  const named = (name: string) => issue.message.includes(name) || issue.message.includes(fieldName(name));
  const written = named(field) || (key !== undefined && named(key)) || issue.message.endsWith('.');
  return { message: written ? issue.message : `${field}: ${issue.message}`, field };
}

const CONTEXT: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

/** True when a string has a lone UTF-16 surrogate (JSON allows them; text columns and jsonb do not). */
const illFormed = (text: string) => !(text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * A string the database cannot keep: a lone surrogate, or a NUL (JSON allows both; PostgreSQL's text
 * columns and jsonb take neither, and a Daraja report holding one failed there as a 500).
 */
function assertStorable(text: string) {
  if (illFormed(text)) throw new AppError(400, 'invalid_text', m.api_bad_unicode());
  if (text.includes('\u0000')) throw new AppError(400, 'invalid_text', m.api_nul_character());
}

/** Every string in a parsed JSON body, keys included, must be storable text. */
function assertWellFormed(value: unknown, depth = 0): void {
  if (typeof value === 'string') assertStorable(value);
  else if (value && typeof value === 'object' && depth < 64) {
    for (const [key, inner] of Object.entries(value)) {
      assertStorable(key);
      assertWellFormed(inner, depth + 1);
    }
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  // JSON bodies: Fastify's own parser (prototype-poisoning safe), then a check that every string is
  // well-formed; a lone surrogate would otherwise reach the database and fail there as a 500.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The callback form: Fastify's parser answers through it (its returned promise carries nothing).
    void parseJson(request, String(body), (err, value) => {
      if (err) return done(err, undefined);
      try {
        assertWellFormed(value);
      } catch (invalid) {
        return done(invalid as Error, undefined);
      }
      done(null, value);
    });
  });
  // A NUL character is never part of a path or query we serve, and the database refuses it.
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw new AppError(400, 'invalid_text', 'The address contains a character that is not allowed.');
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = CONTEXT[error.validationContext ?? ''] ?? 'input';
      const { message, field } = describeValidation(error.validation as unknown as Issue[], context);
      return reply.status(400).send({ message, code: 'validation_error', ...(field ? { field } : {}) });
    }
    // A body that is cut short or has no boundary is the client's, whatever the parser threw (its
    // words, or its own stack: a cut inside a part surfaces while the file is read, over a socket).
    const fromMultipart =
      /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Part terminated early)/.test(error.message) ||
      /[/\\]@fastify[/\\]busboy[/\\]/.test(error.stack ?? '');
    if (!error.statusCode && fromMultipart) {
      return reply.status(400).send({ message: PHOTO_MESSAGES.badUpload, code: 'bad_upload' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: m.api_internal(), code: 'internal_error' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: PHOTO_MESSAGES.tooLarge, code: 'file_too_large' });
    }
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ message: PHOTO_MESSAGES.tooManyFiles, code: 'too_many_files' });
    }
    // Fastify's own client errors (malformed JSON, body too large, unsupported media type...).
    const code = error.code?.toLowerCase().replace(/^fst_err_/, '') ?? 'bad_request';
    return reply.status(status).send({ message: error.message, code });
  });
}
