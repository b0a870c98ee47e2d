import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Change } from '@nafasi/shared/changes';
import { REALTIME_LIMITS, type RealtimeLimits } from '@nafasi/shared/realtime';
import { CALENDAR_MAX_BYTES } from '@nafasi/shared/schedule';
import { darajaBaseUrl, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { backgroundTasks } from '../lib/later.ts';
import { createMailer, type Mailer } from '../lib/mail.ts';
import { rateLimiter } from '../lib/rate-limit.ts';
import { sharedSecret } from '../lib/secrets.ts';
import { mediaStorage, type Storage } from '../lib/storage.ts';
import { IMAGE_WIDTHS, variantKey } from '../lib/images.ts';
import { adminService } from '../modules/admin/service.ts';
import { authService } from '../modules/auth/service.ts';
import { accessTokens } from '../modules/auth/tokens.ts';
import { keptSessions } from '../modules/auth/kept-sessions.ts';
import { bookingsService } from '../modules/bookings/service.ts';
import { adminBookingIndex } from '../modules/bookings/admin-booking-index.ts';
import { adminUserIndex } from '../modules/admin/admin-user-index.ts';
import { contactService } from '../modules/contact/service.ts';
import { forumService } from '../modules/forum/service.ts';
import { blocksService } from '../modules/listings/blocks.ts';
import { calendarFeedService } from '../modules/listings/calendar-feed.ts';
import { calendarImportsService } from '../modules/listings/calendar-imports.ts';
import { listingsService } from '../modules/listings/service.ts';
import { statusService } from '../modules/health/history.ts';
import { taxService } from '../modules/payments/tax.ts';
import { ETIMS_HOSTS, etimsClient, simulatorEndpoints } from '../modules/etims/client.ts';
import { etimsService } from '../modules/etims/service.ts';
import { startEtimsSimulator } from '../modules/etims/simulator.ts';
import { createRoomProtocol } from '../modules/meetings/room-protocol.ts';
import { meetingsService } from '../modules/meetings/service.ts';
import { heapTooFull } from '../lib/heap.ts';
import { messagesService } from '../modules/messages/service.ts';
import { courier } from '../modules/notifications/courier.ts';
import { notificationsService } from '../modules/notifications/service.ts';
import { darajaClient, securityCredential } from '../modules/payments/daraja.ts';
import { payoutsService } from '../modules/payments/payouts.ts';
import { refundsService } from '../modules/payments/refunds.ts';
import { bankService } from '../modules/payments/bank.ts';
import { paymentsService } from '../modules/payments/service.ts';
import { SIMULATOR_CERTIFICATE_PATH, startDarajaSimulator } from '../modules/payments/simulator.ts';
import { DARAJA_HOOKS } from '../modules/payments/paths.ts';
import { profilesService } from '../modules/profiles/service.ts';
import { companiesService } from '../modules/companies/service.ts';
import { erasureJournal, privacyService } from '../modules/privacy/service.ts';
import { spacesService } from '../modules/spaces/service.ts';
import { createRealtimeHub } from '../realtime/hub.ts';
import { changeNotifier } from '../lib/coalesced.ts';

export interface ServiceDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  realtimeLimits?: RealtimeLimits;
}

/**
 * Every service of the product, made in dependency order: each is made after everything it uses,
 * so none refers forward. Making them starts nothing (the jobs and the realtime bridge start later).
 */
