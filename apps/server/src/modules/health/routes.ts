import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@nafasi/shared/health';
import type { Database } from '../../db/client.ts';
import { readHealth, serving } from './service.ts';

/**
 * GET /api/health, the readiness check and the /status page's source: each component's status
 * (service.ts). 503 when the database does not answer, or while the server drains before stopping
 * (a load balancer then sends new requests elsewhere while the ones under way finish); a degraded
 * component (payments, chat, mail) is reported with 200.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; draining: () => boolean }> = async (app, { database, draining }) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (_req, reply) => {
    const health = await readHealth(database, draining());
    return reply.status(serving(health) ? 200 : 503).send({ data: health });
  });
};
