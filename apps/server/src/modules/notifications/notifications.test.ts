import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_SCHEDULE } from '@nafasi/shared/schedule';
import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { bookings, consents, events, mailJobs, notifications, profiles, reviews, spaces } from '../../db/schema.ts';
import { englishLines, peoplesNames } from '../../test/english.ts';
import { SAMPLE_BANK_ACCOUNT } from '../../config.ts';
import { as, createTestApp, dbKind, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { connect } from '../../test/ws-client.ts';
import { LEASE_MS, MAIL_ATTEMPTS, retryDelayMs } from './service.ts';
import { LOCALES, m } from '@nafasi/shared/i18n';

let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let host: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
const day = (n: number) => nairobiDate(new Date(Date.now() + n * 86_400_000));
let spaceCounter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://nafasi.test', MPESA_SHORTCODE: '247247' });
  [host, admin] = await Promise.all([signUp(t, { role: 'owner', name: 'Achieng Host' }), signUp(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function hostedSpace(instantBook = true) {
  spaceCounter += 1;
  const space = await insertSpace(t.database, { title: `Notify Room ${spaceCounter}`, hourlyRate: 1000, schedule: { ...DEFAULT_SCHEDULE, instantBook } });
  await t.database.db.update(spaces).set({ ownerId: host.user.id }).where(eq(spaces.id, space.id));
  return space;
}
async function book(guest: { auth: Record<string, string> }, spaceId: string, date = day(3), startTime = '10:00', endTime = '12:00') {
  const res = await as(t, guest).post('/api/bookings', { spaceId, date, startTime, endTime });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
}
/** Someone's bell as the web app reads it, in the page's language (English unless asked). */
const bell = async (who: { auth: Record<string, string> }, language = 'en-KE') =>
  (await as(t, who).get('/api/notifications', undefined, { 'accept-language': language })).json();

describe('mail for every booking event', () => {
  it('tells the guest how to pay and the host of a new booking, by mail and in the bell, after the answer', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t, { name: 'Wanjiru Kamau' });
    const booking = await book(guest, space.id);
    await t.app.jobs.deliver();
    const toGuest = await mailbox.find(guest.email, `Your booking of ${space.title} is waiting for payment`);
    expect(toGuest.text).toContain('Hello Wanjiru');
    // Paying by hand: the business number and the booking reference as the account number, the words of the dialog.
    const words = toGuest.text.replace(/\s+/g, ' ');
    expect(words).toContain('choose Lipa na M-Pesa, then Pay Bill. Business number: 247247.');
    expect(words).toContain(`Account number: ${booking.reference} (your booking reference).`);
    expect(toGuest.text).toContain('https://nafasi.test/dashboard');
    expect(toGuest.head).toMatch(/multipart\/alternative/);
    // Automatic mail says so (RFC 3834): auto-replies and mail rules leave it be.
    expect(toGuest.head).toMatch(/^Auto-Submitted: auto-generated$/m);
    const toHost = await mailbox.find(host.email, `New booking of ${space.title}`);
    expect(toHost.text).toContain('Wanjiru Kamau');
    // Mandatory mails carry no unsubscribe link.
    expect(toHost.head).not.toContain('List-Unsubscribe');

    const guestBell = await bell(guest);
    expect(guestBell.unread).toBe(1);
    expect(guestBell.data[0]).toMatchObject({ kind: 'booking_made', read: false, link: '/dashboard' });
    expect((await bell(host)).data.some((n: { title: string }) => n.title === `New booking of ${space.title}`)).toBe(true);
  });

  it('tells each person in their own language: a Kiswahili guest reads Kiswahili, with the Swahili clock, while the English host reads English (issue 31)', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t, { name: 'Neema Achieng' });
    expect((await as(t, guest).put('/api/auth/user', { locale: 'sw' })).statusCode).toBe(200);
    const booking = await book(guest, space.id, day(9), '10:00', '12:00');
    await t.database.db.update(bookings).set({ mpesaCode: 'QKT7P2M9SW' }).where(eq(bookings.id, booking.id));
    expect((await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`)).statusCode).toBe(200);
    await t.app.jobs.deliver();
    const sw = { locale: 'sw' } as const;
    const made = await mailbox.find(guest.email, m.notify_made_title({ space: space.title }, sw));
    expect(made.parsed.html).toContain('lang="sw-KE"');
    const words = made.text.replace(/\s+/g, ' ');
    expect(words).toContain('Habari Neema,');
    // The hours in digits and the Swahili way: 10:00 is saa nne asubuhi.
    expect(words).toContain('10:00 - 12:00 (saa nne asubuhi hadi saa sita mchana)');
    expect(words).toContain(m.pay_paybill_business({ number: '247247' }, sw));
    expect(words).toContain(m.pay_paybill_account({ reference: booking.reference }, sw));
    // Nothing of it in English.
    expect(words).not.toContain('Hello');
    expect(words).not.toContain('Business number');
    const paid = await mailbox.find(guest.email, m.notify_confirmed_title({ space: space.title }, sw));
    expect(paid.parsed.text).toContain(m.notify_confirmed_text_code({ code: 'QKT7P2M9SW' }, sw));
    const entry = Object.values(ical.sync.parseICS(String(paid.parsed.attachments[0]?.content))).find((c) => c?.type === 'VEVENT');
    expect(entry && 'summary' in entry ? String(entry.summary) : '').toBe(m.ics_booking_summary({ space: space.title }, sw));
    // The host reads the same events in English.
    const toHost = await mailbox.find(host.email, m.notify_host_made_title({ space: space.title }, { locale: 'en' }));
    expect(toHost.parsed.html).toContain('lang="en-KE"');
    expect(toHost.text).toContain('Neema Achieng booked');
    await mailbox.find(host.email, `Payment received for ${space.title}`);
    // And the bell in the language of the page that reads it, whichever the note was first told in.
    const titles = async (who: typeof guest, language?: string) => (await bell(who, language)).data.map((n: { title: string }) => n.title);
    expect(await titles(guest, 'sw-KE')).toContain(m.notify_confirmed_title({ space: space.title }, sw));
    expect(await titles(guest)).toContain(m.notify_confirmed_title({ space: space.title }, { locale: 'en' }));
    expect(await titles(host)).toContain(`New booking of ${space.title}`);
    expect(await titles(host, 'sw-KE')).toContain(m.notify_host_made_title({ space: space.title }, sw));
    expect(await titles(host, 'sw-KE')).not.toContain(`New booking of ${space.title}`);
  });

  it('confirms a payment with the receipt and the calendar entry attached, and tells the host', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const booking = await book(guest, space.id, day(4));
    await t.database.db.update(bookings).set({ mpesaCode: 'QKT7P2M9XZ' }).where(eq(bookings.id, booking.id));
    expect((await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`)).statusCode).toBe(200);
    await t.app.jobs.deliver();
    const paid = await mailbox.find(guest.email, `Your booking of ${space.title} is confirmed`);
    expect(paid.text).toContain('QKT7P2M9XZ');
    expect(paid.text).toContain(`https://nafasi.test/dashboard/invoices/${booking.id}`);
    expect(paid.text).toMatch(/Content-Type: text\/calendar/i);
    expect(paid.text).toContain(`filename=nafasi-${booking.reference}.ics`);
    await mailbox.find(host.email, `Payment received for ${space.title}`);
  });

  it('tells the guest when a request is accepted or declined (with the host’s words), the host when one arrives', async () => {
    const space = await hostedSpace(false);
    const guest = await signUp(t);
    const first = await book(guest, space.id, day(5));
    const second = await book(guest, space.id, day(6));
    await t.app.jobs.deliver();
    await mailbox.find(host.email, `New request to book ${space.title}`);
    await mailbox.find(guest.email, `Your request for ${space.title} is with the host`);
    expect((await as(t, host).post(`/api/bookings/${first.id}/accept`)).statusCode).toBe(200);
    expect((await as(t, host).post(`/api/bookings/${second.id}/decline`, { message: 'We are closed for a private event.' })).statusCode).toBe(200);
    await t.app.jobs.deliver();
    expect((await mailbox.find(guest.email, `The host accepted your request for ${space.title}`)).text).toContain('Pay with M-Pesa');
    expect((await mailbox.find(guest.email, `The host declined your request for ${space.title}`)).text).toContain('We are closed for a private event.');
  });

  it('tells both sides when a booking moves or is cancelled, with the refund state', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const booking = await book(guest, space.id, day(7));
    expect((await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`)).statusCode).toBe(200);
    const moved = await as(t, guest).put(`/api/bookings/${booking.id}`, { date: day(8), startTime: '14:00', endTime: '16:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.deliver();
    expect((await mailbox.find(guest.email, `Your booking of ${space.title} has moved`)).text).toContain('was ');
    await mailbox.find(host.email, `A booking of ${space.title} has moved`);
    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    await t.app.jobs.deliver();
    expect((await mailbox.find(guest.email, `Your booking of ${space.title} is cancelled`)).text).toMatch(/refund of KSH [\d,.]+ is on its way/);
    await mailbox.find(host.email, `A booking of ${space.title} is cancelled`);
  });

  it('reminds the guest a day before and invites a review after, once each however often the job runs', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const booking = await book(guest, space.id, day(3), '09:00', '10:00');
    expect((await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ start: bookings.startTime, end: bookings.endTime }).from(bookings).where(eq(bookings.id, booking.id));
    const dayBefore = new Date(row!.start.getTime() - 20 * 3_600_000);
    expect(await t.app.jobs.scheduleNotifications(dayBefore)).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobs.scheduleNotifications(dayBefore)).toBe(0);
    await t.app.jobs.deliver();
    const reminder = await mailbox.find(guest.email, `Reminder: ${space.title} tomorrow at 09:00`);
    expect(reminder.head).toContain('List-Unsubscribe');
    const after = new Date(row!.end.getTime() + 3_600_000);
    await t.app.jobs.scheduleNotifications(after);
    expect(await t.app.jobs.scheduleNotifications(after)).toBe(0);
    await t.app.jobs.deliver();
    await mailbox.find(guest.email, `How was ${space.title}?`);
    expect(mailbox.received.filter((m) => m.to.includes(guest.email) && m.subject === `Reminder: ${space.title} tomorrow at 09:00`)).toHaveLength(1);
  });

  it('reminds a booking confirmed at short notice too, once, a couple of hours or half an hour before (issue 27.3)', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const start = nairobiInstant(day(12), '15:00');
    const minutes = (m: number) => new Date(start.getTime() - m * 60_000);
    const confirmedAhead = async (ahead: number, hour: number) => {
      const { id } = await insertBooking(t.database, {
        spaceId: space.id,
        userId: guest.user.id,
        startTime: new Date(start.getTime() + hour * 3_600_000),
        endTime: new Date(start.getTime() + (hour + 1) * 3_600_000),
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const at = new Date(start.getTime() + hour * 3_600_000 - ahead * 60_000);
      await t.database.db.update(bookings).set({ createdAt: at, paidAt: at }).where(eq(bookings.id, id));
      return id;
    };
    const reminded = async (bookingId: string) =>
      (
        await t.database.db
          .select()
          .from(events)
          .where(and(eq(events.bookingId, bookingId), eq(events.kind, 'booking_reminder')))
      ).length;
    // Confirmed five hours ahead (15:00), 90 minutes ahead (16:00) and 40 minutes ahead (17:00).
    const [fiveHours, ninety, forty] = [await confirmedAhead(5 * 60, 0), await confirmedAhead(90, 1), await confirmedAhead(40, 2)];
    await t.app.jobs.scheduleNotifications(minutes(2 * 60 + 1));
    expect(await reminded(fiveHours)).toBe(0);
    await t.app.jobs.scheduleNotifications(minutes(2 * 60));
    await t.app.jobs.scheduleNotifications(minutes(2 * 60 - 5));
    expect(await reminded(fiveHours)).toBe(1);
    await t.app.jobs.deliver();
    expect((await mailbox.find(guest.email, `Reminder: ${space.title} today at 15:00`)).text).toContain(space.title);
    // 16:00 confirmed at 14:30: half an hour before, not two hours.
    await t.app.jobs.scheduleNotifications(minutes(-29));
    expect(await reminded(ninety)).toBe(0);
    await t.app.jobs.scheduleNotifications(minutes(-30));
    expect(await reminded(ninety)).toBe(1);
    // 17:00 confirmed at 16:20: its confirmation is its reminder.
    await t.app.jobs.scheduleNotifications(minutes(-119));
    expect(await reminded(forty)).toBe(0);
  });

  it('tells the host of a new review of their space, with a link to it', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t, { name: 'Njeri Reviewer' });
    const ended = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(Date.now() - 5 * 3_600_000),
      endTime: new Date(Date.now() - 3 * 3_600_000),
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const reviewed = await as(t, guest).post(`/api/spaces/${space.id}/reviews`, { bookingId: ended.id, rating: 4, comment: 'Bright and quiet.' });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    await t.app.jobs.deliver();
    const mail = await mailbox.find(host.email, `New 4-star review of ${space.title}`);
    expect(mail.text).toContain('Njeri Reviewer gave');
    expect(mail.text).toContain(`https://nafasi.test/space/${space.id}`);
    expect(mail.head).toContain('List-Unsubscribe');
  });

  it('tells admins of a listing waiting for approval and of an owner request', async () => {
    const owner = await signUp(t, { role: 'owner' });
    const listed = await as(t, owner).post('/api/spaces', {
      title: 'Parklands Waiting Room',
      description: 'A calm room in Parklands for meetings of up to eight people.',
      location: 'Parklands, Nairobi',
      hourlyRate: 1500,
      capacity: 8,
      category: 'meeting-room',
      amenities: ['wifi'],
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const member = await signUp(t, { name: 'Otieno Member' });
    expect((await as(t, member).post('/api/profile/upgrade-request', { message: 'I run two studios in Kilimani.' })).statusCode).toBe(201);
    await t.app.jobs.deliver();
    await mailbox.find(admin.email, 'A listing waits for approval: Parklands Waiting Room');
    await mailbox.find(admin.email, 'Otieno Member asks to become an owner');
  });
});

describe('choosing mails', () => {
  it('keeps optional mails off for who turned them off (the bell still rings), through settings or the mail’s own link', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    expect((await as(t, guest).get('/api/notifications/settings')).json().data).toEqual({
      messages: true,
      reminders: true,
      review_invites: true,
      reviews: true,
      admin_alerts: true,
    });
    const bad = await as(t, guest).put('/api/notifications/settings', {
      messages: true,
      reminders: 'no',
      review_invites: true,
      reviews: true,
      admin_alerts: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'reminders', message: 'reminders must be true or false' });
    const booking = await book(guest, space.id, day(3), '11:00', '12:00');
    await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`);
    const [row] = await t.database.db.select({ start: bookings.startTime }).from(bookings).where(eq(bookings.id, booking.id));
    // The first reminder goes, with its unsubscribe link.
    await t.app.jobs.scheduleNotifications(new Date(row!.start.getTime() - 20 * 3_600_000));
    await t.app.jobs.deliver();
    const reminder = await mailbox.find(guest.email, `Reminder: ${space.title} tomorrow at 11:00`);
    const link = reminder.text.match(/https:\/\/nafasi\.test(\/api\/notifications\/unsubscribe\?[^\s)\]]+)/)?.[1];
    expect(link).toBeDefined();
    const path = link!.replace(/&amp;/g, '&');
    const page = await t.app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop “Booking reminders” e-mails?');
    // In the person's own language, whatever the browser that opens it.
    await t.database.db.update(profiles).set({ locale: 'sw' }).where(eq(profiles.userId, guest.user.id));
    const inSwahili = await t.app.inject(path);
    expect(inSwahili.body).toContain(m.unsub_ask_title({ label: m.mail_opt_reminders({}, { locale: 'sw' }) }, { locale: 'sw' }));
    expect(inSwahili.body).toContain('<html lang="sw-KE"');
    await t.database.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, guest.user.id));
    // The page's GET changed nothing (link scanners follow links); its form's POST does.
    expect((await as(t, guest).get('/api/notifications/settings')).json().data.reminders).toBe(true);
    // RFC 8058 one-click, as mail providers send it: a form post of "List-Unsubscribe=One-Click"
    // (urlencoded, or multipart), which must not meet a 415.
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const boundary = 'nafasi-test-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is not valid');
    const unsubscribed = await t.app.inject({ method: 'POST', url: path, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You are unsubscribed');
    expect((await as(t, guest).get('/api/notifications/settings')).json().data.reminders).toBe(false);
    // The choice is on record, in the words that name the mail (docs/PRIVACY.md "Consent").
    const choices = await t.database.db.select().from(consents).where(eq(consents.userId, guest.user.id));
    expect(choices).toEqual([
      expect.objectContaining({ purpose: 'mail:reminders', given: false, source: 'unsubscribe_link', words: expect.stringContaining('Booking reminders') }),
    ]);

    // A second booking's reminder: in the bell, not in the mailbox.
    const next = await book(guest, space.id, day(5), '11:00', '12:00');
    await as(t, admin).post(`/api/bookings/${next.id}/mark-paid`);
    const [later] = await t.database.db.select({ start: bookings.startTime }).from(bookings).where(eq(bookings.id, next.id));
    await t.app.jobs.scheduleNotifications(new Date(later!.start.getTime() - 20 * 3_600_000));
    await t.app.jobs.deliver();
    const reminders = (await bell(guest)).data.filter((n: { kind: string }) => n.kind === 'booking_reminder');
    expect(reminders).toHaveLength(2);
    expect(mailbox.received.filter((m) => m.to.includes(guest.email) && m.subject.startsWith('Reminder:'))).toHaveLength(1);
  });
});

describe('the bell', () => {
  it('counts unread, marks one or all read, hides other people’s, and rings live on the person’s sockets', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    const socket = await connect(t.app);
    socket.send({ type: 'identify', token: host.access_token });
    await socket.next((m) => m.type === 'identified');
    await book(guest, space.id, day(9));
    await t.app.jobs.deliver();
    const rang = await socket.next((m) => m.type === 'notification');
    socket.socket.close();
    const list = await bell(host);
    expect(list.data.map((n: { id: string }) => n.id)).toContain(rang.type === 'notification' ? rang.id : '');
    const unread = list.unread as number;
    expect(unread).toBeGreaterThan(0);
    const first = list.data[0] as { id: string };
    expect((await as(t, guest).post(`/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await as(t, host).post(`/api/notifications/${first.id}/read`)).json().data.read).toBe(true);
    expect((await as(t, host).get('/api/notifications/unread')).json().data.unread).toBe(unread - 1);
    expect((await as(t, host).post('/api/notifications/read-all')).statusCode).toBe(200);
    expect((await as(t, host).get('/api/notifications/unread')).json().data.unread).toBe(0);
    expect((await as(t, null).get('/api/notifications')).statusCode).toBe(401);
    expect((await as(t, host).post('/api/notifications/not-an-id/read')).statusCode).toBe(400);
  });
});

