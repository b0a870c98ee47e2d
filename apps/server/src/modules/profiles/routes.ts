import { IdParamsSchema } from '@nafasi/shared/api';
import { m } from '@nafasi/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUpgradeRequestSchema,
  DecideUpgradeSchema,
  FavoriteIdsResponseSchema,
  SpaceIdParamSchema,
  UpgradeListQuerySchema,
  UpgradeRequestListResponseSchema,
  UpgradeRequestResponseSchema,
} from '@nafasi/shared/profiles';
import { randomUUID } from 'node:crypto';
import { UserResponseSchema } from '@nafasi/shared/auth';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { AppError, badRequest } from '../../lib/errors.ts';
import { mediaUrl, NotAnImageError, readPhoto, variantKey } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AuthService } from '../auth/service.ts';
import type { ProfilesService } from './service.ts';
import { caller } from '../../lib/access.ts';

/** Owner upgrades (the profile's Upgrade button; an admin decides) and favourite spaces. */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; auth: AuthService; storage: Storage }> = async (
  app,
  { profiles, auth, storage },
) => {
  const user = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  app.get('/profile/upgrade-request', { config: user, schema: { response: { 200: UpgradeRequestResponseSchema } } }, async (req) => ({
    data: await profiles.myUpgradeRequest(caller(req)),
  }));

  app.post(
    '/profile/upgrade-request',
    { config: { ...user, verified: true }, schema: { body: CreateUpgradeRequestSchema, response: { 201: UpgradeRequestResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await profiles.requestUpgrade(caller(req), req.body.message) }),
  );

  app.get(
    '/admin/upgrade-requests',
    { config: admin, schema: { querystring: UpgradeListQuerySchema, response: { 200: UpgradeRequestListResponseSchema } } },
    (req) => profiles.listUpgradeRequests(req.query.status, req.query.limit, req.query.offset),
  );

  app.post(
    '/admin/upgrade-requests/:id/decision',
    { config: admin, schema: { params: IdParamsSchema, body: DecideUpgradeSchema, response: { 200: UpgradeRequestResponseSchema } } },
    async (req) => ({ data: await profiles.decideUpgrade(caller(req), req.params.id, req.body.decision, req.body.reason) }),
  );

  /** The profile picture: one JPEG, PNG or WebP in the multipart field 'file', re-encoded as WebP. */
  app.post('/profile/avatar', { config: user, schema: { response: { 200: UserResponseSchema } } }, async (req) => {
    if (!req.isMultipart()) throw new AppError(415, 'unsupported_media_type', m.api_photo_multipart());
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw badRequest(m.api_photo_choose(), 'file');
    const photo = await readPhoto(await file.toBuffer()).catch((err) => {
      if (err instanceof NotAnImageError) throw new AppError(415, 'not_an_image', PHOTO_MESSAGES.notAnImage);
      throw err;
    });
    const key = `avatar-${randomUUID()}`;
    for (const v of photo.variants) await storage.put(variantKey(key, v.name), v.body);
    // The server records which stored photo is whose: only this account's previous upload is removed.
    const old = await auth.setAvatar(caller(req), key, mediaUrl(key, 'thumb'));
    if (old) for (const v of photo.variants) await storage.remove(variantKey(old, v.name));
    return { data: await auth.loadUser(caller(req).id) };
  });

  app.get('/favorites', { config: user, schema: { response: { 200: FavoriteIdsResponseSchema } } }, async (req) => ({
    data: await profiles.favoriteIds(caller(req)),
  }));

  app.put(
    '/favorites/:spaceId',
    { config: { ...user, answers: { 204: 'Saved as a favourite.' } }, schema: { params: SpaceIdParamSchema } },
    async (req, reply) => {
      await profiles.addFavorite(caller(req), req.params.spaceId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/favorites/:spaceId',
    { config: { ...user, answers: { 204: 'No longer a favourite.' } }, schema: { params: SpaceIdParamSchema } },
    async (req, reply) => {
      await profiles.removeFavorite(caller(req), req.params.spaceId);
      return reply.status(204).send();
    },
  );
};
