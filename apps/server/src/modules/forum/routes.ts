import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForumLikeResponseSchema,
  ForumLikeSchema,
  ForumOverviewResponseSchema,
  ForumReplyParamsSchema,
  ForumReplyResponseSchema,
  ForumTopicListResponseSchema,
  ForumTopicParamsSchema,
  ForumTopicQuerySchema,
  ForumTopicResponseSchema,
  ForumViewerResponseSchema,
  NewReplySchema,
  NewTopicSchema,
} from '@nafasi/shared/forum';
import { caller } from '../../lib/access.ts';
import { addressKey } from '../../lib/address-key.ts';
import type { ForumService } from './service.ts';

/** The community forum: read by everyone; written by people with a confirmed address. */
export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService }> = async (app, { forum }) => {
  const everyone = { access: 'public' } as const;
  const writer = { access: 'user', verified: true } as const;

  app.get('/forum', { config: everyone, schema: { response: { 200: ForumOverviewResponseSchema } } }, async () => ({ data: await forum.overview() }));

  app.get(
    '/forum/topics',
    { config: everyone, schema: { querystring: ForumTopicQuerySchema, response: { 200: ForumTopicListResponseSchema } } },
    async (req) => ({
      data: await forum.list(req.query.q),
    }),
  );

  app.post('/forum/topics', { config: writer, schema: { body: NewTopicSchema, response: { 201: ForumTopicResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await forum.create(caller(req), req.body) }),
  );

  app.get('/forum/topics/:id', { config: everyone, schema: { params: ForumTopicParamsSchema, response: { 200: ForumTopicResponseSchema } } }, async (req) => ({
    data: await forum.get(req.params.id.toLowerCase()),
  }));

  // A reader's browser says it opened the topic (a GET stays free of effects; rendered pages count too).
  app.post(
    '/forum/topics/:id/views',
    { config: { ...everyone, answers: { 204: 'Counted (once per visitor and topic a day).' } }, schema: { params: ForumTopicParamsSchema } },
    async (req, reply) => {
      await forum.view(req.params.id.toLowerCase(), addressKey(req.ip));
      return reply.status(204).send();
    },
  );

  app.get(
    '/forum/topics/:id/viewer',
    { config: { access: 'user' }, schema: { params: ForumTopicParamsSchema, response: { 200: ForumViewerResponseSchema } } },
    async (req) => ({
      data: await forum.viewer(caller(req), req.params.id.toLowerCase()),
    }),
  );

  app.post(
    '/forum/topics/:id/replies',
    { config: writer, schema: { params: ForumTopicParamsSchema, body: NewReplySchema, response: { 201: ForumReplyResponseSchema } } },
    async (req, reply) => reply.status(201).send({ data: await forum.reply(caller(req), req.params.id.toLowerCase(), req.body.body) }),
  );

  app.put(
    '/forum/topics/:id/like',
    // Liking is writing: a confirmed address, as for topics and replies (an unconfirmed account is any address).
    { config: writer, schema: { params: ForumTopicParamsSchema, body: ForumLikeSchema, response: { 200: ForumLikeResponseSchema } } },
    async (req) => ({ data: await forum.like(caller(req), req.params.id.toLowerCase(), req.body.liked) }),
  );

  app.delete('/forum/topics/:id', { config: { access: 'user' }, schema: { params: ForumTopicParamsSchema } }, async (req, reply) => {
    await forum.removeTopic(caller(req), req.params.id.toLowerCase());
    return reply.status(204).send();
  });

  app.delete('/forum/topics/:id/replies/:replyId', { config: { access: 'user' }, schema: { params: ForumReplyParamsSchema } }, async (req, reply) => {
    await forum.removeReply(caller(req), req.params.id.toLowerCase(), req.params.replyId.toLowerCase());
    return reply.status(204).send();
  });
};
