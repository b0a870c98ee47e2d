import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookingIdParamsSchema } from '@nafasi/shared/bookings';
import { MpesaPaymentResponseSchema, StkPushSchema } from '@nafasi/shared/mpesa';
import type { PaymentsService, StkCallback } from './service.ts';

/** M-Pesa STK push: start a payment, follow it, and Daraja's callback. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.post(
    '/bookings/:id/mpesa',
    { config: { access: 'user', verified: true }, schema: { params: BookingIdParamsSchema, body: StkPushSchema, response: { 201: MpesaPaymentResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await payments.start(req.user!, req.params.id, req.body.phone) }),
  );

  app.get(
    '/payments/mpesa/:paymentId',
    { config: { access: 'user' }, schema: { params: z.strictObject({ paymentId: z.uuid({ error: 'paymentId must be a valid id (a UUID)' }) }), response: { 200: MpesaPaymentResponseSchema } } },
    async (req) => ({ data: await payments.get(req.user!, req.params.paymentId) }),
  );

  // Daraja posts here; whatever the body says, it is acknowledged (Daraja retries otherwise), and
  // nothing is believed until Daraja's own query agrees.
  app.post(
    '/payments/mpesa/callback/:token',
    { config: { access: 'public' }, schema: { params: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }) }, bodyLimit: 16_384 },
    async (req) => {
      await payments.callback(req.params.token, req.body as StkCallback);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};
