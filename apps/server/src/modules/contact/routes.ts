import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  ContactSchema,
  InboxListResponseSchema,
  InboxQuerySchema,
  NewsletterSchema,
  PartnerInquirySchema,
  ReceivedResponseSchema,
  SubscribedResponseSchema,
} from '@nafasi/shared/contact';
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

  app.post(
    '/newsletter',
    { config: open, schema: { body: NewsletterSchema, response: { 200: SubscribedResponseSchema, 201: SubscribedResponseSchema } } },
    async (req, reply) => {
      const added = await contact.subscribe(req.body.email, req.ip);
      return reply
        .status(added ? 201 : 200)
        .send({ data: { email: req.body.email, message: added ? CONTACT_MESSAGES.subscribed : CONTACT_MESSAGES.alreadySubscribed } });
    },
  );

  app.get('/admin/messages', { config: { access: 'admin' }, schema: { querystring: InboxQuerySchema, response: { 200: InboxListResponseSchema } } }, (req) =>
    contact.inbox(req.query),
  );
};
