import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { CORRECTIONS_PER_DAY } from '@nafasi/shared/privacy';
import { auditLog, correctionRequests } from '../../db/schema.ts';
import { offsetClock } from '../../lib/clock.ts';
import { as, createTestApp, refreshSession, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';

/*
 * Correction (docs/PRIVACY.md "Correction"; the Act s. 40, reg. 10): what a person cannot edit
 * themselves they ask an admin to correct, with a reason; the admin answers in the product, done or
 * refused, in words the person reads in Settings and by mail; the answer is in the audit log.
 */
const DAY = 86_400_000;
const clock = offsetClock();
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url }, { periodicJobs: false, clock });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const ask = (who: Awaited<ReturnType<typeof signUp>>, body: object) => as(t, who).post('/api/account/corrections', body);

describe('correction requests', () => {
  it('go to an admin with a reason, are answered in the product and by mail, once, and the answer is audited', async () => {
    const person = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });

    // Bad input: said clearly, nothing written.
    const noReason = await ask(person, { field: 'email', wanted: 'wanjiru@kamau.co.ke', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason', message: m.correction_reason_required() });
    expect((await ask(person, { field: 'shoe size', wanted: '42', reason: 'because' })).statusCode).toBe(400);
    expect((await ask(person, { field: 'email', wanted: 'x', reason: 'because', extra: 1 })).statusCode).toBe(400);
    expect((await as(t, null).post('/api/account/corrections', { field: 'email', wanted: 'x', reason: 'because' })).statusCode).toBe(401);

    const asked = await ask(person, { field: 'email', wanted: 'wanjiru@kamau.co.ke', reason: 'I typed my address wrong when I joined' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.id as string;
    expect((await as(t, person).get('/api/account/corrections')).json().data).toEqual([
      expect.objectContaining({ id, field: 'email', status: 'open', answer: null }),
    ]);

    // Only admins see the queue, with who asked.
    expect((await as(t, person).get('/api/admin/corrections')).statusCode).toBe(403);
    const queue = (await as(t, admin).get('/api/admin/corrections')).json().data;
    expect(queue.find((c: { id: string }) => c.id === id)).toMatchObject({ requester: { id: person.user.id, email: person.email } });
    expect((await as(t, person).post(`/api/admin/corrections/${id}/answer`, { status: 'done', answer: 'Done it' })).statusCode).toBe(403);
    expect((await as(t, admin).post(`/api/admin/corrections/${id}/answer`, { status: 'maybe', answer: 'Done it' })).statusCode).toBe(400);

    const told = mailbox.next(person.email, m.mail_correction_subject());
    const answer = 'Your address is now wanjiru@kamau.co.ke; sign in with it.';
    const done = await as(t, admin).post(`/api/admin/corrections/${id}/answer`, { status: 'done', answer });
    expect(done.statusCode, done.body).toBe(200);
    expect((await told).parsed.text).toContain(answer);
    expect((await as(t, person).get('/api/account/corrections')).json().data[0]).toMatchObject({ status: 'done', answer });
    // Once.
    const again = await as(t, admin).post(`/api/admin/corrections/${id}/answer`, { status: 'refused', answer: 'No' + '!'.repeat(3) });
    expect(again.statusCode).toBe(409);
    expect(
      (await as(t, admin).post(`/api/admin/corrections/00000000-0000-4000-8000-000000000000/answer`, { status: 'done', answer: 'Done it' })).statusCode,
    ).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, person.user.id), eq(auditLog.action, 'correction.done')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.summary).toContain(answer);
    expect((await as(t, admin).get('/api/admin/corrections')).json().data.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it(`are limited to ${CORRECTIONS_PER_DAY} a day, counted exactly when sent at once (in rounds), and allowed again the next day`, async () => {
    for (let round = 0; round < 3; round++) {
      const person = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: CORRECTIONS_PER_DAY + 3 }, (_, i) => ask(person, { field: 'other', wanted: `Line ${i}`, reason: 'A test of the limit' })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CORRECTIONS_PER_DAY);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.json().message).toBe(m.correction_too_many({ count: CORRECTIONS_PER_DAY }));
      expect(await t.database.db.select().from(correctionRequests).where(eq(correctionRequests.userId, person.user.id))).toHaveLength(CORRECTIONS_PER_DAY);
    }
    const person = await signUp(t);
    for (let i = 0; i < CORRECTIONS_PER_DAY; i++) expect((await ask(person, { field: 'other', wanted: `${i}`, reason: 'A test' })).statusCode).toBe(201);
    expect((await ask(person, { field: 'other', wanted: 'more', reason: 'A test' })).statusCode).toBe(429);
    clock.advance(DAY + 60_000);
    expect((await refreshSession(t, person)).statusCode).toBe(200);
    expect((await ask(person, { field: 'other', wanted: 'next day', reason: 'A test' })).statusCode).toBe(201);
  });
});
