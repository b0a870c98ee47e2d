import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@nafasi/shared/contact';
import { createTestApp, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t)]);
});
afterAll(() => t?.close());

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

describe('newsletter', () => {
  it('records each address once, whatever its case, even when asked twice at once', async () => {
    const results = await Promise.all([
      post('/api/newsletter', { email: 'Akinyi@Example.co.ke' }),
      post('/api/newsletter', { email: 'akinyi@example.co.ke ' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const again = await post('/api/newsletter', { email: 'akinyi@example.co.ke' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe(CONTACT_MESSAGES.alreadySubscribed);
    const bad = await post('/api/newsletter', { email: 'akinyi@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
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
