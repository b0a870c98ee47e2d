import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { freshPostgresDatabase, insertSpace } from '../apps/server/src/test/harness.ts';
import { postgresUrl } from './support/postgres.ts';
import { useProduct } from './support/product.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { listening, openLive } from './support/session.ts';

const product = useProduct();

async function openPage(path: string, width = 1280): Promise<Page> {
  const page = await product.browser.newPage({ viewport: { width, height: 900 } });
  await openLive(page, product.server.url + path);
  return page;
}

const cards = (page: Page) => page.getByTestId('space-card');
const countText = (page: Page) => page.getByTestId('spaces-count');

describe('finding a space', () => {
  it('shows the seeded catalogue with a count, cards as §2 lists, and no sideways scroll on a phone', async () => {
    const page = await openPage('/', 375);
    await expect.poll(() => countText(page).textContent()).toMatch(/^\d+ spaces available$/);
    const total = Number((await countText(page).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(await cards(page).count()).toBe(12);
    const first = cards(page).first();
    await expect.poll(() => first.textContent()).toMatch(/KSH [\d,]+\/hr/);
    expect(await first.getByRole('link', { name: /View Details/ }).getAttribute('href')).toMatch(/^\/space\/[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.getByRole('button', { name: /Load more/ }).click();
    await expect.poll(() => cards(page).count()).toBe(Math.min(24, total));
    await page.close();
  });

  it('searches by text from the hero; the search lives in the URL and survives a reload', async () => {
    const page = await openPage('/');
    await page.getByRole('searchbox', { name: 'Search spaces' }).fill('lavington');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => countText(page).textContent()).toBe('1 space available');
    await expect.poll(() => cards(page).first().textContent()).toContain('Lavington Garden Events Hall');
    expect(new URL(page.url()).searchParams.get('q')).toBe('lavington');
    await page.reload();
    await expect.poll(() => countText(page).textContent()).toBe('1 space available');
    expect(await page.getByRole('searchbox', { name: 'Search spaces' }).inputValue()).toBe('lavington');
    await page.close();
  });

  it('filters by category and price, shows the empty state, and Clear Filters brings everything back', async () => {
    const page = await openPage('/');
    await expect.poll(() => countText(page).textContent()).toMatch(/^\d+ spaces available$/);
    const all = await countText(page).textContent();

    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: /^Event Hall/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('event-hall');
    const api = await (await fetch(`${product.server.url}/api/spaces?category=event-hall`)).json();
    await expect.poll(() => countText(page).textContent()).toBe(`${api.page.total} spaces available`);
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Event Hall|Exhibition Space/);

    await page.getByLabel('Max KSH/hr').fill('10000');
    await expect.poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe('10000');
    const cheap = await (await fetch(`${product.server.url}/api/spaces?category=event-hall&maxPrice=10000`)).json();
    await expect.poll(() => countText(page).textContent()).toBe(`${cheap.page.total} spaces available`);

    await page.getByLabel('Min KSH/hr').fill('9500');
    await page.getByLabel('Max KSH/hr').fill('9600');
    await expect.poll(() => page.getByText('No spaces found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).last().click();
    await expect.poll(() => countText(page).textContent()).toBe(all);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Max KSH/hr').inputValue()).toBe('');
    // The cleared filters stay cleared (no field puts its old value back). Every field waits the
    // same moment before it applies, so a place typed after the clearing applies after anything
    // still pending: once it is in the address, nothing else may be.
    await page.getByLabel('Location').fill('Nairobi');
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('Nairobi');
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['location']);
    expect(await page.getByLabel('Max KSH/hr').inputValue()).toBe('');
    expect(await page.getByLabel('Min KSH/hr').inputValue()).toBe('');
    await page.close();
  });

  it('opens a space: photo, facts, amenities, host, and the Book Now and Community Chat links', async () => {
    const page = await openPage('/?q=kilimani%20daylight');
    await cards(page)
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.waitForURL(/\/space\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kilimani Daylight Photo Studio');
    expect(await page.getByText('Up to 10 people').isVisible()).toBe(true);
    expect(await page.getByText('Instant book available').isVisible()).toBe(true);
    // The hours bookings must fit in, and the cancellation policy, before anyone books.
    expect(await page.getByTestId('space-hours').textContent()).toBe('Daily, 07:00–22:00');
    expect(await page.getByTestId('cancellation-policy').textContent()).toBe('Free up to 24 h before');
    // The seed gives this studio to the sample owner.
    expect(await page.getByText('James Kariuki').isVisible()).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: 'WiFi' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(`/booking/${id}`);
    expect(await page.getByRole('link', { name: 'Join Community Chat' }).getAttribute('href')).toBe(`/chat-room/${id}`);
    const photo = page.getByRole('img', { name: 'Kilimani Daylight Photo Studio' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.title()).toContain('Kilimani Daylight Photo Studio');
    // Signed out, Book Now says why and leads to sign-in.
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(`${product.server.url}/login`);
    await expect.poll(() => page.getByText('You need to be signed in to book a space.').isVisible()).toBe(true);
    await page.close();
  });

  it('says Space not found for an id that does not exist, with a way back', async () => {
    const page = await openPage('/space/7f1d2c3b-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByRole('heading', { name: 'Space not found' }).isVisible()).toBe(true);
    expect(await page.getByText('This space may have been removed or does not exist.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Spaces' }).click();
    await page.waitForURL(`${product.server.url}/`);
    await page.close();
  });

  it('answers an unknown path with the 404 page and logs the path', async () => {
    const page = await product.browser.newPage();
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await openLive(page, `${product.server.url}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    // The browser's console messages reach the test as events of their own, after the page is drawn.
    await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${product.server.url}/`);
    await page.close();
  });

  it('has a mobile side menu that mirrors the header', async () => {
    const page = await openPage('/press', 375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    for (const name of ['Spaces', 'Virtual Meetings', 'How it Works', 'About', 'Sign in', 'Get Started']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Spaces', exact: true }).click();
    await page.waitForURL(`${product.server.url}/`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});

describe('live catalogue', () => {
  const url = postgresUrl();
  let pgServer: RunningServer;
  let database: Database;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    if (!url) return;
    const fresh = await freshPostgresDatabase();
    dropDatabase = fresh.drop;
    pgServer = await startServer({ databaseUrl: fresh.url });
    database = await openDatabase({ url: fresh.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await pgServer?.stop();
    await dropDatabase?.();
  });

  it.runIf(url)('a space added elsewhere appears on an open home page without a reload, and goes when removed', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLive(page, pgServer.url + '/');
    await expect.poll(() => countText(page).textContent()).toMatch(/^\d+ spaces available$/);
    const before = Number((await countText(page).textContent())!.split(' ')[0]);
    await listening(page, 'spaces');

    const space = await insertSpace(database, { title: 'Brand New Rooftop Studio', category: 'creative-studio', hourlyRate: 2750 });
    await expect.poll(() => cards(page).first().textContent(), { timeout: 10_000 }).toContain('Brand New Rooftop Studio');
    await expect.poll(() => countText(page).textContent()).toBe(`${before + 1} spaces available`);
    expect(await cards(page).first().textContent()).toContain('KSH 2,750/hr');

    await database.db.execute(`delete from spaces where id = '${space.id}'` as never);
    await expect.poll(() => countText(page).textContent(), { timeout: 10_000 }).toBe(`${before} spaces available`);
    expect(await page.getByText('Brand New Rooftop Studio').count()).toBe(0);
    await page.close();
  });
});