describe('every kind of mail in Kiswahili', () => {
  it('holds no English but names and what people wrote, however its words were built', async () => {
    // A host to change where their payouts go, told of their sign-up and their new role in English first.
    const owner = await signUp(t, { role: 'owner' });
    await t.app.jobs.deliver();
    await mailbox.find(owner.email, m.mail_verify_subject());
    // Everyone in this file reads Kiswahili for now, and every event of it so far is told again: the
    // same mails, worded for them (each mail in its reader's language when the event is dispatched).
    const readers = await t.database.db.select({ userId: profiles.userId, locale: profiles.locale }).from(profiles);
    onTestFinished(async () => {
      for (const { userId, locale } of readers) await t.database.db.update(profiles).set({ locale }).where(eq(profiles.userId, userId));
    });
    await t.database.db.update(profiles).set({ locale: 'sw' });
    await t.database.db.delete(mailJobs);
    await t.database.db.delete(notifications);
    await t.database.db.update(events).set({ processedAt: null });
    const before = mailbox.received.length;
    await t.app.jobs.deliver();
    // The account mails, which are sent at once rather than from events: a sign-up from a Kiswahili
    // page, the same address again, a forgotten password, a payout account changed.
    const email = `mgeni-${Date.now()}@example.co.ke`;
    const register = (remoteAddress: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers: { 'accept-language': 'sw-KE' },
        payload: { full_name: name, email, password: 'Another-Pass-2027!' },
      });
    expect((await register('10.9.9.20', 'Wanjiru Mgeni')).statusCode).toBe(201);
    await register('10.9.9.21', 'Tena');
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', remoteAddress: '10.9.9.22', headers: { 'accept-language': 'sw-KE' }, payload: { email } });
    expect((await as(t, owner).put('/api/owner/payout-account', { kind: 'till', number: '65432', password: owner.password })).statusCode).toBe(200);
    const sw = { locale: 'sw' } as const;
    for (const subject of [m.mail_verify_subject({}, sw), m.mail_exists_subject({}, sw), m.mail_reset_subject({}, sw)]) await mailbox.find(email, subject);
    await mailbox.find(owner.email, m.mail_payout_account_subject({}, sw));

    // What people wrote: names, spaces, reviews, and the words a host sent with a decision.
    const [people, places, said, facts, notes] = await Promise.all([
      peoplesNames(t.database.db),
      t.database.db.select({ title: spaces.title, location: spaces.location, description: spaces.description }).from(spaces),
      t.database.db.select({ comment: reviews.comment }).from(reviews),
      t.database.db.select({ data: events.data }).from(events),
      t.database.db.select({ note: bookings.decisionNote }).from(bookings),
    ]);
    const authored = [
      ...people,
      ...Object.values(SAMPLE_BANK_ACCOUNT),
      ...places.flatMap((p) => [p.title, p.location, p.description]),
      ...said.map((r) => r.comment),
      ...notes.map((b) => b.note),
      ...facts.flatMap((f) => Object.values(f.data ?? {}).filter((v): v is string => typeof v === 'string' && /\s/.test(v))),
    ].filter((text): text is string => Boolean(text));

    const mails = mailbox.received.slice(before);
    const kinds = new Set(mails.map((mail) => mail.subject.replace(/Notify Room \d+|Parklands Waiting Room|[\d:]+/g, '')));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    const found = mails.flatMap(({ parsed, subject }) => {
      expect(parsed.html || '', subject).toContain('lang="sw-KE"');
      return englishLines(`${subject}\n${parsed.text ?? ''}`, authored).map((line) => `${subject}: ${line}`);
    });
    expect(found).toEqual([]);
    // The same check finds the English of the mails this file sent before, in English.
    const english = mailbox.received.slice(0, before).filter((mail) => !(mail.parsed.html || '').includes('lang="sw-KE"'));
    expect(english.length).toBeGreaterThan(10);
    for (const { parsed, subject } of english) expect(englishLines(`${subject}\n${parsed.text ?? ''}`, authored).length, subject).toBeGreaterThan(3);
  });
});

