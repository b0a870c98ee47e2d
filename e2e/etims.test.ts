import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';

/*
 * A company's booking through KRA's eTIMS, as the product ships (the OSCU stand-in started by
 * default): the guest names the company and its PIN, books one of Nafasi's own spaces and pays by
 * M-Pesa; the tax invoice comes back signed by KRA with its CU number and a QR code a phone reads;
 * cancelled within the policy, a credit note refers to it. Read in English and in Kiswahili.
 */
const product = useProduct();

/** What a phone's camera reads from the QR code on the page: the image drawn, decoded by an independent reader. */
async function qrOnPage(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('eTIMS', () => {
  it('a company books with its KRA PIN, pays, gets the signed tax invoice with its QR code, cancels and gets the credit note', async () => {
    const url = product.server.url;
    const { context, page } = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    const login = await (
      await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE.user) })
    ).json();
    await fetch(`${url}/api/account/tax`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` },
      body: JSON.stringify({ kraPin: 'P052222222Q', invoiceName: 'Acme Kenya Ltd' }),
    });

    // One of Nafasi's own spaces: Nafasi sells it, so its invoice goes to KRA.
    const { data: found } = await (await fetch(`${url}/api/spaces?q=westlands%20executive%20boardroom`)).json();
    const space = found[0] as { id: string };
    await page.goto(`${url}/booking/${space.id}`);
    await pickSlot(page, nairobiDate(new Date(Date.now() + 11 * 86_400_000)), '10:00', '12:00');
    const { dialog, reference } = await bookAndChooseMpesa(page);
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: /with M-Pesa$/ }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-paid').count(), { timeout: 10_000 }).toBe(1);

    // The booking's invoice lists the eTIMS tax invoice; KRA signs it within a run of the job.
    await page.goto(`${url}/dashboard`);
    await page.getByTestId('booking-card').filter({ hasText: reference }).getByRole('link', { name: 'Invoice' }).click();
    await page.waitForURL(/\/dashboard\/invoices\//);
    const invoiceUrl = page.url();
    const documents = page.getByTestId('etims-documents');
    await expect
      .poll(
        async () => {
          await page.reload();
          return documents.textContent({ timeout: 5000 }).catch(() => '');
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toContain(m.etims_cu_invoice_no());
    await documents.getByRole('link', { name: m.etims_open_invoice() }).click();
    await page.waitForURL(/\/dashboard\/tax-invoices\//);
    await expect.poll(() => page.getByTestId('cu-invoice-no').textContent()).toMatch(/^KRACU\d{9}\/\d+$/);
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Acme Kenya Ltd');
    expect(await page.getByTestId('buyer-pin').textContent()).toBe("Buyer's KRA PIN: P052222222Q");
    expect(await page.getByTestId('etims-signature').textContent()).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    // The QR code as a phone sees it opens KRA's record of this invoice.
    const qr = page.getByTestId('etims-qr');
    await qr.scrollIntoViewIfNeeded();
    const read = await qrOnPage(await qr.screenshot());
    expect(read).toMatch(/\/common\/link\/etims\/receipt\/indexEtimsReceiptData\?Data=P051000001N00[A-Z2-7]{16}$/);
    const atKra = await (await fetch(read!)).text();
    expect(atKra).toContain((await page.getByTestId('cu-invoice-no').textContent())!);
    expect(atKra).toContain('P052222222Q');
    const cu = (await page.getByTestId('cu-invoice-no').textContent())!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Cancelled within the policy: a credit note, signed, that names the invoice it credits.
    await page.goto(`${url}/dashboard`);
    await page.getByTestId('booking-card').filter({ hasText: reference }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('tab', { name: /Past Bookings/ }).click();
    await expect.poll(() => page.getByTestId('booking-card').filter({ hasText: reference }).textContent()).toMatch(/cancelled/i);
    await page.goto(invoiceUrl);
    await expect
      .poll(
        async () => {
          await page.reload();
          await documents.waitFor({ timeout: 5000 }).catch(() => undefined);
          return documents.getByRole('link', { name: m.etims_open_credit() }).count();
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe(1);
    await documents.getByRole('link', { name: m.etims_open_credit() }).click();
    await page.waitForURL(/\/dashboard\/tax-invoices\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(m.etims_title_credit());
    expect(await page.getByTestId('original-cu').textContent()).toBe(cu);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page
            .getByTestId('cu-invoice-no')
            .waitFor({ timeout: 5000 })
            .catch(() => undefined);
          return page.getByTestId('cu-invoice-no').count();
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toBe(1);
    const creditUrl = page.url();

    // In Kiswahili: the same credit note, in the reader's language.
    await context.addCookies([{ name: 'nafasi_lang', value: 'sw', url }]);
    await page.goto(creditUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(m.etims_title_credit({}, { locale: 'sw' }));
    expect(await page.getByRole('main').textContent()).toContain(m.etims_cu_invoice_no({}, { locale: 'sw' }));
    await context.close();
  });
});
