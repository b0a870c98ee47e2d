import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate } from '@nafasi/shared/time';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { useProduct } from './support/product.ts';

/*
 * Kiswahili end to end (issue 31): the public pages server-rendered in Kiswahili with JavaScript off,
 * and a guest who reads Kiswahili searching, booking, paying with M-Pesa on the simulator and reading
 * their dashboard and mail in it, while the space's host, who reads English, is told in English.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());
const product = useProduct({ env: () => ({ SMTP_URL: mailbox.url, MPESA_SHORTCODE: '600984' }) });

const sw = { locale: 'sw' } as const;
const en = { locale: 'en' } as const;
const api = async (path: string) => (await fetch(product.server.url + path)).json();
/** A seeded space of the sample owner (James Kariuki, who reads English, VAT-registered): KSH 2,500 an hour. */
async function hostedSpace(): Promise<{ id: string; title: string; titleSw: string }> {
  const { data } = await api('/api/spaces?q=studio%20254%20podcast');
  expect(data[0].ownerName).toBe('James Kariuki');
  return data[0];
}

describe('Kiswahili', () => {
  it('renders the home page and a space in Kiswahili on the server, without JavaScript', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${product.server.url}/sw`);
    expect(await page.locator('html').getAttribute('lang')).toBe('sw-KE');
    expect(await page.title()).toBe(`Nafasi — ${m.site_tagline({}, sw)}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(m.site_home_description({}, sw));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(m.hero_title({}, sw));
    expect(await page.getByRole('heading', { name: m.home_why({}, sw) }).count()).toBe(1);
    const card = page.getByTestId('space-card').first();
    expect(await card.textContent()).toContain(m.card_view_details({}, sw));
    // Prices read per hour the Kiswahili way; no English left on the cards.
    expect(await card.textContent()).toMatch(/KSH [\d,]+\/saa/);
    expect(await page.locator('main').textContent()).not.toContain('View Details');

    const space = await hostedSpace();
    await page.goto(`${product.server.url}/sw/space/${space.id}`);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const words of [m.space_about({}, sw), m.space_your_host({}, sw), m.space_cancellation_value({ hours: 24 }, sw), m.space_book_now({}, sw)])
      expect(main).toContain(words);
    expect(main).not.toContain('Book Now');

    // The long copy too: the terms, the blog (its head as well) and the events, all in Kiswahili.
    await page.goto(`${product.server.url}/sw/terms`);
    expect(await page.getByRole('heading', { name: '3. Uhifadhi na malipo' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('Bookings and payment');
    await page.goto(`${product.server.url}/sw/blog/mpesa-booking-safety`);
    expect(await page.title()).toContain('Kulipia uhifadhi kwa usalama kwa M-Pesa');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kulipia uhifadhi kwa usalama kwa M-Pesa');
    await page.goto(`${product.server.url}/sw/events`);
    const events = (await page.locator('main').textContent()) ?? '';
    for (const words of [m.events_register({}, sw), m.events_free({}, sw), m.event_type_meetup({}, sw), 'Usiku wa Mawasilisho'])
      expect(events).toContain(words);
    expect(events).not.toMatch(/Register|Buy Ticket|Pitch Night/);
    await page.goto(`${product.server.url}/sw/careers`);
    expect(await page.locator('main').textContent()).toContain('Mhandisi Mkuu wa Programu');
    await context.close();
  });

  it('searches, books and pays with M-Pesa in Kiswahili; the guest’s mail is in Kiswahili and the English host’s in English; the language follows the account at sign-in', async () => {
    const space = await hostedSpace();
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sw-KE' });
    const page = await context.newPage();
    // A phone set to Kiswahili lands on the Kiswahili pages.
    await page.goto(`${product.server.url}/register`);
    await page.waitForURL(`${product.server.url}/sw/register`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const email = `neema-${Date.now()}@example.co.ke`;
    const password = 'Jua-La-Asubuhi-2027!';
    await page.getByLabel(m.auth_full_name({}, sw)).fill('Neema Wanjiru');
    await page.getByLabel(m.auth_email({}, sw)).fill(email);
    await page.getByLabel(m.auth_password({}, sw), { exact: true }).fill(password);
    // The form's own checks speak Kiswahili too.
    await page.getByLabel(m.auth_confirm_password({}, sw)).fill('Something-Else-1');
    await page.getByRole('button', { name: m.auth_create_account({}, sw) }).click();
    await expect.poll(() => page.getByText(m.password_mismatch({}, sw), { exact: true }).isVisible()).toBe(true);
    await page.getByLabel(m.auth_confirm_password({}, sw)).fill(password);
    const welcome = mailbox.next(email, m.mail_verify_subject({}, sw));
    await page.getByRole('button', { name: m.auth_create_account({}, sw) }).click();
    await expect.poll(() => page.getByRole('heading', { name: m.auth_check_email({}, sw) }).isVisible()).toBe(true);
    // The mail's link opens the page in Kiswahili, the mail's language.
    const link = (await welcome).parsed.text?.match(/http:\/\/127\.0\.0\.1:\d+\/sw\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForURL(`${product.server.url}/sw/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(m.dash_welcome({ name: 'Neema Wanjiru' }, sw));

    // Search from the home page's hero.
    await page.goto(`${product.server.url}/sw`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByPlaceholder(m.hero_search_placeholder({}, sw)).fill('studio 254 podcast');
    await page.getByRole('button', { name: m.hero_search({}, sw), exact: true }).click();
    await page.waitForURL(/\/sw\?q=studio/);
    const card = page.getByTestId('space-card').filter({ hasText: space.titleSw });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('link', { name: new RegExp(`^${m.card_view_details({}, sw)}`) }).click();
    await page.waitForURL(`${product.server.url}/sw/space/${space.id}`);
    await page
      .getByRole('complementary', { name: m.space_booking({}, sw) })
      .getByRole('link', { name: m.space_book_now({}, sw) })
      .click();
    await page.waitForURL(new RegExp(`/sw/booking/${space.id}`));

    // Book a slot a week ahead: 10:00 to 12:00 (saa nne asubuhi hadi saa sita mchana).
    const date = nairobiDate(new Date(Date.now() + 8 * 86_400_000));
    await page.getByLabel(m.filter_date({}, sw), { exact: true }).fill(date);
    // The field writes the date in Kiswahili ("Jumatano, 9 Desemba 2026"), not in the order the
    // browser's own settings give a native date field (12/09/2026 on a US-English phone).
    const inSwahili = new Intl.DateTimeFormat('sw-KE', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    await expect.poll(() => page.getByTestId('date-words').first().textContent()).toBe(inSwahili);
    await page.getByLabel(m.slot_start_time({}, sw)).selectOption('10:00');
    await page.getByLabel(m.slot_end_time({}, sw)).selectOption('12:00');
    // The sample host is VAT-registered (docs/TAX.md): 2 h at KSH 2,500 and VAT at 16 %, said in Kiswahili.
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('KSH 5,800.00');
    expect(await page.getByRole('complementary', { name: m.summary_title({}, sw) }).textContent()).toContain(`${m.tax_vat({ percent: 16 }, sw)}KSH 800.00`);
    await page.getByRole('button', { name: m.summary_confirm({}, sw) }).click();
    const method = page.getByRole('dialog', { name: m.pay_choose_title({}, sw) });
    await method.getByRole('radio', { name: /M-Pesa/ }).click();
    await method.getByRole('button', { name: m.pay_continue({}, sw) }).click();
    const dialog = page.getByRole('dialog', { name: m.pay_mpesa_title({}, sw) });
    const manual = dialog.getByTestId('manual-payment');
    await expect.poll(() => manual.textContent()).toContain(m.pay_paybill_business({ number: '600984' }, sw));
    const reference = (await dialog.getByTestId('booking-reference').textContent()) ?? '';
    expect(await manual.textContent()).toContain(m.pay_paybill_account({ reference }, sw));
    // An Airtel number is refused in Kiswahili before anything is sent.
    await dialog.getByLabel(m.push_phone({}, sw)).fill('0733 123 456');
    await dialog.getByRole('button', { name: m.push_pay({ amount: 'KSH 5,800.00' }, sw) }).click();
    await expect.poll(() => dialog.getByText(m.mpesa_bad_phone({}, sw)).isVisible()).toBe(true);
    // The simulator's sandbox number enters the PIN at once.
    await dialog.getByLabel(m.push_phone({}, sw)).fill('0708 374 149');
    await dialog.getByRole('button', { name: m.push_pay({ amount: 'KSH 5,800.00' }, sw) }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-paid').textContent(), { timeout: 15_000 }).toContain(m.mpesa_paid({}, sw));
    await expect.poll(() => dialog.textContent()).toContain(m.pay_paid_confirmed({ booking: reference }, sw));
    await dialog.getByRole('button', { name: m.pay_view_bookings({}, sw) }).click();

    // The dashboard, in Kiswahili.
    await page.waitForURL(`${product.server.url}/sw/dashboard`);
    const booked = page.getByTestId('booking-card').filter({ hasText: reference });
    await expect.poll(() => booked.textContent()).toContain(m.status_confirmed({}, sw));
    expect(await booked.textContent()).toContain(m.card_paid({}, sw));
    expect(await page.getByRole('tab', { name: m.dash_tab_upcoming({ count: 1 }, sw) }).count()).toBe(1);

    // The guest's mail in Kiswahili (the Swahili clock beside the digits); the host's in English.
    const toGuest = await mailbox.find(email, m.notify_confirmed_title({ space: space.title }, sw), 20_000);
    expect(toGuest.parsed.html).toContain('lang="sw-KE"');
    const words = (toGuest.parsed.text ?? '').replace(/\s+/g, ' ');
    expect(words).toContain('Habari Neema,');
    expect(words).toContain('10:00 - 12:00 (saa nne asubuhi hadi saa sita mchana)');
    const toHost = await mailbox.find('owner@nafasi.co.ke', m.notify_host_paid_title({ space: space.title }, en), 20_000);
    expect(toHost.parsed.html).toContain('lang="en-KE"');
    expect(toHost.parsed.text).toContain('Neema Wanjiru paid KSH 5,800.00');
    await context.close();

    // Another device, in English, signed out: signing in brings the account's Kiswahili back.
    const other = await product.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const again = await other.newPage();
    await again.goto(`${product.server.url}/login`);
    await again.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await again.locator('html').getAttribute('lang')).toBe('en-KE');
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Password', { exact: true }).fill(password);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitForURL(`${product.server.url}/sw/dashboard`);
    expect(await again.locator('html').getAttribute('lang')).toBe('sw-KE');
    await expect.poll(() => again.getByTestId('booking-card').filter({ hasText: reference }).count()).toBe(1);
    // Remembered on this device too: an address without a language goes to the Kiswahili one.
    await again.goto(`${product.server.url}/about`);
    await again.waitForURL(`${product.server.url}/sw/about`);
    await other.close();
  });
});