describe('the mail queue', () => {
  it('gives every attempt at one mail the same Message-ID, so a mail sent twice after a crash is recognisably one (issue 26)', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    await book(guest, space.id, day(12));
    await t.app.jobs.deliver();
    await t.app.jobs.sendMail();
    const subject = `Your booking of ${space.title} is waiting for payment`;
    const first = await mailbox.find(guest.email, subject);
    const [job] = await t.database.db.select().from(mailJobs).where(eq(mailJobs.toAddress, guest.email));
    const messageId = `<${job!.id}@${new URL(t.config.publicUrl).hostname}>`;
    expect(first.head).toMatch(new RegExp(`^Message-ID: ${messageId}$`, 'mi'));
    // The sender vanished between sending and marking it sent: its lease runs out and it is sent again.
    await t.database.db
      .update(mailJobs)
      .set({ status: 'sending', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.id, job!.id));
    expect(await t.app.jobs.sendMail()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailbox.received.filter((m) => m.to.includes(guest.email) && m.subject === subject).length).toBe(2);
    for (const mail of mailbox.received.filter((m) => m.to.includes(guest.email) && m.subject === subject)) {
      expect(mail.head).toMatch(new RegExp(`^Message-ID: ${messageId}$`, 'mi'));
    }
    expect(LEASE_MS).toBeLessThan(60_000);
  });

  it('tries again after the mail server refuses, later each time, and sends the mail once', async () => {
    const space = await hostedSpace();
    const guest = await signUp(t);
    // The guest's and the host's mails both refused once (by address: mails of earlier tests may still be on their way).
    mailbox.refuse(1, { to: guest.email, subject: `Your booking of ${space.title}` });
    mailbox.refuse(1, { to: host.email, subject: `New booking of ${space.title}` });
    await book(guest, space.id, day(10));
    await t.app.jobs.deliver();
    const [job] = await t.database.db.select().from(mailJobs).where(eq(mailJobs.toAddress, guest.email));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/451|busy/i);
    // Not before its time...
    expect(await t.app.jobs.sendMail(new Date(Date.now() + retryDelayMs(1) / 2))).toBe(0);
    // ...then once.
    expect(await t.app.jobs.sendMail(new Date(Date.now() + retryDelayMs(1) + 1000))).toBeGreaterThanOrEqual(1);
    await mailbox.find(guest.email, `Your booking of ${space.title} is waiting for payment`);
    const [sent] = await t.database.db.select().from(mailJobs).where(eq(mailJobs.id, job!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailbox.received.filter((m) => m.to.includes(guest.email) && m.subject.startsWith('Your booking'))).toHaveLength(1);
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    // A month on, the told events and their sent mails are cleared; the bell keeps its notifications.
    const before = (await bell(guest)).data.length;
    expect(await t.app.jobs.pruneEvents(new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThan(0);
    expect(await t.database.db.select().from(mailJobs).where(eq(mailJobs.id, job!.id))).toEqual([]);
    expect((await bell(guest)).data.length).toBe(before);
    expect(MAIL_ATTEMPTS).toBeGreaterThan(2);
  });

  it.skipIf(dbKind !== 'postgres')('sends each mail once when two instances work the queue, in rounds', async () => {
    const other = await t.startAnotherInstance();
    for (let round = 0; round < 3; round++) {
      const space = await hostedSpace();
      const guests = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
      await Promise.all(
        guests.map((g, i) => book(g, space.id, day(11 + round), `${String(8 + i).padStart(2, '0')}:00`, `${String(9 + i).padStart(2, '0')}:00`)),
      );
      await Promise.all([t.app.jobs.deliver(), other.jobs.deliver(), t.app.jobs.deliver(), other.jobs.deliver()]);
      for (const g of guests) await mailbox.find(g.email, `Your booking of ${space.title} is waiting for payment`);
      for (const g of guests)
        expect(
          mailbox.received.filter((m) => m.to.includes(g.email) && m.subject.startsWith('Your booking')),
          `round ${round}`,
        ).toHaveLength(1);
      expect(mailbox.received.filter((m) => m.to.includes(host.email) && m.subject === `New booking of ${space.title}`)).toHaveLength(8);
    }
  });
});

describe('every kind of mail, read by a MIME parser (mailparser)', () => {
  it('is one layout, automatic, multipart with the same links in both parts; calendar files and unsubscribe headers as the standards say', async () => {
    // The account mails too: a sign-up's confirmation (every signUp), an address that has an account, a reset, a payout change.
    const guest = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.9.9.9',
      payload: { full_name: 'Again', email: guest.email, password: 'Another-Pass-2027!' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', remoteAddress: '10.9.9.10', payload: { email: guest.email } });
    const changed = await as(t, host).put('/api/owner/payout-account', { kind: 'till', number: '54321', password: host.password });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const subject of ['Confirm your e-mail address for Nafasi', 'You already have a Nafasi account', 'Reset your Nafasi password'])
      await mailbox.find(guest.email, subject);
    await mailbox.find(host.email, 'Where your Nafasi payouts go changed');

    const mails = [...mailbox.received];
    const kinds = new Set(mails.map((m) => m.subject.replace(/ (of|for) Notify Room \d+/, '')));
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    let calendars = 0;
    for (const { parsed, subject } of mails) {
      const where = `mail "${subject}"`;
      expect(parsed.from?.text, where).toContain('Nafasi');
      // A Message-ID made from what the mail is (a queued mail's id, an account mail's kind and link),
      // the same for every attempt at it (issue 57).
      expect(parsed.messageId, where).toMatch(/^<([0-9a-f-]{36}|[a-z-]+\.[0-9a-f]{32})@nafasi\.test>$/);
      expect(parsed.date, where).toBeInstanceOf(Date);
      expect(parsed.headers.get('auto-submitted'), where).toBe('auto-generated');
      // One layout: its header and footer, in HTML and in plain text, in the reader's language.
      const locale = /<html[^>]* lang="sw-KE"/.test(parsed.html || '') ? 'sw' : 'en';
      expect(parsed.html || '', where).toContain(m.mail_footer_tagline({}, { locale }));
      expect(parsed.text ?? '', where).toContain(m.mail_footer_tagline({}, { locale }));
      // Every link goes to the site (absolute), and the plain text carries it too.
      const links = [...(parsed.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(links.length, where).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, where).toMatch(/^https:\/\/nafasi\.test(\/|$)/);
        expect(parsed.text, `${where}: ${link}`).toContain(link);
      }
      // Optional mails say how to leave in one click (RFC 8058); required ones do not offer it.
      const unsubscribe = parsed.headers.get('list-unsubscribe');
      if (unsubscribe) expect(parsed.headers.get('list-unsubscribe-post'), where).toBe('List-Unsubscribe=One-Click');
      for (const file of parsed.attachments) {
        expect(file.contentType, where).toBe('text/calendar');
        // RFC 6047: the type's method and the file's METHOD agree (issue 57: a cancellation said PUBLISH).
        const type = file.headers.get('content-type') as { params?: Record<string, string> };
        expect(type.params?.method, where).toBe(/^METHOD:(\w+)\r$/m.exec(file.content.toString('utf8'))?.[1]);
        expect(file.filename, where).toMatch(/^nafasi-NF-[A-Z0-9]+\.ics$/);
        const ics = file.content.toString('utf8');
        const read = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT');
        expect(read, where).toHaveLength(1);
        // A cancellation, in either language, says CANCEL; every other mail publishes.
        const cancelled = [m.notify_cancelled_title, m.notify_host_cancelled_title].some((title) =>
          LOCALES.some((l) => subject.replace(/Notify Room \d+/, '') === title({ space: '' }, { locale: l })),
        );
        expect(/^METHOD:(\w+)\r$/m.exec(ics)?.[1], where).toBe(cancelled ? 'CANCEL' : 'PUBLISH');
        calendars++;
      }
    }
    expect(calendars).toBeGreaterThanOrEqual(2);
    // The account mails are in the same layout: a button to the link, and the link written out.
    const reset = mails.find((m) => m.subject === 'Reset your Nafasi password')!;
    expect(reset.parsed.html).toMatch(/href="https:\/\/nafasi\.test\/reset-password\?token=[^"]+"[^>]*>[\s\S]*?Choose a new password/);
  });
});
