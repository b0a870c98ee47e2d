import { IdParamsSchema } from '@nafasi/shared/api';
import { EtimsAdminResponseSchema, EtimsDocumentListResponseSchema, EtimsDocumentResponseSchema } from '@nafasi/shared/etims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/access.ts';
import type { EtimsService } from './service.ts';

/**
 * eTIMS documents as their customers and admins read them: one tax invoice or credit note (its
 * guest, its host, an admin), a booking's (its guest), how many wait or were refused, and a refused one
 * sent again (admins).
 */
export const etimsRoutes: FastifyPluginAsyncZod<{ etims: EtimsService }> = async (app, { etims }) => {
  app.get(
    '/tax-invoices/:id',
    { config: { access: 'user' }, schema: { params: IdParamsSchema, response: { 200: EtimsDocumentResponseSchema } } },
    async (req) => ({
      data: await etims.document(caller(req), req.params.id),
    }),
  );
  app.get(
    '/bookings/:id/tax-invoices',
    { config: { access: 'user' }, schema: { params: IdParamsSchema, response: { 200: EtimsDocumentListResponseSchema } } },
    async (req) => ({ data: await etims.forGuest(caller(req), req.params.id) }),
  );
  app.post(
    '/admin/etims/:id/retry',
    { config: { access: 'admin' }, schema: { params: IdParamsSchema, response: { 200: EtimsDocumentResponseSchema } } },
    async (req) => ({ data: await etims.retry(caller(req), req.params.id) }),
  );
  app.get('/admin/etims', { config: { access: 'admin' }, schema: { response: { 200: EtimsAdminResponseSchema } } }, async () => ({
    data: await etims.overview(),
  }));
};
