import { readFile } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatFullDate } from '@nafasi/shared/dates';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { MPESA_MESSAGES, PAYOUT_ACCOUNT_KIND_LABELS, PAYOUT_ACCOUNT_MESSAGES } from '@nafasi/shared/payments';
import { PAYOUT_STATUS_LABELS } from '@nafasi/shared/bookings';
import { weekdayOf } from '@nafasi/shared/schedule';
import { addDays, nairobiDate } from '@nafasi/shared/time';
import { useProduct } from './support/product.ts';
import { openLive } from './support/session.ts';

/** Another platform's calendar, served locally: one all-day busy Tuesday. */
let calendarServer: Server;
let tuesday = addDays(nairobiDate(), 3);
while (weekdayOf(tuesday) !== 'tue') tuesday = addDays(tuesday, 1);
beforeAll(async () => {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:busy@other',
    `DTSTART;VALUE=DATE:${tuesday.replaceAll('-', '')}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  calendarServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics.join('\r\n')));
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => calendarServer.close(resolve)));
const product = useProduct({ env: { CALENDAR_IMPORT_ALLOW_ADDRESSES: '127.0.0.1' } });

const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const res = await fetch(product.server.url + path, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return res.json();
};

/** A page signed in as one of the sample accounts (README: Sample accounts). */
async function signedIn(email: string, password: string, viewport: { width: number; height: number }) {
  const page = await product.browser.newPage({ viewport });
  const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  await openLive(page, product.server.url);
  await page.evaluate((s) => localStorage.setItem('nafasi.auth.session', JSON.stringify(s)), login.data);
  return { page, token: login.data.access_token as string };
}
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

describe('a host runs their calendar', () => {
  it('blocks a Saturday, asks 30 min between bookings and requests; a guest requests, the host accepts, the guest pays', async () => {
    const host = await signedIn('owner@nafasi.co.ke', 'Savanna-Owner-2025', { width: 1280, height: 900 });
    const { data: mine } = await api('/api/owner/spaces', { token: host.token });
    const space = mine.find((s: { title: string }) => s.title === 'Kilimani Daylight Photo Studio');

    // The rules, in the listing form: live at once (guests rely on them, but they do not change the listing itself).
    await host.page.goto(`${product.server.url}/list-space/${space.id}`);
    await host.page.getByLabel('Time between bookings').selectOption('30');
    await host.page.getByLabel('How guests book').selectOption('request');
    await host.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await api(`/api/spaces/${space.id}`)).data.schedule).toMatchObject({ bufferMinutes: 30, instantBook: false });

    // A Saturday blocked from the Calendar tab.
    let saturday = addDays(nairobiDate(), 6);
    while (weekdayOf(saturday) !== 'sat') saturday = addDays(saturday, 1);
    await host.page.goto(`${product.server.url}/dashboard`);
    await host.page.getByRole('tab', { name: 'Calendar' }).click();
    await host.page.getByLabel('Space', { exact: true }).selectOption(space.id);
    if (saturday.slice(0, 7) !== nairobiDate().slice(0, 7)) await host.page.getByRole('button', { name: 'Next month' }).click();
    await host.page.getByRole('button', { name: new RegExp(`^${formatFullDate(saturday)}: `) }).click();
    await host.page.getByLabel('Private note (optional)').fill('Family wedding');
    await host.page.getByRole('button', { name: 'Block day' }).click();
    await toast(host.page, 'Blocked. Guests cannot book that time.');
    await expect.poll(() => host.page.getByTestId('calendar-day').textContent()).toContain('Family wedding');
    // The week view: dragging down the next Monday from 14:00 to 15:30 blocks 14:00–16:00.
    const monday = addDays(saturday, 2);
    await host.page.getByRole('radio', { name: 'Week' }).click();
    await host.page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => host.page.getByTestId('calendar-month').textContent()).toContain(formatFullDate(monday).replace(/^\w+, /, ''));
    const cell = (time: string) => host.page.getByRole('button', { name: `${formatFullDate(monday)} ${time}`, exact: true });
    // The whole range in view before the button goes down: a scroll in the middle of a drag moves the
    // grid under a still pointer, as it would under a person's hand. Each move waits for the picked
    // hours to show, as a person watches them, so the result never depends on how fast frames render.
    await cell('15:30').scrollIntoViewIfNeeded();
    await cell('14:00').hover();
    await host.page.mouse.down();
    await expect.poll(() => cell('14:00').getAttribute('aria-pressed')).toBe('true');
    await cell('15:00').hover();
    await expect.poll(() => cell('15:00').getAttribute('aria-pressed')).toBe('true');
    await cell('15:30').hover();
    await expect.poll(() => cell('15:30').getAttribute('aria-pressed')).toBe('true');
    await host.page.mouse.up();
    await expect.poll(() => host.page.getByLabel('To', { exact: true }).inputValue()).toBe('16:00');
    expect(await host.page.getByLabel('From', { exact: true }).inputValue()).toBe('14:00');
    await host.page.getByRole('button', { name: 'Block hours' }).click();
    await expect.poll(() => host.page.getByRole('button', { name: `${formatFullDate(monday)} 15:00: blocked`, exact: true }).count()).toBe(1);
    await host.page.getByRole('radio', { name: 'Month' }).click();
    // The private calendar link shows the block to the host's Google Calendar or Outlook.
    const link = host.page.getByLabel('Private calendar link');
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await (await fetch(product.server.url + new URL(await link.inputValue()).pathname)).text();
    expect(feed).toContain('SUMMARY:Blocked: Family wedding');
    // Another platform's calendar: its busy Tuesday blocks the space here too.
    await host.page.getByLabel('iCal link').fill(`http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/other.ics`);
    await host.page.getByLabel('Name (optional)').fill('Other platform');
    await host.page.getByRole('button', { name: 'Add calendar' }).click();
    await toast(host.page, 'Synced: 1 busy time.');
    await expect.poll(() => host.page.getByTestId('calendar-imports').textContent()).toMatch(/\b1 busy time(?!s)/);

    // The host keeps that week open while a guest, on a phone, sees the Saturday greyed with why and requests a Monday morning.
    await host.page.getByRole('radio', { name: 'Week' }).click();
    const mondayTen = host.page.getByRole('button', { name: new RegExp(`^${formatFullDate(monday)} 10:00`) });
    expect(await mondayTen.getAttribute('aria-label')).toBe(`${formatFullDate(monday)} 10:00`);
    const guest = await signedIn('user@nafasi.co.ke', 'Savanna-User-2025', { width: 390, height: 844 });
    await guest.page.goto(`${product.server.url}/booking/${space.id}`);
    // A day that cannot be booked says so under its date, and, chosen (a tap on a phone), says why in full (issue 27.2).
    const blockedDay = guest.page.getByRole('button', { name: `${formatFullDate(saturday)}: Blocked by the host` });
    await expect.poll(() => blockedDay.getByTestId('day-why').textContent()).toBe('Blocked');
    expect(
      await guest.page
        .getByRole('button', { name: `${formatFullDate(tuesday)}: Blocked by the host` })
        .getByTestId('day-why')
        .textContent(),
    ).toBe('Blocked');
    await blockedDay.click();
    await expect.poll(() => guest.page.getByTestId('day-reason').textContent()).toBe('Blocked by the host. Choose another day.');
    expect(await guest.page.getByLabel('Start time').textContent()).toBe('No times: Blocked by the host');
    await guest.page.getByLabel('Date').fill(monday);
    await guest.page.getByLabel('Start time').selectOption('10:00');
    await guest.page.getByLabel('End time').selectOption('11:00');
    await guest.page.getByRole('button', { name: 'Request to Book' }).click();
    const sent = guest.page.getByRole('dialog', { name: 'Request sent' });
    await expect.poll(() => sent.getByTestId('request-sent').textContent()).toContain('You pay only once they accept');
    // The host's open week shows the request without a reload.
    await expect.poll(() => mondayTen.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/: .+, awaiting host$/);

    // The buffer: 11:00 is no longer offered on that Monday; 11:30 is.
    await guest.page.goto(`${product.server.url}/booking/${space.id}`);
    await guest.page.getByLabel('Date').fill(monday);
    const starts = () =>
      guest.page
        .getByLabel('Start time')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await expect.poll(starts).toContain('11:30');
    expect(await starts()).not.toContain('11:00');
    expect(await starts()).not.toContain('10:00');

    // The host accepts the request from their guests' bookings.
    await host.page.reload();
    await host.page.getByRole('tab', { name: /Guest Bookings/ }).click();
    const request = host.page.getByTestId('owner-booking').filter({ hasText: 'awaiting host' });
    await expect.poll(() => request.count()).toBe(1);
    await request.getByRole('button', { name: 'Accept' }).click();
    await toast(host.page, 'The guest is asked to pay.');

    // The guest pays with M-Pesa from their bookings; the booking is confirmed.
    await guest.page.goto(`${product.server.url}/dashboard`);
    const card = guest.page.getByTestId('booking-card').filter({ hasText: space.title }).filter({ hasText: '10:00 - 11:00' });
    await expect.poll(() => card.textContent()).toContain('pending');
    await card.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    const pay = guest.page.getByRole('dialog', { name: 'Pay with M-Pesa' });
    await pay.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await pay.getByRole('button', { name: /with M-Pesa$/ }).click();
    await expect.poll(() => pay.getByTestId('mpesa-paid').textContent(), { timeout: 15_000 }).toContain(MPESA_MESSAGES.paid);
    await guest.page.keyboard.press('Escape');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('confirmed');
    expect(await card.textContent()).toContain('Paid');

    // The host pauses the space for a while and brings it back; it cannot be deleted with a confirmed booking to come.
    await host.page.getByRole('tab', { name: /^My Spaces/ }).click();
    const listing = host.page.getByTestId('owner-space').filter({ hasText: space.title });
    await listing.getByRole('button', { name: 'Pause' }).click();
    await toast(host.page, LISTING_MESSAGES.paused);
    await expect.poll(() => listing.textContent()).toContain('Paused');
    expect((await fetch(`${product.server.url}/api/spaces/${space.id}`)).status).toBe(404);
    await listing.getByRole('button', { name: 'Resume' }).click();
    await toast(host.page, LISTING_MESSAGES.resumed);
    await expect.poll(() => listing.textContent()).toContain('Live');
    await listing.getByRole('button', { name: `Delete ${space.title}` }).click();
    await host.page.getByRole('dialog').getByRole('button', { name: 'Delete space' }).click();
    await toast(host.page, LISTING_MESSAGES.hasConfirmedBookings);
    await Promise.all([host.page.close(), guest.page.close()]);
  });

  it('warns the host, on a phone, when another calendar is busy while a booking here stands, until one gives way', async () => {
    const host = await signedIn('owner@nafasi.co.ke', 'Savanna-Owner-2025', { width: 390, height: 844 });
    const guest = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }) });
    const { data: mine } = await api('/api/owner/spaces', { token: host.token });
    const space = mine.find((s: { title: string }) => s.title === 'Studio 254 Podcast Room');
    // Booked here for the Tuesday the other platform's calendar is busy all day.
    const made = await api('/api/bookings', {
      method: 'POST',
      token: guest.data.access_token,
      body: JSON.stringify({ spaceId: space.id, date: tuesday, startTime: '10:00', endTime: '12:00' }),
    });
    expect(made.data?.reference, JSON.stringify(made)).toMatch(/^NF-/);

    await host.page.goto(`${product.server.url}/dashboard`);
    await host.page.getByRole('tab', { name: 'Calendar' }).click();
    await host.page.getByLabel('Space', { exact: true }).selectOption(space.id);
    await host.page.getByLabel('iCal link').fill(`http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/other.ics`);
    await host.page.getByLabel('Name (optional)').fill('Other platform');
    await host.page.getByRole('button', { name: 'Add calendar' }).click();
    await toast(host.page, 'Synced: 1 busy time. 1 of your bookings here is busy there too.');
    const note = host.page.getByRole('note', { name: 'Clashes with Other platform' });
    await expect.poll(() => note.textContent()).toContain(`${made.data.reference} · ${formatFullDate(tuesday)}, 10:00 - 12:00 · pending`);

    // The guest cancels here: the warning leaves the host's open calendar without a reload.
    const cancelled = await api(`/api/bookings/${made.data.id}/cancel`, { method: 'POST', token: guest.data.access_token });
    expect(cancelled.data?.status).toBe('cancelled');
    await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(0);
    await host.page.close();
  });

  it('pays the host by M-Pesa after a booking ends: their KRA PIN, their paybill (with the password), then the payout sent with its receipt', async () => {
    const { page, token } = await signedIn('owner@nafasi.co.ke', 'Savanna-Owner-2025', { width: 390, height: 844 });
    // A host who has not given KRA their PIN yet: told before their first payout, which waits for it.
    await api('/api/account/tax', { method: 'PUT', token, body: JSON.stringify({ kraPin: '', vatRegistered: false }) });
    await page.goto(`${product.server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect.poll(() => page.getByTestId('needs-pin').textContent()).toContain('Add your KRA PIN under Profile');
    // The seed's booking of three days ago waits for a number to be paid to.
    const row = page.getByRole('row').filter({ hasText: 'NF-SAMPL4' });
    await expect.poll(() => row.getByTestId('payout-status').textContent()).toContain(PAYOUT_STATUS_LABELS.owed);
    const card = page.getByTestId('payout-account');
    await card.getByLabel('M-Pesa number').fill('0733 000 555');
    await card.getByLabel('Your password').fill('Savanna-Owner-2025');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.textContent()).toContain(PAYOUT_ACCOUNT_MESSAGES.badNumber);
    // Their business's paybill instead (B2B), with the account number it expects.
    await card.getByLabel('Paid to').selectOption({ label: PAYOUT_ACCOUNT_KIND_LABELS.paybill });
    await card.getByLabel('Business number').fill('60 02');
    await card.getByLabel('Account number').fill('NAFASI-HOST');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.textContent()).toContain(PAYOUT_ACCOUNT_MESSAGES.badBusinessNumber);
    await card.getByLabel('Business number').fill('600 200');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, PAYOUT_ACCOUNT_MESSAGES.saved);
    await expect.poll(() => card.textContent()).toContain('Paybill 600200, account NAFASI-HOST');
    // A number to be paid to, but no PIN: the payout waits for it.
    await expect.poll(() => row.getByTestId('payout-status').textContent()).toContain(PAYOUT_STATUS_LABELS.needs_pin);
    // The PIN, given under Profile → Settings → Tax details, in lower case as people type.
    await page.goto(`${product.server.url}/profile`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const tax = page.getByTestId('tax-details');
    await expect.poll(() => tax.getByLabel('KRA PIN').isEnabled()).toBe(true);
    await tax.getByLabel('KRA PIN').fill('p051234567x');
    await tax.getByLabel('I am registered for VAT with KRA').check();
    await tax.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Tax details saved.');
    await page.goto(`${product.server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect.poll(() => page.getByTestId('needs-pin').count()).toBe(0);
    // The job (every 15 s) puts the booking in today's payout and sends it; the row says so.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Earnings' }).click();
          return row
            .getByTestId('payout-status')
            .textContent({ timeout: 3000 })
            .catch(() => '');
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toMatch(new RegExp(`${PAYOUT_STATUS_LABELS.sent}T[0-9A-F]{9}`));
    // 5 % of the booking's KSH 9,000 before VAT was withheld for KRA (docs/TAX.md), and the month's
    // statement, with the host's PIN, says so.
    expect(await row.textContent()).toContain('KSH 450.00');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Withholding statement (CSV)' }).click()]);
    const statement: string[][] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(statement[2]?.slice(0, 2)).toEqual(['Payee KRA PIN', 'P051234567X']);
    expect(statement.find((r) => r[2] === 'NF-SAMPL4')?.slice(3)).toEqual(['9000.00', '450.00', '9090.00']);
    // The same statement as a PDF, read back by an independent PDF reader (pdf.js).
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Withholding statement (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^nafasi-withholding-\d{4}-\d{2}\.pdf$/);
    const text = await pdfText(await readFile(await pdf.path()));
    expect(text).toContain('Payee KRA PIN: P051234567X');
    expect(text).toMatch(/NF-SAMPL4\s+9000\.00\s+450\.00\s+9090\.00/);
    await page.close();

    // An admin sees the withholding owed to KRA this month, and records paying it on iTax.
    const admin = await signedIn('admin@nafasi.co.ke', 'Savanna-Admin-2025', { width: 1280, height: 900 });
    await admin.page.goto(`${product.server.url}/admin`);
    await admin.page.getByRole('tab', { name: 'Tax' }).click();
    const owed = admin.page.getByTestId('tax-withholding');
    await expect.poll(() => owed.textContent()).toBe('Withholding taxKSH 450.00KSH 0.00KSH 450.00');
    await admin.page.getByRole('combobox', { name: 'Tax', exact: true }).selectOption({ label: 'Withholding tax' });
    await admin.page.getByLabel('Amount (KSH)').fill('500');
    await admin.page.getByLabel('KRA payment reference (PRN)').fill('kra202612345678');
    await admin.page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => admin.page.getByText('That is more than Nafasi owes KRA in Withholding tax').isVisible()).toBe(true);
    await admin.page.getByLabel('Amount (KSH)').fill('450');
    await admin.page.getByRole('button', { name: 'Record payment' }).click();
    await toast(admin.page, 'Payment to KRA recorded.');
    await expect.poll(() => owed.textContent()).toBe('Withholding taxKSH 450.00KSH 450.00KSH 0.00');
    expect(await admin.page.getByTestId('tax-remittance').textContent()).toContain('KRA202612345678');
    await admin.page.screenshot({ path: 'e2e/artifacts/admin-tax-1280.png', fullPage: true });
    await admin.page.close();
  });
});
