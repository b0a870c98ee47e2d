import { describe, expect, it } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn, toast } from './support/session.ts';

/*
 * Money KRA accepts (docs/TAX.md), as the product ships (TAX_MODEL=marketplace): the sample host is
 * VAT-registered; a guest booking for a company names it and its PIN on the invoice.
 */
const product = useProduct();

const login = async (credentials: { email: string; password: string }) =>
  (
    await (
      await fetch(`${product.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
    ).json()
  ).data as { access_token: string };

describe('tax details and VAT invoices', () => {
  it('a host keeps their KRA PIN and VAT registration; a company guest is billed by name and PIN, with VAT said as such', async () => {
    // The host's card, on a phone: the seeded PIN and registration; a PIN of the wrong form is refused under its field.
    const host = await signedIn(product.browser, product.server.url, SAMPLE.owner, { width: 375 });
    await host.page.goto(`${product.server.url}/profile`);
    await host.page.getByRole('tab', { name: 'Settings' }).click();
    const hostCard = host.page.getByTestId('tax-details');
    await expect.poll(() => hostCard.getByLabel('KRA PIN').inputValue()).toBe('P051234567X');
    expect(await hostCard.getByLabel('I am registered for VAT with KRA').isChecked()).toBe(true);
    await hostCard.getByLabel('KRA PIN').fill('P12345');
    await hostCard.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => hostCard.getByText('Enter the KRA PIN as KRA writes it').isVisible()).toBe(true);
    const overflow = await host.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await host.context.close();

    // The guest says whom to bill, in lower case as people type: kept in capitals.
    const guest = await signedIn(product.browser, product.server.url, SAMPLE.user);
    await guest.page.goto(`${product.server.url}/profile`);
    await guest.page.getByRole('tab', { name: 'Settings' }).click();
    const card = guest.page.getByTestId('tax-details');
    await expect.poll(() => card.getByLabel('KRA PIN').isEnabled()).toBe(true);
    // A member is no seller: no VAT registration to tick.
    expect(await card.getByLabel('I am registered for VAT with KRA').count()).toBe(0);
    await card.getByLabel('KRA PIN').fill('p052222222q');
    await card.getByLabel('Name on invoices').fill('Acme Kenya Ltd');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(guest.page, 'Tax details saved.');
    await expect.poll(() => card.getByLabel('KRA PIN').inputValue()).toBe('P052222222Q');

    // The host's space: VAT at 16 % in the summary.
    const { data: found } = await (await fetch(`${product.server.url}/api/spaces?q=studio%20254%20podcast`)).json();
    const space = found[0] as { id: string; title: string };
    await guest.page.goto(`${product.server.url}/booking/${space.id}`);
    const summary = guest.page.getByRole('complementary', { name: 'Booking Summary' });
    await expect.poll(() => summary.textContent()).toContain('VAT (16%)');

    // Booked for two hours; the invoice names the company and both PINs, and VAT by its name.
    const { access_token } = await login(SAMPLE.user);
    const made = await fetch(`${product.server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ spaceId: space.id, date: nairobiDate(new Date(Date.now() + 12 * 86_400_000)), startTime: '14:00', endTime: '16:00' }),
    });
    expect(made.status).toBe(201);
    const booking = (await made.json()).data as { id: string };
    await guest.page.goto(`${product.server.url}/dashboard/invoices/${booking.id}`);
    await expect.poll(() => guest.page.getByTestId('invoice-total').textContent()).toBe('KSH 5,800.00');
    const text = (await guest.page.locator('main').textContent()) ?? '';
    expect(text).toContain('Acme Kenya Ltd');
    expect(await guest.page.getByTestId('buyer-pin').textContent()).toBe("Buyer's KRA PIN: P052222222Q");
    expect(await guest.page.getByTestId('seller-pin').textContent()).toBe("Seller's KRA PIN: P051234567X");
    expect(text).toContain('Sold by the host through Nafasi, which collects the payment on their behalf.');
    expect(text).toContain('VAT (16%)');
    expect(text).toContain('KSH 800.00');
    expect(text).not.toContain('Tax (10%)');
    await guest.context.close();
  });
});
