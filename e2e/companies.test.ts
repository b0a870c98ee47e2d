import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { camt053 } from '../apps/server/src/modules/payments/fixtures/bank-statements.ts';
import { useProduct } from './support/product.ts';
import { registerAndConfirm } from './support/mail.ts';
import { SAMPLE, signedIn, toast } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';

/*
 * A company's hall for a day (docs/COMPANIES.md, docs/PAYMENTS.md): its finance person opens the
 * company account and invites a colleague by e-mail; the colleague books a KSh 400,000 day on the
 * company's account, pays the host's 30 % deposit by M-Pesa (one push, within Safaricom's
 * KSh 150,000), and the company pays the balance by bank transfer, matched from the bank's camt.053;
 * the finance person sees the booking paid, its invoice naming the company and its KRA PIN, and the
 * month's statement, in English and in Kiswahili.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());
const product = useProduct({ env: () => ({ SMTP_URL: mailbox.url }) });

/** Nafasi's own admin, through the API: approving a listing's changes, loading a bank statement. */
async function asAdmin(path: string, body: unknown) {
  const url = product.server.url;
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE.admin) });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.access_token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

const ksh = (n: number) => `KSH ${n.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('a company books a hall', () => {
  it('opens an account, invites a colleague who books on it, pays a deposit by M-Pesa and the balance by bank; its admin sees it all', async () => {
    const url = product.server.url;
    // The host prices the studio as a hall for a day, with a 30 % deposit and the balance a week before.
    const { data: found } = await (await fetch(`${url}/api/spaces?q=kilimani%20daylight%20photo`)).json();
    const space = found[0];
    const host = await signedIn(product.browser, url, SAMPLE.owner, { width: 1280 });
    await host.page.goto(`${url}/list-space/${space.id}`);
    // The form shows the listing as saved before it is changed.
    await expect.poll(() => host.page.getByLabel('Hourly rate (KSH)').inputValue()).not.toBe('');
    await host.page.getByLabel('Hourly rate (KSH)').fill('50000');
    await host.page.getByLabel('Deposit', { exact: true }).selectOption('30');
    await host.page.getByLabel('Balance due').selectOption('7');
    await host.page.getByRole('button', { name: 'Save changes' }).click();
    await host.page.waitForURL(/\/dashboard/);
    // A new price waits for Nafasi's review; an admin approves it.
    await asAdmin(`/admin/spaces/${space.id}/changes/decision`, { decision: 'approve' });
    await expect.poll(async () => (await (await fetch(`${url}/api/spaces/${space.id}`)).json()).data.hourlyRate).toBe(50_000);
    await host.context.close();

    // The company's finance person signs up and opens the company account.
    const finance = { name: 'Wanjiru Kamau', email: `finance-${Date.now()}@acme.co.ke`, password: 'Acme-Finance-2026' };
    const boss = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await boss.newPage();
    await registerAndConfirm(admin, product.server, finance, async (email) => {
      const mail = await mailbox.find(email, 'Confirm your e-mail address for Nafasi', 10_000);
      return mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    });
    await admin
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await admin.getByRole('link', { name: 'Company accounts' }).click();
    await admin.waitForURL(`${url}/companies`);
    const form = admin.getByTestId('company-form');
    await form.getByLabel('Company name').fill('Acme Kenya Limited');
    await form.getByLabel('KRA PIN').fill('p051987654m');
    await form.getByLabel('Postal address').fill('P.O. Box 12345-00100, Nairobi');
    await form.getByLabel('Billing e-mail').fill('accounts@acme.co.ke');
    await form.getByRole('button', { name: 'Open the account' }).click();
    await admin.waitForURL(/\/companies\/[0-9a-f-]{36}$/);
    const companyUrl = admin.url();
    expect(await admin.getByTestId('company-name').textContent()).toBe('Acme Kenya Limited');

    // She invites her colleague (the sample user) by e-mail.
    await admin.getByRole('tab', { name: 'People' }).click();
    const invited = mailbox.next(SAMPLE.user.email, 'Join Acme Kenya Limited on Nafasi');
    await admin.getByTestId('invite-form').getByLabel("Colleague's e-mail").fill(SAMPLE.user.email);
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await toast(admin, `Invitation sent to ${SAMPLE.user.email}.`);
    await expect.poll(() => admin.getByTestId('company-invitations').textContent()).toContain(SAMPLE.user.email);
    await admin.screenshot({ path: 'e2e/artifacts/company-people-1280.png', fullPage: true });
    const link = (await invited).text.match(/http:\/\/127\.0\.0\.1:\d+\/company-invite#token=[\w-]+/)![0];

    // The colleague, on her phone, opens the link and joins.
    const { page, context } = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Join Acme Kenya Limited' }).count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/company-invite-390.png' });
    await page.getByTestId('accept-invitation').click();
    await page.waitForURL(companyUrl);

    // She books the day on the company's account: the deposit and balance said before booking.
    await page.goto(`${url}/booking/${space.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);
    await pickSlot(page, nairobiDate(new Date(Date.now() + 25 * 86_400_000)), '09:00', '17:00');
    await page.getByTestId('bill-to').getByRole('combobox').selectOption({ label: 'Acme Kenya Limited' });
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toMatch(/^KSH /);
    const whole = Math.ceil(Number((await page.getByTestId('booking-total').textContent())!.replace(/[^\d.]/g, '')));
    expect(whole).toBeGreaterThanOrEqual(400_000);
    const deposit = Math.ceil(whole * 0.3);
    await expect.poll(() => page.getByTestId('deposit-terms').textContent()).toContain(`Deposit now: ${ksh(deposit)}.`);
    await page.getByTestId('bill-to').screenshot({ path: 'e2e/artifacts/bill-to-390.png' });
    const { dialog, reference } = await bookAndChooseMpesa(page);

    // The deposit by M-Pesa, in one push.
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: `Pay the deposit: ${ksh(deposit)}` }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-paid-so-far').textContent(), { timeout: 15_000 }).toBe(`Paid so far: ${ksh(deposit)} of ${ksh(whole)}`);
    // The balance by bank: Nafasi's account and the reference.
    await expect.poll(() => dialog.getByTestId('bank-transfer').textContent()).toContain(`Reference: ${reference}, exactly as written`);
    await context.close();

    // The finance person sees the booking on the account, and pays the balance with the bank steps it shows.
    await admin.goto(companyUrl);
    const bookings = admin.getByTestId('company-bookings');
    await expect.poll(() => bookings.textContent()).toContain(reference);
    expect(await bookings.textContent()).toContain(`${ksh(whole - deposit)} owed`);
    await admin.getByRole('checkbox', { name: /Pay invoice INV-/ }).check();
    await expect.poll(() => admin.getByTestId('company-pay-together').textContent()).toContain(`Amount: ${ksh(whole - deposit)}.`);
    await admin.screenshot({ path: 'e2e/artifacts/company-bookings-1280.png', fullPage: true });

    // Acme's bank sends it by RTGS; Nafasi's bank statement of the day arrives and an admin loads it.
    const today = nairobiDate(new Date());
    const statement = camt053({
      day: today,
      entries: [{ amount: whole - deposit, bankRef: 'RT26E2EACME1', bookedOn: today, payer: 'ACME KENYA LIMITED', narrative: `BAL ${reference}`, via: 'RTGS' }],
    });
    await asAdmin('/admin/bank-statements', { fileName: `STMT-${today}.xml`, content: statement });

    // Paid and confirmed; the invoice names the company, its PIN and address, and who booked.
    await admin.reload();
    await expect.poll(() => admin.getByTestId('company-bookings').textContent()).toMatch(/confirmed/i);
    await admin.getByTestId('company-bookings').getByRole('link', { name: 'Invoice' }).click();
    await expect.poll(() => admin.getByTestId('buyer-pin').textContent()).toContain('P051987654M');
    expect(await admin.getByTestId('buyer-address').textContent()).toBe('P.O. Box 12345-00100, Nairobi');
    expect(await admin.textContent('body')).toContain('Acme Kenya Limited');
    await admin.screenshot({ path: 'e2e/artifacts/company-invoice-1280.png', fullPage: true });

    // The month's statement: what was invoiced, what came in (the deposit and the transfer), nothing owed.
    await admin.goto(companyUrl);
    await admin.getByRole('tab', { name: 'Statement' }).click();
    const shown = admin.getByTestId('company-statement');
    await expect.poll(() => shown.textContent()).toContain('Received this month');
    const totals = await admin.evaluate(
      async (path) => {
        const session = JSON.parse(localStorage.getItem('nafasi.auth.session') ?? '{}') as { access_token: string };
        const res = await fetch(path, { headers: { authorization: `Bearer ${session.access_token}` } });
        return ((await res.json()) as { data: { totals: { invoiced: number; received: number; owed: number } } }).data.totals;
      },
      `/api/companies/${companyUrl.split('/').pop()}/statement?month=${today.slice(0, 7)}`,
    );
    expect(totals.owed).toBe(0);
    expect(totals.received).toBe(whole);
    await admin.screenshot({ path: 'e2e/artifacts/company-statement-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.screenshot({ path: 'e2e/artifacts/company-statement-375.png', fullPage: true });

    // In Kiswahili.
    await admin.goto(companyUrl.replace(url, () => `${url}/sw`));
    await expect.poll(() => admin.getByRole('tab', { name: 'Uhifadhi' }).count()).toBe(1);
    await admin.getByRole('tab', { name: 'Watu' }).click();
    await expect.poll(() => admin.getByTestId('company-people').textContent()).toContain('Msimamizi');
    await admin.screenshot({ path: 'e2e/artifacts/company-people-sw-375.png', fullPage: true });
    await boss.close();
  });
});
