import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate } from '@nafasi/shared/time';
import { formatKsh } from '@nafasi/shared/money';
import { payouts, refunds, spaces } from '../../db/schema.ts';
import { as, createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { PAYOUT_UNKNOWN } from '../payments/payouts.ts';

/*
 * Whatever is decided about a person, they hear of it (issue 65): by mail and in the bell, in their
 * own language, whoever decided: their role, their request to host, their listing and its changes, a
 * refund sent to them, a payout sent or held.
 */
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://nafasi.test' });
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

type Person = Awaited<ReturnType<typeof signUp>>;
/** Someone's bell as the web app reads it, in the page's language (English unless asked). */
const bell = async (who: Person, language = 'en-KE') =>
  (await as(t, who).get('/api/notifications', undefined, { 'accept-language': language })).json().data as {
    kind: string;
    title: string;
    body: string;
    link: string;
  }[];
const sw = { locale: 'sw' } as const;
const listing = (title: string) => ({
  title,
  description: 'A bright room for small teams, with a whiteboard and good light.',
  location: 'Kilimani, Nairobi',
  hourlyRate: 1500,
  capacity: 8,
  category: 'meeting-room',
  amenities: ['wifi'],
});

describe('people hear what is decided about them', () => {
  it('an approved request to host: the new host is told, in Kiswahili when that is their language; a refused one with why', async () => {
    const asker = await signUp(t, { name: 'Baraka Otieno' });
    await as(t, asker).put('/api/auth/user', { locale: 'sw' });
    const requested = await as(t, asker).post('/api/profile/upgrade-request', { message: 'I run a studio in Westlands.' });
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await as(t, admin).post(`/api/admin/upgrade-requests/${requested.json().data.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
    await t.app.jobs.deliver();
    const mail = await mailbox.find(asker.email, m.notify_role_owner_title({}, sw));
    expect(mail.parsed.html).toContain('lang="sw-KE"');
    // The link opens the page in Kiswahili, the mail's language.
    expect(mail.text).toContain('https://nafasi.test/sw/list-space');
    expect((await bell(asker, 'sw-KE')).find((n) => n.kind === 'role_changed')).toMatchObject({
      title: m.notify_role_owner_title({}, sw),
      link: '/list-space',
    });
    // The same note, read on an English page, in English.
    expect((await bell(asker)).find((n) => n.kind === 'role_changed')).toMatchObject({ title: m.notify_role_owner_title({}, { locale: 'en' }) });

    const refused = await signUp(t, { name: 'Imani Wekesa' });
    const second = await as(t, refused).post('/api/profile/upgrade-request', { message: 'Please let me host.' });
    await as(t, admin).post(`/api/admin/upgrade-requests/${second.json().data.id}/decision`, {
      decision: 'reject',
      reason: 'Tell us which space you would list.',
    });
    await t.app.jobs.deliver();
    const no = await mailbox.find(refused.email, m.notify_upgrade_refused_title());
    expect(no.text).toContain('Tell us which space you would list.');
    expect((await bell(refused)).map((n) => n.kind)).toContain('upgrade_refused');
  });

  it('a role an admin sets from the users table: made an admin, or back to a member', async () => {
    const person = await signUp(t, { role: 'owner', name: 'Zawadi Host' });
    expect((await as(t, admin).put(`/api/admin/users/${person.user.id}/role`, { role: 'user' })).statusCode).toBe(200);
    await t.app.jobs.deliver();
    await mailbox.find(person.email, m.notify_role_user_title());
    expect((await as(t, admin).put(`/api/admin/users/${person.user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    await t.app.jobs.deliver();
    await mailbox.find(person.email, m.notify_role_admin_title());
  });

  it('a listing approved goes live and its host is told; one refused says why; changes approved or refused likewise', async () => {
    const host = await signUp(t, { role: 'owner', name: 'Achieng Host' });
    const made = await as(t, host).post('/api/spaces', listing('Kilimani Light Room'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    expect((await as(t, admin).post(`/api/admin/spaces/${id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
    const other = (await as(t, host).post('/api/spaces', listing('Kilimani Dark Room'))).json().data.id as string;
    await as(t, admin).post(`/api/admin/spaces/${other}/decision`, { decision: 'reject', reason: 'Add photos of the room itself.' });
    await t.app.jobs.deliver();
    const live = await mailbox.find(host.email, m.notify_listing_approved_title({ space: 'Kilimani Light Room' }));
    expect(live.text).toContain(`https://nafasi.test/space/${id}`);
    const refused = await mailbox.find(host.email, m.notify_listing_rejected_title({ space: 'Kilimani Dark Room' }));
    expect(refused.text).toContain('Add photos of the room itself.');
    expect(refused.text).toContain(`https://nafasi.test/list-space/${other}`);

    // A live listing's new title waits for review; refused with why, then approved.
    expect((await as(t, host).put(`/api/spaces/${id}`, { title: 'Kilimani Bright Room' })).statusCode).toBe(200);
    await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'reject', reason: 'Keep the name guests know.' });
    await t.app.jobs.deliver();
    const changesRefused = await mailbox.find(host.email, m.notify_changes_refused_title({ space: 'Kilimani Light Room' }));
    expect(changesRefused.text).toContain('Keep the name guests know.');
    await as(t, host).put(`/api/spaces/${id}`, { title: 'Kilimani Sunny Room' });
    await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'approve' });
    await t.app.jobs.deliver();
    await mailbox.find(host.email, m.notify_changes_approved_title({ space: 'Kilimani Sunny Room' }));
    expect((await bell(host)).map((n) => n.kind)).toEqual(expect.arrayContaining(['listing_approved', 'listing_rejected', 'changes_decided']));
  });

  it('a refund sent: its guest is told with the M-Pesa receipt, as the cancellation mail promised', async () => {
    const guest = await signUp(t, { name: 'Neema Guest' });
    const space = await insertSpace(t.database, { title: 'Refund Hall', hourlyRate: 1000 });
    const date = nairobiDate(new Date(Date.now() + 10 * 86_400_000));
    const booking = (await as(t, guest).post('/api/bookings', { spaceId: space.id, date, startTime: '09:00', endTime: '10:00' })).json().data;
    expect((await as(t, admin).post(`/api/bookings/${booking.id}/mark-paid`)).statusCode).toBe(200);
    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund?.status).toBe('due');
    const sent = await as(t, admin).post(`/api/admin/refunds/${refund!.id}/sent`, { reference: 'RFD1234567' });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.jobs.deliver();
    const told = await mailbox.find(guest.email, m.notify_refund_sent_title({ amount: formatKsh(1100) }));
    expect(told.text).toContain('RFD1234567');
    expect((await bell(guest)).find((n) => n.kind === 'refund_sent')?.body).toContain('RFD1234567');
  });

  it('a host’s payout held tells them what to do; saving where they are paid sends it again; one sent says so', async () => {
    const host = await signUp(t, { role: 'owner', name: 'Payout Host' });
    const day = nairobiDate(new Date());
    const [payout] = await t.database.db
      .insert(payouts)
      .values({ kind: 'host', hostId: host.user.id, day, toKind: 'mpesa', phone: '254711000001', amount: 4500, status: 'queued' })
      .returning();
    await t.database.db.update(payouts).set({ status: 'held', lastError: 'The receiver is not registered for M-Pesa' }).where(eq(payouts.id, payout!.id));
    await t.app.jobs.deliver();
    const failed = await mailbox.find(host.email, m.notify_payout_failed_title({ amount: formatKsh(4500) }));
    expect(failed.text).toContain('The receiver is not registered for M-Pesa');
    expect(failed.text).toContain('https://nafasi.test/dashboard?tab=earnings');
    // Saving where they are paid sends it again, to there.
    const saved = await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 111 222', password: host.password });
    expect(saved.statusCode, saved.body).toBe(200);
    const [again] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(again).toMatchObject({ status: 'queued', attempts: 0, phone: '254722111222', lastError: null });
    // One whose fate M-Pesa never told stays for an admin, who reads the statement first.
    const [unknown] = await t.database.db
      .insert(payouts)
      .values({
        kind: 'host',
        hostId: host.user.id,
        day: '2026-01-01',
        toKind: 'mpesa',
        phone: '254711000001',
        amount: 900,
        status: 'held',
        lastError: PAYOUT_UNKNOWN,
      })
      .returning();
    await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 111 333', password: host.password });
    expect((await t.database.db.select().from(payouts).where(eq(payouts.id, unknown!.id)))[0]?.status).toBe('held');
    await t.database.db.update(payouts).set({ status: 'sent', receipt: 'TPAY123456' }).where(eq(payouts.id, payout!.id));
    await t.app.jobs.deliver();
    const sent = await mailbox.find(host.email, m.notify_payout_sent_title({ amount: formatKsh(4500) }));
    expect(sent.text).toContain('TPAY123456');
    expect((await bell(host)).map((n) => n.kind)).toEqual(expect.arrayContaining(['payout_failed', 'payout_sent']));
  });
});

describe('who is not told', () => {
  it('an admin’s own listing (no host) approved tells nobody', async () => {
    const before = mailbox.received.length;
    const made = await as(t, admin).post('/api/spaces', listing('Admin Hall'));
    const id = made.json().data.id as string;
    await t.database.db.update(spaces).set({ status: 'pending' }).where(eq(spaces.id, id));
    await as(t, admin).post(`/api/admin/spaces/${id}/decision`, { decision: 'approve' });
    await t.app.jobs.deliver();
    expect(mailbox.received.slice(before).filter((x) => x.subject === m.notify_listing_approved_title({ space: 'Admin Hall' }))).toEqual([]);
  });
});
