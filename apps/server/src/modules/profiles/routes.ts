import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUpgradeRequestSchema,
  DecideUpgradeSchema,
  FavoriteIdsResponseSchema,
  IdParamsSchema,
  SpaceIdParamSchema,
  UpgradeListQuerySchema,
  UpgradeRequestListResponseSchema,
  UpgradeRequestResponseSchema,
} from '@nafasi/shared/accounts';
import type { ProfilesService } from './service.ts';

/** Owner upgrades (the profile's Upgrade button; an admin decides) and favourite spaces. */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  const user = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  app.get('/profile/upgrade-request', { config: user, schema: { response: { 200: UpgradeRequestResponseSchema } } }, async (req) => ({
    data: await profiles.myUpgradeRequest(req.user!),
  }));

  app.post(
    '/profile/upgrade-request',
    { config: user, schema: { body: CreateUpgradeRequestSchema, response: { 201: UpgradeRequestResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await profiles.requestUpgrade(req.user!, req.body.message) }),
  );

  app.get(
    '/admin/upgrade-requests',
    { config: admin, schema: { querystring: UpgradeListQuerySchema, response: { 200: UpgradeRequestListResponseSchema } } },
    (req) => profiles.listUpgradeRequests(req.query.status, req.query.limit, req.query.offset),
  );

  app.post(
    '/admin/upgrade-requests/:id/decision',
    { config: admin, schema: { params: IdParamsSchema, body: DecideUpgradeSchema, response: { 200: UpgradeRequestResponseSchema } } },
    async (req) => ({ data: await profiles.decideUpgrade(req.user!, req.params.id, req.body.decision, req.body.reason) }),
  );

  app.get('/favorites', { config: user, schema: { response: { 200: FavoriteIdsResponseSchema } } }, async (req) => ({
    data: await profiles.favoriteIds(req.user!),
  }));

  app.put('/favorites/:spaceId', { config: user, schema: { params: SpaceIdParamSchema } }, async (req, reply) => {
    await profiles.addFavorite(req.user!, req.params.spaceId);
    return reply.status(204).send();
  });

  app.delete('/favorites/:spaceId', { config: user, schema: { params: SpaceIdParamSchema } }, async (req, reply) => {
    await profiles.removeFavorite(req.user!, req.params.spaceId);
    return reply.status(204).send();
  });
};
