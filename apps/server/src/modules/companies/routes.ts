import { IdParamsSchema } from '@nafasi/shared/api';
import {
  CompanyDetailResponseSchema,
  CompanyInputSchema,
  CompanyInvitationParamsSchema,
  CompanyInvitationResponseSchema,
  CompanyListResponseSchema,
  CompanyMemberParamsSchema,
  CompanyResponseSchema,
  CompanyStatementQuerySchema,
  CompanyStatementResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenSchema,
  InviteSchema,
  MemberRoleSchema,
} from '@nafasi/shared/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv.ts';
import { requestLocale } from '../../lib/locale.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { statementFileName, statementPdf, statementRows } from './statement-files.ts';
import type { CompaniesService } from './service.ts';

/** Company accounts (docs/COMPANIES.md): every route for signed-in people; the service says who within a company may do what. */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  const user = { access: 'user' } as const;

  app.get('/companies', { config: user, schema: { response: { 200: CompanyListResponseSchema } } }, async (req) => ({
    data: await companies.mine(caller(req)),
  }));
  app.post(
    '/companies',
    { config: { ...user, verified: true }, schema: { body: CompanyInputSchema, response: { 201: CompanyResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await companies.create(caller(req), req.body) }),
  );
  app.get('/companies/:id', { config: user, schema: { params: IdParamsSchema, response: { 200: CompanyDetailResponseSchema } } }, async (req) => ({
    data: await companies.detail(caller(req), req.params.id),
  }));
  app.put(
    '/companies/:id',
    { config: user, schema: { params: IdParamsSchema, body: CompanyInputSchema, response: { 200: CompanyResponseSchema } } },
    async (req) => ({ data: await companies.update(caller(req), req.params.id, req.body) }),
  );

  app.post(
    '/companies/:id/invitations',
    { config: { ...user, verified: true }, schema: { params: IdParamsSchema, body: InviteSchema, response: { 201: CompanyInvitationResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await companies.invite(caller(req), req.params.id, req.body, requestLocale(req.headers)) }),
  );
  app.delete('/companies/:id/invitations/:invitationId', { config: user, schema: { params: CompanyInvitationParamsSchema } }, async (req, reply) => {
    await companies.revokeInvitation(caller(req), req.params.id, req.params.invitationId);
    return reply.status(204).send();
  });
  // The link's token travels in the body (the link keeps it after #, which no server sees).
  app.post(
    '/company-invitations/preview',
    { config: user, schema: { body: InvitationTokenSchema, response: { 200: InvitationPreviewResponseSchema } } },
    async (req) => ({ data: await companies.preview(caller(req), req.body.token) }),
  );
  app.post('/company-invitations/accept', { config: user, schema: { body: InvitationTokenSchema, response: { 200: CompanyResponseSchema } } }, async (req) => ({
    data: await companies.accept(caller(req), req.body.token),
  }));

  app.put('/companies/:id/members/:userId', { config: user, schema: { params: CompanyMemberParamsSchema, body: MemberRoleSchema } }, async (req, reply) => {
    await companies.setRole(caller(req), req.params.id, req.params.userId, req.body.role);
    return reply.status(204).send();
  });
  app.delete('/companies/:id/members/:userId', { config: user, schema: { params: CompanyMemberParamsSchema } }, async (req, reply) => {
    await companies.remove(caller(req), req.params.id, req.params.userId);
    return reply.status(204).send();
  });

  app.get(
    '/companies/:id/statement',
    { config: user, schema: { params: IdParamsSchema, querystring: CompanyStatementQuerySchema, response: { 200: CompanyStatementResponseSchema } } },
    async (req) => ({ data: await companies.statement(caller(req), req.params.id, req.query.month) }),
  );
  app.get(
    '/companies/:id/statement.csv',
    {
      config: { ...user, answers: { 200: "The month's statement as a CSV file." }, answersType: 'text/csv' },
      schema: { params: IdParamsSchema, querystring: CompanyStatementQuerySchema },
    },
    async (req, reply) => {
      const s = await companies.statement(caller(req), req.params.id, req.query.month);
      return sendCsv(reply, statementFileName(s, 'csv'), statementRows(s));
    },
  );
  app.get(
    '/companies/:id/statement.pdf',
    {
      config: { ...user, answers: { 200: "The month's statement as a PDF file." }, answersType: 'application/pdf' },
      schema: { params: IdParamsSchema, querystring: CompanyStatementQuerySchema },
    },
    async (req, reply) => {
      const s = await companies.statement(caller(req), req.params.id, req.query.month);
      return sendPdf(reply, statementFileName(s, 'pdf'), await statementPdf(s));
    },
  );
};
