import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED, THREAD_MESSAGES, UNREAD_MAIL_MINUTES } from '@nafasi/shared/messages';
import { nairobiDate } from '@nafasi/shared/time';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { auditLog, messageThreads, spaces } from '../../db/schema.ts';
import { as, createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { connect } from '../../test/ws-client.ts';

let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let host: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
const day = (n: number) => nairobiDate(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://nafasi.test' });
  [host, admin] = await Promise.all([signUp(t, { role: 'owner', name: 'Achieng Host' }), signUp(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

let n = 0;
async function hostedSpace() {
  n += 1;
  const space = await insertSpace(t.database, { title: `Chat Room ${n}` });
  await t.database.db.update(spaces).set({ ownerId: host.user.id }).where(eq(spaces.id, space.id));
  return space;
}
type Who = Awaited<ReturnType<typeof signUp>>;
const start = (who: Who, spaceId: string, body: string) => as(t, who).post('/api/threads', { spaceId, body });
const history = async (who: Who, id: string) => (await as(t, who).get(`/api/threads/${id}/messages`)).json();

describe('messages between guest and host', () => {
  it('starts a private thread from the space page, before booking, delivered live to the host, with unread counts and history', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t, { name: 'Wanjiru Guest' });
    const socket = await connect(t.app);
    socket.send({ type: 'identify', token: host.access_token });
    await socket.next((m) => m.type === 'identified');

    const started = await start(guest, space.id, 'Is the projector HDMI? We are 12 people.');
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json().data;
    expect(thread).toMatchObject({ spaceTitle: space.title, guestName: 'Wanjiru Guest', hostName: 'Achieng Host', unread: 0, paid: false, bookingId: null });
    await socket.next((m) => m.type === 'thread' && m.threadId === thread.id);
    socket.socket.close();

    expect((await as(t, host).get('/api/threads/unread')).json().data.unread).toBe(1);
    const hostView = (await as(t, host).get('/api/threads')).json().data.find((x: { id: string }) => x.id === thread.id);
    expect(hostView).toMatchObject({ unread: 1, lastMessage: 'Is the projector HDMI? We are 12 people.' });
    expect((await as(t, host).post(`/api/threads/${thread.id}/read`)).statusCode).toBe(200);
    expect((await as(t, host).get('/api/threads/unread')).json().data.unread).toBe(0);
    expect((await as(t, host).post(`/api/threads/${thread.id}/messages`, { body: 'Yes, HDMI and USB-C.' })).statusCode).toBe(201);

    // The same guest writing again about the same space continues the same thread.
    const again = await start(guest, space.id, 'Great, thank you!');
    expect(again.json().data.id).toBe(thread.id);
    const page = await history(guest, thread.id);
    expect(page.data.map((m: { body: string }) => m.body)).toEqual(['Is the projector HDMI? We are 12 people.', 'Yes, HDMI and USB-C.', 'Great, thank you!']);
    expect(page.data.map((m: { senderName: string }) => m.senderName)).toEqual(['Wanjiru Guest', 'Achieng Host', 'Wanjiru Guest']);
    // Older pages: one at a time.
    const older = (await as(t, guest).get(`/api/threads/${thread.id}/messages?limit=1&before=${encodeURIComponent(page.data[2].createdAt)}`)).json();
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['Yes, HDMI and USB-C.']);
    expect(older.hasMore).toBe(true);
  });

  it('keeps a thread to its two people: anyone else, even an admin, finds nothing until it is reported', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const stranger = await signUp(t);
    const thread = (await start(guest, space.id, 'Hello')).json().data;
    expect((await as(t, stranger).get(`/api/threads/${thread.id}/messages`)).statusCode).toBe(404);
    expect((await as(t, stranger).post(`/api/threads/${thread.id}/messages`, { body: 'hi' })).statusCode).toBe(404);
    expect((await as(t, admin).get(`/api/threads/${thread.id}/messages`)).statusCode).toBe(404);
    expect((await as(t, null).get('/api/threads')).statusCode).toBe(401);

    const bad = await as(t, guest).post(`/api/threads/${thread.id}/report`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(THREAD_MESSAGES.reportReason);
    expect((await as(t, guest).post(`/api/threads/${thread.id}/report`, { reason: 'The host asked me to pay outside Nafasi.' })).json().data.message).toBe(
      THREAD_MESSAGES.reported,
    );
    // An admin reads it only saying why; the reading is written against each of its people, once.
    const unsaid = await as(t, admin).get(`/api/threads/${thread.id}/messages`);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toMatchObject({ code: 'reason_required', field: 'reason' });
    const why = encodeURIComponent('Checking the report of payment outside Nafasi');
    expect((await as(t, admin).get(`/api/threads/${thread.id}/messages?reason=${why}`)).json().data[0].body).toBe('Hello');
    expect((await as(t, admin).get(`/api/threads/${thread.id}/messages?reason=${why}`)).statusCode).toBe(200);
    const readings = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'messages.read'), eq(auditLog.actorId, admin.user.id)));
    const ofThis = readings.filter((r) => r.summary.includes(thread.id));
    expect(ofThis.map((r) => r.targetId).sort()).toEqual([guest.user.id, host.user.id].sort());
    expect(ofThis.every((r) => r.summary.endsWith('Checking the report of payment outside Nafasi'))).toBe(true);
    // The people themselves read without one.
    expect((await as(t, guest).get(`/api/threads/${thread.id}/messages`)).statusCode).toBe(200);
    // An admin reads; they do not write in someone's conversation.
    expect((await as(t, admin).post(`/api/threads/${thread.id}/messages`, { body: 'hi' })).statusCode).toBe(404);
    const reported = (await as(t, admin).get('/api/admin/threads')).json();
    expect(reported.data.find((x: { id: string }) => x.id === thread.id)).toMatchObject({
      reportReason: 'The host asked me to pay outside Nafasi.',
      reported: true,
    });
    expect((await as(t, guest).get('/api/admin/threads')).statusCode).toBe(403);
  });

  it('lets only an account with a confirmed e-mail address write to a host (issue 26)', async () => {
    const space = await hostedSpace();
    const unconfirmed = await signUp(t, { verified: false });
    const refused = await start(unconfirmed, space.id, 'Hello, is Saturday free?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_unverified', message: AUTH_MESSAGES.unverified });
    expect((await as(t, unconfirmed).get('/api/threads')).json().data).toEqual([]);
  });

  it('refuses what makes no sense: an empty message, one’s own space, a space that is not live, too long', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    expect((await start(guest, space.id, '   ')).json()).toMatchObject({ field: 'body', message: THREAD_MESSAGES.empty });
    expect((await start(host, space.id, 'Hi me')).json()).toMatchObject({ message: THREAD_MESSAGES.ownSpace });
    const pending = await insertSpace(t.database, { status: 'pending' });
    expect((await start(guest, pending.id, 'Hi')).statusCode).toBe(404);
    expect((await start(guest, space.id, 'x'.repeat(2001))).statusCode).toBe(400);
  });

  it('hides phone numbers and e-mail addresses until a booking between them is paid, then shows them', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const thread = (await start(guest, space.id, 'Call me on 0712 345 678 or write to wanjiru@example.co.ke')).json().data;
    const before = await history(host, thread.id);
    expect(before.data[0].body).toBe(`Call me on ${MASKED} or write to ${MASKED}`);
    expect(before.thread.lastMessage).toBe(`Call me on ${MASKED} or write to ${MASKED}`);
    const booked = await as(t, guest).post('/api/bookings', { spaceId: space.id, date: day(3), startTime: '10:00', endTime: '12:00' });
    expect(booked.statusCode).toBe(201);
    // Booked but not paid: still hidden.
    expect((await history(host, thread.id)).data[0].body).toContain(MASKED);
    expect((await as(t, admin).post(`/api/bookings/${booked.json().data.id}/mark-paid`)).statusCode).toBe(200);
    const after = await history(host, thread.id);
    expect(after.data[0].body).toBe('Call me on 0712 345 678 or write to wanjiru@example.co.ke');
    expect(after.thread.paid).toBe(true);
  });

  it('reads a number split over several messages as one, in the history, the thread list and the echo (issue 26)', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const thread = (await start(guest, space.id, 'my number is 0712')).json().data;
    const send = (body: string) => as(t, guest).post(`/api/threads/${thread.id}/messages`, { body });
    expect((await send('three four five')).statusCode).toBe(201);
    const echo = (await send('678 call me')).json().data;
    expect(echo.body).toBe(`${MASKED} call me`);
    const seen = await history(host, thread.id);
    expect(seen.data.map((m: { body: string }) => m.body)).toEqual([`my number is ${MASKED}`, MASKED, `${MASKED} call me`]);
    expect(seen.thread.lastMessage).toBe(`${MASKED} call me`);
    const listed = (await as(t, host).get('/api/threads')).json().data.find((x: { id: string }) => x.id === thread.id);
    expect(listed.lastMessage).toBe(`${MASKED} call me`);
    // Paging back one message at a time still reads each with the messages around it.
    const newest = (await as(t, host).get(`/api/threads/${thread.id}/messages?limit=1`)).json();
    const older = (await as(t, host).get(`/api/threads/${thread.id}/messages?limit=1&before=${encodeURIComponent(newest.data[0].createdAt)}`)).json();
    expect([older.data[0].body, newest.data[0].body]).toEqual([MASKED, `${MASKED} call me`]);
  });

  it('mails the reader once when a message stays unread for 10 minutes, and again only for newer ones', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t, { name: 'Kamau Guest' });
    const thread = (await start(guest, space.id, 'Can we bring our own coffee?')).json().data;
    const mailedAt = async () => (await t.database.db.select().from(messageThreads).where(eq(messageThreads.id, thread.id)))[0]?.hostMailedAt ?? null;
    // Time passes for this thread: its messages are made older (the job reads the real clock).
    const age = async (minutes: number) => {
      await t.database.db.execute(sql`update thread_messages set created_at = created_at - make_interval(mins => ${minutes}) where thread_id = ${thread.id}`);
      await t.database.db.execute(sql`
        update message_threads set last_message_at = last_message_at - make_interval(mins => ${minutes}),
          host_read_at = host_read_at - make_interval(mins => ${minutes}), host_mailed_at = host_mailed_at - make_interval(mins => ${minutes}),
          guest_read_at = guest_read_at - make_interval(mins => ${minutes})
        where id = ${thread.id}`);
    };
    await age(UNREAD_MAIL_MINUTES - 1);
    await t.app.jobs.scheduleNotifications();
    expect(await mailedAt()).toBeNull();
    await age(2);
    // (Other tests' threads may wait unread too: this one is among those written, then none again.)
    expect(await t.app.jobs.scheduleNotifications()).toBeGreaterThanOrEqual(1);
    expect(await mailedAt()).not.toBeNull();
    expect(await t.app.jobs.scheduleNotifications()).toBe(0);
    await t.app.jobs.deliver();
    const mail = await mailbox.find(host.email, `New message from Kamau Guest about ${space.title}`);
    expect(mail.text).toContain('Can we bring our own coffee?');
    expect(mail.text).toContain(`https://nafasi.test/messages/${thread.id}`);
    // The bell has it too.
    const bell = (await as(t, host).get('/api/notifications')).json();
    expect(bell.data.find((x: { kind: string }) => x.kind === 'message_unread')).toMatchObject({
      link: `/messages/${thread.id}`,
      body: 'Can we bring our own coffee?',
    });
    // Read, then a newer message: mailed again only once that one has waited 10 minutes.
    await as(t, host).post(`/api/threads/${thread.id}/read`);
    await as(t, guest).post(`/api/threads/${thread.id}/messages`, { body: 'And a cake?' });
    const first = await mailedAt();
    await t.app.jobs.scheduleNotifications();
    expect(await mailedAt()).toEqual(first);
    await age(UNREAD_MAIL_MINUTES + 1);
    expect(await t.app.jobs.scheduleNotifications()).toBeGreaterThanOrEqual(1);
    expect(await mailedAt()).not.toEqual(first);
  });

  it('limits how fast one person sends, and the limit answers 429 with a sentence', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const thread = (await start(guest, space.id, 'one')).json().data;
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await as(t, guest).post(`/api/threads/${thread.id}/messages`, { body: `message ${i}` })).statusCode);
    expect(answers.filter((s) => s === 201).length).toBeLessThanOrEqual(20);
    const refused = await as(t, guest).post(`/api/threads/${thread.id}/messages`, { body: 'again' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many messages\. Try again in/);
    // The host is not limited by the guest's flood.
    expect((await as(t, host).post(`/api/threads/${thread.id}/messages`, { body: 'Slow down please' })).statusCode).toBe(201);
  });
});
