import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactSchema,
  InboxListResponseSchema,
  InboxQuerySchema,
  NewsletterChoiceResponseSchema,
  NewsletterChoiceSchema,
  NewsletterLinkSchema,
  NewsletterSchema,
  PartnerInquirySchema,
  ReceivedResponseSchema,
  SubscribedResponseSchema,
} from '@nafasi/shared/contact';
import { caller } from '../../lib/access.ts';
import type { ContactService } from './service.ts';

/** The contact form, the partners' inquiry form, the newsletter box, and the admins' inbox. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  const open = { access: 'public' } as const;

  app.post('/contact', { config: open, schema: { body: ContactSchema, response: { 201: ReceivedResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await contact.contact(req.body, req.ip) }),
  );

  app.post('/partners/inquiries', { config: open, schema: { body: PartnerInquirySchema, response: { 201: ReceivedResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await contact.partnerInquiry(req.body, req.ip) }),
  );

  app.post('/newsletter', { config: open, schema: { body: NewsletterSchema, response: { 202: SubscribedResponseSchema } } }, async (req, reply) =>
    reply.status(202).send({ data: await contact.subscribe(req.body.email, req.ip) }),
  );
  app.post('/newsletter/confirm', { config: open, schema: { body: NewsletterLinkSchema, response: { 200: SubscribedResponseSchema } } }, async (req) => ({
    data: await contact.followLink('confirm', req.body.token, req.ip),
  }));
  app.post('/newsletter/leave', { config: open, schema: { body: NewsletterLinkSchema, response: { 200: SubscribedResponseSchema } } }, async (req) => ({
    data: await contact.followLink('leave', req.body.token, req.ip),
  }));

  const user = { access: 'user' } as const;
  app.get('/account/newsletter', { config: user, schema: { response: { 200: NewsletterChoiceResponseSchema } } }, async (req) => ({
    data: { subscribed: await contact.newsletter(caller(req)) },
  }));
  app.put(
    '/account/newsletter',
    { config: user, schema: { body: NewsletterChoiceSchema, response: { 200: NewsletterChoiceResponseSchema } } },
    async (req) => ({
      data: { subscribed: await contact.setNewsletter(caller(req), req.body.subscribed) },
    }),
  );

  app.get('/admin/messages', { config: { access: 'admin' }, schema: { querystring: InboxQuerySchema, response: { 200: InboxListResponseSchema } } }, (req) =>
    contact.inbox(req.query),
  );
};
