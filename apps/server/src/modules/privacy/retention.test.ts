import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '@nafasi/shared/notifications';
import { RETENTION } from '@nafasi/shared/privacy';
import { chatMessages, inboxMessages, messageThreads, notifications, users } from '../../db/schema.ts';
import { offsetClock } from '../../lib/clock.ts';
import { as, createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';

/*
 * The retention schedule (docs/PRIVACY.md "Keeping only what is needed"), with the app's clock
 * moved: each kind of thing stays until its time and goes after it, and nothing else goes with it.
 */
const DAY = 86_400_000;
const clock = offsetClock();
let t: TestContext;
beforeAll(async () => {
  // No SMTP_URL: mails are written to DATA_DIR/mail, which the schedule covers too.
  t = await createTestApp({}, { periodicJobs: false, clock });
});
afterAll(() => t?.close());

const exists = async (table: typeof users | typeof notifications | typeof messageThreads | typeof chatMessages | typeof inboxMessages, id: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
const mailFiles = async () => (await readdir(path.join(t.config.dataDir, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).length;

describe('the retention schedule', () => {
  it('removes each kind of data after its time, with the clock moved, and nothing before', async () => {
    const unconfirmed = await signUp(t, { verified: false });
    const unconfirmedWithBooking = await signUp(t, { verified: false });
    const member = await signUp(t);
    const host = await signUp(t, { role: 'owner' });
    const space = await insertSpace(t.database, { ownerId: host.user.id });
    const start = new Date(clock() + 3 * DAY);
    await insertBooking(t.database, {
      spaceId: space.id,
      userId: unconfirmedWithBooking.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
    });

    const [note] = await t.database.db
      .insert(notifications)
      .values({ userId: member.user.id, kind: EVENT_KINDS[0], title: 'Booking confirmed', body: 'NF-1', link: '/profile' })
      .returning({ id: notifications.id });
    const thread = await as(t, member).post('/api/threads', { spaceId: space.id, body: 'Is there a projector?' });
    expect(thread.statusCode, thread.body).toBe(201);
    const threadId = thread.json().data.id as string;
    const [chat] = await t.database.db
      .insert(chatMessages)
      .values({ roomId: randomUUID(), userId: member.user.id, userName: 'Member', body: 'Habari zenu', type: 'text' })
      .returning({ id: chatMessages.id });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.77.0.1',
      payload: { name: 'Otieno', email: 'otieno@example.co.ke', subject: 'general', message: 'When do you open in Kisumu?' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const [inbox] = await t.database.db.select({ id: inboxMessages.id }).from(inboxMessages).where(eq(inboxMessages.email, 'otieno@example.co.ke'));
    // Every mail all that set going is written before the clock moves.
    await t.app.jobs.deliver();
    await t.app.settled();
    expect(await mailFiles()).toBeGreaterThan(0);

    const retainAt = async (days: number) => {
      clock.advance(days * DAY - (clock() - Date.now()));
      return t.app.jobs.retain();
    };
    const standing = async () => ({
      unconfirmed: await exists(users, unconfirmed.user.id),
      unconfirmedWithBooking: await exists(users, unconfirmedWithBooking.user.id),
      member: await exists(users, member.user.id),
      notification: await exists(notifications, note!.id),
      conversation: await exists(messageThreads, threadId),
      chat: await exists(chatMessages, chat!.id),
      inbox: await exists(inboxMessages, inbox!.id),
      mails: (await mailFiles()) > 0,
    });
    const all = { unconfirmed: true, unconfirmedWithBooking: true, member: true, notification: true, conversation: true, chat: true, inbox: true, mails: true };

    // A day before the shortest time: everything stays.
    await retainAt(RETENTION.unconfirmedAccountDays - 1);
    expect(await standing()).toEqual(all);
    // Past a month: the unconfirmed account that did nothing goes, and the mail files.
    const month = await retainAt(RETENTION.unconfirmedAccountDays + 1);
    expect(month, JSON.stringify(month)).toMatchObject({ unconfirmedAccountDays: 1 });
    expect(await standing()).toEqual({ ...all, unconfirmed: false, mails: false });
    // Past a year: the bell and the room chat.
    await retainAt(RETENTION.notificationDays + 1);
    expect(await standing()).toEqual({ ...all, unconfirmed: false, mails: false, notification: false, chat: false });
    // Past two years: the conversation and the contact message; accounts with a booking stay.
    await retainAt(RETENTION.conversationDays + 1);
    expect(await standing()).toEqual({
      ...all,
      unconfirmed: false,
      mails: false,
      notification: false,
      chat: false,
      conversation: false,
      inbox: false,
    });
  });
});
