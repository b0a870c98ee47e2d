import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { KEYSET_CHECKPOINTS } from '../modules/search/index.ts';
import type { Services } from './services.ts';

/**
 * The periodic jobs. Each rule is a query, so restarts and extra instances are harmless: unpaid
 * holds run out, hosts' calendars sync and the availability log is pruned each minute, payments no callback settled are asked about
 * and refunds and hosts' payouts are sent (B2C) and invoices and credit notes go to KRA's eTIMS every 15 s, room participants of a vanished instance go offline once the presence timeout passes,
 * the admin tables' keyset checkpoints are taken again when due, the service's health is recorded each minute (the /status page), the admin's tables in memory are forgotten where no admin asked lately, and spent tokens, old events and old health records go and companies' monthly statements are mailed hourly; people's data archives are swept each minute. Answers the jobs by name (tests run them at a chosen
 * moment instead of waiting) and a stop for the server's close.
 */
export function startJobs(s: Services, config: Config, log: FastifyBaseLogger, periodic = true) {
  const logged = (what: string) => (err: unknown) => log.error({ err }, what);
  const importBankStatements = async () =>
    config.bank.statementsDir ? s.bank.importFolder(config.bank.statementsDir, { info: (msg) => log.info(msg), error: (obj, msg) => log.error(obj, msg) }) : 0;
  // `periodic` false (tests that run each job at their own moment): none starts by itself between their steps.
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, job: () => void) => periodic && timers.push(setInterval(job, ms).unref());
  every(15_000, () => {
    s.payments.queryStale().catch(logged('M-Pesa status queries failed'));
    s.payments.confirmC2bReports().catch(logged('M-Pesa C2B confirmations failed'));
    s.payments.settleLeftOverC2b().catch(logged('settling C2B payments again failed'));
    // Hosts' finished bookings join their payouts; refunds and payouts owed go out by B2C; those
    // whose fate is overdue are asked about.
    s.payouts
      .scheduleHostPayouts()
      .then(() => s.payouts.sendDue())
      .then(() => s.payouts.checkOpen())
      .catch(logged('M-Pesa refunds failed'));
    // Invoices and credit notes to KRA's eTIMS: those due, oldest first.
    s.etims.sendDue().catch(logged('eTIMS sending failed'));
  });
  // The admin tables' keyset checkpoints, where due (modules/search/keyset-table.ts KEYSET_CHECKPOINTS): at start, then each minute.
  // One run at a time (a million rows take seconds); the server's stop waits for it.
  let marking: Promise<unknown> | null = null;
  const takeCheckpoints = () => {
    marking ??= s.admin
      .takeCheckpoints()
      .catch(logged('keyset checkpoints failed'))
      .finally(() => (marking = null));
  };
  if (periodic) takeCheckpoints();
  // The admin's tables in memory, forgotten where no admin asked a page lately (cdc-table.ts forgetIdle).
  const forgetIdleTables = (now?: number) => {
    const tables = { bookings: s.adminBookings, users: s.adminUsers };
    const forgotten = Object.entries(tables).flatMap(([table, index]) => (index.forgetIdle(config.adminTablesIdleMs, now) ? [table] : []));
    for (const table of forgotten) log.info(`the admin's ${table} table is forgotten: no page asked for ${config.adminTablesIdleMs / 60_000} minutes`);
    return forgotten;
  };
  let minutes = 0;
  every(60_000, () => {
    takeCheckpoints();
    s.bookings.expireHolds().then((n) => n && log.info(`released ${n} unpaid booking hold(s)`), logged('booking hold expiry failed'));
    s.spaces.pruneAvailabilityLog().catch(logged('availability log pruning failed'));
    s.calendarImports.syncDue().then((n) => n && log.info(`synced ${n} hosts' calendar(s)`), logged('calendar sync failed'));
    s.payments.refundUnclaimedTill().then((n) => n && log.info(`owed back ${n} unclaimed till payment(s)`), logged('till refunds failed'));
    // Bank statements a bank dropped in BANK_STATEMENTS_DIR (bank.ts), each loaded once.
    if (minutes % 5 === 0) importBankStatements().catch(logged('bank statement import failed'));
    s.notifications.scheduleDue().then((n) => n && s.postman.wake(), logged('reminder scheduling failed'));
    s.status.record(undefined, s.startupPhase()).catch(logged('health recording failed'));
    forgetIdleTables();
    // Archives of people's data: prepared again if their server stopped; past their hour, their bytes go.
    s.privacy.sweep().catch(logged('data export sweep failed'));
    if (minutes++ % 60 === 0) {
      s.status.prune().catch(logged('health record pruning failed'));
      s.auth.prune().catch(logged('session pruning failed'));
      s.notifications.prune().catch(logged('event pruning failed'));
      // The retention schedule (shared/privacy.ts RETENTION): what is kept no longer goes.
      s.privacy
        .retain()
        .then(
          (gone) => Object.values(gone).some(Boolean) && log.info({ gone }, 'removed what the retention schedule keeps no longer'),
          logged('retention failed'),
        );
      // Last month's statement to each company's billing address, once (companies/service.ts).
      s.companies.mailStatements().then((n) => n && log.info(`mailed ${n} company statement(s)`), logged('company statement mail failed'));
    }
  });
  every(Math.min(60_000, (config.presenceTimeoutSeconds * 1000) / 2), () => {
    s.meetings.sweep().catch(logged('room presence sweep failed'));
  });

  return {
    async stop() {
      await s.postman.stop();
      for (const timer of timers) clearInterval(timer);
      await marking;
      await s.mpesaSimulator?.close();
      await s.etimsSimulator?.close();
      s.meetings.close();
      await s.background.drain();
    },
    jobs: {
      pruneSessions: (now?: number) => s.auth.prune(now),
      pruneAvailabilityLog: (now?: Date) => s.spaces.pruneAvailabilityLog(now),
      takeCheckpoints: (now?: Date, limits?: Partial<typeof KEYSET_CHECKPOINTS>) => s.admin.takeCheckpoints(now, limits),
      queryPayments: (now?: Date) => s.payments.queryStale(now),
      sendPayouts: (now?: Date) => s.payouts.sendDue(now),
      refundUnclaimedTill: (now?: Date) => s.payments.refundUnclaimedTill(now),
      confirmC2bReports: (now?: Date) => s.payments.confirmC2bReports(now),
      settleLeftOverC2b: (now?: Date) => s.payments.settleLeftOverC2b(now),
      importBankStatements,
      mailCompanyStatements: (now?: Date) => s.companies.mailStatements(now),
      sweepDataExports: () => s.privacy.sweep(),
      retain: (now?: Date) => s.privacy.retain(now),
      scheduleHostPayouts: (now?: Date) => s.payouts.scheduleHostPayouts(now),
      checkPayouts: (now?: Date) => s.payouts.checkOpen(now),
      sendEtims: (now?: Date) => s.etims.sendDue(now),
      scheduleNotifications: (now?: Date) => s.notifications.scheduleDue(now),
      sendMail: (now?: Date) => s.notifications.sendDue(now),
      pruneEvents: (now?: Date) => s.notifications.prune(now),
      forgetIdleTables,
      recordHealth: (now?: Date) => s.status.record(now, s.startupPhase()),
      pruneHealth: (now?: Date) => s.status.prune(now),
      /** Everything waiting is dispatched and every due mail sent (tests). */
      deliver: () => s.postman.flush(),
    },
  };
}
