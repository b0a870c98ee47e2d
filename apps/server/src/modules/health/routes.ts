import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@nafasi/shared/api';
import {
  HealthResponseSchema,
  IncidentResponseSchema,
  NewIncidentSchema,
  StatusHistoryResponseSchema,
  UpdateIncidentSchema,
  type InstancePhase,
} from '@nafasi/shared/health';
import type { Database } from '../../db/client.ts';
import { caller } from '../../lib/access.ts';
import type { StatusService } from './history.ts';
import { readHealth, serving } from './service.ts';

/**
 * GET /api/health, the readiness check and the /status page's source: each component's status
 * (service.ts). 503 when the database does not answer, while the instance starts (until it has
 * read the catalogue, so a balancer sends it nobody's search before it can answer from memory),
 * or while it drains before stopping (new requests go elsewhere while those under way finish); a degraded
 * component (payments, chat, mail) is reported with 200.
 * GET /api/status: what the service recorded of its health (history.ts); admins open and resolve
 * incidents on it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; phase: () => InstancePhase; status: StatusService }> = async (
  app,
  { database, phase, status },
) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (_req, reply) => {
    const health = await readHealth(database, phase());
    return reply.status(serving(health) ? 200 : 503).send({ data: health });
  });

  // Read afresh each time (a few thousand hourly rows at most): an incident an admin just opened shows at once.
  app.get('/status', { config: { access: 'public' }, schema: { response: { 200: StatusHistoryResponseSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await status.history() };
  });

  const admin = { access: 'admin' } as const;
  app.post('/admin/incidents', { config: admin, schema: { body: NewIncidentSchema, response: { 201: IncidentResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await status.open(caller(req), req.body) }),
  );
  app.put(
    '/admin/incidents/:id',
    { config: admin, schema: { params: IdParamsSchema, body: UpdateIncidentSchema, response: { 200: IncidentResponseSchema } } },
    async (req) => ({ data: await status.update(caller(req), req.params.id, req.body) }),
  );
};
