import { describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '@nafasi/shared/payments';
import { nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';
import { camt053 } from '../apps/server/src/modules/payments/fixtures/bank-statements.ts';

/*
 * Bookings above what one M-Pesa payment moves (docs/PAYMENTS.md "Paying in parts"). The limit is a
 * setting: here KSh 1,000 a payment, so that a KSh 2,400 room of the sample data is paid as a hall
 * above Safaricom's KSh 150,000 is, in three parts.
 */
const product = useProduct({ env: { MPESA_MAX_PER_PUSH_KES: '1000' } });

describe('a booking above M-Pesa’s limit', () => {
  it('is paid in parts on the phone: “part 1 of 3”, what has come and what is left, the next part, then confirmed', async () => {
    const { page } = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 390 });
    const { data: spaces } = await (await fetch(`${product.server.url}/api/spaces?q=kilimani%20huddle`)).json();
    await page.goto(`${product.server.url}/booking/${spaces[0].id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);
    await pickSlot(page, nairobiDate(new Date(Date.now() + 8 * 86_400_000)), '10:00', '12:00');
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('KSH 2,400.00');
    const { dialog } = await bookAndChooseMpesa(page);

    // Said before anything is sent: in parts, how many, and the paybill's amount within the limit.
    await expect.poll(() => dialog.getByTestId('mpesa-part').textContent()).toBe('Part 1 of 3');
    expect(await dialog.getByTestId('mpesa-parts-note').textContent()).toBe(
      'M-Pesa moves at most KSH 1,000.00 in one payment: this booking is paid in 3 parts, from one number or several.',
    );
    expect(await dialog.getByTestId('manual-payment').textContent()).toContain(
      'Amount: up to KSH 1,000.00 a payment, as many as it takes to pay KSH 2,400.00: each one counts toward this booking.',
    );

    // The simulator's sandbox number enters its PIN at once.
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: 'Pay KSH 1,000.00 with M-Pesa' }).click();
    const partPaid = dialog.getByTestId('mpesa-part-paid');
    await expect.poll(() => partPaid.textContent(), { timeout: 15_000 }).toContain(MPESA_MESSAGES.partPaid({ number: 1, of: 3 }, 'KSH 1,400.00'));
    expect(await dialog.getByTestId('mpesa-paid-so-far').textContent()).toBe('Paid so far: KSH 1,000.00 of KSH 2,400.00');
    expect(await dialog.getByTestId('mpesa-part').textContent()).toBe('Part 2 of 3');
    await page.screenshot({ path: 'e2e/artifacts/parts-390.png' });

    await dialog.getByRole('button', { name: 'Pay the next part: KSH 1,000.00' }).click();
    await expect.poll(() => partPaid.textContent(), { timeout: 15_000 }).toContain(MPESA_MESSAGES.partPaid({ number: 2, of: 3 }, 'KSH 400.00'));
    await dialog.getByRole('button', { name: 'Pay the next part: KSH 400.00' }).click();
    // The last part confirms the booking: paid, and no further payment asked for.
    await expect.poll(() => dialog.getByTestId('mpesa-paid').textContent(), { timeout: 15_000 }).toContain(MPESA_MESSAGES.paid);
    await expect.poll(() => dialog.textContent()).toMatch(/is paid and confirmed\./);
    expect(await dialog.getByTestId('manual-payment').count()).toBe(0);
    await page.context().close();
  });

  it('takes the rest by bank transfer: the account and reference in the dialog, an admin loads the bank’s camt.053, the booking is confirmed', async () => {
    const { page } = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 390 });
    const { data: spaces } = await (await fetch(`${product.server.url}/api/spaces?q=kilimani%20huddle`)).json();
    await page.goto(`${product.server.url}/booking/${spaces[0].id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);
    await pickSlot(page, nairobiDate(new Date(Date.now() + 9 * 86_400_000)), '14:00', '16:00');
    const { dialog, reference } = await bookAndChooseMpesa(page);
    // A first part by M-Pesa.
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: 'Pay KSH 1,000.00 with M-Pesa' }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-part-paid').textContent(), { timeout: 15_000 }).toContain('Part 1 of 3 received');
    // The rest by bank: Nafasi's account (the sample one, with the simulator), the reference, what is left.
    const bank = dialog.getByTestId('bank-transfer');
    await expect.poll(() => bank.textContent()).toContain('Account number: 0100012345678.');
    expect(await bank.textContent()).toContain(`Reference: ${reference}, exactly as written`);
    await expect.poll(() => bank.textContent()).toContain('Amount: KSH 1,400.00.');
    await page.screenshot({ path: 'e2e/artifacts/bank-steps-390.png', fullPage: false });

    // The company pays by Pesalink; the bank's statement of the day arrives and an admin loads it.
    const admin = await signedIn(product.browser, product.server.url, SAMPLE.admin, { width: 1280 });
    await admin.page.goto(`${product.server.url}/admin`);
    await admin.page.getByRole('tab', { name: 'Bank' }).click();
    const today = nairobiDate(new Date());
    const statement = camt053({
      day: today,
      entries: [
        { amount: 1_400, bankRef: 'FT26E2E00001', bookedOn: today, payer: 'ACME KENYA LIMITED', narrative: `${reference} balance`, via: 'PESALINK' },
        { amount: 5_000, bankRef: 'FT26E2E00002', bookedOn: today, payer: 'SOMEONE', narrative: 'NO REFERENCE GIVEN', via: 'EFT' },
        { amount: 250, direction: 'debit', bankRef: 'CHGE2E001', bookedOn: today, narrative: 'LEDGER FEE', via: 'CHARGE' },
      ],
    });
    await admin.page.getByLabel('Statement file').setInputFiles({ name: `STMT-${today}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
    await admin.page.getByRole('button', { name: 'Load statement' }).click();
    const lines = admin.page.getByTestId('bank-line');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.nth(0).textContent()).toContain(`Paid ${reference}`);
    expect(await lines.nth(1).textContent()).toContain('Held for you');
    expect(await lines.nth(2).textContent()).toContain('Money out');
    await expect.poll(() => admin.page.getByTestId('held-credit').count()).toBe(1);
    await admin.page.screenshot({ path: 'e2e/artifacts/admin-bank-1280.png', fullPage: true });
    await admin.page.setViewportSize({ width: 375, height: 812 });
    await admin.page.screenshot({ path: 'e2e/artifacts/admin-bank-375.png', fullPage: true });

    // The guest's booking is paid and confirmed.
    await page.goto(`${product.server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('booking-card').filter({ hasText: reference }).textContent()).toMatch(/confirmed/i);
    await admin.context.close();
    await page.context().close();
  });

  it('takes a deposit the host asks for: the terms before booking, “Pay the deposit”, then held by it until the balance', async () => {
    // The sample host asks for a deposit in their space's booking rules.
    const { data: found } = await (await fetch(`${product.server.url}/api/spaces?q=studio%20254%20podcast`)).json();
    const space = found[0];
    const host = await signedIn(product.browser, product.server.url, SAMPLE.owner, { width: 1280 });
    await host.page.goto(`${product.server.url}/list-space/${space.id}`);
    await host.page.getByLabel('Deposit', { exact: true }).selectOption('30');
    await host.page.getByLabel('Balance due').selectOption('7');
    await host.page.getByLabel('Deposit', { exact: true }).scrollIntoViewIfNeeded();
    await host.page.screenshot({ path: 'e2e/artifacts/deposit-rule-1280.png' });
    await host.page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await (await fetch(`${product.server.url}/api/spaces/${space.id}`)).json()).data.schedule.deposit)
      .toEqual({
        percent: 30,
        amount: null,
        balanceDays: 7,
      });
    await host.context.close();

    const { page } = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 390 });
    await page.goto(`${product.server.url}/booking/${space.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);
    await pickSlot(page, nairobiDate(new Date(Date.now() + 20 * 86_400_000)), '10:00', '12:00');
    const ksh = (n: number) => `KSH ${n.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toMatch(/^KSH /);
    const whole = Math.ceil(Number((await page.getByTestId('booking-total').textContent())!.replace(/[^\d.]/g, '')));
    const deposit = Math.ceil(whole * 0.3);
    // Before booking: the deposit now, the balance and its date, and what happens if it does not come.
    const terms = page.getByTestId('deposit-terms');
    await expect.poll(() => terms.textContent()).toContain(`Deposit now: ${ksh(deposit)}. Balance ${ksh(whole - deposit)} by `);
    expect(await terms.textContent()).toContain('the booking is released and the deposit refunded');
    await terms.screenshot({ path: 'e2e/artifacts/deposit-terms-390.png' });
    const { dialog, reference } = await bookAndChooseMpesa(page);
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    // The deposit is above this test's KSh 1,000 limit: it comes in two pushes, then the balance.
    expect(deposit).toBeGreaterThan(1_000);
    expect(await dialog.getByTestId('manual-payment').textContent()).toContain(`as many as it takes to pay ${ksh(deposit)}`);
    await dialog.getByRole('button', { name: `Pay the deposit: ${ksh(1_000)}` }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-part-paid').textContent(), { timeout: 15_000 }).toMatch(/^Part 1 of \d received/);
    await dialog.getByRole('button', { name: `Pay the deposit: ${ksh(deposit - 1_000)}` }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-part-paid').textContent(), { timeout: 15_000 }).toMatch(/^Part 2 of \d received/);
    await expect.poll(() => dialog.getByRole('button', { name: `Pay the balance: ${ksh(1_000)}` }).count()).toBe(1);
    await page.goto(`${product.server.url}/dashboard`);
    const card = page.getByTestId('booking-card').filter({ hasText: reference });
    await expect.poll(() => card.getByTestId('deposit-held').textContent()).toContain(`Held by its deposit: the balance of ${ksh(whole - deposit)} is due by `);
    await page.context().close();
  });
});
