import { IdParamsSchema } from '@nafasi/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  BANK_CREDIT_STATUSES,
  BankCreditAssignSchema,
  BankCreditSchema,
  BankStatementSchema,
  BankStatementUploadSchema,
  HeldPayoutListResponseSchema,
  MpesaPaymentResponseSchema,
  PayoutRetriedResponseSchema,
  PayoutRetrySchema,
  PayoutSentSchema,
  PaymentInfoResponseSchema,
  PayoutAccountInputSchema,
  PayoutAccountResponseSchema,
  StkPushSchema,
} from '@nafasi/shared/payments';
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { PaymentsService, StkCallback } from './service.ts';
import type { PayoutsService } from './payouts.ts';
import type { BankService } from './bank.ts';
import type { TaxService } from './tax.ts';
import {
  NewRemittanceSchema,
  SaveTaxDetailsSchema,
  TaxDetailsResponseSchema,
  TaxMonthQuerySchema,
  TaxMonthResponseSchema,
  TaxQuoteResponseSchema,
  TaxRemittanceResponseSchema,
  WithholdingStatementQuerySchema,
} from '@nafasi/shared/tax';
import { m } from '@nafasi/shared/i18n';
import { sendCsv } from '../../lib/csv.ts';
import { pdfTable, sendPdf } from '../../lib/pdf.ts';
import { centsToKsh } from '@nafasi/shared/money';
import { caller } from '../../lib/access.ts';
import { HOOK_TOKEN, PAYOUT_ATTEMPT } from './paths.ts';

