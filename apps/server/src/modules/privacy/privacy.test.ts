import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { parseDocument } from 'htmlparser2';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate } from '@nafasi/shared/time';
import { DATA_EXPORTS_PER_DAY, PERSON_ROWS, PERSON_SECTIONS } from '@nafasi/shared/privacy';
import { PERSON_FIELDS } from '@nafasi/shared/person-fields';
import { auditLog, dataExports } from '../../db/schema.ts';
import { as, createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';

/*
 * "Download my data" (docs/PRIVACY.md): asked for, prepared in the background, mailed as a link
 * that downloads once, for that account only, within its hours; the archive, read by an
 * independent unzipper, holds what the person's screens show and none of their secrets.
 */

type Who = Awaited<ReturnType<typeof signUp>>;
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, BOOKING_MAX_HOLDS: '100' }, { periodicJobs: false });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** The files of a zip, as yauzl (not the library that wrote it) reads them. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Asks for an archive and waits for its mail: the link's id and secret. */
async function askAndWait(who: Who, subject = m.mail_export_subject()) {
  const mailed = mailbox.next(who.email, subject);
  const asked = await as(t, who).post('/api/account/data-exports');
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().data).toMatchObject({ status: 'preparing', readyAt: null });
  const mail = await mailed;
  const link = mail.text.match(/\/data-export#id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/);
  expect(link, mail.text).not.toBeNull();
  return { id: link![1]!, token: link![2]!, mail };
}
const download = (who: Who | null, id: string, token: string) => as(t, who).post(`/api/account/data-exports/${id}/download`, { token });

