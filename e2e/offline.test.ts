import { describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { useProduct } from './support/product.ts';
import { SAMPLE, openLive, signedIn } from './support/session.ts';

/*
 * When the network drops (issue 32): pages already opened still open (from the service worker's
 * copy), the app says it is offline, and a page never opened shows the offline page in its own
 * language instead of the browser's error. Back online, pages come from the server again.
 */
const product = useProduct();

describe('offline', () => {
  it('opens pages already visited, says it is offline, and gives a page never opened the offline page in its language', async () => {
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const url = (path: string) => `${product.server.url}${path}`;
    await page.goto(url('/'));
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // The worker is installed and controls the page; pages opened from now on are kept.
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(url('/about'));
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto(url('/sw/pricing'));
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

    await context.setOffline(true);
    // A page opened before: its kept copy, live, with the offline notice.
    await page.goto(url('/about'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(aboutHeading);
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toContain(m.offline_banner({}, { locale: 'en' }));
    await page.goto(url('/sw/pricing'));
    expect(await page.locator('html').getAttribute('lang')).toBe('sw-KE');
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toContain(m.offline_banner({}, { locale: 'sw' }));
    // A page never opened: the offline page in the path's language, never the browser's error.
    for (const [path, locale, lang] of [
      ['/careers', 'en', 'en-KE'],
      ['/sw/careers', 'sw', 'sw-KE'],
    ] as const) {
      const res = await page.goto(url(path));
      expect(res?.status(), path).toBe(200);
      expect(page.url()).toBe(url(path));
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(m.offline_page_title({}, { locale }));
      expect(await page.getByRole('link', { name: m.offline_retry({}, { locale }) }).getAttribute('href')).toBe(path);
    }

    // Back online, Try again opens the real page.
    await context.setOffline(false);
    await page.getByRole('link', { name: m.offline_retry({}, { locale: 'sw' }) }).click();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(m.careers_title({}, { locale: 'sw' }));
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('keeps a signed-in person’s bookings and invoices readable offline, and forgets them at sign-out', async () => {
    const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE.user);
    const url = (path: string) => `${product.server.url}${path}`;
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('nafasi.auth.session'))) ?? '{}') as { access_token: string };
    const { data: bookings } = (await (
      await fetch(url('/api/bookings?limit=100'), { headers: { authorization: `Bearer ${session.access_token}` } })
    ).json()) as {
      data: { id: string; spaceName: string; invoice: { id: string } }[];
    };
    expect(bookings.length).toBeGreaterThan(0);
    const booking = bookings[0]!;
    await page.goto(url('/dashboard'));
    await page.waitForFunction(async () => navigator.serviceWorker.controller !== null || Boolean((await navigator.serviceWorker.ready).active), undefined, {
      timeout: 20_000,
    });
    // Opened once online (the worker keeps the pages, the app the answers).
    await page.goto(url('/dashboard'));
    await expect.poll(() => page.getByTestId('booking-card').count()).toBeGreaterThan(0);
    await page.goto(url(`/dashboard/invoices/${booking.id}`));
    await expect.poll(() => page.getByTestId('invoice-id').textContent()).toBe(booking.invoice.id);

    await context.setOffline(true);
    await page.goto(url('/dashboard'));
    await expect.poll(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('booking-card').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain(booking.spaceName);
    await page.goto(url(`/dashboard/invoices/${booking.id}`));
    await expect.poll(() => page.getByTestId('invoice-id').textContent()).toBe(booking.invoice.id);

    // Signing out forgets them: offline again, the next person on this device reads nothing of them.
    await context.setOffline(false);
    await page.goto(url('/dashboard'));
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.')).length);
    expect(await kept()).toBe(1);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.url()).toBe(url('/'));
    expect(await kept()).toBe(0);
    await context.setOffline(true);
    await page.goto(url('/dashboard'));
    await expect.poll(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
    expect(await page.getByTestId('booking-card').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(booking.invoice.id);
    await context.close();
  }, 120_000);

  it('forgets the last person in every tab at once when another tab switches account or signs out (issue 57)', async () => {
    const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE.user);
    const url = (path: string) => `${product.server.url}${path}`;
    await openLive(page, url('/dashboard'));
    await expect.poll(() => page.getByTestId('booking-card').count()).toBeGreaterThan(0);
    const shown = (await page.getByTestId('booking-card').allTextContents()).join('\n');
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('nafasi.auth.session') ?? '{}') as { user: { id: string } }).user.id);
    expect(await page.evaluate((id) => localStorage.getItem(`nafasi.offline.${id}`) !== null, userId)).toBe(true);
    // Another tab of the same browser signs in as someone else.
    const other = await context.newPage();
    await other.goto(url('/'));
    const owner = await (
      await fetch(url('/api/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE.owner) })
    ).json();
    await other.evaluate((s) => localStorage.setItem('nafasi.auth.session', JSON.stringify(s)), owner.data);
    // This tab follows at once: the first person's bookings leave the screen and the device.
    await expect.poll(() => page.getByRole('banner').textContent(), { timeout: 15_000 }).toContain('James');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const after = (await page.getByTestId('booking-card').allTextContents()).join('\n');
    expect(after === '' || after !== shown).toBe(true);
    expect(await page.evaluate((id) => localStorage.getItem(`nafasi.offline.${id}`), userId)).toBeNull();
    // The other tab signs out: nothing of anyone stays on this one.
    await other.evaluate(() => localStorage.removeItem('nafasi.auth.session'));
    await expect.poll(() => page.getByTestId('booking-card').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.')).length)).toBe(0);
    await context.close();
  }, 120_000);
});
