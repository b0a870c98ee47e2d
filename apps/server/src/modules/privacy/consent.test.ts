import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { consents, newsletterSubscribers } from '../../db/schema.ts';
import { as, createTestApp, signUp, type TestContext } from '../../test/harness.ts';

/*
 * Consent (docs/PRIVACY.md "Consent"): the newsletter is opted into, never on by itself, and left as
 * easily; every choice about it and about the optional mails is on record with the words the person
 * was shown, in their language, when and where; the record leaves with a deleted account.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { periodicJobs: false });
});
afterAll(() => t?.close());

const recordOf = (userId: string, email: string) =>
  t.database.db
    .select()
    .from(consents)
    .where(or(eq(consents.userId, userId), eq(consents.email, email)))
    .orderBy(consents.createdAt);

describe('consent', () => {
  it('the newsletter: off until chosen, on and off in Settings, each choice recorded in the words shown', async () => {
    const person = await signUp(t);
    expect((await as(t, person).get('/api/account/newsletter')).json().data).toEqual({ subscribed: false });

    const on = await as(t, person).put('/api/account/newsletter', { subscribed: true }, { 'accept-language': 'sw' });
    expect(on.statusCode, on.body).toBe(200);
    expect((await as(t, person).get('/api/account/newsletter')).json().data).toEqual({ subscribed: true });
    // The same choice again changes nothing and records nothing.
    await as(t, person).put('/api/account/newsletter', { subscribed: true });
    const off = await as(t, person).put('/api/account/newsletter', { subscribed: false });
    expect(off.json().data).toEqual({ subscribed: false });
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, person.email))).toEqual([]);

    const record = await recordOf(person.user.id, person.email);
    expect(record.map((r) => ({ purpose: r.purpose, given: r.given, locale: r.locale, source: r.source }))).toEqual([
      { purpose: 'newsletter', given: true, locale: 'sw', source: 'settings' },
      { purpose: 'newsletter', given: false, locale: 'en', source: 'settings' },
    ]);
    expect(record[0]!.words).toBe(`${m.privacy_newsletter_on({}, { locale: 'sw' })}: ${m.blog_newsletter_text({}, { locale: 'sw' })}`);

    // Bad input: not a boolean, or signed out.
    expect((await as(t, person).put('/api/account/newsletter', { subscribed: 'yes' })).statusCode).toBe(400);
    expect((await as(t, null).put('/api/account/newsletter', { subscribed: true })).statusCode).toBe(401);
  });

  it('an address typed in the blog’s box consents to nothing until its link is followed; optional mails record each change', async () => {
    // The link and what following it records: contact.test.ts "newsletter (double opt-in)".
    const email = `reader-${Date.now()}@example.co.ke`;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: '10.88.0.1' });
      expect(res.statusCode).toBe(202);
    }
    expect(await t.database.db.select().from(consents).where(eq(consents.email, email))).toEqual([]);
    expect(
      await t.database.db.select({ confirmedAt: newsletterSubscribers.confirmedAt }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([{ confirmedAt: null }]);

    const person = await signUp(t);
    const settings = (await as(t, person).get('/api/notifications/settings')).json().data;
    const saved = await as(t, person).put('/api/notifications/settings', { ...settings, reminders: false, review_invites: false });
    expect(saved.statusCode, saved.body).toBe(200);
    await as(t, person).put('/api/notifications/settings', { ...settings, reminders: true, review_invites: false });
    const record = await recordOf(person.user.id, person.email);
    expect(record.map((r) => [r.purpose, r.given])).toEqual(
      expect.arrayContaining([
        ['mail:reminders', false],
        ['mail:review_invites', false],
        ['mail:reminders', true],
      ]),
    );
    expect(record).toHaveLength(3);
  });

  it('leaves with a deleted account', async () => {
    const person = await signUp(t);
    await as(t, person).put('/api/account/newsletter', { subscribed: true });
    expect(await recordOf(person.user.id, person.email)).toHaveLength(1);
    expect((await as(t, person).post('/api/account/deletion', { password: person.password })).statusCode).toBe(200);
    expect(await recordOf(person.user.id, person.email)).toEqual([]);
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, person.email))).toEqual([]);
  });
});
