import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { weekdayOf } from '@nafasi/shared/schedule';
import { addDays, nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { openLive, SAMPLE, signedIn } from './support/session.ts';

const product = useProduct();

const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const res = await fetch(product.server.url + path, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return res.json();
};

const cardTitles = async (page: Page) => (await page.getByTestId('space-card').locator('h3').allTextContents()).sort();

let saturday = addDays(nairobiDate(), 3);
while (weekdayOf(saturday) !== 'sat') saturday = addDays(saturday, 1);

describe('search that finds a free room', () => {
  it('picks Saturday 14:00–16:00 and a projector, shows only the free spaces, books one, and it leaves a second browser’s results live', async () => {
    const { data: withProjector } = await api('/api/spaces?amenities=projector&limit=100');
    expect(withProjector.length).toBeGreaterThan(2);
    // Someone already holds one of them on Saturday afternoon.
    const taken = withProjector.find((s: { ownerId: string | null }) => s.ownerId === null);
    const owner = await api('/api/auth/login', { method: 'POST', body: JSON.stringify(SAMPLE.owner) });
    const held = await api('/api/bookings', {
      method: 'POST',
      token: owner.data.access_token,
      body: JSON.stringify({ spaceId: taken.id, date: saturday, startTime: '15:00', endTime: '16:00' }),
    });
    expect(held.data?.id).toBeTruthy();

    const { page } = await signedIn(product.browser, product.server.url, SAMPLE.user);
    await openLive(page, product.server.url);
    await page.getByLabel('Date').fill(saturday);
    await page.getByLabel('From', { exact: true }).selectOption('14:00');
    await page.getByLabel('To', { exact: true }).selectOption('16:00');
    await page.getByRole('button', { name: 'Amenities' }).click();
    await page.getByRole('checkbox', { name: 'Projector' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('amenities')).toBe('projector');
    const expected = withProjector
      .filter((s: { id: string }) => s.id !== taken.id)
      .map((s: { title: string }) => s.title)
      .sort();
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(expected);
    await expect.poll(() => page.getByTestId('spaces-count').textContent()).toBe(`${expected.length} spaces free then`);

    // The same search, shared as a link, on a phone.
    const watcher = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    await openLive(watcher, page.url());
    await expect.poll(() => cardTitles(watcher), { timeout: 10_000 }).toEqual(expected);

    // Book the first one: its card, then Book Now, open the booking screen on that very window.
    const chosen = expected[0] as string;
    await page
      .getByTestId('space-card')
      .filter({ hasText: chosen })
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(/\/booking\//);
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(saturday);
    expect(await page.getByLabel('Start time').inputValue()).toBe('14:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('16:00');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const method = page.getByRole('dialog', { name: 'Choose Payment Method' });
    await method.getByRole('radio', { name: /M-Pesa/ }).click();
    await method.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'M-Pesa Payment Instructions' }).isVisible()).toBe(true);

    // The phone's results drop it without a reload.
    await expect.poll(() => cardTitles(watcher), { timeout: 10_000 }).toEqual(expected.slice(1));
    await expect.poll(() => watcher.getByTestId('spaces-count').textContent()).toBe(`${expected.length - 1} spaces free then`);
  });

  it('forgives a typo and marks the words it matched; the chips count the search', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLive(page, `${product.server.url}/?q=boadroom`);
    await expect.poll(() => page.getByTestId('space-card').count()).toBeGreaterThan(0);
    const first = page.getByTestId('space-card').first();
    expect(await first.locator('h3 mark').first().textContent()).toBe('Boardroom');
    const { data: chips } = await api('/api/spaces/categories?q=boadroom');
    const meeting = chips.find((c: { category: string }) => c.category === 'meeting-room');
    await expect.poll(() => page.getByRole('button', { name: /^Meeting Room/ }).textContent()).toBe(`Meeting Room${meeting.count}`);
    // "Other" is a chip of its own.
    expect(
      await page
        .getByRole('group', { name: 'Category' })
        .getByRole('button', { name: /^Other/ })
        .count(),
    ).toBe(1);
  });

  it('shows the results as price pins on a map beside the list (toggled on a phone); moving the map searches that area; a space shows where it is', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLive(page, `${product.server.url}/?category=meeting-room`);
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByTestId('spaces-map');
    await expect.poll(() => map.locator('.nafasi-pin').count()).toBeGreaterThan(0);
    const cards = await page.getByTestId('space-card').count();
    const { data: located } = await api('/api/spaces?category=meeting-room');
    expect(await map.locator('.nafasi-pin').count()).toBe(located.filter((s: { latitude: number | null }) => s.latitude !== null).length);
    expect(cards).toBe(located.length);
    // Both side by side on a wide screen.
    expect(await page.getByTestId('space-card').first().isVisible()).toBe(true);

    // Zoom in by hand: the search follows the visible area, and the pins with it; the page stays
    // where the reader scrolled it (issue 27.5).
    await map.getByRole('button', { name: 'Zoom in' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Each zoom's search is waited for before the next: the second's box replaces the first's, and
    // reading the address between the two read the first (CI, once).
    const boxOf = () => new URL(page.url()).searchParams.get('bbox');
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(boxOf).toMatch(/^-?\d+\.\d{4}(,-?\d+\.\d{4}){3}$/);
    const once = boxOf();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(boxOf).not.toBe(once);
    // (Leaflet's focus may bring the whole map into view; the page never jumps to the top.)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await map.boundingBox())!.y).toBeLessThan(900);
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    const { data: inBox } = await api(`/api/spaces?category=meeting-room&bbox=${bbox}`);
    expect(inBox.length).toBeLessThan(located.length);
    await expect.poll(() => page.getByTestId('space-card').count()).toBe(inBox.length);
    await expect.poll(() => map.locator('.nafasi-pin').count()).toBe(inBox.length);
    // "In the map area" lets the box go; Back undoes that one change, on the same page.
    await page.getByRole('button', { name: 'In the map area' }).click();
    await expect.poll(() => page.getByTestId('space-card').count()).toBe(located.length);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).toBe(bbox);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByTestId('space-card').count()).toBe(inBox.length);
    await page.goForward();
    await expect.poll(() => page.getByTestId('space-card').count()).toBe(located.length);

    // On a phone the map takes the list's place.
    const phone = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    await openLive(phone, `${product.server.url}/?category=meeting-room`);
    await phone.getByRole('button', { name: 'Show map' }).click();
    await expect.poll(() => phone.getByTestId('spaces-map').locator('.nafasi-pin').count()).toBeGreaterThan(0);
    expect(await phone.getByTestId('space-card').first().isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Hide map' }).click();
    await expect.poll(() => phone.getByTestId('space-card').first().isVisible()).toBe(true);

    // A space's page shows its place on a small map, loaded only when the place comes near the
    // screen: on a phone it is far below, and the page takes no map code until then.
    const reader = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    const mapCode: string[] = [];
    reader.on('request', (r) => /spaces-map|leaflet/.test(r.url()) && mapCode.push(r.url()));
    await openLive(reader, `${product.server.url}/space/${located[0].id}`);
    await reader.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);
    expect(await reader.getByTestId('spaces-map').count()).toBe(0);
    await reader.locator('#where-title').scrollIntoViewIfNeeded();
    await expect.poll(() => reader.getByTestId('spaces-map').locator('.nafasi-pin').count()).toBe(1);
    expect(mapCode.length).toBeGreaterThan(0);
  });

  it('renders a search for a time afresh on the server once a booking takes one of its spaces', async () => {
    let sunday = addDays(nairobiDate(), 8);
    while (weekdayOf(sunday) !== 'sun') sunday = addDays(sunday, 1);
    const search = `?date=${sunday}&start=10:00&end=12:00&category=meeting-room`;
    const page = () => fetch(`${product.server.url}/${search}`).then((r) => r.text());
    const { data: free } = await api(`/api/spaces${search}`);
    const target = free.find((s: { title: string }) => /^[\w ]+$/.test(s.title));
    expect(await page()).toContain(target.title);
    expect(await page()).toContain(target.title); // now kept for everyone
    const guest = await api('/api/auth/login', { method: 'POST', body: JSON.stringify(SAMPLE.admin) });
    const booked = await api('/api/bookings', {
      method: 'POST',
      token: guest.data.access_token,
      body: JSON.stringify({ spaceId: target.id, date: sunday, startTime: '10:00', endTime: '12:00' }),
    });
    expect(booked.data?.id).toBeTruthy();
    await expect.poll(async () => (await page()).includes(target.title), { timeout: 5000 }).toBe(false);
  });
});
