import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from './service.ts';

/** How often the courier looks without being woken: mails waiting out a retry, events of an instance that died. */
const POLL_MS = 5_000;

/**
 * Runs the notifications' work on this instance: woken when events are written (on any instance,
 * through LISTEN/NOTIFY) and every few seconds, it dispatches waiting events and sends due mail
 * until none is left. One run at a time; a wake during a run runs it again after.
 */
export function courier(notifications: Pick<NotificationsService, 'dispatch' | 'sendDue'>, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function work() {
    do {
      again = false;
      while ((await notifications.dispatch()) > 0 && !stopped);
      while ((await notifications.sendDue()) > 0 && !stopped);
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((err: unknown) => log.error({ err }, 'notifications run failed'))
      .finally(() => {
        running = null;
        // A wake after the run's last look but before it settled (a flush, a notice) runs it again:
        // lost, it waited for the next poll, and a flush returned with mail still waiting.
        if (again) wake();
      });
  }

  const timer = setInterval(wake, POLL_MS);
  timer.unref();

  return {
    wake,
    /** Until nothing waits: what tests call instead of sleeping. */
    async flush() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
