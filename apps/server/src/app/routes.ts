import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { googleSignIn } from '../modules/auth/google.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { bookingsRoutes } from '../modules/bookings/routes.ts';
import { companiesRoutes } from '../modules/companies/routes.ts';
import { privacyRoutes } from '../modules/privacy/routes.ts';
import { contactRoutes } from '../modules/contact/routes.ts';
import { forumRoutes } from '../modules/forum/routes.ts';
import type { InstancePhase } from '@nafasi/shared/health';
import { healthRoutes } from '../modules/health/routes.ts';
import { listingsRoutes } from '../modules/listings/routes.ts';
import { meetingsRoutes } from '../modules/meetings/routes.ts';
import { messagesRoutes } from '../modules/messages/routes.ts';
import { notificationsRoutes } from '../modules/notifications/routes.ts';
import { paymentsRoutes } from '../modules/payments/routes.ts';
import { etimsRoutes } from '../modules/etims/routes.ts';
import { profilesRoutes } from '../modules/profiles/routes.ts';
import { spacesRoutes } from '../modules/spaces/routes.ts';
import type { Clock } from '../lib/clock.ts';
import type { Services } from './services.ts';

/** Every module's routes, under /api (each declares who may call it). */
export async function registerApiRoutes(
  app: FastifyInstance,
  s: Services,
  deps: { config: Config; database: Database; clock: Clock; phase: () => InstancePhase },
) {
  const { config, database, clock } = deps;
  await app.withTypeProvider<ZodTypeProvider>().register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, { database, phase: deps.phase, status: s.status });
      await api.register(authRoutes, {
        auth: s.auth,
        google: config.google ? googleSignIn({ db: database.db, auth: s.auth, google: config.google, publicUrl: config.publicUrl }) : null,
        publicUrl: config.publicUrl,
      });
      await api.register(profilesRoutes, { profiles: s.profiles, auth: s.auth, storage: s.media });
      await api.register(spacesRoutes, { spaces: s.spaces, map: config.map, searchesPerAddress: config.searchBudgetPerAddress, clock });
      await api.register(bookingsRoutes, { bookings: s.bookings, companies: s.companies });
      await api.register(companiesRoutes, { companies: s.companies });
      await api.register(privacyRoutes, { privacy: s.privacy });
      await api.register(paymentsRoutes, {
        payments: s.payments,
        payouts: s.payouts,
        tax: s.tax,
        bank: s.bank,
        c2bSecret: s.c2bSecret,
        resultsSecret: s.resultsSecret,
        callbackSources: config.mpesa.callbackSources,
      });
      await api.register(etimsRoutes, { etims: s.etims });
      await api.register(listingsRoutes, {
        listings: s.listings,
        blocks: s.blocks,
        calendarFeed: s.calendarFeed,
        calendarImports: s.calendarImports,
      });
      await api.register(adminRoutes, { admin: s.admin, listings: s.listings, bookings: s.bookings, refunds: s.refunds });
      await api.register(meetingsRoutes, { meetings: s.meetings, iceServers: config.iceServers });
      await api.register(contactRoutes, { contact: s.contact });
      await api.register(notificationsRoutes, { notifications: s.notifications });
      await api.register(messagesRoutes, { messages: s.messages });
      await api.register(forumRoutes, { forum: s.forum });
      await api.register(s.realtime.plugin);
    },
    { prefix: '/api' },
  );
}
