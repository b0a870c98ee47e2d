import { IdParamsSchema } from '@nafasi/shared/api';
import { m } from '@nafasi/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatMessageResponseSchema,
  CreateMeetingSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  MeetingListQuerySchema,
  MeetingListResponseSchema,
  MeetingLookupParamsSchema,
  MeetingResponseSchema,
  ParticipantListResponseSchema,
  ParticipantParamsSchema,
  RoomResponseSchema,
  SendMessageSchema,
  UpdateMeetingSchema,
  ChatReportListResponseSchema,
  MEETING_MESSAGES,
  MessageParamsSchema,
  ReportMessageSchema,
  RtcConfigResponseSchema,
  SupportRoomResponseSchema,
} from '@nafasi/shared/meetings';
import { MessageResponseSchema } from '@nafasi/shared/auth';
import { AppError } from '../../lib/errors.ts';
import type { MeetingsService } from './service.ts';
import { caller } from '../../lib/access.ts';

/** §7 meetings and meeting_participants calls, and the rooms' chat history and sending. */
export const meetingsRoutes: FastifyPluginAsyncZod<{ meetings: MeetingsService; iceServers: string[] }> = async (app, { meetings, iceServers }) => {
  const config = { access: 'user' } as const;

  /** Where browsers look for a way to each other in a video call. */
  app.get('/rtc-config', { config, schema: { response: { 200: RtcConfigResponseSchema } } }, async () => ({
    data: { iceServers: iceServers.length ? [{ urls: iceServers }] : [] },
  }));

  /** Where the Help page's Start Live Chat goes (joining it still needs an account). */
  app.get('/support-room', { config: { access: 'public' }, schema: { response: { 200: SupportRoomResponseSchema } } }, async () => {
    const room = await meetings.supportRoom();
    if (!room) throw new AppError(503, 'support_unavailable', m.api_chat_unavailable());
    return { data: room };
  });

  app.get('/meetings', { config, schema: { querystring: MeetingListQuerySchema, response: { 200: MeetingListResponseSchema } } }, (req) =>
    meetings.list(caller(req), req.query.q, req.query.limit, req.query.offset),
  );

  app.post('/meetings', { config, schema: { body: CreateMeetingSchema, response: { 201: MeetingResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await meetings.create(caller(req), req.body) }),
  );

  app.get('/meetings/:id', { config, schema: { params: MeetingLookupParamsSchema, response: { 200: MeetingResponseSchema } } }, async (req) => ({
    data: await meetings.lookup(caller(req), req.params.id),
  }));

  app.put(
    '/meetings/:id',
    { config, schema: { params: IdParamsSchema, body: UpdateMeetingSchema, response: { 200: MeetingResponseSchema } } },
    async (req) => ({
      data: await meetings.update(caller(req), req.params.id, req.body),
    }),
  );

  app.delete('/meetings/:id', { config, schema: { params: IdParamsSchema } }, async (req, reply) => {
    await meetings.remove(caller(req), req.params.id);
    return reply.status(204).send();
  });

  for (const action of ['mute', 'remove'] as const) {
    app.post(`/meetings/:id/participants/:participantId/${action}`, { config, schema: { params: ParticipantParamsSchema } }, async (req, reply) => {
      await meetings.hostAction(caller(req), req.params.id, req.params.participantId, action);
      return reply.status(204).send();
    });
  }

  app.get('/rooms/:id', { config, schema: { params: IdParamsSchema, response: { 200: RoomResponseSchema } } }, async (req) => ({
    data: await meetings.room(req.params.id),
  }));

  app.get(
    '/rooms/:id/messages',
    { config, schema: { params: IdParamsSchema, querystring: HistoryQuerySchema, response: { 200: HistoryResponseSchema } } },
    (req) => meetings.history(caller(req), req.params.id, req.query.before, req.query.limit),
  );

  app.post(
    '/rooms/:id/messages',
    { config, schema: { params: IdParamsSchema, body: SendMessageSchema, response: { 201: ChatMessageResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await meetings.send(caller(req), req.params.id, req.body.message) }),
  );

  app.get('/rooms/:id/participants', { config, schema: { params: IdParamsSchema, response: { 200: ParticipantListResponseSchema } } }, async (req) => ({
    data: await meetings.participantsFor(caller(req), req.params.id),
  }));

  // Moderation: the host (a space's owner) or an admin deletes a message; anyone who may read the room reports one.
  app.delete('/rooms/:id/messages/:messageId', { config, schema: { params: MessageParamsSchema } }, async (req, reply) => {
    await meetings.deleteMessage(caller(req), req.params.id, req.params.messageId);
    return reply.status(204).send();
  });

  app.post(
    '/rooms/:id/messages/:messageId/report',
    { config, schema: { params: MessageParamsSchema, body: ReportMessageSchema, response: { 201: MessageResponseSchema } } },
    async (req, reply) => {
      await meetings.report(caller(req), req.params.id, req.params.messageId, req.body.reason);
      return reply.status(201).send({ data: { message: MEETING_MESSAGES.reported } });
    },
  );

  app.get('/admin/chat-reports', { config: { access: 'admin' }, schema: { response: { 200: ChatReportListResponseSchema } } }, async () => ({
    data: await meetings.openReports(),
  }));
};
