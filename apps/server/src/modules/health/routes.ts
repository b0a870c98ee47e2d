import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@nafasi/shared/health';
import type { Database } from '../../db/client.ts';

/** GET /api/health: the API answers, and says whether the database does (503 when it does not). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (_req, reply) => {
    const started = performance.now();
    let databaseStatus: 'operational' | 'outage' = 'operational';
    try {
      await database.ping();
    } catch {
      databaseStatus = 'outage';
    }
    const body = {
      data: {
        status: databaseStatus === 'operational' ? ('operational' as const) : ('outage' as const),
        time: new Date().toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        services: {
          api: { status: 'operational' as const },
          database: {
            status: databaseStatus,
            kind: database.kind,
            responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
          },
        },
      },
    };
    return reply.status(databaseStatus === 'operational' ? 200 : 503).send(body);
  });
};
