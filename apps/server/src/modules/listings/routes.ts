import { createHash } from 'node:crypto';
import { m } from '@nafasi/shared/i18n';
import { IdParamsSchema } from '@nafasi/shared/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import {
  ImageOrderSchema,
  LISTING_MESSAGES,
  MAX_SPACE_PHOTOS,
  ManagedSpaceListResponseSchema,
  type SpaceInput,
  SpaceImageParamsSchema,
  SpaceImagesResponseSchema,
  SpaceInputSchema,
  UpdateSpaceSchema,
} from '@nafasi/shared/listings';
import { PageQuerySchema } from '@nafasi/shared/admin';
import { AvailabilityQuerySchema, SpaceResponseSchema } from '@nafasi/shared/spaces';
import {
  BlockInputSchema,
  BlockListResponseSchema,
  BlockParamsSchema,
  BlockResponseSchema,
  CalendarFeedResponseSchema,
  CalendarFileParamsSchema,
  CalendarImportInputSchema,
  CalendarImportListResponseSchema,
  CalendarImportParamsSchema,
  CalendarImportResponseSchema,
} from '@nafasi/shared/schedule';
import type { BlocksService } from './blocks.ts';
import type { CalendarFeedService } from './calendar-feed.ts';
import type { CalendarImportsService } from './calendar-imports.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { NotAnImageError, readPhoto, type ProcessedImage } from '../../lib/images.ts';
import type { ListingsService } from './service.ts';
import { caller } from '../../lib/access.ts';

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'An Idempotency-Key is 16 to 64 letters, digits, "-" or "_".' })
    .optional(),
});

/**
 * Reads a multipart request's photos (field "files", each decoded and re-encoded; one bad file
 * refuses the request) and its text fields. Every part is read, so the request ends cleanly.
 */
async function readPhotoParts(req: FastifyRequest, maxFiles = 10) {
  const photos: ProcessedImage[] = [];
  const fields = new Map<string, string>();
  for await (const part of req.parts({ limits: { files: maxFiles, parts: maxFiles + 10 } })) {
    if (part.type !== 'file') {
      fields.set(part.fieldname, String(part.value));
      continue;
    }
    if (part.fieldname !== 'files') {
      await part.toBuffer().catch(() => undefined);
      throw badRequest(LISTING_MESSAGES.wrongField, 'files');
    }
    const photo = await readPhoto(await part.toBuffer()).catch((err) => {
      if (err instanceof NotAnImageError) throw new AppError(415, 'not_an_image', `${part.filename || m.api_a_file()}: ${PHOTO_MESSAGES.notAnImage}`);
      throw err;
    });
    photos.push(photo);
  }
  return { photos, fields };
}

/** A new space sent as a form: its fields (JSON in "space", checked like a JSON body) and photos. */
async function readSpaceForm(req: FastifyRequest): Promise<{ input: SpaceInput | undefined; photos: ProcessedImage[] }> {
  const { photos, fields } = await readPhotoParts(req, MAX_SPACE_PHOTOS);
  const text = fields.get('space');
  if (text === undefined) return { input: undefined, photos };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(LISTING_MESSAGES.noSpaceFields, 'space');
  }
  const parsed = SpaceInputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? LISTING_MESSAGES.noSpaceFields, typeof issue?.path[0] === 'string' ? issue.path[0] : 'space');
  }
  return { input: parsed.data, photos };
}

