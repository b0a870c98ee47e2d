import { describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { formatKsh } from '@nafasi/shared/money';
import { nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn, toast } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';

/*
 * A refund of part, as an admin and a guest meet it (docs/PAYMENTS.md "Refunds of part"): the guest
 * books and pays by M-Pesa; the admin, on a phone, refunds part of it from the bookings table (a
 * refusal for more than was paid said under the amount); the guest's booking stands and says the
 * refund is on its way.
 */
const product = useProduct();

describe('refunds of part', () => {
  it('an admin refunds part of a paid booking from the bookings table; the guest sees it on its way, the booking standing', async () => {
    const url = product.server.url;
    const guest = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    const { data: found } = await (await fetch(`${url}/api/spaces?q=westlands%20executive%20boardroom`)).json();
    await guest.page.goto(`${url}/booking/${(found[0] as { id: string }).id}`);
    await pickSlot(guest.page, nairobiDate(new Date(Date.now() + 13 * 86_400_000)), '14:00', '16:00');
    const { dialog, reference } = await bookAndChooseMpesa(guest.page);
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: /with M-Pesa$/ }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-paid').count(), { timeout: 10_000 }).toBe(1);

    const admin = await signedIn(product.browser, url, SAMPLE.admin, { width: 375 });
    await admin.page.goto(`${url}/admin`);
    await admin.page.getByRole('tab', { name: 'Bookings' }).click();
    await admin.page.getByPlaceholder(m.admin_search_bookings()).fill(reference);
    const open = admin.page.getByRole('button', { name: m.admin_refund_part_label({ reference }) });
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
    await open.click();
    const form = admin.page.getByTestId('refund-part');
    // More than the booking paid is refused, said under the amount; nothing is written.
    await form.getByLabel(m.admin_refund_part_amount()).fill('999999');
    await form.getByLabel(m.refund_part_reason()).fill('The projector did not work');
    await form.getByRole('button', { name: m.admin_refund_part() }).click();
    await expect.poll(() => form.getByText(/^At most KSH [\d,]+\.00 of this booking can still be refunded\.$/).count()).toBe(1);
    expect(await form.getByLabel(m.admin_refund_part_amount()).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel(m.admin_refund_part_amount()).fill('500');
    const done = toast(admin.page, m.toast_part_refunded({ amount: formatKsh(500), reference }));
    await form.getByRole('button', { name: m.admin_refund_part() }).click();
    await done;
    await expect.poll(() => form.count()).toBe(0);

    // The guest's booking stands, with the refund on its way.
    await guest.page.goto(`${url}/dashboard`);
    const card = guest.page.getByTestId('booking-card').filter({ hasText: reference });
    // On its way, or already back: the stand-in answers B2C within seconds, and a busy machine may look late.
    const onItsWay = m.card_refund_due({ amount: formatKsh(500) });
    const back = m.card_refunded({ amount: formatKsh(500), reference: 'RECEIPT' });
    const shown = async () => {
      const text = (await card.getByTestId('refund-status').textContent()) ?? '';
      return text === onItsWay || text.replace(/\(T[0-9A-F]{9}\)/, '(RECEIPT)') === back;
    };
    await expect.poll(shown, { timeout: 10_000 }).toBe(true);
    expect(await card.textContent()).toContain('confirmed');
    await guest.context.close();
    await admin.context.close();
  });
});
