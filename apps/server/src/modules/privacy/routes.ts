import { IdParamsSchema } from '@nafasi/shared/api';
import {
  ConfirmDeletionSchema,
  CorrectionAnswerSchema,
  CorrectionListResponseSchema,
  CorrectionRequestSchema,
  CorrectionResponseSchema,
  DataExportDownloadSchema,
  DataExportListResponseSchema,
  DataExportResponseSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
  DeletionPlanResponseSchema,
  PersonQuerySchema,
  PersonRecordResponseSchema,
} from '@nafasi/shared/privacy';
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

  app.get('/account/deletion', { config: user, schema: { response: { 200: DeletionPlanResponseSchema } } }, async (req) => ({
    data: await privacy.deletionPlan(caller(req)),
  }));

  // With the password: erased at once (the session with it). Google sign-in only: a link is mailed.
  app.post('/account/deletion', { config: user, schema: { body: DeleteAccountSchema, response: { 200: DeleteAccountResponseSchema } } }, async (req) => ({
    data: await privacy.deleteAccount(caller(req), req.body.password),
  }));

  // The mailed link's secret in the body, never in an address.
  app.post('/account/deletion/confirm', { config: user, schema: { body: ConfirmDeletionSchema } }, async (req, reply) => {
    await privacy.confirmDeletion(caller(req), req.body.token);
    return reply.status(204).send();
  });

  app.get('/account/corrections', { config: user, schema: { response: { 200: CorrectionListResponseSchema } } }, async (req) => ({
    data: await privacy.corrections(caller(req)),
  }));
  app.post(
    '/account/corrections',
    { config: user, schema: { body: CorrectionRequestSchema, response: { 201: CorrectionResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await privacy.requestCorrection(caller(req), req.body) }),
  );

  const admin = { access: 'admin' } as const;
  app.get('/admin/corrections', { config: admin, schema: { response: { 200: CorrectionListResponseSchema } } }, async () => ({
    data: await privacy.openCorrections(),
  }));
  app.get(
    '/admin/people/:id',
    { config: admin, schema: { params: IdParamsSchema, querystring: PersonQuerySchema, response: { 200: PersonRecordResponseSchema } } },
    async (req) => ({ data: await privacy.person(caller(req), req.params.id, req.query.reason) }),
  );
  app.post(
    '/admin/corrections/:id/answer',
    { config: admin, schema: { params: IdParamsSchema, body: CorrectionAnswerSchema, response: { 200: CorrectionResponseSchema } } },
    async (req) => ({ data: await privacy.answerCorrection(caller(req), req.params.id, req.body) }),
  );
};
