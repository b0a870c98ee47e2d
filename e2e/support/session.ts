import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The seed's sample accounts (README: Sample accounts). */
export const SAMPLE = {
  admin: { email: 'admin@nafasi.co.ke', password: 'Savanna-Admin-2025' },
  owner: { email: 'owner@nafasi.co.ke', password: 'Savanna-Owner-2025' },
  user: { email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' },
} as const;

/** Signs in through the API and opens a page of the product with that session. */
export async function signedIn(
  browser: Browser,
  serverUrl: string,
  credentials: { email: string; password: string },
  options: { width?: number; permissions?: string[]; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, bypassCSP: options.bypassCSP ?? false });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: serverUrl });
  const page = await context.newPage();
  const res = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { data } = await res.json();
  await page.goto(serverUrl);
  await page.evaluate((s) => localStorage.setItem('nafasi.auth.session', JSON.stringify(s)), data);
  return { context, page };
}

/**
 * Whether the header's account menu names `name` (the account signed in): opened, read, closed. The
 * name beside the avatar shows only on wide screens (from 1536 px); the menu names it at every width.
 */
export async function headerNames(page: Page, name: string): Promise<boolean> {
  const menu = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
  await menu.click();
  const named = page.getByRole('banner').locator('p', { hasText: name });
  const shown = await named.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await menu.click();
  return shown;
}

/**
 * Waits for a toast (or any visible text) to show. Watched inside the page (Playwright's own
 * wait), not polled over the wire: a toast lives four seconds, and on a loaded machine a poll can
 * look before it shows and again after it has gone.
 */
export const toast = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 30_000 });

/**
 * Opens a page and waits until the app has taken it over. A public page arrives rendered by the
 * server and can be read at once, but typing into it before the app is live is lost.
 */
/** Waits until the page's realtime connection has the server's word that it listens on `channel` (its 'subscribed' answer). */
export async function listening(page: Page, channel: string) {
  await page.locator(`html[data-live~="${channel}"]`).waitFor({ state: 'attached' });
}

export async function openLive(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return response;
}
