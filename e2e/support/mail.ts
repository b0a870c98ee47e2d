import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page as BrowserPage } from 'playwright-core';
import type { RunningServer } from './server.ts';

/** Undoes quoted-printable soft breaks and escapes, so links read as sent. */
const decodeQuotedPrintable = (body: string) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The link to `pathName` in the newest mail to `to` that the server wrote to its data directory
 * (no SMTP_URL: the development mailer), waiting for it to arrive (mail goes out after the answer).
 */
export async function mailedLink(server: RunningServer, to: string, pathName: string, ms = 10_000): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  // A Kiswahili mail links to the page in Kiswahili (/sw/…).
  const pattern = new RegExp(`${server.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/sw)?${pathName}\\?token=[A-Za-z0-9_-]+`);
  const deadline = Date.now() + ms;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`))
      .sort()
      .reverse();
    for (const file of files) {
      const link = decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8')).match(pattern)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathName} link within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Signs up in the browser as a person would: fills /register, sees "Check your e-mail", opens the
 * confirmation link from the mail and lands signed in on the dashboard.
 */
export async function registerAndConfirm(
  page: BrowserPage,
  server: RunningServer,
  person: { name: string; email: string; password: string },
  link: (email: string) => Promise<string> = (email) => mailedLink(server, email, '/verify-email'),
) {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => page.getByTestId('check-email').isVisible()).toBe(true);
  await page.goto(await link(person.email));
  await page.waitForURL(`${server.url}/dashboard`);
}