/** M-Pesa: how to pay, start a payment, follow it; and what Daraja reports, at paths it takes (paths.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  payouts: PayoutsService;
  tax: TaxService;
  bank: BankService;
  c2bSecret: string;
  resultsSecret: string;
  /** Addresses and CIDRs Daraja's callbacks may come from (MPESA_CALLBACK_SOURCES); empty: any. */
  callbackSources: string[];
}> = async (app, { payments, payouts, tax, bank, c2bSecret, resultsSecret, callbackSources }) => {
  // Daraja's callbacks from anywhere else are refused before their secret is even compared.
  const sources = callbackSourceList(callbackSources);
  if (sources)
    app.addHook('onRequest', async (req, reply) => {
      if (!req.routeOptions.url?.includes('/hooks/')) return;
      if (!sources.check(req.ip, isIP(req.ip) === 6 ? 'ipv6' : 'ipv4'))
        return reply.status(403).send({ message: 'M-Pesa callbacks come only from Safaricom.', code: 'forbidden_source' });
    });

  app.get('/payments/mpesa', { config: { access: 'public' }, schema: { response: { 200: PaymentInfoResponseSchema } } }, async () => ({
    data: payments.info(),
  }));

  // Bank statements (bank.ts): an admin loads one, reads what each line did, and matches held credits.
  const admin = { access: 'admin' } as const;
  app.post(
    '/admin/bank-statements',
    { config: admin, bodyLimit: 6_000_000, schema: { body: BankStatementUploadSchema, response: { 201: z.object({ data: z.array(BankStatementSchema) }) } } },
    async (req, reply) => reply.status(201).send({ data: await bank.importStatement(caller(req), req.body) }),
  );
  app.get('/admin/bank-statements', { config: admin, schema: { response: { 200: z.object({ data: z.array(BankStatementSchema) }) } } }, async () => ({
    data: await bank.statements(),
  }));
  app.get(
    '/admin/bank-credits',
    {
      config: admin,
      schema: {
        querystring: z.strictObject({ status: z.enum(BANK_CREDIT_STATUSES).optional() }),
        response: { 200: z.object({ data: z.array(BankCreditSchema) }) },
      },
    },
    async (req) => ({ data: await bank.credits(req.query.status) }),
  );
  app.post(
    '/admin/bank-credits/:id/assign',
    { config: admin, schema: { params: IdParamsSchema, body: BankCreditAssignSchema, response: { 200: z.object({ data: BankCreditSchema }) } } },
    async (req) => ({ data: await bank.assign(caller(req), req.params.id, req.body.reference) }),
  );

  // C2B (paybill or till) reports come to a path only Daraja was told (registered once per shortcode).
  const c2bPath = z.strictObject({ secret: z.string().max(200) });
  // Daraja sends a JSON object; anything else (null, a list, a string) is not a report.
  const report = z.looseObject({}, { error: 'An M-Pesa report is a JSON object.' });
  const matches = (secret: string, expected: string) => secret.length === expected.length && timingSafeEqual(Buffer.from(secret), Buffer.from(expected));
  const isOurs = (secret: string) => matches(secret, c2bSecret);
  const c2b = { config: { access: 'public' }, schema: { params: c2bPath, body: report }, bodyLimit: 16_384 } as const;
  const notOurs = { message: 'Not found', code: 'not_found' };
  app.post('/hooks/c2b/:secret/validation', c2b, async (req, reply) =>
    isOurs(req.params.secret) ? payments.c2bValidation(req.body) : reply.status(404).send(notOurs),
  );
  app.post('/hooks/c2b/:secret/confirmation', c2b, async (req, reply) => {
    if (!isOurs(req.params.secret)) return reply.status(404).send(notOurs);
    await payments.c2bConfirmation(req.body);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });

  // B2C and B2B results and time-outs, and Transaction Status answers (payouts.ts): acknowledged
  // whatever they say (Daraja retries otherwise); a payment's result is only a hint, a status answer
  // is believed. A B2B or Reversal result's path names its attempt (Daraja names those requests itself).
  const result = { config: { access: 'public' }, schema: { params: c2bPath, body: report }, bodyLimit: 16_384 } as const;
  const attemptPath = z.strictObject({ secret: z.string().max(200), attempt: z.string().regex(PAYOUT_ATTEMPT, { error: 'Not a payout attempt' }) });
  const attemptResult = { ...result, schema: { params: attemptPath, body: report } } as const;
  const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };
  for (const step of ['result', 'timeout'] as const) {
    app.post(`/hooks/b2c/:secret/${step}`, result, async (req, reply) => {
      if (!matches(req.params.secret, resultsSecret)) return reply.status(404).send(notOurs);
      await payouts.payoutResult(req.body);
      return accepted;
    });
    app.post(`/hooks/out/:secret/:attempt/${step}`, attemptResult, async (req, reply) => {
      if (!matches(req.params.secret, resultsSecret)) return reply.status(404).send(notOurs);
      await payouts.payoutResult(req.body, req.params.attempt);
      return accepted;
    });
    app.post(`/hooks/status/:secret/${step}`, result, async (req, reply) => {
      if (!matches(req.params.secret, resultsSecret)) return reply.status(404).send(notOurs);
      // A status query that timed out says nothing: the check job asks again. An answer is a payout's
      // or a C2B report's, by the question it answers.
      if (step === 'result' && !(await payouts.statusResult(req.body))) await payments.c2bStatusResult(req.body);
      return accepted;
    });
  }

  // Payouts M-Pesa could not send (payouts.ts), for admins: the host payouts held, sending any held
  // one (a refund's or a host's) again, recording a host's sent by hand.
  app.get('/admin/payouts/held', { config: admin, schema: { response: { 200: HeldPayoutListResponseSchema } } }, async () => ({ data: await payouts.held() }));
  app.post(
    '/admin/payouts/:id/retry',
    { config: admin, schema: { params: IdParamsSchema, body: PayoutRetrySchema, response: { 200: PayoutRetriedResponseSchema } } },
    async (req) => ({ data: await payouts.retry(caller(req), req.params.id, req.body.statementChecked) }),
  );
  app.post(
    '/admin/payouts/:id/sent',
    { config: admin, schema: { params: IdParamsSchema, body: PayoutSentSchema, response: { 200: PayoutRetriedResponseSchema } } },
    async (req) => ({ data: await payouts.recordSent(caller(req), req.params.id, req.body.reference) }),
  );

  // Tax details (tax.ts, docs/TAX.md): a host's KRA PIN and VAT registration, the name and PIN a
  // guest's invoices carry; and what a space's bookings are sold with now.
  app.get('/account/tax', { config: { access: 'user' }, schema: { response: { 200: TaxDetailsResponseSchema } } }, async (req) => ({
    data: await tax.details(caller(req)),
  }));
  app.put('/account/tax', { config: { access: 'user' }, schema: { body: SaveTaxDetailsSchema, response: { 200: TaxDetailsResponseSchema } } }, async (req) => ({
    data: await tax.save(caller(req), req.body),
  }));
  app.get('/spaces/:id/tax', { config: { access: 'public' }, schema: { params: IdParamsSchema, response: { 200: TaxQuoteResponseSchema } } }, async (req) => ({
    data: await tax.quote(req.params.id),
  }));

  // What Nafasi owes KRA by month, and the payments admins record against it (docs/TAX.md).
  app.get(
    '/admin/tax',
    { config: { access: 'admin' }, schema: { querystring: TaxMonthQuerySchema, response: { 200: TaxMonthResponseSchema } } },
    async (req) => ({ data: await tax.month(req.query.month) }),
  );
  app.post(
    '/admin/tax/remittances',
    { config: { access: 'admin' }, schema: { body: NewRemittanceSchema, response: { 201: TaxRemittanceResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await tax.remit(caller(req), req.body) }),
  );

  // Nafasi, who withholds, by its PIN.
  const withholderPin = tax.settings.nafasiPin;
  // A host's monthly withholding statement, for their books and KRA (docs/TAX.md): one table, as a
  // CSV for a spreadsheet and as a PDF to keep or send.
  const statement = async (user: Parameters<PayoutsService['withholdingStatement']>[0], month: string) => {
    const s = await payouts.withholdingStatement(user, month);
    const ksh = (cents: number) => centsToKsh(cents).toFixed(2);
    const sum = (key: 'subtotalCents' | 'withheldCents' | 'paidCents') => s.rows.reduce((a, r) => a + r[key], 0);
    return {
      month: s.month,
      facts: [
        [m.csv_statement(), s.month],
        [m.csv_payee(), s.name],
        [m.csv_payee_pin(), s.kraPin ?? ''],
        [m.csv_rate(), `${s.percent}%`],
        [m.csv_withheld_by(), withholderPin ? `${m.csv_withheld_by_nafasi()}, ${withholderPin}` : m.csv_withheld_by_nafasi()],
      ] as [string, string][],
      columns: [m.csv_payout_day(), m.csv_receipt(), m.csv_booking(), m.csv_before_vat(), m.csv_withholding(), m.csv_paid()],
      rows: s.rows.map((r) => [r.day, r.receipt, r.reference, ksh(r.subtotalCents), ksh(r.withheldCents), ksh(r.paidCents)]),
      total: [m.csv_total(), '', '', ksh(sum('subtotalCents')), ksh(sum('withheldCents')), ksh(sum('paidCents'))],
    };
  };
  app.get(
    '/owner/withholding.csv',
    {
      config: { access: 'owner', answers: { 200: "The month's withholding statement as a CSV file." }, answersType: 'text/csv' },
      schema: { querystring: WithholdingStatementQuerySchema },
    },
    async (req, reply) => {
      const s = await statement(caller(req), req.query.month);
      return sendCsv(reply, `nafasi-withholding-${s.month}.csv`, [...s.facts, [], s.columns, ...s.rows, s.total]);
    },
  );
  app.get(
    '/owner/withholding.pdf',
    {
      config: { access: 'owner', answers: { 200: "The month's withholding statement as a PDF file." }, answersType: 'application/pdf' },
      schema: { querystring: WithholdingStatementQuerySchema },
    },
    async (req, reply) => {
      const s = await statement(caller(req), req.query.month);
      const pdf = await pdfTable(
        {
          title: `${m.csv_statement()} ${s.month}`,
          facts: s.facts.slice(1),
          columns: s.columns,
          numeric: [false, false, false, true, true, true],
          rows: s.rows,
          total: s.total,
        },
        { author: 'Nafasi', subject: m.csv_statement() },
      );
      return sendPdf(reply, `nafasi-withholding-${s.month}.pdf`, pdf);
    },
  );

  // Where a host is paid (payouts.ts): read it, or change it with the password.
  app.get('/owner/payout-account', { config: { access: 'owner' }, schema: { response: { 200: PayoutAccountResponseSchema } } }, async (req) => ({
    data: await payouts.account(caller(req)),
  }));
  app.put(
    '/owner/payout-account',
    { config: { access: 'owner' }, schema: { body: PayoutAccountInputSchema, response: { 200: PayoutAccountResponseSchema } } },
    async (req) => ({ data: await payouts.setAccount(caller(req), req.body) }),
  );

  app.post(
    '/bookings/:id/mpesa',
    {
      config: { access: 'user', verified: true },
      schema: { params: IdParamsSchema, body: StkPushSchema, response: { 201: MpesaPaymentResponseSchema } },
    },
    async (req, reply) => reply.status(201).send({ data: await payments.start(caller(req), req.params.id, req.body.phone) }),
  );

  app.get(
    '/payments/mpesa/:paymentId',
    {
      config: { access: 'user' },
      schema: {
        params: z.strictObject({ paymentId: z.uuid({ error: 'paymentId must be a valid id (a UUID)' }) }),
        response: { 200: MpesaPaymentResponseSchema },
      },
    },
    async (req) => ({ data: await payments.get(caller(req), req.params.paymentId) }),
  );

  // Daraja posts here; whatever the body says, it is acknowledged (Daraja retries otherwise), and
  // nothing is believed until Daraja's own query agrees.
  app.post(
    '/hooks/stk/:token',
    { config: { access: 'public' }, schema: { params: z.strictObject({ token: z.string().regex(HOOK_TOKEN) }) }, bodyLimit: 16_384 },
    async (req) => {
      await payments.callback(req.params.token, req.body as StkCallback);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};

/** The addresses and CIDRs as a list to check against (IPv4 inside IPv6 is checked as itself); null when any may call. */
function callbackSourceList(sources: string[]) {
  if (!sources.length) return null;
  const list = new BlockList();
  for (const source of sources) {
    const [address = '', bits] = source.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    check: (ip: string, type: 'ipv4' | 'ipv6') => {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
      return mapped ? list.check(mapped, 'ipv4') : list.check(ip, type);
    },
  };
}
