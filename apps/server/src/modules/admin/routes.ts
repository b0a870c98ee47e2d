import { IdParamsSchema } from '@nafasi/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DecideSpaceSchema, ManagedSpaceListResponseSchema } from '@nafasi/shared/listings';
import {
  AdminBookingListResponseSchema,
  AdminBookingQuerySchema,
  AdminSpaceQuerySchema,
  AdminStatsResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AdminUserResponseSchema,
  AuditListResponseSchema,
  PageQuerySchema,
  SetRoleSchema,
} from '@nafasi/shared/admin';
import { SpaceResponseSchema, SpaceSchema } from '@nafasi/shared/spaces';
import { z } from 'zod';
import { RefundSentSchema } from '@nafasi/shared/bookings';

import { PartRefundSchema, ReconciliationResponseSchema, RefundListResponseSchema, RefundResponseSchema } from '@nafasi/shared/payments';
import type { refundsService } from '../payments/refunds.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { ListingsService } from '../listings/service.ts';
import type { AdminService } from './service.ts';
import { caller } from '../../lib/access.ts';

/** The admin panel's calls. Admins only; every change is written to the audit log by its service. */
const SpaceListItemsResponseSchema = z.object({ data: z.array(SpaceSchema) });

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  listings: ListingsService;
  bookings: BookingsService;
  refunds: ReturnType<typeof refundsService>;
}> = async (app, { admin, listings, bookings, refunds }) => {
  const config = { access: 'admin' } as const;

  app.get('/admin/stats', { config, schema: { response: { 200: AdminStatsResponseSchema } } }, async () => ({ data: await admin.stats() }));

  app.get('/admin/spaces', { config, schema: { querystring: AdminSpaceQuerySchema, response: { 200: ManagedSpaceListResponseSchema } } }, (req) =>
    admin.spaces(req.query),
  );

  app.post(
    '/admin/spaces/:id/decision',
    { config, schema: { params: IdParamsSchema, body: DecideSpaceSchema, response: { 200: SpaceResponseSchema } } },
    async (req) => ({ data: await listings.decide(caller(req), req.params.id, req.body.decision, req.body.reason) }),
  );

  app.get('/admin/spaces/changes', { config, schema: { response: { 200: SpaceListItemsResponseSchema } } }, async () => ({
    data: await listings.changesWaiting(),
  }));

  app.post(
    '/admin/spaces/:id/changes/decision',
    { config, schema: { params: IdParamsSchema, body: DecideSpaceSchema, response: { 200: SpaceResponseSchema } } },
    async (req) => ({ data: await listings.decideChanges(caller(req), req.params.id, req.body.decision, req.body.reason) }),
  );

  app.get('/admin/bookings', { config, schema: { querystring: AdminBookingQuerySchema, response: { 200: AdminBookingListResponseSchema } } }, (req) =>
    bookings.listAll(req.query),
  );

  app.get('/admin/refunds', { config, schema: { response: { 200: RefundListResponseSchema } } }, async () => ({ data: await refunds.list() }));

  app.get('/admin/reconciliation', { config, schema: { response: { 200: ReconciliationResponseSchema } } }, async () => ({
    data: await refunds.reconcile(),
  }));

  app.post(
    '/admin/refunds/:id/sent',
    { config, schema: { params: IdParamsSchema, body: RefundSentSchema, response: { 200: RefundResponseSchema } } },
    async (req) => ({ data: await refunds.markSent(caller(req), req.params.id, req.body.reference) }),
  );

  app.post(
    '/admin/bookings/:id/refunds',
    { config, schema: { params: IdParamsSchema, body: PartRefundSchema, response: { 201: RefundResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await refunds.refundPart(caller(req), req.params.id, req.body) }),
  );

  app.get('/admin/users', { config, schema: { querystring: AdminUserQuerySchema, response: { 200: AdminUserListResponseSchema } } }, (req) =>
    admin.users(req.query),
  );

  app.put(
    '/admin/users/:id/role',
    { config, schema: { params: IdParamsSchema, body: SetRoleSchema, response: { 200: AdminUserResponseSchema } } },
    async (req) => ({ data: await admin.setRole(caller(req), req.params.id, req.body.role) }),
  );

  app.get('/admin/audit', { config, schema: { querystring: PageQuerySchema, response: { 200: AuditListResponseSchema } } }, (req) =>
    admin.auditLog(req.query.limit, req.query.offset),
  );
};
