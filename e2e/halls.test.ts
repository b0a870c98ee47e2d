import { describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '@nafasi/shared/payments';
import { nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';

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
});