/** §7B spaces and images calls of owners and admins. The service checks whose space it is. */
export const listingsRoutes: FastifyPluginAsyncZod<{
  listings: ListingsService;
  blocks: BlocksService;
  calendarFeed: CalendarFeedService;
  calendarImports: CalendarImportsService;
}> = async (app, { listings, blocks, calendarFeed, calendarImports }) => {
  const owner = { access: 'owner' } as const;

  // A host's blocked times: read by range, added (a day, days or hours, with a private note), removed.
  app.get(
    '/spaces/:id/blocks',
    { config: owner, schema: { params: IdParamsSchema, querystring: AvailabilityQuerySchema, response: { 200: BlockListResponseSchema } } },
    async (req) => ({ data: await blocks.list(caller(req), req.params.id, req.query) }),
  );
  app.post(
    '/spaces/:id/blocks',
    { config: owner, schema: { params: IdParamsSchema, body: BlockInputSchema, response: { 201: BlockResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await blocks.create(caller(req), req.params.id, req.body) }),
  );
  // The space's private iCal feed: its link (made on first asking), a new link, and the feed calendar apps read.
  app.get('/spaces/:id/calendar-feed', { config: owner, schema: { params: IdParamsSchema, response: { 200: CalendarFeedResponseSchema } } }, async (req) => ({
    data: await calendarFeed.link(caller(req), req.params.id),
  }));
  app.post('/spaces/:id/calendar-feed', { config: owner, schema: { params: IdParamsSchema, response: { 200: CalendarFeedResponseSchema } } }, async (req) => ({
    data: await calendarFeed.regenerate(caller(req), req.params.id),
  }));
  const feedAnswers = {
    answers: { 200: "The space's bookings and blocks as an iCalendar feed (RFC 5545).", 304: 'Unchanged since the ETag sent in If-None-Match.' },
    answersType: 'text/calendar',
  } as const;
  app.get('/calendar/:file', { config: { access: 'public', ...feedAnswers }, schema: { params: CalendarFileParamsSchema } }, async (req, reply) => {
    const body = await calendarFeed.feed(req.params.file.slice(0, -'.ics'.length));
    // Calendar apps poll: an unchanged feed answers 304 to the ETag they kept (RFC 9110).
    const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', tag).header('cache-control', 'private, max-age=300');
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(tag)) return reply.status(304).send();
    return reply.header('content-type', 'text/calendar; charset=utf-8').send(body);
  });
  // The host's other calendars: listed with their last sync and error, added (synced at once), synced on demand, removed.
  app.get(
    '/spaces/:id/calendar-imports',
    { config: owner, schema: { params: IdParamsSchema, response: { 200: CalendarImportListResponseSchema } } },
    async (req) => ({ data: await calendarImports.list(caller(req), req.params.id) }),
  );
  app.post(
    '/spaces/:id/calendar-imports',
    { config: owner, schema: { params: IdParamsSchema, body: CalendarImportInputSchema, response: { 201: CalendarImportResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await calendarImports.add(caller(req), req.params.id, req.body) }),
  );
  app.post(
    '/spaces/:id/calendar-imports/:importId/sync',
    { config: owner, schema: { params: CalendarImportParamsSchema, response: { 200: CalendarImportResponseSchema } } },
    async (req) => ({ data: await calendarImports.syncNow(caller(req), req.params.id, req.params.importId) }),
  );
  app.delete('/spaces/:id/calendar-imports/:importId', { config: owner, schema: { params: CalendarImportParamsSchema } }, async (req, reply) => {
    await calendarImports.remove(caller(req), req.params.id, req.params.importId);
    return reply.status(204).send();
  });
  app.delete('/spaces/:id/blocks/:blockId', { config: owner, schema: { params: BlockParamsSchema } }, async (req, reply) => {
    await blocks.remove(caller(req), req.params.id, req.params.blockId);
    return reply.status(204).send();
  });

  /**
   * A new space: JSON, or multipart/form-data with the fields as JSON in "space" and its photos in
   * "files", created together or not at all. An Idempotency-Key makes a retry answer (200) with the
   * space the first try created (201).
   */
  app.post(
    '/spaces',
    {
      config: { ...owner, verified: true },
      schema: { body: SpaceInputSchema.nullish(), headers: IdempotencyHeadersSchema, response: { 200: SpaceResponseSchema, 201: SpaceResponseSchema } },
    },
    async (req, reply) => {
      const form = req.isMultipart() ? await readSpaceForm(req) : { input: req.body ?? undefined, photos: [] };
      if (!form.input) throw badRequest(LISTING_MESSAGES.noSpaceFields, 'space');
      const { space, created } = await listings.create(caller(req), form.input, { photos: form.photos, key: req.headers['idempotency-key'] });
      return reply.status(created ? 201 : 200).send({ data: space });
    },
  );

  app.put(
    '/spaces/:id',
    { config: { ...owner, verified: true }, schema: { params: IdParamsSchema, body: UpdateSpaceSchema, response: { 200: SpaceResponseSchema } } },
    async (req) => ({
      data: await listings.update(caller(req), req.params.id, req.body),
    }),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(`/spaces/:id/${action}`, { config: owner, schema: { params: IdParamsSchema, response: { 200: SpaceResponseSchema } } }, async (req) => ({
      data: await listings.setPaused(caller(req), req.params.id, paused),
    }));
  }

  app.delete('/spaces/:id', { config: owner, schema: { params: IdParamsSchema } }, async (req, reply) => {
    await listings.remove(caller(req), req.params.id);
    return reply.status(204).send();
  });

  app.get('/owner/spaces', { config: owner, schema: { querystring: PageQuerySchema, response: { 200: ManagedSpaceListResponseSchema } } }, (req) =>
    listings.mine(caller(req), req.query.limit, req.query.offset),
  );

  app.get('/owner/spaces/:id', { config: owner, schema: { params: IdParamsSchema, response: { 200: SpaceResponseSchema } } }, async (req) => ({
    data: await listings.get(caller(req), req.params.id),
  }));

  /**
   * Photos in the repeated multipart field 'files' (at most 10 per request, 10 MB each). Every file
   * is decoded and re-encoded before anything is stored; one bad file refuses the whole request.
   */
  app.post(
    '/spaces/:id/images',
    { config: { ...owner, verified: true }, schema: { params: IdParamsSchema, response: { 201: SpaceImagesResponseSchema } } },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(415, 'unsupported_media_type', m.api_photos_multipart());
      const { photos } = await readPhotoParts(req);
      if (photos.length === 0) throw badRequest(LISTING_MESSAGES.noFiles, 'files');
      return reply.status(201).send({ data: await listings.addImages(caller(req), req.params.id, photos) });
    },
  );

  app.delete(
    '/spaces/:id/images/:imageId',
    { config: owner, schema: { params: SpaceImageParamsSchema, response: { 200: SpaceImagesResponseSchema } } },
    async (req) => ({
      data: await listings.removeImage(caller(req), req.params.id, req.params.imageId),
    }),
  );

  app.put(
    '/spaces/:id/images/order',
    { config: owner, schema: { params: IdParamsSchema, body: ImageOrderSchema, response: { 200: SpaceImagesResponseSchema } } },
    async (req) => ({ data: await listings.reorderImages(caller(req), req.params.id, req.body.imageIds) }),
  );
};
