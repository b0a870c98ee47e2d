import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { allowed, BOOKING_STATES, STATE_COLUMNS, stateOf, transition, TRANSITIONS, type BookingEvent } from './lifecycle.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a booking’s life (issue 28): one state machine, its transitions as data', () => {
  it('tries every event from every state: it happens exactly where the table allows, and leads where the table says', async () => {
    const guest = await signUp(t);
    const space = await insertSpace(t.database);
    const start = Date.now() + 30 * 86_400_000;
    let slot = 0;
    const events = Object.keys(TRANSITIONS) as BookingEvent[];
    const seen: string[] = [];
    for (const event of events) {
      for (const state of BOOKING_STATES) {
        // Each its own hour, so the slots never overlap.
        const at = start + slot++ * 2 * 3_600_000;
        const { id } = await insertBooking(t.database, {
          spaceId: space.id,
          userId: guest.user.id,
          startTime: new Date(at),
          endTime: new Date(at + 3_600_000),
          ...STATE_COLUMNS[state],
        });
        const changed = await transition(t.database.db, event, { id });
        const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
        const rule = TRANSITIONS[event];
        if (allowed(event, state)) {
          expect(
            changed.map((c) => c.id),
            `${event} from ${state}`,
          ).toEqual([id]);
          expect(after!.status, `${event} from ${state}`).toBe(rule.to ?? STATE_COLUMNS[state].status);
          if ('paid' in rule) expect(after!.paymentStatus).toBe('paid');
          seen.push(`${event}:${state}`);
        } else {
          expect(changed, `${event} from ${state} must not happen`).toEqual([]);
          expect(stateOf(after!), `${event} from ${state} left it as it was`).toBe(state);
        }
      }
    }
    // The table itself, as a person would read it.
    expect(seen.sort()).toEqual(
      [
        'accept:requested',
        'cancel:confirmed',
        'cancel:held',
        'cancel:requested',
        'decline:requested',
        'expire:held',
        'expire:requested',
        'move:confirmed',
        'pay:held',
        'release:held',
        'withdraw:held',
        'withdraw:requested',
      ].sort(),
    );
  });

  it('never lets two changes of one booking both happen, in rounds (a payment and the host releasing the hold at once)', async () => {
    const guest = await signUp(t);
    const space = await insertSpace(t.database);
    for (let round = 0; round < 8; round++) {
      const at = Date.now() + (40 + round) * 86_400_000;
      const { id } = await insertBooking(t.database, {
        spaceId: space.id,
        userId: guest.user.id,
        startTime: new Date(at),
        endTime: new Date(at + 3_600_000),
        ...STATE_COLUMNS.held,
      });
      const [paid, released] = await Promise.all([transition(t.database.db, 'pay', { id }), transition(t.database.db, 'release', { id })]);
      expect(paid.length + released.length, `round ${round}`).toBe(1);
    }
  });
});
