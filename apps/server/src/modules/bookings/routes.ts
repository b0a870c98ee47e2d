import { icsContentType } from '../../lib/ics.ts';
import { IdParamsSchema } from '@nafasi/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  CreateBookingSchema,
  CreateReviewSchema,
  DeclineBookingSchema,
  MoveBookingSchema,
  MpesaCodeSchema,
  SpentResponseSchema,
  EarningsResponseSchema,
  OwnerBookingQuerySchema,
  PAYOUT_STATUS_LABELS,
} from '@nafasi/shared/bookings';
import { ReviewResponseSchema } from '@nafasi/shared/spaces';
import type { BookingsService } from './service.ts';
import type { CompaniesService } from '../companies/service.ts';
import { CompanyBookingsQuerySchema } from '@nafasi/shared/companies';
import { sendCsv } from '../../lib/csv.ts';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate, nairobiTime } from '@nafasi/shared/time';
import { caller } from '../../lib/access.ts';

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService; companies: CompaniesService }> = async (app, { bookings, companies }) => {
  const user = { access: 'user' } as const;
  const owner = { access: 'owner' } as const;
  const verified = { access: 'user', verified: true } as const;

  app.post('/bookings', { config: verified, schema: { body: CreateBookingSchema, response: { 201: BookingResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await bookings.create(caller(req), req.body) }),
  );

  app.get('/bookings', { config: user, schema: { querystring: BookingListQuerySchema, response: { 200: BookingListResponseSchema } } }, (req) =>
    bookings.listMine(caller(req), req.query.limit, req.query.offset),
  );

  // The dashboard's Total Spent: what was paid, less what was refunded, as the ledger has it.
  app.get('/bookings/spent', { config: user, schema: { response: { 200: SpentResponseSchema } } }, async (req) => ({
    data: await bookings.spent(caller(req)),
  }));

  app.get('/bookings/:id', { config: user, schema: { params: IdParamsSchema, response: { 200: BookingResponseSchema } } }, async (req) => ({
    data: await bookings.get(caller(req), req.params.id),
  }));

  app.get(
    '/bookings/:id/calendar.ics',
    {
      config: { ...user, answers: { 200: 'The booking as an iCalendar file (RFC 5545), METHOD:CANCEL once it is cancelled.' }, answersType: 'text/calendar' },
      schema: { params: IdParamsSchema },
    },
    async (req, reply) => {
      const { filename, body } = await bookings.calendar(caller(req), req.params.id);
      return reply.header('content-type', icsContentType(body)).header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
  );

  app.post('/bookings/:id/cancel', { config: user, schema: { params: IdParamsSchema, response: { 200: BookingResponseSchema } } }, async (req) => ({
    data: await bookings.cancel(caller(req), req.params.id),
  }));

  app.put(
    '/bookings/:id',
    { config: verified, schema: { params: IdParamsSchema, body: MoveBookingSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.move(caller(req), req.params.id, req.body) }),
  );

  app.post(
    '/spaces/:id/reviews',
    { config: user, schema: { params: IdParamsSchema, body: CreateReviewSchema, response: { 201: ReviewResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await bookings.review(caller(req), req.params.id, req.body) }),
  );

  app.put(
    '/bookings/:id/mpesa-code',
    { config: user, schema: { params: IdParamsSchema, body: MpesaCodeSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.submitMpesaCode(caller(req), req.params.id, req.body.code) }),
  );

  app.post(
    '/bookings/:id/release',
    { config: { access: 'owner' }, schema: { params: IdParamsSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.release(caller(req), req.params.id) }),
  );

  app.post(
    '/bookings/:id/accept',
    { config: { access: 'owner' }, schema: { params: IdParamsSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.accept(caller(req), req.params.id) }),
  );

  app.post(
    '/bookings/:id/decline',
    { config: { access: 'owner' }, schema: { params: IdParamsSchema, body: DeclineBookingSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.decline(caller(req), req.params.id, req.body.message) }),
  );

  app.post(
    '/bookings/:id/mark-paid',
    { config: { access: 'owner' }, schema: { params: IdParamsSchema, response: { 200: BookingResponseSchema } } },
    async (req) => ({ data: await bookings.markPaid(caller(req), req.params.id) }),
  );

  // A host's side: the bookings of their spaces and what they earn.
  app.get('/owner/bookings', { config: owner, schema: { querystring: OwnerBookingQuerySchema, response: { 200: BookingListResponseSchema } } }, (req) =>
    bookings.listForOwner(caller(req), req.query),
  );

  app.get('/owner/earnings', { config: owner, schema: { response: { 200: EarningsResponseSchema } } }, async (req) => ({
    data: await bookings.earnings(caller(req)),
  }));

  // The same, as a spreadsheet.
  app.get('/owner/earnings.csv', { config: { ...owner, answers: { 200: 'The earnings as a CSV file.' }, answersType: 'text/csv' } }, async (req, reply) => {
    const { rows } = await bookings.earnings(caller(req));
    return sendCsv(reply, 'nafasi-earnings.csv', [
      // Times as the host lives them: Nairobi's wall clock, the zone named in the heading.
      [
        m.csv_booking(),
        m.csv_space(),
        m.csv_guest(),
        m.csv_start(),
        m.csv_before_tax(),
        m.csv_vat(),
        m.csv_fee(),
        m.csv_fee_vat(),
        m.csv_withholding(),
        m.csv_payout(),
        m.csv_payout_status(),
      ],
      ...rows.map((r) => {
        const start = new Date(r.startTime);
        return [
          r.reference,
          r.spaceName,
          r.guest,
          `${nairobiDate(start)} ${nairobiTime(start)}`,
          r.subtotal.toFixed(2),
          r.vat.toFixed(2),
          r.fee.toFixed(2),
          r.feeVat.toFixed(2),
          r.withholding.toFixed(2),
          r.payout.toFixed(2),
          PAYOUT_STATUS_LABELS[r.payoutStatus],
        ];
      }),
    ]);
  });

  // A company's bookings, for its admins.
  app.get(
    '/companies/:id/bookings',
    { config: user, schema: { params: IdParamsSchema, querystring: CompanyBookingsQuerySchema, response: { 200: BookingListResponseSchema } } },
    async (req) => {
      await companies.requireRole(caller(req), req.params.id, 'admin');
      return bookings.listForCompany(req.params.id, req.query.limit, req.query.offset);
    },
  );
};
