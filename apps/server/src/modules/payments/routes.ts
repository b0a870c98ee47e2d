import { IdParamsSchema } from '@nafasi/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { MpesaPaymentResponseSchema, PaymentInfoResponseSchema, StkPushSchema } from '@nafasi/shared/payments';
import { timingSafeEqual } from 'node:crypto';
import type { PaymentsService, StkCallback } from './service.ts';
import { caller } from '../../lib/access.ts';
import { HOOK_TOKEN } from './paths.ts';

/** M-Pesa: how to pay, start a payment, follow it; and what Daraja reports, at paths it takes (paths.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; c2bSecret: string }> = async (app, { payments, c2bSecret }) => {
  app.get('/payments/mpesa', { config: { access: 'public' }, schema: { response: { 200: PaymentInfoResponseSchema } } }, async () => ({
    data: payments.info(),
  }));

  // C2B (paybill or till) reports come to a path only Daraja was told (registered once per shortcode).
  const c2bPath = z.strictObject({ secret: z.string().max(200) });
  // Daraja sends a JSON object; anything else (null, a list, a string) is not a report.
  const report = z.looseObject({}, { error: 'An M-Pesa report is a JSON object.' });
  const isOurs = (secret: string) => secret.length === c2bSecret.length && timingSafeEqual(Buffer.from(secret), Buffer.from(c2bSecret));
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
