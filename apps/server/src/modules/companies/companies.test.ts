import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Booking } from '@nafasi/shared/bookings';
import type { Company, CompanyDetail, CompanyStatement } from '@nafasi/shared/companies';
import { addMonths, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { formatKsh } from '@nafasi/shared/money';
import { bookFreshSpace, createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { englishLines, peoplesNames } from '../../test/english.ts';
import { bookings, companyInvitations, companyMembers, spaces } from '../../db/schema.ts';
import { camt053 } from '../payments/fixtures/bank-statements.ts';

/*
 * Company accounts (docs/COMPANIES.md): a company with its KRA PIN and address, colleagues invited by
 * e-mail (the link works once, for its address, until it expires), bookings on the account invoiced
 * to the company, its admins seeing every booking and a monthly statement (JSON, CSV, PDF), one bank
 * transfer paying several invoices, and a member who leaves losing access at once while their
 * bookings stay the company's.
 */

let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, BOOKING_MAX_HOLDS: '100' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const ACME = { name: 'Acme Kenya Limited', kraPin: 'p051234567x', postalAddress: 'P.O. Box 12345-00100, Nairobi', billingEmail: 'Accounts@Acme.co.ke' };
const api = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
const create = async (admin: Person, input = ACME) => {
  const res = await api(admin, 'POST', '/api/companies', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Company;
};
/** Invites `who` and returns the token their mail's link carries. */
const invite = async (admin: Person, companyId: string, email: string, role: 'admin' | 'member' = 'member', company = ACME.name) => {
  // Named by its subject: the sign-up's confirmation may still be on its way to the same address.
  const mail = mailbox.next(email, `Join ${company} on Nafasi`);
  const res = await api(admin, 'POST', `/api/companies/${companyId}/invitations`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const link = /(https?:\/\/\S+\/company-invite#token=([\w-]+))/.exec((await mail).text);
  expect(link, 'the mail carries the link').toBeTruthy();
  return link![2]!;
};
const join = async (admin: Person, companyId: string, who: Person, role: 'admin' | 'member' = 'member', company = ACME.name) => {
  const token = await invite(admin, companyId, who.email, role, company);
  const res = await api(who, 'POST', '/api/company-invitations/accept', { token });
  expect(res.statusCode, res.body).toBe(200);
};
let days = 0;
const bookOn = (who: Person, companyId: string | undefined, hourlyRate = 5_000) =>
  bookFreshSpace(t, who, { hourlyRate, daysAhead: 5 + ++days, companyId, category: 'event-hall' });

describe('a company and its people', () => {
  it('is created with a valid KRA PIN, address and billing e-mail; its creator is its admin', async () => {
    const owner = await signUp(t);
    const bad = await api(owner, 'POST', '/api/companies', { ...ACME, kraPin: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'kraPin' });
    for (const [field, value] of [
      ['name', ''],
      ['postalAddress', '  '],
      ['billingEmail', 'not an address'],
    ] as const) {
      const res = await api(owner, 'POST', '/api/companies', { ...ACME, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await api(owner, 'POST', '/api/companies', { ...ACME, extra: 1 })).statusCode).toBe(400);
    expect((await api(null, 'POST', '/api/companies', ACME)).statusCode).toBe(401);
    // An unconfirmed address cannot open a company account.
    const unconfirmed = await signUp(t, { verified: false });
    expect((await api(unconfirmed, 'POST', '/api/companies', ACME)).statusCode).toBe(403);

    const company = await create(owner);
    expect(company).toMatchObject({ name: ACME.name, kraPin: 'P051234567X', billingEmail: 'accounts@acme.co.ke', role: 'admin', members: 1 });
    expect((await api(owner, 'GET', '/api/companies')).json().data).toEqual([company]);
    // Someone outside it is told it does not exist.
    const stranger = await signUp(t);
    expect((await api(stranger, 'GET', `/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await api(stranger, 'PUT', `/api/companies/${company.id}`, ACME)).statusCode).toBe(404);
  });

  it('invites by e-mail: the link works once, for its address, until it expires; a new invitation replaces the old', async () => {
    const owner = await signUp(t);
    const colleague = await signUp(t);
    const other = await signUp(t);
    const company = await create(owner);

    // Only its admins invite.
    expect((await api(other, 'POST', `/api/companies/${company.id}/invitations`, { email: colleague.email })).statusCode).toBe(404);
    const first = await invite(owner, company.id, colleague.email);
    const second = await invite(owner, company.id, colleague.email);
    const detail = (await api(owner, 'GET', `/api/companies/${company.id}`)).json().data as CompanyDetail;
    expect(detail.invitations.map((i) => i.email)).toEqual([colleague.email]);

    // The replaced link is gone; someone else's account cannot use the new one.
    expect((await api(colleague, 'POST', '/api/company-invitations/accept', { token: first })).statusCode).toBe(410);
    const wrong = await api(other, 'POST', '/api/company-invitations/preview', { token: second });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(colleague.email);
    expect((await api(other, 'POST', '/api/company-invitations/accept', { token: second })).statusCode).toBe(403);

    const preview = await api(colleague, 'POST', '/api/company-invitations/preview', { token: second });
    expect(preview.json().data).toMatchObject({ companyName: ACME.name, email: colleague.email, role: 'member' });
    expect((await api(colleague, 'POST', '/api/company-invitations/accept', { token: second })).json().data).toMatchObject({ id: company.id, role: 'member' });
    // Once.
    expect((await api(colleague, 'POST', '/api/company-invitations/accept', { token: second })).statusCode).toBe(410);
    // A member cannot be invited again.
    expect((await api(owner, 'POST', `/api/companies/${company.id}/invitations`, { email: colleague.email })).statusCode).toBe(409);
    // A member sees the people but not the invitations, and cannot invite.
    const seen = (await api(colleague, 'GET', `/api/companies/${company.id}`)).json().data as CompanyDetail;
    expect(seen.people.map((p) => [p.email, p.role])).toEqual([
      [owner.email, 'admin'],
      [colleague.email, 'member'],
    ]);
    expect(seen.invitations).toEqual([]);
    expect((await api(colleague, 'POST', `/api/companies/${company.id}/invitations`, { email: other.email })).statusCode).toBe(403);

    // An expired invitation is refused, as is a withdrawn one.
    const late = await invite(owner, company.id, other.email);
    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, other.email));
    expect((await api(other, 'POST', '/api/company-invitations/accept', { token: late })).statusCode).toBe(410);
    const withdrawn = await invite(owner, company.id, other.email);
    const [open] = (await api(owner, 'GET', `/api/companies/${company.id}`)).json().data.invitations as { id: string }[];
    expect((await api(owner, 'DELETE', `/api/companies/${company.id}/invitations/${open!.id}`)).statusCode).toBe(204);
    expect((await api(other, 'POST', '/api/company-invitations/accept', { token: withdrawn })).statusCode).toBe(410);
    // A made-up token reads the same.
    expect((await api(other, 'POST', '/api/company-invitations/accept', { token: 'x'.repeat(43) })).statusCode).toBe(410);
    expect((await api(other, 'POST', '/api/company-invitations/accept', { token: 'bad token' })).statusCode).toBe(400);
  });

  it('limits how many links one person tries: a guesser is told to wait while others are served', async () => {
    const guesser = await signUp(t);
    const someone = await signUp(t);
    const tries = [];
    for (let i = 0; i < 25; i++) tries.push((await api(guesser, 'POST', '/api/company-invitations/accept', { token: `${'g'.repeat(40)}${i}` })).statusCode);
    expect(tries.slice(0, 20).every((s) => s === 410)).toBe(true);
    expect(tries.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await api(someone, 'POST', '/api/company-invitations/accept', { token: 'h'.repeat(43) })).statusCode).toBe(410);
  });

  it('keeps an admin: the last one can neither leave nor step down', async () => {
    const owner = await signUp(t);
    const colleague = await signUp(t);
    const company = await create(owner);
    await join(owner, company.id, colleague);
    expect((await api(owner, 'DELETE', `/api/companies/${company.id}/members/${owner.user.id}`)).statusCode).toBe(409);
    expect((await api(owner, 'PUT', `/api/companies/${company.id}/members/${owner.user.id}`, { role: 'member' })).statusCode).toBe(409);
    // A member cannot change roles or remove others.
    expect((await api(colleague, 'PUT', `/api/companies/${company.id}/members/${colleague.user.id}`, { role: 'admin' })).statusCode).toBe(403);
    expect((await api(colleague, 'DELETE', `/api/companies/${company.id}/members/${owner.user.id}`)).statusCode).toBe(403);
    expect((await api(owner, 'PUT', `/api/companies/${company.id}/members/${colleague.user.id}`, { role: 'admin' })).statusCode).toBe(204);
    expect((await api(owner, 'DELETE', `/api/companies/${company.id}/members/${owner.user.id}`)).statusCode).toBe(204);
    expect((await api(owner, 'GET', `/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await api(colleague, 'GET', `/api/companies/${company.id}`)).json().data).toMatchObject({ role: 'admin', members: 1 });
  });
});

describe('bookings on the account', () => {
  it('are invoiced to the company with its PIN and address; its admins see every one; other members only their own', async () => {
    const owner = await signUp(t);
    const booker = await signUp(t);
    const colleague = await signUp(t);
    const stranger = await signUp(t);
    const company = await create(owner);
    await join(owner, company.id, booker);
    await join(owner, company.id, colleague);

    const booking = await bookOn(booker, company.id);
    expect(booking.company).toEqual({ id: company.id, name: ACME.name });
    expect(booking.invoice.terms).toMatchObject({ buyerName: ACME.name, buyerPin: 'P051234567X', buyerAddress: ACME.postalAddress });
    // Someone outside the company cannot book on its account; nothing is written.
    const space = await insertSpace(t.database, { hourlyRate: 1_000 });
    const refused = await api(stranger, 'POST', '/api/bookings', {
      spaceId: space.id,
      date: nairobiDate(new Date(Date.now() + 40 * 86_400_000)),
      startTime: '09:00',
      endTime: '10:00',
      companyId: company.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_member', field: 'companyId' });
    expect(await t.database.db.select().from(bookings).where(eq(bookings.spaceId, space.id))).toEqual([]);

    expect((await api(owner, 'GET', `/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await api(colleague, 'GET', `/api/bookings/${booking.id}`)).statusCode).toBe(404);
    const listed = (await api(owner, 'GET', `/api/companies/${company.id}/bookings`)).json();
    expect(listed.data.map((b: Booking) => [b.reference, b.userName])).toEqual([[booking.reference, booking.userName]]);
    expect((await api(colleague, 'GET', `/api/companies/${company.id}/bookings`)).statusCode).toBe(403);
    expect((await api(stranger, 'GET', `/api/companies/${company.id}/bookings`)).statusCode).toBe(404);

    // The company's admin may cancel a booking on its account (as its booker may); another member may not.
    expect((await api(colleague, 'POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(404);
    expect((await api(owner, 'POST', `/api/bookings/${booking.id}/cancel`)).json().data).toMatchObject({ status: 'cancelled' });
  });

  it('a member who leaves loses access at once; their bookings stay the company’s', async () => {
    const owner = await signUp(t);
    const booker = await signUp(t);
    const company = await create(owner);
    await join(owner, company.id, booker);
    const own = await bookOn(booker, undefined);
    const onAccount = await bookOn(booker, company.id);

    // Someone an admin removes is told by mail; someone who leaves is not.
    const removed = await signUp(t);
    await join(owner, company.id, removed);
    const told = mailbox.next(removed.email, `You are no longer a member of ${ACME.name}`);
    expect((await api(owner, 'DELETE', `/api/companies/${company.id}/members/${removed.user.id}`)).statusCode).toBe(204);
    expect((await told).text).toContain('stay the company');
    expect((await api(booker, 'DELETE', `/api/companies/${company.id}/members/${booker.user.id}`)).statusCode).toBe(204);
    expect((await api(booker, 'GET', `/api/bookings/${onAccount.id}`)).statusCode).toBe(404);
    expect((await api(booker, 'GET', `/api/bookings/${own.id}`)).statusCode).toBe(200);
    const mine = (await api(booker, 'GET', '/api/bookings')).json().data as Booking[];
    expect(mine.map((b) => b.id)).toEqual([own.id]);
    expect((await api(booker, 'GET', `/api/companies/${company.id}`)).statusCode).toBe(404);
    await expect(bookOn(booker, company.id)).rejects.toThrow(/403/);
    // The company keeps the booking, its invoice and who made it.
    expect((await api(owner, 'GET', `/api/bookings/${onAccount.id}`)).json().data).toMatchObject({ userId: booker.user.id, company: { id: company.id } });
  });

  it('leaving while booking: the booking is refused or made before the member left, never after (in rounds)', async () => {
    const owner = await signUp(t);
    const company = await create(owner);
    for (let round = 0; round < 8; round++) {
      const booker = await signUp(t);
      await join(owner, company.id, booker);
      const space = await insertSpace(t.database, { hourlyRate: 1_000 });
      const [booked, removed] = await Promise.all([
        api(booker, 'POST', '/api/bookings', {
          spaceId: space.id,
          date: nairobiDate(new Date(Date.now() + 30 * 86_400_000)),
          startTime: '09:00',
          endTime: '10:00',
          companyId: company.id,
        }),
        api(owner, 'DELETE', `/api/companies/${company.id}/members/${booker.user.id}`),
      ]);
      expect(removed.statusCode).toBe(204);
      expect([201, 403], booked.body).toContain(booked.statusCode);
      const [left] = await t.database.db.select({ leftAt: companyMembers.leftAt }).from(companyMembers).where(eq(companyMembers.userId, booker.user.id));
      const made = await t.database.db.select({ createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.spaceId, space.id));
      expect(made.length).toBe(booked.statusCode === 201 ? 1 : 0);
      if (made[0]) expect(made[0].createdAt.getTime()).toBeLessThanOrEqual(left!.leftAt!.getTime());
    }
  });
});

describe('the monthly statement', () => {
  it('lists the month’s invoices and payments (JSON, CSV, PDF); one bank transfer pays several invoices', async () => {
    const owner = await signUp(t);
    const booker = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const TRADERS = { ...ACME, name: 'Kilimani Traders Limited', billingEmail: 'ap@kilimani-traders.co.ke' };
    const company = await create(owner, TRADERS);
    await join(owner, company.id, booker, 'member', TRADERS.name);
    // KSh 11,000 each (2 h at 5,000 and the flat 10 %).
    const [first, second] = [await bookOn(booker, company.id), await bookOn(booker, company.id)];
    const month = nairobiDate().slice(0, 7);

    let statement = (await api(owner, 'GET', `/api/companies/${company.id}/statement?month=${month}`)).json().data as CompanyStatement;
    expect(statement.totals).toEqual({ invoiced: first.totalCost + second.totalCost, received: 0, owed: first.totalCost + second.totalCost });

    // One transfer names both invoices and pays them together.
    const day = nairobiDate();
    const content = camt053({
      day,
      entries: [
        {
          amount: first.totalCost + second.totalCost,
          bankRef: 'FT26340ACME1',
          bookedOn: day,
          payer: 'ACME KENYA LIMITED',
          narrative: `${first.reference} ${second.reference}`,
          via: 'PESALINK',
        },
      ],
    });
    const loaded = await api(admin, 'POST', '/api/admin/bank-statements', { fileName: `acme-${day}.xml`, content });
    expect(loaded.statusCode, loaded.body).toBe(201);
    for (const b of [first, second])
      expect((await api(owner, 'GET', `/api/bookings/${b.id}`)).json().data).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });

    statement = (await api(owner, 'GET', `/api/companies/${company.id}/statement?month=${month}`)).json().data as CompanyStatement;
    expect(statement.totals).toEqual({ invoiced: first.totalCost + second.totalCost, received: first.totalCost + second.totalCost, owed: 0 });
    expect(statement.invoices.map((i) => [i.invoiceId, i.paid, i.owed])).toEqual([
      [first.invoice.id, first.totalCost, 0],
      [second.invoice.id, second.totalCost, 0],
    ]);
    expect(statement.payments.map((p) => [p.via, p.receipt, p.invoiceId])).toEqual([
      ['bank', 'FT26340ACME1', first.invoice.id],
      ['bank', 'FT26340ACME1', second.invoice.id],
    ]);

    const csv = await api(owner, 'GET', `/api/companies/${company.id}/statement.csv?month=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows: string[][] = parseCsv(csv.body, { relax_column_count: true, bom: true });
    expect(rows.find((r) => r[0] === 'KRA PIN')?.[1]).toBe('P051234567X');
    expect(rows.find((r) => r[0] === 'Company name')?.[1]).toBe(TRADERS.name);
    expect(rows[0]?.slice(0, 2)).toEqual(['Statement', month]);
    const invoiceRows = rows.filter((r) => r[1] === first.invoice.id || r[1] === second.invoice.id);
    expect(invoiceRows.map((r) => r.slice(6))).toEqual([
      [first.totalCost.toFixed(2), first.totalCost.toFixed(2), '0.00'],
      [second.totalCost.toFixed(2), second.totalCost.toFixed(2), '0.00'],
    ]);

    const pdf = await api(owner, 'GET', `/api/companies/${company.id}/statement.pdf?month=${month}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const words of [TRADERS.name, 'P051234567X', first.invoice.id, second.invoice.id, 'FT26340ACME1']) expect(text).toContain(words);

    // In Kiswahili the statement's CSV and PDF hold no English but what people wrote (the company,
    // its address, names, the spaces) and codes; the same check reads the English ones as English.
    const titles = (await t.database.db.select({ title: spaces.title }).from(spaces)).map((r) => r.title);
    const authored = [TRADERS.name, TRADERS.postalAddress, ...(await peoplesNames(t.database.db)), ...titles];
    const english = async (language: string) => {
      const read = async (format: string) =>
        t.app.inject({ url: `/api/companies/${company.id}/statement.${format}?month=${month}`, headers: { ...owner.auth, 'accept-language': language } });
      const texts = [(await read('csv')).body, await pdfText((await read('pdf')).rawPayload)];
      return texts.flatMap((text) => englishLines(text, authored));
    };
    expect(await english('sw-KE')).toEqual([]);
    expect((await english('en-KE')).length).toBeGreaterThan(10);

    // Members and strangers do not read it; a month is a month.
    expect((await api(booker, 'GET', `/api/companies/${company.id}/statement?month=${month}`)).statusCode).toBe(403);
    expect((await api(owner, 'GET', `/api/companies/${company.id}/statement?month=2026-13`)).statusCode).toBe(400);
  });

  it('is mailed to the billing address once the month has ended, once, with the PDF and the CSV; a refused mail is sent again', async () => {
    const owner = await signUp(t);
    const SAFARI = { ...ACME, name: 'Safari Events Limited', billingEmail: 'accounts@safari-events.co.ke' };
    const company = await create(owner, SAFARI);
    const booking = await bookOn(owner, company.id);
    const month = nairobiDate().slice(0, 7);
    // During the month, nothing goes; on the next month's first morning it does.
    const during = new Date();
    const nextMonth = nairobiInstant(`${addMonths(`${month}-01`, 1)}`, '07:00');
    const subject = `${SAFARI.name}: your Nafasi statement for ${month}`;
    await t.app.jobs.mailCompanyStatements(during);
    expect(mailbox.received.some((r) => r.subject === subject)).toBe(false);

    mailbox.refuse(1, { to: SAFARI.billingEmail });
    await expect(t.app.jobs.mailCompanyStatements(nextMonth)).rejects.toThrow(/tried again/);
    const mail = mailbox.next(SAFARI.billingEmail, subject);
    expect(await t.app.jobs.mailCompanyStatements(nextMonth)).toBeGreaterThanOrEqual(1);
    const { parsed } = await mail;
    expect(parsed.text).toContain(`${formatKsh(booking.totalCost)} invoiced`);
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
    const csv = parsed.attachments.find((a) => a.contentType.startsWith('text/csv'));
    expect(pdf?.filename).toBe(`nafasi-statement-${month}.pdf`);
    const text = await pdfText(pdf!.content);
    expect(text).toContain(booking.invoice.id);
    const rows: string[][] = parseCsv(csv!.content.toString('utf8'), { relax_column_count: true, bom: true });
    expect(rows.some((r) => r[1] === booking.invoice.id)).toBe(true);
    // Once: the job sends (and has sent, awaited) nothing the second time.
    expect(await t.app.jobs.mailCompanyStatements(nextMonth)).toBe(0);
    expect(mailbox.received.filter((r) => r.subject === subject)).toHaveLength(1);
  });
});
