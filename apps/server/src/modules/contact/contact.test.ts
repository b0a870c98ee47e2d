import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@nafasi/shared/contact';
import { m } from '@nafasi/shared/i18n';
import { RETENTION } from '@nafasi/shared/privacy';
import { consents, newsletterSubscribers } from '../../db/schema.ts';
import { offsetClock } from '../../lib/clock.ts';
import { as, createTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const clock = offsetClock();
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url }, { periodicJobs: false, clock });
  [admin, user] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t)]);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

let address = 0;
/** Each test writes from its own network address, so the limits of one do not touch another. */
const from = () => `203.0.113.${++address}`;
const post = (url: string, payload: object, remoteAddress = from()) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const CONTACT = { name: 'Wanjiku Mwangi', email: 'Wanjiku@Example.co.ke', subject: 'booking', message: 'Can I book the Westlands boardroom for a full day?' };

describe('contact form', () => {
  it('stores a message and answers with §8’s thank-you; an admin reads it in the inbox, a user cannot', async () => {
    const res = await post('/api/contact', CONTACT);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(CONTACT_MESSAGES.sent);
    const inbox = await t.app.inject({ url: '/api/admin/messages?kind=contact', headers: admin.auth });
    expect(inbox.json().data[0]).toMatchObject({
      kind: 'contact',
      name: 'Wanjiku Mwangi',
      email: 'wanjiku@example.co.ke',
      topic: 'Booking Support',
      message: CONTACT.message,
    });
    expect(inbox.json().page.total).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/admin/messages', headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/messages' })).statusCode).toBe(401);
  });

  it.each([
    [{ ...CONTACT, name: '   ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ ...CONTACT, email: 'not-an-address' }, 'email', 'Enter a valid e-mail address.'],
    [{ ...CONTACT, subject: '' }, 'subject', CONTACT_MESSAGES.subjectRequired],
    [{ ...CONTACT, subject: 'complaints' }, 'subject', CONTACT_MESSAGES.subjectRequired],
    [{ ...CONTACT, message: '' }, 'message', CONTACT_MESSAGES.messageRequired],
    [{ ...CONTACT, message: 'x'.repeat(5001) }, 'message', 'message must be at most 5000 characters'],
    [{ ...CONTACT, extra: 1 }, undefined, undefined],
  ])('refuses bad input (%#) with 400 and stores nothing', async (body, field, message) => {
    const before = (await t.app.inject({ url: '/api/admin/messages', headers: admin.auth })).json().page.total;
    const res = await post('/api/contact', body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json(), res.body).toMatchObject({ field, message });
    expect((await t.app.inject({ url: '/api/admin/messages', headers: admin.auth })).json().page.total).toBe(before);
  });

  it('limits messages from one network address with 429 and says when to try again', async () => {
    const ip = from();
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await post('/api/contact', { ...CONTACT, email: `sender${i}@example.co.ke` }, ip)).statusCode);
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post('/api/contact', CONTACT, ip);
    expect(refused.json().message).toMatch(/^Too many messages\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('partnership inquiries', () => {
  it('stores an inquiry with the company and the partnership type; refuses a missing company', async () => {
    const body = {
      companyName: 'Savannah Workspaces Ltd',
      industry: 'Real estate',
      name: 'Otieno Were',
      email: 'otieno@savannah.co.ke',
      partnershipType: 'space',
      message: 'We run four floors in Upper Hill.',
    };
    const res = await post('/api/partners/inquiries', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(CONTACT_MESSAGES.partnerSent);
    const inbox = (await t.app.inject({ url: '/api/admin/messages?kind=partner', headers: admin.auth })).json();
    expect(inbox.data[0]).toMatchObject({ kind: 'partner', company: 'Savannah Workspaces Ltd', industry: 'Real estate', topic: 'Space Provider' });
    const missing = await post('/api/partners/inquiries', { ...body, companyName: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json(), missing.body).toMatchObject({ field: 'companyName', message: CONTACT_MESSAGES.companyRequired });
    expect((await post('/api/partners/inquiries', { ...body, partnershipType: 'reseller' })).json().field).toBe('partnershipType');
  });
});

describe('newsletter (double opt-in)', () => {
  const listed = async (email: string) => (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const consentOf = (email: string) => t.database.db.select().from(consents).where(eq(consents.email, email)).orderBy(consents.createdAt);
  /** The token in the link of a mail: `#confirm=` or `#leave=`. */
  const tokenIn = (text: string, action: 'confirm' | 'leave') => new RegExp(`/newsletter#${action}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

  it('an address typed in the box gets only a link; following it puts the address on the list, the consent on record', async () => {
    const email = `akinyi-${Date.now()}@example.co.ke`;
    const mailed = mailbox.next(email, m.mail_newsletter_confirm_subject({}, { locale: 'sw' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: email.toUpperCase() },
      remoteAddress: from(),
      headers: { 'accept-language': 'sw' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toEqual({ email, message: m.contact_confirm_sent({}, { locale: 'sw' }) });
    // Nothing is on the list, nothing consented, until the owner of the address says so.
    expect((await listed(email))?.confirmedAt).toBeNull();
    expect(await consentOf(email)).toEqual([]);

    const mail = await mailed;
    expect(mail.text).toContain(m.mail_newsletter_not_you({}, { locale: 'sw' }));
    const token = tokenIn(mail.text, 'confirm');
    expect(token).toBeTruthy();
    expect((await post('/api/newsletter/leave', { token })).statusCode).toBe(400);
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ email, message: CONTACT_MESSAGES.subscribed });
    expect((await listed(email))?.confirmedAt).toBeInstanceOf(Date);
    const [consent, ...more] = await consentOf(email);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({ purpose: 'newsletter', given: true, source: 'newsletter_form', userId: null });
    expect(consent!.words).toBe(`${m.blog_newsletter()}: ${m.blog_newsletter_text()}`);
    // The link works once.
    const again = await post('/api/newsletter/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'link_expired', field: 'token', message: CONTACT_MESSAGES.badLink });
  });

  it('the same answer for an address already on the list, which is mailed a link to leave instead', async () => {
    const email = `otieno-${Date.now()}@example.co.ke`;
    const first = mailbox.next(email, m.mail_newsletter_confirm_subject());
    await post('/api/newsletter', { email });
    await post('/api/newsletter/confirm', { token: tokenIn((await first).text, 'confirm') });

    const already = mailbox.next(email, m.mail_newsletter_already_subject());
    const res = await post('/api/newsletter', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.message).toBe(CONTACT_MESSAGES.confirmSent);
    const token = tokenIn((await already).text, 'leave');
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(400);
    const left = await post('/api/newsletter/leave', { token });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.message).toBe(CONTACT_MESSAGES.unsubscribed);
    expect(await listed(email)).toBeUndefined();
    expect((await consentOf(email)).map((c) => c.given)).toEqual([true, false]);
  });

  it('a link expires after its hours; an address never confirmed is forgotten by the retention job', async () => {
    const email = `wafula-${Date.now()}@example.co.ke`;
    const mailed = mailbox.next(email, m.mail_newsletter_confirm_subject());
    await post('/api/newsletter', { email });
    const token = tokenIn((await mailed).text, 'confirm');
    clock.advance(RETENTION.unconfirmedSubscriberDays * 86_400_000 + 60_000);
    const late = await post('/api/newsletter/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('link_expired');
    const kept = await t.app.jobs.retain();
    expect(kept.unconfirmedSubscriberDays).toBeGreaterThanOrEqual(1);
    expect(await listed(email)).toBeUndefined();
  });

  it('asking again sends a new link (the old one stops working); a flood to one address is refused', async () => {
    const email = `nyambura-${Date.now()}@example.co.ke`;
    const first = mailbox.next(email, m.mail_newsletter_confirm_subject());
    await post('/api/newsletter', { email });
    const old = tokenIn((await first).text, 'confirm');
    const second = mailbox.next(email, m.mail_newsletter_confirm_subject());
    await post('/api/newsletter', { email });
    const fresh = tokenIn((await second).text, 'confirm');
    expect(fresh).not.toBe(old);
    expect((await post('/api/newsletter/confirm', { token: old })).statusCode).toBe(400);
    // A third within the hour is allowed, a fourth (from anywhere) is not: no one mails an address without end.
    expect((await post('/api/newsletter', { email })).statusCode).toBe(202);
    const flood = await post('/api/newsletter', { email });
    expect(flood.statusCode).toBe(429);
    expect((await post('/api/newsletter/confirm', { token: fresh })).statusCode).toBe(400);
  });

  it('Settings turns the newsletter on for the account’s own address at once; bad input is refused', async () => {
    const person = await signUp(t);
    expect((await as(t, person).put('/api/account/newsletter', { subscribed: true })).json().data).toEqual({ subscribed: true });
    expect((await listed(person.email))?.confirmedAt).toBeInstanceOf(Date);
    expect((await post('/api/newsletter', { email: 'akinyi@' })).json().field).toBe('email');
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 'not-a-token' }]) {
      const res = await post('/api/newsletter/confirm', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe('token');
    }
  });
});

describe('security.txt', () => {
  it('serves RFC 9116 fields with the security address and an expiry in the future', async () => {
    const res = await t.app.inject('/.well-known/security.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Contact: mailto:security@nafasi\.co\.ke$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(res.body)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(res.body).toMatch(/^Canonical: http.+\/\.well-known\/security\.txt$/m);
  });
});
