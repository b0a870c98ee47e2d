import { describe, expect, it } from 'vitest';
import { courier } from './courier.ts';

const log = { error: () => {} } as unknown as Parameters<typeof courier>[1];

describe('the courier', () => {
  it('runs again for a wake that comes as a run ends, so flush never returns with work waiting', async () => {
    let waiting = 0;
    let sent = 0;
    let flushed: Promise<void> | undefined;
    let calls = 0;
    const post = courier(
      {
        dispatch: async () => 0,
        sendDue: () => {
          calls++;
          const found = waiting;
          sent += found;
          waiting = 0;
          const answer = Promise.resolve(found);
          // The first run's last look finds nothing; just after it has seen that (its loop has
          // ended, its promise not yet settled), a mail is queued and someone flushes.
          if (calls === 1) queueMicrotask(() => void answer.then(() => ((waiting = 1), (flushed = post.flush()))));
          return answer;
        },
      },
      log,
    );
    post.wake();
    while (!flushed) await new Promise((r) => setTimeout(r, 1));
    await flushed;
    expect(sent).toBe(1);
    await post.stop();
  });
});
