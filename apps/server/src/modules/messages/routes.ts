import { IdParamsSchema } from '@nafasi/shared/api';
import { m } from '@nafasi/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@nafasi/shared/auth';
import {
  AdminThreadsQuerySchema,
  ReportThreadSchema,
  SendMessageSchema,
  StartThreadSchema,
  THREAD_MESSAGES,
  ThreadListResponseSchema,
  ThreadMessageResponseSchema,
  ThreadMessagesQuerySchema,
  ThreadMessagesResponseSchema,
  ThreadResponseSchema,
  ThreadsUnreadResponseSchema,
  AdminThreadListResponseSchema,
} from '@nafasi/shared/messages';
import { caller } from '../../lib/access.ts';
import type { MessagesService } from './service.ts';

/** Messages between guests and hosts: threads, their history, sending, read marks, reports; admins read reported ones. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  const user = { access: 'user' } as const;

  app.get('/threads', { config: user, schema: { response: { 200: ThreadListResponseSchema } } }, async (req) => {
    const data = await messages.list(caller(req));
    return { data, page: { total: data.length, limit: 100, offset: 0 } };
  });

  app.post(
    '/threads',
    { config: { ...user, verified: true }, schema: { body: StartThreadSchema, response: { 201: ThreadResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await messages.start(caller(req), req.body.spaceId, req.body.body) }),
  );

  app.get('/threads/unread', { config: user, schema: { response: { 200: ThreadsUnreadResponseSchema } } }, async (req) => ({
    data: { unread: await messages.unread(caller(req)) },
  }));

  app.get(
    '/threads/:id/messages',
    { config: user, schema: { params: IdParamsSchema, querystring: ThreadMessagesQuerySchema, response: { 200: ThreadMessagesResponseSchema } } },
    (req) => messages.messages(caller(req), req.params.id, req.query),
  );

  app.post(
    '/threads/:id/messages',
    { config: { ...user, verified: true }, schema: { params: IdParamsSchema, body: SendMessageSchema, response: { 201: ThreadMessageResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await messages.send(caller(req), req.params.id, req.body.body) }),
  );

  app.post('/threads/:id/read', { config: user, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await messages.markRead(caller(req), req.params.id);
    return { data: { message: m.api_marked_read() } };
  });

  app.post(
    '/threads/:id/report',
    { config: user, schema: { params: IdParamsSchema, body: ReportThreadSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await messages.report(caller(req), req.params.id, req.body.reason);
      return { data: { message: THREAD_MESSAGES.reported } };
    },
  );

  app.get(
    '/admin/threads',
    { config: { access: 'admin' }, schema: { querystring: AdminThreadsQuerySchema, response: { 200: AdminThreadListResponseSchema } } },
    (req) => messages.reported(caller(req), req.query),
  );
};
