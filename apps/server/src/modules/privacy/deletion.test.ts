import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { bookings, companies, companyMembers, mpesaPayments, profiles, reviews, sessions, users } from '../../db/schema.ts';
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from '../../lib/backup.ts';
import { offsetClock } from '../../lib/clock.ts';
import { as, createTestApp, dbKind, freshPostgresDatabase, insertBooking, insertSpace, refreshSession, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';

/*
 * Delete my account (docs/PRIVACY.md): with the password, or a mailed link for a Google-only
 * account; refused while something must be settled; the person then gone from every screen, every
 * device's session, search and the admin's table, while their bookings, payments and invoices stay
 * pseudonymised and their words stay by "a former member"; and a restored backup does not bring
 * them back.
 */

type Who = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;
const clock = offsetClock();
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, BOOKING_MAX_HOLDS: '100' }, { periodicJobs: false, clock });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** Signs in with the account's password from another device (its own address). */
const signIn = (who: Who, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: who.email, password: who.password } });
const plan = (who: Who) => as(t, who).get('/api/account/deletion');
const remove = (who: Who, password?: string) => as(t, who).post('/api/account/deletion', password === undefined ? {} : { password });

/** A space the host owns, a finished paid booking of the guest's there, their review and a message between them. */
async function history(host: Who, guest: Who) {
  const space = await insertSpace(t.database, {
    title: `Kilimani Studio ${Math.random().toString(36).slice(2, 6)}`,
    ownerId: host.user.id,
    ownerName: 'Host Person',
  });
  const start = new Date(clock() - 10 * DAY);
  const booking = await insertBooking(t.database, {
    spaceId: space.id,
    userId: guest.user.id,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 3_600_000),
    status: 'confirmed',
  });
  await t.database.db.insert(mpesaPayments).values({
    bookingId: booking.id,
    phone: '254712345678',
    amount: 1,
    status: 'paid',
    receipt: `R${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    callbackTokenHash: `hash-${booking.id}`,
  });
  const [guestName] = await t.database.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, guest.user.id));
  await t.database.db
    .insert(reviews)
    .values({ spaceId: space.id, userId: guest.user.id, bookingId: booking.id, userName: guestName!.name!, rating: 5, comment: 'Quiet and bright.' });
  const thread = await as(t, guest).post('/api/threads', { spaceId: space.id, body: 'Is there parking for two cars?' });
  expect(thread.statusCode, thread.body).toBe(201);
  return { space, booking, threadId: thread.json().data.id as string };
}

describe('delete my account', () => {
  it('with the password: every session ends, the person is gone from screens, search and the admin table; bookings and payments stay pseudonymised', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const host = await signUp(t, { role: 'owner', name: 'Host Person' });
    const guest = await signUp(t, { name: 'Achieng Otieno' });
    const { space, booking, threadId } = await history(host, guest);
    // A second device.
    const other = await signIn(guest, '10.9.9.9');
    expect(other.statusCode).toBe(200);
    const otherDevice = { auth: { authorization: `Bearer ${other.json().data.access_token}` } };

    const asked = await plan(guest);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ confirmWith: 'password', settleFirst: [] });

    // A wrong password, or none: nothing happens.
    for (const wrong of ['not-my-password', undefined]) {
      const refused = await remove(guest, wrong);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().field).toBe('password');
    }
    expect((await as(t, guest).get('/api/auth/user')).statusCode).toBe(200);

    const goodbye = mailbox.next(guest.email, m.mail_deleted_subject());
    const done = await remove(guest, guest.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ status: 'erased' });
    expect((await goodbye).parsed.text).toContain(m.mail_deleted_kept());

    // Signed out everywhere at once, and no way back in.
    expect((await as(t, guest).get('/api/auth/user')).statusCode).toBe(401);
    expect((await as(t, otherDevice).get('/api/auth/user')).statusCode).toBe(401);
    expect((await refreshSession(t, guest)).statusCode).toBe(401);
    const login = await signIn(guest, '10.9.9.10');
    expect(login.statusCode).toBe(400);

    // Nothing of the person in the account's row.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row).toMatchObject({ passwordHash: null, metadata: {}, emailVerified: false });
    expect(row!.email).not.toContain('@example.co.ke');
    expect(row!.deletedAt).not.toBeNull();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, guest.user.id));
    expect(profile).toMatchObject({ fullName: null, avatarUrl: null });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, guest.user.id))).toSatisfy((rows: { revokedAt: Date | null }[]) =>
      rows.every((s) => s.revokedAt !== null),
    );

    // The booking and its payment stay, the number masked as M-Pesa prints it.
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', userId: guest.user.id });
    const [paid] = await t.database.db.select({ phone: mpesaPayments.phone }).from(mpesaPayments).where(eq(mpesaPayments.bookingId, booking.id));
    expect(paid!.phone).toBe('2547*****678');

    // Their words stay, by a former member, in each reader's language.
    const shown = await t.app.inject({ url: `/api/spaces/${space.id}/reviews` });
    expect(shown.json().data[0]).toMatchObject({ comment: 'Quiet and bright.', userName: m.privacy_former_member({}, { locale: 'en' }) });
    const inSwahili = await t.app.inject({ url: `/api/spaces/${space.id}/reviews`, headers: { 'accept-language': 'sw' } });
    expect(inSwahili.json().data[0].userName).toBe(m.privacy_former_member({}, { locale: 'sw' }));
    const hostThreads = await as(t, host).get('/api/threads');
    const thread = hostThreads.json().data.find((th: { id: string }) => th.id === threadId);
    expect(thread.guestName).toBe(m.privacy_former_member({}, { locale: 'en' }));
    expect(JSON.stringify(hostThreads.json())).not.toContain('Achieng');

    // Not in the admin's table by name or address; the host's bookings show no name.
    for (const q of ['Achieng', guest.email]) {
      const found = await as(t, admin).get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data).toEqual([]);
    }
    const hostBookings = await as(t, host).get('/api/owner/bookings');
    expect(hostBookings.statusCode, hostBookings.body).toBe(200);
    expect(JSON.stringify(hostBookings.json())).not.toMatch(/Achieng|example\.co\.ke/);
  });

  it('is refused while something must be settled first: bookings to come as guest or host, the last admin of a company, an administrator', async () => {
    const guest = await signUp(t);
    const host = await signUp(t, { role: 'owner' });
    const space = await insertSpace(t.database, { ownerId: host.user.id });
    const start = new Date(clock() + 5 * DAY);
    await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      status: 'confirmed',
    });

    expect((await plan(guest)).json().data.settleFirst).toEqual([{ kind: 'upcoming_bookings', count: 1 }]);
    expect((await plan(host)).json().data.settleFirst).toEqual([{ kind: 'upcoming_guests', count: 1 }]);
    for (const who of [guest, host]) {
      const refused = await remove(who, who.password);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('settle_first');
    }
    const refused = await as(t, guest).post('/api/account/deletion', { password: guest.password }, { 'accept-language': 'sw' });
    expect(refused.json().message).toContain(m.privacy_settle_upcoming_bookings({ count: 1 }, { locale: 'sw' }));

    // The last admin of a company others belong to.
    const founder = await signUp(t);
    const colleague = await signUp(t);
    const [company] = await t.database.db
      .insert(companies)
      .values({
        name: 'Savannah Events Ltd',
        kraPin: 'P051234567X',
        postalAddress: 'P.O. Box 1, Nairobi',
        billingEmail: 'accounts@savannah.co.ke',
        createdBy: founder.user.id,
      })
      .returning();
    await t.database.db.insert(companyMembers).values([
      { companyId: company!.id, userId: founder.user.id, role: 'admin' },
      { companyId: company!.id, userId: colleague.user.id, role: 'member' },
    ]);
    expect((await plan(founder)).json().data.settleFirst).toEqual([{ kind: 'last_company_admin', company: 'Savannah Events Ltd' }]);
    // A member may go; they leave the company at once.
    expect((await remove(colleague, colleague.password)).statusCode).toBe(200);
    const [left] = await t.database.db.select({ leftAt: companyMembers.leftAt }).from(companyMembers).where(eq(companyMembers.userId, colleague.user.id));
    expect(left!.leftAt).not.toBeNull();
    // Then the founder is alone in it: free to go.
    expect((await plan(founder)).json().data.settleFirst).toEqual([]);

    const admin = await signUp(t, { role: 'admin' });
    expect((await plan(admin)).json().data.settleFirst).toEqual([{ kind: 'administrator' }]);
  });

  it('an account that signs in only with Google confirms by a mailed link: for that account, once, within its hour', async () => {
    const person = await signUp(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.user.id));
    expect((await plan(person)).json().data.confirmWith).toBe('email');

    const ask = async () => {
      const mailed = mailbox.next(person.email, m.mail_delete_confirm_subject());
      const asked = await remove(person);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data).toEqual({ status: 'mailed' });
      const token = (await mailed).text.match(/\/delete-account#token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeTruthy();
      return token!;
    };
    const confirm = (who: Who, token: string) => as(t, who).post('/api/account/deletion/confirm', { token });

    // Run out: an hour later the link is gone, the account stays (the device refreshes its session meanwhile).
    const first = await ask();
    clock.advance(61 * 60_000);
    expect((await refreshSession(t, person)).statusCode).toBe(200);
    expect((await confirm(person, first)).statusCode).toBe(410);
    // Another account with the link, or a made-up secret: gone too.
    const second = await ask();
    const stranger = await signUp(t);
    expect((await confirm(stranger, second)).statusCode).toBe(410);
    expect((await confirm(person, 'x'.repeat(43))).statusCode).toBe(410);
    expect((await as(t, person).get('/api/auth/user')).statusCode).toBe(200);

    const done = await confirm(person, second);
    expect(done.statusCode, done.body).toBe(204);
    expect((await as(t, person).get('/api/auth/user')).statusCode).toBe(401);
    const [row] = await t.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, person.user.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it("a host with nothing to come: their spaces leave search and the catalogue, the guests' past bookings stay", async () => {
    const host = await signUp(t, { role: 'owner', name: 'Kamau Host' });
    const guest = await signUp(t);
    const { space, booking } = await history(host, guest);
    const title = space.title;
    const search = () => t.app.inject({ url: `/api/spaces?q=${encodeURIComponent(title)}` });
    expect((await search()).json().data.map((s: { id: string }) => s.id)).toEqual([space.id]);

    expect((await remove(host, host.password)).statusCode).toBe(200);
    await expect.poll(async () => (await search()).json().data.length).toBe(0);
    expect((await t.app.inject({ url: `/api/spaces/${space.id}` })).statusCode).toBe(404);
    // The guest's booking of it stays theirs, and shows no name of the host.
    const theirs = await as(t, guest).get(`/api/bookings/${booking.id}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain('Host Person');
  });

  it('two devices deleting at once erase once, in rounds', async () => {
    for (let round = 0; round < 4; round++) {
      const person = await signUp(t);
      const answers = await Promise.all([remove(person, person.password), remove(person, person.password)]);
      const codes = answers.map((a) => a.statusCode).sort();
      // The second is either done too (the same erasure, already made) or finds its session gone;
      // never a link mailed to the erased address.
      expect(codes[0]).toBe(200);
      expect([200, 401]).toContain(codes[1]);
      for (const a of answers.filter((x) => x.statusCode === 200)) expect(a.json().data).toEqual({ status: 'erased' });
      const journal = (await readFile(path.join(t.config.backupDir, 'erasures.jsonl'), 'utf8')).split('\n').filter((l) => l.includes(person.user.id));
      expect(journal.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe(`a restored backup (${dbKind})`, () => {
  it('does not bring a deleted account back: the server erases it again before serving', async () => {
    // The backups' folder (and the journal in it) outlives the database: not inside its DATA_DIR here.
    const dir = await mkdtemp(path.join(tmpdir(), 'nafasi-erasure-backups-'));
    const local = await createTestApp({ BACKUP_DIR: dir }, { periodicJobs: false });
    const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
    try {
      const person = await signUp(local, { name: 'Baraka Mwangi' });
      const file = local.databaseUrl ? await backupPostgres(local.databaseUrl, dir) : await backupEmbedded(local.database, dir);
      const gone = await as(local, person).post('/api/account/deletion', { password: person.password });
      expect(gone.statusCode, gone.body).toBe(200);
      const config = local.config;
      await local.close();

      let restored: Database;
      if (local.databaseUrl) {
        const target = await freshPostgresDatabase({ empty: true });
        cleanups.push(() => target.drop());
        await restorePostgres(file, target.url);
        restored = await openDatabase({ url: target.url, poolSize: 3 });
      } else {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-erasure-restored-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        await restoreEmbedded(file, path.join(dataDir, 'db'));
        restored = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      }
      cleanups.push(() => restored.close());
      // The backup holds them as they were.
      const [before] = await restored.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, person.user.id));
      expect(before!.deletedAt).toBeNull();

      // The journal beside the backups is kept: the server on the restored database erases them again.
      await restored.migrate();
      const app = await buildApp({ config, database: restored, logger: false, periodicJobs: false });
      cleanups.push(() => app.close());
      const [after] = await restored.db.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, person.user.id));
      expect(after!.deletedAt).not.toBeNull();
      expect(after!.email).not.toBe(person.email);
      const [profile] = await restored.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, person.user.id));
      expect(profile!.name).toBeNull();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
      expect(login.statusCode).toBe(400);
    } finally {
      for (const c of cleanups.reverse()) await c().catch(() => undefined);
    }
  }, 120_000);
});