export async function buildServices({ config, database, storage, mailer, clock, log, realtimeLimits }: ServiceDeps) {
  const { db } = database;
  const media = storage ?? mediaStorage(config);
  const limit = rateLimiter(db, clock);
  const background = backgroundTasks(log);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, dkim: config.dkim });
  const jwtSecret = new TextEncoder().encode(config.jwtSecret ?? (await sharedSecret(db, 'jwt')));

  // Sessions found alive, kept while the change feed carries accounts' news (it forgets them).
  const kept = keptSessions({ fed: () => database.listening() });
  const auth = authService({
    db,
    tokens: accessTokens(jwtSecret, config.accessTokenTtlSeconds, clock),
    mailer: mail,
    limit,
    publicUrl: config.publicUrl,
    refreshReuseIntervalSeconds: config.refreshReuseIntervalSeconds,
    sessionIdleDays: config.sessionIdleDays,
    sessionMaxDays: config.sessionMaxDays,
    later: background.later,
    clock,
    kept,
  });
  const authenticate = (token: string) => auth.authenticate(token);
  const spaces = spacesService(db, { searchCacheMs: config.searchCacheMs });
  // The catalogue index reads the catalogue now, not on the first visitor's search; until it has,
  // the instance is starting (its health check says so and a balancer sends it nobody).
  const startup: { read: boolean; closed: boolean; retry?: NodeJS.Timeout; done: () => void } = { read: false, closed: false, done: () => {} };
  const catalogueRead = new Promise<void>((resolve) => (startup.done = resolve));
  const readCatalogue = (): void =>
    void spaces.index.fresh().then(
      () => {
        startup.read = true;
        startup.done();
        // The heap's limit (--max-old-space-size) is the operator's, sized to the catalogue (deploy/nafasi.service).
        const heap = heapTooFull();
        if (heap) log.warn(heap, 'the catalogue fills most of the heap: give the instance a larger --max-old-space-size');
      },
      (err: unknown) => {
        if (startup.closed) return;
        log.error({ err }, 'the catalogue index could not read the catalogue; trying again in 5 s');
        startup.retry = setTimeout(readCatalogue, 5000).unref();
      },
    );
  readCatalogue();
  const listings = listingsService(db, media);

  // M-Pesa: in simulator mode the product starts its own Daraja stand-in; the client cannot tell.
  // Its https rule is Daraja's; the product's own address is the one plain-http origin it calls,
  // standing for the TLS proxy a public deployment has in front of it.
  const mpesaSimulator =
    config.mpesa.env === 'simulator'
      ? await startDarajaSimulator({
          ...config.mpesa,
          dataDir: config.dataDir,
          allowHttpOrigins: [new URL(config.mpesa.callbackBaseUrl).origin],
          initiator: config.mpesa.initiator ?? undefined,
        })
      : null;
  // B2C's SecurityCredential: the initiator's password under the environment's certificate.
  const b2c = config.mpesa.initiator;
  const initiator = b2c
    ? { name: b2c.name, securityCredential: securityCredential(b2c.password, readFileSync(b2c.certificatePath ?? SIMULATOR_CERTIFICATE_PATH, 'utf8')) }
    : null;
  if (!initiator)
    log.warn(
      'No M-Pesa B2C initiator (MPESA_INITIATOR_NAME...): refunds wait for an admin to send them, and C2B reports are believed as they come, not cross-checked with Transaction Status',
    );
  const daraja = darajaClient({ ...config.mpesa, initiator, baseUrl: mpesaSimulator?.url ?? darajaBaseUrl(config.mpesa.env as 'sandbox' | 'production') });
  // B2C results and status answers come to paths under a secret of their own.
  const resultsSecret = await sharedSecret(db, 'daraja-results', () => randomBytes(16).toString('hex'));
  const payments = paymentsService({
    db,
    daraja,
    callbackBaseUrl: () => config.mpesa.callbackBaseUrl,
    manual: config.mpesa.till ? { kind: 'till', number: config.mpesa.till } : { kind: 'paybill', number: config.mpesa.shortcode },
    whatsappNumber: config.whatsappNumber,
    holdHours: config.bookingHoldHours,
    limits: config.mpesa.limits,
    bank: config.bank.account,
    now: () => new Date(clock()),
    platformFeePercent: config.platformFeePercent,
    statusHooks: initiator
      ? {
          resultUrl: `${config.mpesa.callbackBaseUrl}${DARAJA_HOOKS.statusResult(resultsSecret)}`,
          queueTimeOutUrl: `${config.mpesa.callbackBaseUrl}${DARAJA_HOOKS.statusTimeout(resultsSecret)}`,
        }
      : null,
    log,
  });
  // The C2B reports come to a path only Daraja knows; the simulator learns it at start, a real
  // shortcode by `npm run mpesa:register-urls -w apps/server` (README).
  const c2bSecret = await sharedSecret(db, 'daraja-c2b', () => randomBytes(16).toString('hex'));
  const payouts = payoutsService({
    db,
    daraja,
    callbackBaseUrl: () => config.mpesa.callbackBaseUrl,
    secret: resultsSecret,
    enabled: initiator !== null,
    ownNumbers: [config.mpesa.shortcode, ...(config.mpesa.till ? [config.mpesa.till] : [])],
    platformFeePercent: config.platformFeePercent,
    delayHours: config.payoutDelayHours,
    withholdingPercent: config.payoutWithholdingPercent,
    confirmPassword: (user, password) => auth.confirmPassword(user, password),
    mailer: mail,
    siteUrl: config.publicUrl,
    log,
  });
  const c2bUrls = (base: string) => ({
    confirmationUrl: `${base}${DARAJA_HOOKS.c2bConfirmation(c2bSecret)}`,
    validationUrl: `${base}${DARAJA_HOOKS.c2bValidation(c2bSecret)}`,
  });
  // Change notifications, many at a rush in one statement (lib/coalesced.ts).
  const notifyChanges = changeNotifier(db);
  // The admin's bookings and users tables in memory: read at the first page an admin asks (the
  // database answers meanwhile), forgotten when none was asked for ADMIN_TABLES_IDLE_MINUTES.
  const adminBookings = adminBookingIndex(db, { most: config.adminBookingsInMemory, clock, log });
  const adminUsers = adminUserIndex(db, { most: config.adminUsersInMemory, clock, log });
  const tax = taxService(db, config.tax);
  // KRA eTIMS: in simulator mode the product starts its own OSCU stand-in, with Nafasi's device
  // registered as KRA would have it; the client cannot tell (docs/TAX.md "eTIMS").
  const etimsConfig = config.etims;
  const etimsSimulator =
    etimsConfig?.env === 'simulator'
      ? await startEtimsSimulator({
          consumerKey: etimsConfig.consumerKey,
          consumerSecret: etimsConfig.consumerSecret,
          devices: [{ tin: etimsConfig.tin, bhfId: etimsConfig.bhfId, dvcSrlNo: etimsConfig.deviceSerial, taxprNm: 'Nafasi' }],
          dataDir: config.dataDir,
        })
      : null;
  const etimsEndpoints = etimsSimulator
    ? simulatorEndpoints(etimsSimulator.url)
    : etimsConfig
      ? ETIMS_HOSTS[etimsConfig.env as 'sandbox' | 'production']
      : null;
  const etims = etimsService(
    db,
    etimsConfig && etimsEndpoints
      ? {
          client: etimsClient({
            ...etimsEndpoints,
            consumerKey: etimsConfig.consumerKey,
            consumerSecret: etimsConfig.consumerSecret,
            tin: etimsConfig.tin,
            bhfId: etimsConfig.bhfId,
          }),
          tin: etimsConfig.tin,
          bhfId: etimsConfig.bhfId,
          deviceSerial: etimsConfig.deviceSerial,
          cmcKey: etimsConfig.cmcKey,
          sdcId: etimsConfig.sdcId,
          portalUrl: etimsEndpoints.portalUrl,
          log,
        }
      : null,
  );
  const companies = companiesService(db, { mailer: mail, publicUrl: config.publicUrl, limit, later: background.later, now: () => new Date(clock()) });
  const privacy = privacyService(db, {
    mailer: mail,
    publicUrl: config.publicUrl,
    limit,
    later: background.later,
    now: () => new Date(clock()),
    confirmPassword: (user, password) => auth.confirmPassword(user, password),
    accountChanged: (userId) => auth.accountChanged(userId),
    erased: (userId) => notifyChanges(JSON.stringify({ kind: 'erased', user: userId } satisfies Change)),
    removePhoto: async (key) => {
      for (const name of Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]) await media.remove(variantKey(key, name));
    },
    journal: erasureJournal(config.backupDir),
    dataDir: config.dataDir,
    log,
  });
  const bookings = bookingsService(db, {
    adminIndex: adminBookings,
    taxTerms: (hostId, buyerId, company) => tax.termsFor(hostId, buyerId, company),
    companyBuyer: (userId, companyId) => companies.buyer(userId, companyId),
    feeInvoices: (hostId, ids) => etims.feesOf(hostId, ids),
    notify: notifyChanges,
    holdHours: config.bookingHoldHours,
    maxHolds: config.bookingMaxHolds,
    platformFeePercent: config.platformFeePercent,
    verifyClaim: (bookingId, code) => payments.verifyClaim(bookingId, code),
    payouts: {
      ofBookings: (ids) => payouts.ofBookings(ids),
      hasAccount: (id) => payouts.hasAccount(id),
      needsPin: (id) => payouts.needsPin(id),
      withholdingPercent: config.payoutWithholdingPercent,
      dayLeft: (hostId, day) => payouts.dayLeft(hostId, day),
      delayHours: config.payoutDelayHours,
    },
  });

  const notify = (change: Change) => notifyChanges(JSON.stringify(change));
  const meetings = meetingsService(db, notify, limit, {
    leaveGraceSeconds: config.roomLeaveGraceSeconds,
    presenceTimeoutSeconds: config.presenceTimeoutSeconds,
    clock,
  });
  const realtime = createRealtimeHub({
    database,
    spaces,
    rooms: (transport) =>
      createRoomProtocol(
        {
          meetings,
          authenticate,
          notify,
          log,
          limits: realtimeLimits ?? REALTIME_LIMITS,
          // Three chances to vouch for each person before the timeout gives them up.
          presenceRefreshMs: (config.presenceTimeoutSeconds * 1000) / 3,
          clock,
        },
        transport,
      ),
    authenticate,
    log,
    maxSocketsPerAddress: config.wsMaxPerAddress,
    clock,
    limits: realtimeLimits,
  });
  realtime.onCatalogueChange(() => spaces.forget('catalogue'));
  realtime.onAvailabilityChange(() => spaces.forget('availability'));
  realtime.onAccountChange(kept.forget);

  // Issue 17: events become notifications and queued mails, sent after (never inside a request).
  const notifications = notificationsService(db, {
    mailer: mail,
    siteUrl: config.publicUrl,
    manualPayment: payments.info().manual,
    mpesaLimits: payments.info().limits,
    bank: payments.info().bank,
    secret: await sharedSecret(db, 'unsubscribe'),
    log,
    etimsVerificationUrl: etims.verificationUrl,
  });
  const postman = courier(notifications, log);
  realtime.onEvents(postman.wake);

  // Hosts' other calendars: read every 15 minutes (by the minute job) and on demand, bounded.
  const calendarImports = calendarImportsService(db, {
    managed: listings.managed,
    limit,
    fetch: {
      maxBytes: CALENDAR_MAX_BYTES,
      timeoutMs: 10_000,
      maxRedirects: 3,
      allowAddresses: config.calendarImportAllowAddresses,
    },
  });

  return {
    /** Starting until this instance has read the catalogue once, then serving (app.ts adds draining). */
    startupPhase: (): 'starting' | 'serving' => (startup.read ? 'serving' : 'starting'),
    /** Resolves once the catalogue is read (the instance serves). */
    catalogueRead: () => catalogueRead,
    /** The app closes: a failed first read is not tried again. */
    stopStarting: () => {
      startup.closed = true;
      clearTimeout(startup.retry);
    },
    media,
    limit,
    background,
    auth,
    spaces,
    listings,
    blocks: blocksService(db, listings.managed),
    calendarFeed: calendarFeedService(db, { publicUrl: config.publicUrl, managed: listings.managed }),
    calendarImports,
    mpesaSimulator,
    daraja,
    payments,
    payouts,
    tax,
    etims,
    etimsSimulator,
    refunds: refundsService(db),
    bank: bankService(db, { feePercent: config.platformFeePercent, now: () => new Date(clock()) }),
    c2bSecret,
    resultsSecret,
    c2bUrls,
    bookings,
    companies,
    privacy,
    adminBookings,
    adminUsers,
    meetings,
    realtime,
    notifications,
    postman,
    messages: messagesService(db, limit),
    forum: forumService(db, { limit, now: () => new Date(clock()) }),
    profiles: profilesService(db, auth.accountChanged),
    admin: adminService(db, listings, auth.accountChanged, spaces.index, adminUsers),
    contact: contactService(db, { limit, mailer: mail, publicUrl: config.publicUrl, now: () => new Date(clock()) }),
    status: statusService(database, { now: () => new Date(clock()) }),
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
