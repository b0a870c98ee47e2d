import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUBLIC_PAGES } from './support/pages.ts';
import { useProduct } from './support/product.ts';
import { settled } from './support/page-metrics.ts';
import { SAMPLE, signedIn } from './support/session.ts';

/**
 * An axe-core audit of every route of the product, signed out and signed in, at phone width:
 * any serious or critical violation fails, and no page may scroll sideways at 375 px. (The audit
 * script is injected, so these pages are opened with the Content Security Policy bypassed.)
 */
const product = useProduct();
let axeSource: string;
beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

async function audit(page: Page, path: string) {
  await page.goto(`${product.server.url}${path}`);
  await page.locator('main h1, main h2').first().waitFor();
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, { resultTypes: ['violations'] }),
  )) as AxeResult;
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { serious, overflow };
}

const PUBLIC = [...PUBLIC_PAGES, '/reset-password', '/virtual-meetings', '/profile', '/list-space', '/no-such-page'];

describe('accessibility (axe-core) and phone width on every route', () => {
  it('signed out', async () => {
    const page = await product.browser.newPage({ viewport: { width: 375, height: 812 }, bypassCSP: true });
    const spaces = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    const problems: string[] = [];
    for (const path of [...PUBLIC, `/space/${spaces.data[0].id}`]) {
      const { serious, overflow } = await audit(page, path);
      problems.push(...serious.map((s) => `${path}: ${s}`));
      if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow}px`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it('in Kiswahili: every public page and the guest’s own, with the page’s language declared', async () => {
    const problems: string[] = [];
    const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 375, bypassCSP: true });
    const spaces = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    const login = await (
      await fetch(`${product.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SAMPLE.user),
      })
    ).json();
    const bookings = await (await fetch(`${product.server.url}/api/bookings`, { headers: { authorization: `Bearer ${login.data.access_token}` } })).json();
    const own = ['/dashboard', '/profile', `/booking/${bookings.data[0].spaceId}`, `/dashboard/invoices/${bookings.data[0].id}`];
    for (const path of [...PUBLIC, `/space/${spaces.data[0].id}`, ...own]) {
      const { serious, overflow } = await audit(page, `/sw${path === '/' ? '' : path}`);
      problems.push(...serious.map((s) => `/sw${path}: ${s}`));
      if (overflow > 0) problems.push(`/sw${path}: scrolls sideways by ${overflow}px`);
      if ((await page.locator('html').getAttribute('lang')) !== 'sw-KE') problems.push(`/sw${path}: not declared Kiswahili`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('signed in as a user, an owner and an admin', async () => {
    const problems: string[] = [];
    const check = async (who: { email: string; password: string }, paths: (page: Page) => Promise<string[]>) => {
      const { context, page } = await signedIn(product.browser, product.server.url, who, { width: 375, bypassCSP: true });
      for (const path of await paths(page)) {
        const { serious, overflow } = await audit(page, path);
        problems.push(...serious.map((s) => `${who.email} ${path}: ${s}`));
        if (overflow > 0) problems.push(`${who.email} ${path}: scrolls sideways by ${overflow}px`);
      }
      await context.close();
    };
    const token = async (who: { email: string; password: string }) =>
      (
        await (
          await fetch(`${product.server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })
        ).json()
      ).data.access_token as string;
    const userToken = await token(SAMPLE.user);
    const bookings = await (await fetch(`${product.server.url}/api/bookings`, { headers: { authorization: `Bearer ${userToken}` } })).json();
    const meeting = await (
      await fetch(`${product.server.url}/api/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Accessibility review' }),
      })
    ).json();
    const spaceId = bookings.data[0].spaceId as string;
    // A company account, so the booking page asks whose account to bill and the company's pages have something to show.
    const company = await (
      await fetch(`${product.server.url}/api/companies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Acme Kenya Limited',
          kraPin: 'P051987654M',
          postalAddress: 'P.O. Box 12345-00100, Nairobi',
          billingEmail: 'ap@acme.co.ke',
        }),
      })
    ).json();

    await check(SAMPLE.user, async () => [
      '/companies',
      `/companies/${company.data.id}`,
      '/company-invite',
      '/dashboard',
      '/profile',
      `/booking/${spaceId}`,
      '/virtual-meetings',
      `/chat-room/${meeting.data.id}`,
      `/chat-room/${spaceId}`,
      `/dashboard/invoices/${bookings.data[0].id}`,
    ]);
    await check(SAMPLE.owner, async () => ['/dashboard', '/list-space']);
    await check(SAMPLE.admin, async () => ['/admin']);
    expect(problems).toEqual([]);
  });
});
