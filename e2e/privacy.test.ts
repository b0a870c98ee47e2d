import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { m } from '@nafasi/shared/i18n';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn, toast } from './support/session.ts';

/*
 * "Download my data" in the browser (docs/PRIVACY.md): the sample guest asks in Settings → Privacy,
 * the mail's link opens the page that downloads the archive once; the archive, read by an unzipper,
 * holds the bookings the dashboard shows; the link then says it is spent.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());
const product = useProduct({ env: () => ({ SMTP_URL: mailbox.url }) });

/** data.json from a zip, as yauzl reads it. */
function dataJson(buffer: Buffer): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      zip.on('end', () => reject(new Error('no data.json')));
      zip.readEntry();
    });
  });
}

describe('download my data', () => {
  it('asks in Settings → Privacy, downloads the mailed archive once, and it holds the bookings the screens show', async () => {
    const url = product.server.url;
    const { context, page } = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    // Every booking the screens show: Profile → My Bookings, upcoming and past.
    await page.goto(`${url}/profile`);
    await page.getByRole('tab', { name: m.menu_my_bookings() }).click();
    const cards = page.getByTestId('profile-bookings').getByTestId('booking-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const shown = (await cards.locator('dd.font-mono').allTextContents()).map((s) => s.trim()).sort();

    await page.getByRole('tab', { name: m.profile_settings() }).click();
    const card = page.getByTestId('privacy');
    const asked = toast(page, m.privacy_export_asked());
    const mailed = mailbox.next(SAMPLE.user.email, m.mail_export_subject(), 30_000);
    await card.getByRole('button', { name: m.privacy_export_button() }).click();
    await asked;
    const link = (await mailed).text.match(/http:\/\/[^\s"]+\/data-export#id=[0-9a-f-]+&token=[A-Za-z0-9_-]+/)![0];
    // Settings says it is ready, until when.
    await expect.poll(() => card.getByTestId('data-export').first().textContent(), { timeout: 15_000 }).toMatch(/^Ready: the link we e-mailed works until /);

    await page.goto(link);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-archive').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nafasi-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = await dataJson(await readFile(await file.path()));
    expect((data.account![0] as { email: string }).email).toBe(SAMPLE.user.email);
    expect((data.bookings as { reference: string }[]).map((b) => b.reference).sort()).toEqual(shown);
    await expect.poll(() => page.getByText(m.privacy_downloaded()).count()).toBe(1);

    // Once: the link, opened again, is spent.
    await page.goto(`${url}/`);
    await page.goto(link);
    await page.getByTestId('download-archive').click();
    await expect.poll(() => page.getByText(m.privacy_export_gone()).count()).toBe(1);
    await context.close();
  });
});