describe('download my data', () => {
  it('prepares one archive in the background, mails a link that downloads once for that account, holding what is theirs and no secret', async () => {
    const person = await signUp(t, { name: 'Wanjiru Kamau' });
    const other = await signUp(t);
    const space = await insertSpace(t.database, { hourlyRate: 1500, title: 'Upper Hill Boardroom' });
    const booked = await as(t, person).post('/api/bookings', {
      spaceId: space.id,
      date: nairobiDate(new Date(Date.now() + 20 * 86_400_000)),
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().data.reference as string;

    // A choice on record (the newsletter, opted into).
    expect((await as(t, person).put('/api/account/newsletter', { subscribed: true })).statusCode).toBe(200);
    const { id, token, mail } = await askAndWait(person);
    expect(mail.text).toContain(m.mail_export_not_you());
    // While one is prepared or ready, the list says where it stands.
    expect((await as(t, person).get('/api/account/data-exports')).json().data[0]).toMatchObject({ id, status: 'ready' });

    // Not anyone else's, not without the secret, not signed out.
    expect((await download(other, id, token)).statusCode).toBe(404);
    expect((await download(person, id, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await download(null, id, token)).statusCode).toBe(401);
    expect((await download(person, id, 'short')).statusCode).toBe(400);

    const got = await download(person, id, token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="nafasi-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(got.headers['cache-control']).toBe('no-store');
    const files = await unzip(got.rawPayload);
    expect([...files.keys()].sort()).toEqual(['data.json', 'index.html']);
    const data = JSON.parse(files.get('data.json')!);
    expect(data.account[0]).toMatchObject({ id: person.user.id, email: person.email });
    expect(data.profile[0]).toMatchObject({ fullName: 'Wanjiru Kamau' });
    expect(data.bookings.map((b: { reference: string }) => b.reference)).toEqual([reference]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'newsletter', given: true, source: 'settings' })]);
    // Its own record: this archive, asked for.
    expect(data.exports.map((e: { id: string }) => e.id)).toContain(id);
    // No secret: neither the password's hash nor any token's.
    expect(files.get('data.json')).not.toMatch(/passwordHash|tokenHash|password_hash/);
    expect(files.get('data.json')).not.toContain(token);
    // Nobody else's.
    expect(files.get('data.json')).not.toContain(other.email);
    // The page to read: each section a heading, the booking in it.
    const page = parseDocument(files.get('index.html')!);
    const text = (node: { children?: unknown[]; data?: string }): string =>
      node.data ?? (node.children ?? []).map((c) => text(c as { children?: unknown[]; data?: string })).join('');
    const whole = text(page);
    expect(whole).toContain(m.archive_title());
    expect(whole).toContain(`${m.archive_section_bookings()} (1)`);
    expect(whole).toContain(reference);

    // Once: the link is spent, the bytes gone, the record kept.
    const again = await download(person, id, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(m.privacy_export_gone());
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'downloaded', archive: null });
    expect((await as(t, person).get('/api/account/data-exports')).json().data[0]).toMatchObject({ id, status: 'downloaded' });
  });

  it('writes the page in the person’s language', async () => {
    const person = await signUp(t);
    await t.database.db.execute(sql`update profiles set locale = 'sw' where user_id = ${person.user.id}`);
    const { id, token } = await askAndWait(person, m.mail_export_subject({}, { locale: 'sw' }));
    const files = await unzip((await download(person, id, token)).rawPayload);
    expect(files.get('index.html')).toContain('<html lang="sw-KE">');
    expect(files.get('index.html')).toContain(m.archive_title({}, { locale: 'sw' }));
    expect(files.get('index.html')).toContain(m.archive_section_bookings({}, { locale: 'sw' }));
  });

  it('runs out after its hours unused, its bytes gone; asks at most a few a day, one at a time', async () => {
    const person = await signUp(t);
    const { id, token } = await askAndWait(person);
    await t.database.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${id}`);
    expect((await as(t, person).get('/api/account/data-exports')).json().data[0]).toMatchObject({ id, status: 'expired' });
    expect((await download(person, id, token)).statusCode).toBe(410);
    expect((await t.app.jobs.sweepDataExports()).expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'expired', archive: null });

    // Two asked at once make one archive; the other is told it is on its way (in rounds, each a new person).
    for (let round = 0; round < 5; round++) {
      const asker = round === 0 ? person : await signUp(t);
      const both = await Promise.all([as(t, asker).post('/api/account/data-exports'), as(t, asker).post('/api/account/data-exports')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
      await expect.poll(async () => (await as(t, asker).get('/api/account/data-exports')).json().data[0].status, { timeout: 10_000 }).toBe('ready');
    }
    // One open at a time: while its link works, asking again says until when.
    const open = await as(t, person).post('/api/account/data-exports');
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'export_ready', message: expect.stringMatching(/^Your archive is ready: the link we e-mailed works until /) });
    for (let n = 2; n < DATA_EXPORTS_PER_DAY; n++) {
      await t.database.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute' where user_id = ${person.user.id} and status = 'ready'`);
      await askAndWait(person);
    }
    await t.database.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute' where user_id = ${person.user.id} and status = 'ready'`);
    const tooMany = await as(t, person).post('/api/account/data-exports');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(m.privacy_export_too_many({ count: DATA_EXPORTS_PER_DAY }));
  });

  it('guessing secrets is cut off for that account while another person downloads theirs', async () => {
    const guesser = await signUp(t);
    const other = await signUp(t);
    const mine = await askAndWait(guesser);
    const theirs = await askAndWait(other);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => download(guesser, mine.id, `wrong-secret-number-${String(i).padStart(4, '0')}`)));
    // Twenty tries in ten minutes, then 429: never a 5xx.
    expect(answers.filter((a) => a.statusCode === 404).length).toBe(20);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(10);
    expect((await download(guesser, mine.id, mine.token)).statusCode).toBe(429);
    // Someone else is served all the while.
    expect((await download(other, theirs.id, theirs.token)).statusCode).toBe(200);
  });

  it('prepares again an archive whose server stopped while preparing it', async () => {
    const person = await signUp(t);
    const [left] = await t.database.db
      .insert(dataExports)
      .values({ userId: person.user.id, createdAt: new Date(Date.now() - 11 * 60_000) })
      .returning();
    const mailed = mailbox.next(person.email, m.mail_export_subject());
    expect((await t.app.jobs.sweepDataExports()).prepared).toBe(1);
    expect((await mailed).text).toContain(`#id=${left!.id}&token=`);
    expect((await t.app.jobs.sweepDataExports()).prepared).toBe(0);
  });
});

