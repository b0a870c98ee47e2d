import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import type { Page } from 'playwright-core';
import type { EnglishWord } from '../apps/server/src/test/english.ts';
import { SAMPLE_ACCOUNTS } from '../apps/server/src/seed/accounts.ts';
import { sampleReviews } from '../apps/server/src/seed/reviews.ts';
import { SAMPLE_SPACES } from '../apps/server/src/seed/spaces.ts';
import { PUBLIC_PAGES } from './support/pages.ts';
import { useProduct } from './support/product.ts';
import { englishOnPage } from './support/readable.ts';
import { SAMPLE, signedIn } from './support/session.ts';

/*
 * No English in Kiswahili: every page a visitor, a guest, a host and an admin opens under /sw, and
 * each of its tabs, read as a person reads it (e2e/support/readable.ts), holds no English word but
 * names and what people wrote. However the words were built (a catalogue, a literal, a server's
 * answer, a library's label), the rendered page is what is read. Read on a phone's screen, each
 * page and tab is kept as a screenshot (e2e/artifacts/kiswahili) to look at.
 */
const product = useProduct();
const sw = (path: string) => `${product.server.url}/sw${path === '/' ? '' : path}`;

/** What the sample's people wrote: their names, their spaces' titles, places and descriptions, their reviews. */
const AUTHORED = [
  ...SAMPLE_ACCOUNTS.map((a) => a.name),
  ...SAMPLE_SPACES.flatMap((s, i) => [
    s.title,
    s.titleSw,
    s.location,
    s.description,
    s.descriptionSw,
    s.ownerName,
    ...sampleReviews(i, s.scene).flatMap((r) => [r.userName, r.comment]),
  ]),
];

interface Found extends EnglishWord {
  page: string;
}

const PHONE = 375;
const DESKTOP = 1280;
const SHOTS = path.resolve(import.meta.dirname, 'artifacts/kiswahili');
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`), fullPage: true });
};

/** Waits until the page has its answers: nothing in flight, nothing marked busy (a table loading). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 30_000 });
}

/** Opens a page and reads it, then each of its tabs in turn. */
async function readAll(page: Page, url: string, where: string, found: Found[]) {
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await settled(page);
  for (const word of await englishOnPage(page, AUTHORED)) found.push({ page: where, ...word });
  await shot(page, where);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await settled(page);
    for (const word of await englishOnPage(page, AUTHORED)) found.push({ page: `${where} › ${name}`, ...word });
    await shot(page, `${where} tab ${i + 1}`);
  }
}

/** One line per word and page, to read in a failure. */
const listed = (found: Found[]) => [...new Set(found.map((f) => `${f.page}: "${f.word}" in …${f.context}…`))];

const firstHref = (page: Page, prefix: string) => page.locator(`main a[href^="/sw${prefix}"]`).first().getAttribute('href');

describe('no English in Kiswahili', () => {
  it('finds the English of a page in English (the check can fail)', async () => {
    const context = await product.browser.newContext();
    const page = await context.newPage();
    const found: Found[] = [];
    await readAll(page, `${product.server.url}/about`, '/about', found);
    expect(found.map((f) => f.word)).toEqual(expect.arrayContaining(['the', 'and', 'space']));
    await context.close();
  });

  it('reads none on any page a visitor opens', async () => {
    const context = await product.browser.newContext({ locale: 'sw-KE', viewport: { width: PHONE, height: 812 } });
    const page = await context.newPage();
    const found: Found[] = [];
    for (const address of [...PUBLIC_PAGES, '/nowhere-at-all']) await readAll(page, sw(address), address, found);
    const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    await readAll(page, sw(`/space/${data[0].id}`), '/space/:id', found);
    // One of each kind of article: what the lists lead to.
    for (const [list, prefix] of [
      ['/blog', '/blog/'],
      ['/forum', '/forum/'],
      ['/help', '/help/'],
    ] as const) {
      await page.goto(sw(list));
      await readAll(page, product.server.url + (await firstHref(page, prefix)), `${prefix}:id`, found);
    }
    expect(listed(found)).toEqual([]);
    await context.close();
  });

  it('reads none on the pages of a guest, a host and an admin', async () => {
    const found: Found[] = [];
    const pages = {
      user: ['/dashboard', '/profile', '/companies', '/messages', '/virtual-meetings', '/data-export', '/delete-account', '/newsletter'],
      owner: ['/dashboard', '/list-space'],
      admin: ['/admin'],
    };
    for (const who of ['user', 'owner', 'admin'] as const) {
      const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE[who], { width: PHONE });
      for (const address of pages[who]) await readAll(page, sw(address), `${who} ${address}`, found);
      if (who === 'user') {
        const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
        await readAll(page, sw(`/booking/${data[0].id}`), 'user /booking/:spaceId', found);
        await page.goto(sw('/dashboard'));
        await readAll(page, product.server.url + (await firstHref(page, '/dashboard/invoices/')), 'user /dashboard/invoices/:id', found);
      }
      if (who === 'owner') {
        await page.goto(sw('/dashboard?tab=spaces'));
        await readAll(page, product.server.url + (await firstHref(page, '/list-space/')), 'owner /list-space/:id', found);
      }
      if (who === 'admin') {
        // A person's details: every field named and every code worded, never a column or a status code.
        const inSw = { locale: 'sw' } as const;
        await page.getByRole('tab', { name: m.admin_users({}, inSw) }).click();
        await page.getByPlaceholder(m.admin_search_users({}, inSw)).fill(SAMPLE.user.email);
        const details = page.getByRole('button', { name: m.person_view_of({ name: SAMPLE_ACCOUNTS.find((a) => a.email === SAMPLE.user.email)!.name }, inSw) });
        await details.waitFor();
        await details.click();
        const why = page.getByTestId('person-reason');
        await why.getByLabel(m.conv_read_reason_label({}, inSw)).fill('Mgeni aliuliza kuhusu malipo yake');
        await why.getByRole('button', { name: m.person_reason_button({}, inSw) }).click();
        await page
          .getByTestId('person-details')
          .getByRole('region', { name: m.archive_section_bookings({}, inSw) })
          .waitFor();
        await settled(page);
        for (const word of await englishOnPage(page, AUTHORED)) found.push({ page: 'admin /admin › person details', ...word });
        await shot(page, 'admin person details');
        // A month field says its month in Kiswahili, not in the browser's own language ("December 2026").
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: m.admin_tax_tab({}, inSw) }).click();
        await page.locator('#tax-month').fill('2026-03');
        await expect.poll(() => page.getByTestId('date-words').first().textContent()).toBe('Machi 2026');
      }
      await context.close();
    }
    expect(listed(found)).toEqual([]);
  });

  it('reads none at a desktop’s width, where tables show every column and the header its links', async () => {
    const found: Found[] = [];
    const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    const pages = {
      user: ['/', `/space/${data[0].id}`, '/dashboard', '/companies'],
      owner: ['/dashboard', '/list-space'],
      admin: ['/admin'],
    };
    for (const who of ['user', 'owner', 'admin'] as const) {
      const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE[who], { width: DESKTOP });
      for (const address of pages[who]) await readAll(page, sw(address), `desktop ${who} ${address.replace(data[0].id, ':id')}`, found);
      await context.close();
    }
    expect(listed(found)).toEqual([]);
  });
});
