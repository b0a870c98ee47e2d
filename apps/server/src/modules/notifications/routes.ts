import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@nafasi/shared/auth';
import {
  MailSettingsResponseSchema,
  MailSettingsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSchema,
  OPTIONAL_MAIL_LABELS,
  UnreadCountResponseSchema,
  UnsubscribeQuerySchema,
} from '@nafasi/shared/notifications';
import { itemResponse, uuidParam } from '@nafasi/shared/api';
import { getLocale, HTML_LANG, m } from '@nafasi/shared/i18n';
import { caller } from '../../lib/access.ts';
import { inLocale } from '../../lib/locale.ts';
import { escapeMarkup } from '../../lib/escape.ts';
import type { NotificationsService } from './service.ts';

/** The unsubscribe pages, in the language of the moment (the person's, once the link is known to be theirs). */
const page = (title: string, body: string, form?: string) =>
  `<!doctype html><html lang="${HTML_LANG[getLocale()]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)} · Nafasi</title></head>` +
  `<body style="font-family:Helvetica,Arial,sans-serif;background:#f1f5f9;margin:0;padding:32px 16px"><main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">` +
  `<p style="color:#0f766e;font-weight:700;font-size:22px;margin:0 0 12px">Nafasi</p><h1 style="font-size:20px;color:#0f172a">${escapeMarkup(title)}</h1><p style="color:#334155">${escapeMarkup(body)}</p>${form ?? ''}` +
  `<p><a href="/" style="color:#0f766e">${escapeMarkup(m.unsub_back())}</a></p></main></body></html>`;
const invalidLink = () => page(m.unsub_invalid_title(), m.unsub_invalid_text());

/** The bell (a person's notifications), the mail settings, and the unsubscribe link of optional mails. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  const signedIn = { access: 'user' } as const;

  app.get(
    '/notifications',
    { config: signedIn, schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationListResponseSchema } } },
    (req) => notifications.list(caller(req).id, req.query.limit, req.query.offset),
  );

  app.get('/notifications/unread', { config: signedIn, schema: { response: { 200: UnreadCountResponseSchema } } }, async (req) => ({
    data: { unread: await notifications.unread(caller(req).id) },
  }));

  app.post(
    '/notifications/:id/read',
    { config: signedIn, schema: { params: z.strictObject({ id: uuidParam('id') }), response: { 200: itemResponse(NotificationSchema) } } },
    async (req) => ({ data: await notifications.markRead(caller(req).id, req.params.id) }),
  );

  app.post('/notifications/read-all', { config: signedIn, schema: { response: { 200: MessageResponseSchema } } }, async (req) => {
    const n = await notifications.markAllRead(caller(req).id);
    return { data: { message: n === 1 ? '1 notification marked read.' : `${n} notifications marked read.` } };
  });

  app.get('/notifications/settings', { config: signedIn, schema: { response: { 200: MailSettingsResponseSchema } } }, async (req) => ({
    data: await notifications.settings(caller(req).id),
  }));

  app.put(
    '/notifications/settings',
    { config: signedIn, schema: { body: MailSettingsSchema, response: { 200: MailSettingsResponseSchema } } },
    async (req) => ({
      data: await notifications.saveSettings(caller(req).id, req.body),
    }),
  );

  // The link at the foot of an optional mail: a page that asks (a link scanner's GET changes
  // nothing), then the form's POST, which is also the one-click unsubscribe of RFC 8058.
  const unsubscribeSchema = { querystring: UnsubscribeQuerySchema, hide: true };
  app.get('/notifications/unsubscribe', { config: { access: 'public' }, schema: unsubscribeSchema }, async (req, reply) => {
    const { u, k, s } = req.query;
    reply.type('text/html; charset=utf-8');
    if (!notifications.verifyUnsubscribe(u, k, s)) return reply.status(400).send(invalidLink());
    return inLocale(await notifications.localeOf(u), () => {
      const form = `<form method="post"><button type="submit" style="background:#0f766e;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px">${escapeMarkup(m.unsub_button())}</button></form>`;
      return page(m.unsub_ask_title({ label: OPTIONAL_MAIL_LABELS[k].label }), m.unsub_ask_text({ description: OPTIONAL_MAIL_LABELS[k].description }), form);
    });
  });
  // Mail providers post RFC 8058's "List-Unsubscribe=One-Click" as a form (urlencoded or multipart):
  // this one route reads forms (and ignores what they say: the signed query decides), so no other
  // route becomes a target for cross-site form posts.
  await app.register(async (plain) => {
    await plain.register(formbody);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post('/notifications/unsubscribe', { config: { access: 'public' }, schema: unsubscribeSchema, bodyLimit: 1024 }, async (req, reply) => {
      const { u, k, s } = req.query;
      reply.type('text/html; charset=utf-8');
      if (!notifications.verifyUnsubscribe(u, k, s)) return reply.status(400).send(invalidLink());
      // In the person's language: the page and the words their choice is recorded with.
      return inLocale(await notifications.localeOf(u), async () => {
        await notifications.unsubscribe(u, k);
        return page(m.unsub_done_title(), m.unsub_done_text({ label: OPTIONAL_MAIL_LABELS[k].label }));
      });
    });
  });
};
