import { IdParamsSchema } from '@nafasi/shared/api';
import { m } from '@nafasi/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  CategoryCountsQuerySchema,
  CategoryCountsResponseSchema,
  FeaturedQuerySchema,
  MapSettingsResponseSchema,
  type MapSettings,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  SpaceArrayResponseSchema,
  SpaceListQuerySchema,
  SpaceListResponseSchema,
  SpaceResponseSchema,
} from '@nafasi/shared/spaces';
import etag from '@fastify/etag';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { keyedBuckets, type Rate } from '../../lib/token-bucket.ts';
import type { SpacesService, Spend } from './service.ts';
import { addressKey } from '../../lib/address-key.ts';
import { isInternal } from '../../lib/internal-request.ts';

/**
 * What a search that must be read from the database costs its network address: a token from the
 * address's bucket, refused with a 429 past it. Cached answers are free, so a busy search is never
 * refused; a flood of new searches from one address is, while everyone else is served.
 */
function searchBudget(rate: Rate | null, clock: Clock): (req: FastifyRequest) => Spend | undefined {
  if (!rate) return () => undefined;
  const budget = keyedBuckets(rate);
  const retryAfter = String(Math.max(1, Math.ceil(1 / rate.perSecond)));
  // The server's own page renders are budgeted as pages (modules/pages); every address is counted.
  return (req) =>
    isInternal(req)
      ? undefined
      : () => {
          if (!budget(addressKey(req.ip), clock())) {
            throw new AppError(429, 'rate_limited', m.api_search_budget(), undefined, {
              'retry-after': retryAfter,
            });
          }
        };
}

/** §7B spaces calls that a visitor makes. Handlers stay thin; rules live in the service. */
export const spacesRoutes: FastifyPluginAsyncZod<{ spaces: SpacesService; map: MapSettings; searchesPerAddress: Rate | null; clock: Clock }> = async (
  app,
  { spaces, map, searchesPerAddress, clock },
) => {
  const spend = searchBudget(searchesPerAddress, clock);
  // Conditional GETs: an unchanged catalogue answer is a 304 without a body (this plugin's routes only).
  await app.register(etag, { weak: true });
  app.get('/spaces', { config: { access: 'public' }, schema: { querystring: SpaceListQuerySchema, response: { 200: SpaceListResponseSchema } } }, (req) =>
    spaces.list(req.query, undefined, spend(req)),
  );

  // The chips' counts follow the search: the same filters as /spaces, but the category.
  app.get(
    '/spaces/categories',
    { config: { access: 'public' }, schema: { querystring: CategoryCountsQuerySchema, response: { 200: CategoryCountsResponseSchema } } },
    async (req) => ({ data: await spaces.categoryCounts(req.query, undefined, spend(req)) }),
  );

  // Where the browser's maps draw their tiles from (MAP_TILE_URL; null: no tiles).
  app.get('/map', { config: { access: 'public' }, schema: { response: { 200: MapSettingsResponseSchema } } }, async () => ({ data: map }));

  app.get(
    '/spaces/featured',
    { config: { access: 'public' }, schema: { querystring: FeaturedQuerySchema, response: { 200: SpaceArrayResponseSchema } } },
    async (req) => ({ data: await spaces.featured(req.query.limit) }),
  );

  app.get('/spaces/:id', { config: { access: 'public' }, schema: { params: IdParamsSchema, response: { 200: SpaceResponseSchema } } }, async (req) => ({
    data: await spaces.getPublic(req.params.id),
  }));

  app.get(
    '/spaces/:id/availability',
    {
      config: { access: 'public' },
      schema: { params: IdParamsSchema, querystring: AvailabilityQuerySchema, response: { 200: AvailabilityResponseSchema } },
    },
    async (req) => ({ data: await spaces.availability(req.params.id, req.query) }),
  );

  app.get(
    '/spaces/:id/reviews',
    { config: { access: 'public' }, schema: { params: IdParamsSchema, querystring: ReviewListQuerySchema, response: { 200: ReviewListResponseSchema } } },
    (req) => spaces.reviews(req.params.id, req.query.limit, req.query.offset),
  );
};
