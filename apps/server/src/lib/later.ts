import type { FastifyBaseLogger } from 'fastify';

const ATTEMPTS = 3;

/**
 * Work that follows an answer (mail) without the request waiting for it: tried up to three times
 * with growing pauses, each failure logged. Closing the app waits (briefly) for what is running.
 * A durable, cross-instance queue is issue 17's; this keeps a request's time free of SMTP.
 */
export function backgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    later(what: string, task: () => Promise<void>) {
      const run = (async () => {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            return await task();
          } catch (err) {
            log.error({ err, attempt }, `${what} failed`);
            if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt * attempt));
          }
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    /** Waits for the running tasks, at most `ms`. */
    async drain(ms = 5000) {
      await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
    },
  };
}
