import { IdParamsSchema } from '@nafasi/shared/api';
import {
  CompanyBookingsQuerySchema,
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
  type CompanyStatement,
} from '@nafasi/shared/companies';
import { BOOKING_STATUS_LABELS, BookingListResponseSchema } from '@nafasi/shared/bookings';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate, nairobiTime } from '@nafasi/shared/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv.ts';
import { requestLocale } from '../../lib/locale.ts';
import { pdfTable, sendPdf } from '../../lib/pdf.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { CompaniesService } from './service.ts';

/** A statement as rows for a spreadsheet and a PDF: its facts, its invoices and its totals, in the reader's language. */
function statementTable(s: CompanyStatement) {
  const ksh = (n: number) => n.toFixed(2);
  const when = (iso: string) => `${nairobiDate(new Date(iso))} ${nairobiTime(new Date(iso))}`;
  return {
    facts: [
      [m.company_statement(), s.month],
      [m.company_name(), s.company.name],
      [m.tax_kra_pin(), s.company.kraPin],
      [m.company_postal_address(), s.company.postalAddress],
      [m.company_billing_email(), s.company.billingEmail],
      [m.company_statement_invoiced(), ksh(s.totals.invoiced)],
      [m.company_statement_received(), ksh(s.totals.received)],
      [m.company_statement_owed(), ksh(s.totals.owed)],
    ] as [string, string][],
    columns: [
      m.company_statement_issued(),
      m.company_statement_invoice(),
      m.csv_booking(),
      m.company_statement_booked_by(),
      m.company_statement_space(),
      m.company_statement_status(),
      m.company_statement_total(),
      m.company_statement_paid(),
      m.company_statement_owed_column(),
    ],
    rows: s.invoices.map((r) => [
      nairobiDate(new Date(r.issuedAt)),
      r.invoiceId,
      r.reference,
      r.bookedBy,
      `${r.spaceName}, ${when(r.startTime)}`,
      BOOKING_STATUS_LABELS[r.status],
      ksh(r.total),
      ksh(r.paid),
      ksh(r.owed),
    ]),
    total: [
      m.csv_total(),
      '',
      '',
      '',
      '',
      '',
      ksh(s.invoices.reduce((a, r) => a + r.total, 0)),
      ksh(s.invoices.reduce((a, r) => a + r.paid, 0)),
      ksh(s.totals.owed),
    ],
    payments: s.payments.map((p) => [when(p.receivedAt), p.via === 'bank' ? m.company_statement_via_bank() : 'M-Pesa', p.receipt, p.invoiceId, ksh(p.amount)]),
  };
}

/** Company accounts (docs/COMPANIES.md): every route for signed-in people; the service says who within a company may do what. */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService; bookings: BookingsService }> = async (app, { companies, bookings }) => {
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
    '/companies/:id/bookings',
    { config: user, schema: { params: IdParamsSchema, querystring: CompanyBookingsQuerySchema, response: { 200: BookingListResponseSchema } } },
    async (req) => {
      await companies.requireRole(caller(req), req.params.id, 'admin');
      return bookings.listForCompany(req.params.id, req.query.limit, req.query.offset);
    },
  );

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
      const t = statementTable(s);
      const payments = t.payments.length
        ? [
            [],
            [m.company_statement_payments()],
            [
              m.company_statement_received_at(),
              m.company_statement_via(),
              m.company_statement_receipt(),
              m.company_statement_invoice(),
              m.company_statement_amount(),
            ],
            ...t.payments,
          ]
        : [];
      return sendCsv(reply, `nafasi-statement-${s.month}.csv`, [...t.facts, [], t.columns, ...t.rows, t.total, ...payments]);
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
      const t = statementTable(s);
      const pdf = await pdfTable(
        {
          title: `${m.company_statement()} ${s.month}: ${s.company.name}`,
          facts: t.facts.slice(1),
          columns: t.columns,
          numeric: [false, false, false, false, false, false, true, true, true],
          rows: t.rows,
          total: t.total,
          footnote: t.payments.length
            ? `${m.company_statement_payments()}: ${t.payments.map((p) => `${p[0]} ${p[1]} ${p[2]} ${p[3]} KSH ${p[4]}`).join('; ')}`
            : undefined,
        },
        { author: 'Nafasi', subject: m.company_statement() },
      );
      return sendPdf(reply, `nafasi-statement-${s.month}.pdf`, pdf);
    },
  );
};
