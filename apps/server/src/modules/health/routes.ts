import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@nafasi/shared/health';
import type { Database } from '../../db/client.ts';

/**
 * GET /api/health, the readiness check: the API answers, and says whether the database does (503
 * when it does not). While the server drains before stopping it answers 503 'maintenance', so a
 * load balancer sends new requests elsewhere while the ones under way finish.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; draining: () => boolean }> = async (app, { database, draining }) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (_req, reply) => {
    const started = performance.now();
    let databaseStatus: 'operational' | 'outage' = 'operational';
    try {
      await database.ping();
    } catch {
      databaseStatus = 'outage';
    }
    const apiStatus = draining() ? ('maintenance' as const) : ('operational' as const);
    const body = {
      data: {
        status: databaseStatus !== 'operational' ? ('outage' as const) : apiStatus,
        time: new Date().toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        services: {
          api: { status: apiStatus },
          database: {
            status: databaseStatus,
            kind: database.kind,
            responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
          },
        },
      },
    };
    return reply.status(body.data.status === 'operational' ? 200 : 503).send(body);
  });
};