describe('who read it: a person’s profile and payments', () => {
  it('an admin sees them only with a reason, the newest of each part; the reading is audited once an hour and in the person’s archive', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const person = await signUp(t, { name: 'Njeri Wambui' });
    const space = await insertSpace(t.database, { hourlyRate: 2000, title: 'Kilimani Studio' });
    const booked = await as(t, person).post('/api/bookings', {
      spaceId: space.id,
      date: nairobiDate(new Date(Date.now() + 30 * 86_400_000)),
      startTime: '09:00',
      endTime: '11:00',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Older bookings than the part shows.
    for (let i = 1; i <= PERSON_ROWS; i++) {
      const startTime = new Date(Date.now() - i * 86_400_000);
      await insertBooking(t.database, { spaceId: space.id, userId: person.user.id, startTime, endTime: new Date(startTime.getTime() + 3_600_000) });
    }
    const look = (who: Who | null, query: string, id = person.user.id) => as(t, who).get(`/api/admin/people/${id}${query}`);
    const readings = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'person.viewed'), eq(auditLog.targetId, person.user.id)))
      )[0]!.n;

    // No reason, a reason too short, someone not an admin, signed out, nobody: refused, and nothing is written.
    const bare = await look(admin, '');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'reason_required', field: 'reason', message: m.person_view_reason() });
    expect((await look(admin, '?reason=ok')).json().field).toBe('reason');
    expect((await look(person, '?reason=curious')).statusCode).toBe(403);
    expect((await look(null, '?reason=curious')).statusCode).toBe(401);
    expect((await look(admin, '?reason=Checking+a+payment', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await readings()).toBe(0);

    const seen = await look(admin, `?reason=${encodeURIComponent('Guest asked why their M-Pesa payment failed')}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const sections = Object.fromEntries((seen.json().data.sections as { key: string; rows: Record<string, unknown>[] }[]).map((s) => [s.key, s.rows]));
    expect(Object.keys(sections).sort()).toEqual([...PERSON_SECTIONS].sort());
    expect(sections.account![0]).toMatchObject({ id: person.user.id, email: person.email });
    expect(sections.profile![0]).toMatchObject({ fullName: 'Njeri Wambui' });
    // The newest PERSON_ROWS bookings (the one just made first, to come furthest ahead), and word that there are more.
    const parts = seen.json().data.sections as { key: string; more: boolean }[];
    expect(sections.bookings).toHaveLength(PERSON_ROWS);
    expect(sections.bookings![0]!.reference).toBe(booked.json().data.reference);
    expect(parts.find((p) => p.key === 'bookings')!.more).toBe(true);
    expect(parts.find((p) => p.key === 'account')!.more).toBe(false);
    expect(seen.body).not.toMatch(/passwordHash|tokenHash/);
    // Only the fields that answer an admin's question leave: not the search text, hold timers or M-Pesa's request ids.
    expect(Object.keys(sections.bookings![0]!).sort()).toEqual(PERSON_FIELDS.bookings.map((f) => f.key).sort());
    expect(seen.body).not.toMatch(/searchText|blockedUntil|checkoutRequestId|taxTerms/);
    // Nothing beyond profile and payments: no messages, sessions or mails.
    expect(Object.keys(sections)).not.toContain('messages');
    expect(Object.keys(sections)).not.toContain('sessions');

    // Looked at again within the hour (a refresh): the same reading, written once.
    expect((await look(admin, '?reason=Refreshed+the+page')).statusCode).toBe(200);
    expect(await readings()).toBe(1);

    // The person finds it in their data download: who, when and why.
    const { id, token } = await askAndWait(person);
    const data = JSON.parse((await unzip((await download(person, id, token)).rawPayload)).get('data.json')!);
    expect(data.audit).toEqual([
      expect.objectContaining({ action: 'person.viewed', summary: expect.stringContaining('Guest asked why their M-Pesa payment failed') }),
    ]);
  });
});
