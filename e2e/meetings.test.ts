import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn, toast } from './support/session.ts';

// A fake camera and microphone, and no permission prompt: the browser gives getUserMedia a test pattern.
const product = useProduct({ browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });

const open = (credentials: { email: string; password: string }, width = 1280) =>
  signedIn(product.browser, product.server.url, credentials, { width, permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'] });
const participants = (page: Page) => page.getByTestId('participants').locator('li');
/** A remote video that is really playing frames from the other browser. */
const playingRemoteVideos = (page: Page) =>
  page.$$eval(
    '[data-testid="remote-video"]',
    (videos) => (videos as HTMLVideoElement[]).filter((v) => v.videoWidth > 0 && v.readyState >= 2 && !v.paused).length,
  );

describe('virtual meetings', () => {
  it('shows Access Denied with Sign In to a visitor', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/virtual-meetings`);
    await expect.poll(() => page.getByRole('heading', { name: 'Access Denied' }).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${product.server.url}/login`);
    await page.goto(`${product.server.url}/chat-room/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL(`${product.server.url}/login`);
    await page.close();
  });

  it('a host creates a room; a guest joins by its code; they chat, see each other, and meet on video', async () => {
    const host = await open(SAMPLE.user);
    await host.page.goto(`${product.server.url}/virtual-meetings`);
    await host.page.getByRole('tab', { name: 'Create Room' }).click();
    await host.page.getByRole('button', { name: 'Create Room' }).click();
    await toast(host.page, MEETING_MESSAGES.nameRequired);
    await host.page.getByLabel('Room name').fill('Savannah launch sync');
    await host.page.getByLabel('Description (optional)').fill('Weekly check-in before the Westlands launch.');
    await host.page.getByRole('button', { name: 'Create Room' }).click();
    await host.page.waitForURL(/\/chat-room\/[0-9a-f-]{36}$/);
    const roomId = host.page.url().split('/').pop()!;
    await expect.poll(() => host.page.getByRole('heading', { name: /Savannah launch sync/ }).isVisible()).toBe(true);
    const code = (await host.page.locator('.font-mono').first().textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await host.page.getByRole('button', { name: 'Share' }).click();
    await toast(host.page, MEETING_MESSAGES.copied);
    expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.server.url}/chat-room/${roomId}`);

    // The guest, on a phone, tries a wrong code, then the right one typed in lower case.
    const guest = await open(SAMPLE.owner, 390);
    await guest.page.goto(`${product.server.url}/virtual-meetings`);
    await guest.page.getByRole('tab', { name: 'Join Room' }).click();
    await guest.page.getByLabel('Meeting ID or code').fill('ZZZZZ9');
    await guest.page.getByRole('button', { name: 'Join Room' }).click();
    await toast(guest.page, MEETING_MESSAGES.notFound);
    await guest.page.getByLabel('Meeting ID or code').fill(code.toLowerCase());
    await guest.page.getByRole('button', { name: 'Join Room' }).click();
    await guest.page.waitForURL(`${product.server.url}/chat-room/${roomId}`);

    // Both are listed, on both screens.
    for (const page of [host.page, guest.page]) {
      await expect.poll(() => participants(page).count()).toBe(2);
      await expect.poll(() => participants(page).filter({ hasText: 'Achieng Odhiambo' }).count()).toBe(1);
      await expect.poll(() => participants(page).filter({ hasText: 'James Kariuki' }).count()).toBe(1);
    }

    // Chat both ways: the send button, then Enter.
    await host.page.getByLabel('Message', { exact: true }).fill('Karibu! Agenda is in the description.');
    await host.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => guest.page.getByText('Karibu! Agenda is in the description.').isVisible()).toBe(true);
    await guest.page.getByLabel('Message', { exact: true }).fill('<b>Asante</b>, joining from Kilimani');
    await guest.page.getByLabel('Message', { exact: true }).press('Enter');
    await expect.poll(() => host.page.getByText('<b>Asante</b>, joining from Kilimani').isVisible()).toBe(true);

    // Video: each joins the call and receives the other's camera.
    await host.page.getByRole('button', { name: 'Join Video Call' }).click();
    await guest.page.getByRole('button', { name: 'Join Video Call' }).click();
    await expect.poll(() => playingRemoteVideos(host.page), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => playingRemoteVideos(guest.page), { timeout: 15_000 }).toBe(1);
    // The guest mutes; the host's list shows it.
    await guest.page.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(() => host.page.getByTestId('participants').getByLabel('Muted').count()).toBe(1);
    // The guest leaves the call: the host's remote video goes.
    await guest.page.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => host.page.getByTestId('remote-video').count()).toBe(0);

    // In Browse Rooms the host sees the room, its people, copies its link, and deletes it.
    await guest.context.close();
    await host.page.getByRole('button', { name: 'Leave' }).click();
    await host.page.goto(`${product.server.url}/virtual-meetings`);
    const card = host.page.getByTestId('meeting-card').filter({ hasText: 'Savannah launch sync' });
    await expect.poll(() => card.getByText('Active').isVisible()).toBe(true);
    await expect.poll(() => card.getByText(code).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Copy link' }).click();
    await toast(host.page, MEETING_MESSAGES.linkCopied);
    expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.server.url}/chat-room/${roomId}`);
    await host.page.getByLabel('Search meetings').fill('westlands launch');
    await expect.poll(() => host.page.getByTestId('meeting-card').count()).toBe(1);
    await card.getByRole('button', { name: 'Delete Savannah launch sync' }).click();
    await expect.poll(() => host.page.getByText(MEETING_MESSAGES.confirmDelete).isVisible()).toBe(true);
    await host.page.getByRole('button', { name: 'Delete meeting' }).click();
    await toast(host.page, MEETING_MESSAGES.deleted);
    await expect.poll(() => host.page.getByTestId('meeting-card').count()).toBe(0);
    // A deleted room's link sends its visitor back to the meetings.
    await host.page.goto(`${product.server.url}/chat-room/${roomId}`);
    await host.page.waitForURL(`${product.server.url}/virtual-meetings`);
    await host.context.close();
  });
});
