import { IdParamsSchema } from '@nafasi/shared/api';
import { DataExportDownloadSchema, DataExportListResponseSchema, DataExportResponseSchema } from '@nafasi/shared/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/access.ts';
import type { PrivacyService } from './service.ts';

/** A person's rights over their data (docs/PRIVACY.md): their own, signed in. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  const user = { access: 'user' } as const;

  app.get('/account/data-exports', { config: user, schema: { response: { 200: DataExportListResponseSchema } } }, async (req) => ({
    data: await privacy.list(caller(req)),
  }));

  app.post('/account/data-exports', { config: user, schema: { response: { 202: DataExportResponseSchema } } }, async (req, reply) =>
    reply.status(202).send({ data: await privacy.request(caller(req)) }),
  );

  // POST: the link's secret travels in the body, never in an address a log or a proxy keeps.
  app.post(
    '/account/data-exports/:id/download',
    {
      config: { ...user, answers: { 200: 'The archive: data.json and index.html, zipped.' }, answersType: 'application/zip' },
      schema: { params: IdParamsSchema, body: DataExportDownloadSchema },
    },
    async (req, reply) => {
      const { filename, archive } = await privacy.download(caller(req), req.params.id, req.body.token);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
