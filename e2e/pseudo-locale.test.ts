import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate } from '@nafasi/shared/time';
import { buildPseudo, PSEUDO_DIR } from '../scripts/build-pseudo.ts';
import { PUBLIC_PAGES } from './support/pages.ts';
import { useProduct } from './support/product.ts';
import { pseudo } from './support/pseudo.ts';
import { SAMPLE, signedIn } from './support/session.ts';

/*
 * The pseudo-locale (issue 31): the web app built with every English word accented and 40 % longer.
 * Every public page and the booking journey render at 375 px without anything running off the
 * screen, and a screenshot of each is kept (e2e/artifacts/pseudo) to look at.
 */
// A build of the whole web app: a minute alone, past three beside the other suites on two cores (it
// timed out at 180 s once in CI); a limit for a hung build, not a speed.
beforeAll(() => buildPseudo(), 600_000);
const product = useProduct({ env: { WEB_DIST: path.join(PSEUDO_DIR, 'dist') } });
const SHOTS = path.resolve(import.meta.dirname, 'artifacts/pseudo');
const PHONE = { width: 375, height: 812 };
const en = { locale: 'en' } as const;

const PAGES = [...PUBLIC_PAGES, '/?q=studio&date=' + nairobiDate(new Date(Date.now() + 5 * 86_400_000)) + '&start=10:00&end=12:00', '/nowhere-at-all'];

/**
 * What runs off a phone's screen: the page wider than the screen, or any element reaching past its
 * edges that is not inside a box that scrolls or clips sideways (chips and tables scroll by design).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const over: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if ((box.right > width + 1 || box.left < -1) && !clipped(el)) over.push(el);
    }
    // The innermost ones say what is too wide; their boxes push the others.
    const offenders = over
      .filter((el) => !over.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: ${(el.textContent ?? '').trim().slice(0, 60)}`);
    return { pageWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 5) };
  });
}

async function look(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const found = await overflow(page);
  expect(found.offenders, `${name}: ${JSON.stringify(found)}`).toEqual([]);
  expect(found.pageWidth, name).toBeLessThanOrEqual(found.width);
}

const slug = (url: string) => url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

describe('the pseudo-locale at 375 px', () => {
  it('renders every public page without overflow', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    for (const url of PAGES) {
      await page.goto(product.server.url + url);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      // The build is the pseudo one: the footer's words are accented.
      expect(await page.locator('footer').textContent(), url).toContain(pseudo(m.footer_rights({ year: nairobiDate().slice(0, 4) }, en)));
      await look(page, `public-${slug(url)}`);
    }
    const { data } = await (await fetch(`${product.server.url}/api/spaces?q=kilimani%20huddle`)).json();
    await page.goto(`${product.server.url}/space/${data[0].id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { level: 2, name: pseudo(m.space_about({}, en)) }).count()).toBe(1);
    await look(page, 'public-space');
    await context.close();
  });

  it('books through the journey without overflow: the booking screen, the payment dialogs and the dashboard', async () => {
    const { context, page } = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: PHONE.width });
    await page.setViewportSize(PHONE);
    const { data } = await (await fetch(`${product.server.url}/api/spaces?q=kilimani%20huddle`)).json();
    await page.goto(`${product.server.url}/booking/${data[0].id}`);
    const confirm = page.getByRole('button', { name: pseudo(m.summary_confirm({}, en)) });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await look(page, 'journey-booking');
    await page.getByLabel(pseudo(m.filter_date({}, en)), { exact: true }).fill(nairobiDate(new Date(Date.now() + 11 * 86_400_000)));
    await page.getByLabel(pseudo(m.slot_start_time({}, en))).selectOption('10:00');
    await page.getByLabel(pseudo(m.slot_end_time({}, en))).selectOption('11:00');
    await confirm.click();
    const method = page.getByRole('dialog', { name: pseudo(m.pay_choose_title({}, en)) });
    await method.getByRole('radio', { name: /M-Pesa/ }).click();
    await look(page, 'journey-payment-method');
    await method.getByRole('button', { name: pseudo(m.pay_continue({}, en)) }).click();
    const instructions = page.getByRole('dialog', { name: pseudo(m.pay_mpesa_title({}, en)) });
    await expect.poll(() => instructions.getByTestId('manual-payment').count()).toBe(1);
    await look(page, 'journey-mpesa');
    await instructions.getByRole('button', { name: pseudo(m.pay_later({}, en)) }).click();
    await page.waitForURL(`${product.server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('booking-card').count()).toBeGreaterThan(0);
    await look(page, 'journey-dashboard');
    await context.close();
  });
});
