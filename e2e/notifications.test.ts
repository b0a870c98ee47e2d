import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nairobiDate } from '@nafasi/shared/time';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn } from './support/session.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());
const product = useProduct({ env: () => ({ SMTP_URL: mailbox.url }) });

const SPACE = 'Studio 254 Podcast Room';

describe('nobody is left waiting', () => {
  it('a guest asks the host from the space page; the host sees it arrive live, with contact details hidden, and the reply reaches the guest live', async () => {
    const url = product.server.url;
    const host = await signedIn(product.browser, url, SAMPLE.owner);
    await host.page.goto(`${url}/messages`);
    await host.page.locator('html[data-identified]').waitFor({ state: 'attached' });
    const guest = await signedIn(product.browser, url, SAMPLE.user, { width: 375 });
    const spaces = await (await fetch(`${url}/api/spaces?q=${encodeURIComponent(SPACE)}`)).json();
    const spaceId = spaces.data.find((s: { title: string }) => s.title === SPACE).id as string;
    await guest.page.goto(`${url}/space/${spaceId}`);
    await guest.page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // Signed in as far as the page knows: a click before that is a visitor's, sent to sign in (CI saw it land on the dashboard).
    await guest.page.locator('html[data-identified]').waitFor({ state: 'attached' });
    await guest.page.getByRole('button', { name: 'Contact host' }).click();
    await guest.page.getByLabel('Your message').fill('Is the mic a Shure SM7B? Call me on 0712 345 678.');
    await guest.page.getByRole('button', { name: 'Send message' }).click();
    await guest.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await guest.page.locator('html[data-identified]').waitFor({ state: 'attached' });

    // The host's open inbox shows the new conversation, unread, without a reload.
    const conversation = host.page.getByRole('link', { name: /Achieng Odhiambo/ }).first();
    await expect.poll(() => conversation.textContent(), { timeout: 10_000 }).toContain('1 unread');
    await conversation.click();
    const thread = host.page.getByRole('region', { name: /Conversation with/ });
    await expect.poll(() => thread.textContent()).toContain('Call me on [hidden until a booking is paid].');
    await host.page.getByLabel('Message', { exact: true }).fill('Yes, an SM7B with a Cloudlifter. See you Saturday!');
    await host.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => thread.textContent()).toContain('See you Saturday!');

    await expect.poll(() => guest.page.getByRole('region', { name: /Conversation with/ }).textContent(), { timeout: 10_000 }).toContain('See you Saturday!');
    await host.context.close();
    await guest.context.close();
  });

  it('a visitor who asks the host is sent to sign in, and comes back to the space to ask', async () => {
    const url = product.server.url;
    const spaces = await (await fetch(`${url}/api/spaces?q=${encodeURIComponent(SPACE)}`)).json();
    const spaceId = spaces.data.find((s: { title: string }) => s.title === SPACE).id as string;
    const context = await product.browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/space/${spaceId}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Contact host' }).click();
    await page.waitForURL(/\/login$/);
    await page.locator('input[type=email]').fill(SAMPLE.user.email);
    await page.locator('input[type=password]').fill(SAMPLE.user.password);
    await page.locator('input[type=password]').press('Enter');
    await page.waitForURL(new RegExp(`/space/${spaceId}$`));
    await page.locator('html[data-identified]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Contact host' }).click();
    await page.getByLabel('Your message').waitFor();
    await context.close();
  });

  it('a guest books; the host’s bell rings live; the host marks it paid; the guest’s open dashboard turns Confirmed and the mail with the calendar arrives', async () => {
    const url = product.server.url;
    const host = await signedIn(product.browser, url, SAMPLE.owner);
    await host.page.goto(`${url}/dashboard`);
    const bell = host.page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    await host.page.locator('html[data-identified]').waitFor({ state: 'attached' });
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // The guest, on a phone, with their dashboard open.
    const guest = await signedIn(product.browser, url, SAMPLE.user, { width: 375 });
    await guest.page.goto(`${url}/dashboard`);
    await guest.page.locator('html[data-identified]').waitFor({ state: 'attached' });

    const login = await (
      await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE.user) })
    ).json();
    const spaces = await (await fetch(`${url}/api/spaces?q=${encodeURIComponent(SPACE)}`)).json();
    const spaceId = spaces.data.find((s: { title: string }) => s.title === SPACE).id as string;
    const made = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` },
      body: JSON.stringify({ spaceId, date: addDays(nairobiDate(), 4), startTime: '10:00', endTime: '12:00' }),
    });
    expect(made.status).toBe(201);
    const booking = (await made.json()).data as { id: string; reference: string };

    // The host's bell rings without a reload, and says what happened.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    await bell.click();
    const item = host.page.getByRole('link', { name: new RegExp(`New booking of ${SPACE}`) });
    await item.waitFor();
    await item.click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    // The host marks it paid from Guest Bookings.
    await host.page.getByRole('tab', { name: /Guest Bookings/ }).click();
    const card = host.page
      .locator('div', { hasText: booking.reference })
      .filter({ has: host.page.getByRole('button', { name: 'Mark paid' }) })
      .last();
    await card.getByRole('button', { name: 'Mark paid' }).click();
    // It asks first, and says what the host gives up (issue 65): "Not yet" leaves it unpaid.
    const asked = host.page.getByRole('dialog', { name: /pay you directly\?/ });
    await asked.waitFor();
    expect(await asked.textContent()).toContain('Nafasi will not pay you for this booking');
    await asked.getByRole('button', { name: 'Not yet' }).click();
    await asked.waitFor({ state: 'detached' });
    const unpaid = await fetch(`${url}/api/bookings/${booking.id}`, { headers: { authorization: `Bearer ${login.data.access_token}` } });
    expect((await unpaid.json()).data.status).toBe('pending');
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await asked.getByRole('button', { name: 'Mark paid' }).click();

    // The guest's open dashboard follows, and their bell has the news too.
    const guestCard = guest.page.locator('div', { hasText: SPACE }).filter({ hasText: 'Confirmed' });
    await expect.poll(() => guestCard.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => guest.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).count(), { timeout: 10_000 }).toBe(1);

    const mail = await mailbox.find(SAMPLE.user.email, `Your booking of ${SPACE} is confirmed`, 10_000);
    expect(mail.text).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.text).toContain(`nafasi-${booking.reference}.ics`);
    await host.context.close();
    await guest.context.close();
  });
});
