import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { m } from '@nafasi/shared/i18n';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { useProduct } from './support/product.ts';
import { registerAndConfirm } from './support/mail.ts';
import { SAMPLE, openLive, signedIn, toast } from './support/session.ts';
import { bookAndChooseMpesa, pickSlot } from './support/booking.ts';
import { nairobiDate } from '@nafasi/shared/time';

/*
 * "Download my data" in the browser (docs/PRIVACY.md): the sample guest asks in Settings → Privacy,
 * the mail's link opens the page that downloads the archive once; the archive, read by an unzipper,
 * holds the bookings the dashboard shows; the link then says it is spent.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());
const product = useProduct({ env: () => ({ SMTP_URL: mailbox.url }) });

/** data.json from a zip, as yauzl reads it. */
function dataJson(buffer: Buffer): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      zip.on('end', () => reject(new Error('no data.json')));
      zip.readEntry();
    });
  });
}

describe('download my data', () => {
  it('asks in Settings → Privacy, downloads the mailed archive once, and it holds the bookings the screens show', async () => {
    const url = product.server.url;
    const { context, page } = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    // Every booking the screens show: Profile → My Bookings, upcoming and past.
    await page.goto(`${url}/profile`);
    await page.getByRole('tab', { name: m.menu_my_bookings() }).click();
    const cards = page.getByTestId('profile-bookings').getByTestId('booking-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const shown = (await cards.locator('dd.font-mono').allTextContents()).map((s) => s.trim()).sort();

    await page.getByRole('tab', { name: m.profile_settings() }).click();
    const card = page.getByTestId('privacy');
    const asked = toast(page, m.privacy_export_asked());
    const mailed = mailbox.next(SAMPLE.user.email, m.mail_export_subject(), 30_000);
    await card.getByRole('button', { name: m.privacy_export_button() }).click();
    await asked;
    const link = (await mailed).text.match(/http:\/\/[^\s"]+\/data-export#id=[0-9a-f-]+&token=[A-Za-z0-9_-]+/)![0];
    // Settings says it is ready, until when.
    await expect.poll(() => card.getByTestId('data-export').first().textContent(), { timeout: 15_000 }).toMatch(/^Ready: the link we e-mailed works until /);

    await page.goto(link);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-archive').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nafasi-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = await dataJson(await readFile(await file.path()));
    expect((data.account![0] as { email: string }).email).toBe(SAMPLE.user.email);
    expect((data.bookings as { reference: string }[]).map((b) => b.reference).sort()).toEqual(shown);
    await expect.poll(() => page.getByText(m.privacy_downloaded()).count()).toBe(1);

    // Once: the link, opened again, is spent.
    await page.goto(`${url}/`);
    await page.goto(link);
    await page.getByTestId('download-archive').click();
    await expect.poll(() => page.getByText(m.privacy_export_gone()).count()).toBe(1);
    await context.close();
  });
});

describe('delete my account', () => {
  it('says what must be settled first; a new member deletes theirs: signed out on both devices, their offline copies gone, their words by a former member, not in the admin table', async () => {
    const url = product.server.url;
    // The sample guest has bookings to come: the dialog says so and will not delete.
    const sample = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    await sample.page.goto(`${url}/profile`);
    await sample.page.getByRole('tab', { name: m.profile_settings() }).click();
    await sample.page.getByTestId('delete-account').click();
    await expect.poll(() => sample.page.getByTestId('deletion-settle').textContent(), { timeout: 10_000 }).toContain('upcoming booking');
    expect(await sample.page.getByTestId('confirm-delete').isDisabled()).toBe(true);
    await sample.context.close();

    // A new member signs up, writes to a host and reads their bookings (kept for offline use).
    const person = { name: 'Wairimu Njoroge', email: `wairimu-${Date.now()}@example.co.ke`, password: 'Msitu-wa-Karura-2026' };
    const phone = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await registerAndConfirm(page, product.server, person, async (email) => {
      // Already here or still to come: the mail may arrive before the page says it was sent.
      const mail = await mailbox.find(email, m.mail_verify_subject(), 30_000);
      return mail.text.match(/http:\/\/[^\s"]+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    });
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('nafasi.auth.session') ?? 'null') as { access_token: string });
    const spaces = (await (await fetch(`${url}/api/spaces?q=${encodeURIComponent('Kilimani Daylight')}`)).json()) as { data: { id: string }[] };
    const wrote = await fetch(`${url}/api/threads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ spaceId: spaces.data[0]!.id, body: 'Habari! Is the studio free on Saturday morning?' }),
    });
    expect(wrote.status).toBe(201);
    await page.goto(`${url}/profile`);
    await page.getByRole('tab', { name: m.menu_my_bookings() }).click();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.')).length), { timeout: 10_000 }).toBe(1);
    // And is signed in on a second device too.
    const credentials = { email: person.email, password: person.password };
    const laptop = await signedIn(product.browser, url, credentials);
    await laptop.page.goto(`${url}/profile`);
    await laptop.page.getByRole('tab', { name: m.menu_my_bookings() }).click();
    await expect
      .poll(() => laptop.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.')).length), { timeout: 10_000 })
      .toBe(1);

    // Settings → Privacy → Delete my account: what goes, what stays, the password.
    await page.getByRole('tab', { name: m.profile_settings() }).click();
    await page.getByTestId('delete-account').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('deletion-kept').textContent()).toContain('five years');
    await dialog.getByLabel(m.privacy_delete_password()).fill('not-the-password');
    await dialog.getByTestId('confirm-delete').click();
    await expect.poll(() => dialog.getByText(m.auth_wrong_current_password()).count(), { timeout: 10_000 }).toBe(1);
    const goodbye = mailbox.next(person.email, m.mail_deleted_subject(), 30_000);
    const deleted = toast(page, m.privacy_deleted());
    await dialog.getByLabel(m.privacy_delete_password()).fill(person.password);
    await dialog.getByTestId('confirm-delete').click();
    await deleted;
    await goodbye;
    // Home, signed out, nothing of theirs kept in this browser.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.') || k === 'nafasi.auth.session'))).toEqual([]);

    // The other device: its session is over, it is signed out and forgets its copies too.
    await laptop.page.goto(`${url}/profile`);
    await expect.poll(() => new URL(laptop.page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    expect(await laptop.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nafasi.offline.')))).toEqual([]);
    // No way back in.
    const again = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
    expect(again.status).toBe(400);

    // The host still has the message, by a former member.
    const owner = await signedIn(product.browser, url, SAMPLE.owner);
    await owner.page.goto(`${url}/messages`);
    await expect.poll(() => owner.page.getByText(m.privacy_former_member()).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await owner.page.getByText('Wairimu').count()).toBe(0);

    // The admin's users table finds no one by the name or the address.
    const admin = await signedIn(product.browser, url, SAMPLE.admin);
    await admin.page.goto(`${url}/admin`);
    await admin.page.getByRole('tab', { name: m.admin_users() }).click();
    for (const q of ['Wairimu', person.email]) {
      await admin.page.getByPlaceholder(m.admin_search_users()).fill(q);
      await expect.poll(() => admin.page.getByText(m.admin_no_users()).count(), { timeout: 10_000 }).toBe(1);
    }
    for (const c of [phone, laptop.context, owner.context, admin.context]) await c.close();
  });
  it('a host deletes theirs: the space leaves search and its page, the guest’s invoice for it stays', async () => {
    const url = product.server.url;
    const json = { 'content-type': 'application/json' };
    const login = async (who: { email: string; password: string }) => {
      const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: who.email, password: who.password }) });
      const body = (await res.json()) as { data: { access_token: string; user: { id: string } } };
      if (!body.data) throw new Error(`login ${who.email}: ${res.status} ${JSON.stringify(body)}`);
      const { data } = body;
      return { headers: { ...json, authorization: `Bearer ${data.access_token}` }, id: data.user.id };
    };
    // A new member, made a host by an admin, lists a studio the admin approves.
    const host = { name: 'Baraka Kiprono', email: `baraka-${Date.now()}@example.co.ke`, password: 'Mto-wa-Nairobi-2026' };
    const phone = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await registerAndConfirm(page, product.server, host, async (email) => {
      // Already here or still to come: the mail may arrive before the page says it was sent.
      const mail = await mailbox.find(email, m.mail_verify_subject(), 30_000);
      return mail.text.match(/http:\/\/[^\s"]+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    });
    const admin = await login(SAMPLE.admin);
    const hostId = (await login(host)).id;
    expect(
      (await fetch(`${url}/api/admin/users/${hostId}/role`, { method: 'PUT', headers: admin.headers, body: JSON.stringify({ role: 'owner' }) })).status,
    ).toBe(200);
    const title = `Riverside Daylight Studio ${Date.now().toString(36)}`;
    const owner = await login(host);
    const listed = await fetch(`${url}/api/spaces`, {
      method: 'POST',
      headers: owner.headers,
      body: JSON.stringify({
        title,
        description: 'A quiet photo studio by the river, with daylight and a white wall.',
        location: 'Riverside, Nairobi',
        category: 'creative-studio',
        capacity: 4,
        hourlyRate: 1200,
        amenities: ['Wi-Fi'],
      }),
    });
    expect(listed.status, await listed.clone().text()).toBe(201);
    const spaceId = ((await listed.json()) as { data: { id: string } }).data.id;
    const approved = await fetch(`${url}/api/admin/spaces/${spaceId}/decision`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approved.status).toBe(200);
    const found = () =>
      fetch(`${url}/api/spaces?q=${encodeURIComponent(title)}`)
        .then((r) => r.json() as Promise<{ data: { id: string }[] }>)
        .then((r) => r.data.map((s) => s.id));
    await expect.poll(found, { timeout: 10_000 }).toContain(spaceId);

    // The sample guest books it, pays by M-Pesa and cancels more than a day ahead (refunded whole).
    const guest = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    await guest.page.goto(`${url}/booking/${spaceId}`);
    await pickSlot(guest.page, nairobiDate(new Date(Date.now() + 11 * 86_400_000)), '10:00', '12:00');
    const { dialog, reference } = await bookAndChooseMpesa(guest.page);
    await dialog.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await dialog.getByRole('button', { name: /with M-Pesa$/ }).click();
    await expect.poll(() => dialog.getByTestId('mpesa-paid').count(), { timeout: 10_000 }).toBe(1);
    const receipt = (await dialog.getByTestId('mpesa-paid').locator('strong').textContent())!;
    await guest.page.goto(`${url}/dashboard`);
    await guest.page.getByTestId('booking-card').filter({ hasText: reference }).getByRole('button', { name: 'Cancel' }).click();
    await guest.page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await guest.page.getByRole('tab', { name: /Past Bookings/ }).click();
    await expect.poll(() => guest.page.getByTestId('booking-card').filter({ hasText: reference }).textContent()).toContain('cancelled');

    // The host, who reads Kiswahili, deletes the account in Settings → Privacy: nothing to settle, the password.
    const sw = { locale: 'sw' } as const;
    await page.goto(`${url}/sw/profile`);
    await page.getByRole('tab', { name: m.profile_settings({}, sw) }).click();
    await page.getByTestId('delete-account').click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.getByTestId('deletion-kept').count(), { timeout: 10_000 }).toBe(1);
    expect(await confirm.getByTestId('deletion-settle').count()).toBe(0);
    expect(await confirm.getByTestId('deletion-kept').textContent()).toContain(m.privacy_delete_kept_money({}, sw));
    const deleted = toast(page, m.privacy_deleted({}, sw));
    await confirm.getByLabel(m.privacy_delete_password({}, sw)).fill(host.password);
    await confirm.getByTestId('confirm-delete').click();
    await deleted;

    // Search no longer finds the studio, in the API or on the home page; its page is gone.
    await expect.poll(found, { timeout: 10_000 }).toEqual([]);
    await page.goto(`${url}/?q=${encodeURIComponent(title)}`);
    await expect.poll(() => page.getByText(title).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => fetch(`${url}/space/${spaceId}`).then((r) => r.status), { timeout: 10_000 }).toBe(404);

    // The guest's booking and its invoice stay, as the tax law requires, without the host's name.
    await guest.page.goto(`${url}/dashboard`);
    await guest.page.getByRole('tab', { name: /Past Bookings/ }).click();
    const card = guest.page.getByTestId('booking-card').filter({ hasText: reference });
    await card.getByRole('link', { name: 'Invoice' }).click();
    await guest.page.waitForURL(/\/dashboard\/invoices\//);
    await expect.poll(() => guest.page.getByRole('main').textContent(), { timeout: 10_000 }).toContain(receipt);
    expect(await guest.page.getByRole('main').textContent()).toContain(reference);
    expect(await guest.page.getByRole('main').textContent()).not.toMatch(/Baraka|Kiprono/);
    await guest.page.screenshot({ path: 'e2e/artifacts/invoice-after-host-deleted-390.png', fullPage: true });
    for (const c of [phone, guest.context]) await c.close();
  });
});

describe('who read it', () => {
  it('an admin reads a reported conversation only after saying why, and the guest finds the reading in their data download', async () => {
    const url = product.server.url;
    const login = async (who: { email: string; password: string }) =>
      (
        (await (
          await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })
        ).json()) as {
          data: { access_token: string };
        }
      ).data.access_token;
    const guest = { authorization: `Bearer ${await login(SAMPLE.user)}`, 'content-type': 'application/json' };
    const spaces = (await (await fetch(`${url}/api/spaces?q=${encodeURIComponent('Kilimani Daylight')}`)).json()) as { data: { id: string }[] };
    const thread = (await (
      await fetch(`${url}/api/threads`, {
        method: 'POST',
        headers: guest,
        body: JSON.stringify({ spaceId: spaces.data[0]!.id, body: 'Can I pay you directly on my phone?' }),
      })
    ).json()) as { data: { id: string } };
    const reported = await fetch(`${url}/api/threads/${thread.data.id}/report`, {
      method: 'POST',
      headers: guest,
      body: JSON.stringify({ reason: 'Asked to pay outside Nafasi' }),
    });
    expect(reported.status).toBe(200);

    const admin = await signedIn(product.browser, url, SAMPLE.admin, { width: 390 });
    await admin.page.goto(`${url}/messages/${thread.data.id}`);
    const form = admin.page.getByTestId('read-reason');
    await form.waitFor({ timeout: 15_000 });
    expect(await admin.page.getByText('Can I pay you directly').count()).toBe(0);
    await form.getByLabel(m.conv_read_reason_label()).fill('Checking a report of payment outside Nafasi');
    await form.getByRole('button', { name: m.conv_read_reason_button() }).click();
    await expect.poll(() => admin.page.getByText('Can I pay you directly on my phone?').count(), { timeout: 15_000 }).toBe(1);

    // Admin → Users → Details: the guest's profile and payments, after saying why.
    await admin.page.goto(`${url}/admin`);
    await admin.page.getByRole('tab', { name: m.admin_users() }).click();
    await admin.page.getByPlaceholder(m.admin_search_users()).fill(SAMPLE.user.email);
    const details = admin.page.getByRole('button', { name: /^Details of / });
    await expect.poll(() => details.count(), { timeout: 10_000 }).toBe(1);
    await details.click();
    const why = admin.page.getByTestId('person-reason');
    expect(await admin.page.getByTestId('person-details').count()).toBe(0);
    await why.getByLabel(m.conv_read_reason_label()).fill('The guest called about a payment');
    await why.getByRole('button', { name: m.person_reason_button() }).click();
    const shown = admin.page.getByTestId('person-details');
    await expect.poll(() => shown.getByRole('region', { name: m.archive_section_bookings() }).textContent(), { timeout: 10_000 }).toContain('NF-');
    expect(await shown.textContent()).toContain(SAMPLE.user.email);
    await admin.page.screenshot({ path: 'e2e/artifacts/admin-person-details-390.png' });
    await admin.context.close();

    // The guest's next archive says who read it, when and why.
    const mailed = mailbox.next(SAMPLE.user.email, m.mail_export_subject(), 30_000);
    expect((await fetch(`${url}/api/account/data-exports`, { method: 'POST', headers: { authorization: guest.authorization } })).status).toBe(202);
    const [, id, token] = (await mailed).text.match(/\/data-export#id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/)!;
    const archive = await fetch(`${url}/api/account/data-exports/${id}/download`, { method: 'POST', headers: guest, body: JSON.stringify({ token }) });
    expect(archive.status).toBe(200);
    const data = await dataJson(Buffer.from(await archive.arrayBuffer()));
    const readings = (data.audit as { action: string; summary: string; actorName: string }[]).filter((a) => a.action === 'messages.read');
    expect(readings).toHaveLength(1);
    expect(readings[0]!.summary).toContain('Checking a report of payment outside Nafasi');
    const looks = (data.audit as { action: string; summary: string }[]).filter((a) => a.action === 'person.viewed');
    expect(looks.map((a) => a.summary)).toEqual([expect.stringContaining('The guest called about a payment')]);
  });
});

describe('correction', () => {
  it('a guest asks in Settings what they cannot edit; an admin answers in Approvals; the answer shows in Settings', async () => {
    const url = product.server.url;
    const guest = await signedIn(product.browser, url, SAMPLE.user, { width: 390 });
    await guest.page.goto(`${url}/profile`);
    await guest.page.getByRole('tab', { name: m.profile_settings() }).click();
    const box = guest.page.getByTestId('corrections');
    await box.getByLabel(m.correction_field()).selectOption('phone');
    await box.getByLabel(m.correction_wanted()).fill('254722000111');
    await box.getByLabel(m.correction_reason()).fill('My payment was recorded with my old number');
    const sent = toast(guest.page, m.correction_sent());
    await box.getByRole('button', { name: m.correction_send() }).click();
    await sent;
    await expect.poll(() => box.getByTestId('correction').first().textContent()).toContain('254722000111');

    const admin = await signedIn(product.browser, url, SAMPLE.admin);
    await admin.page.goto(`${url}/admin`);
    await admin.page.getByRole('tab', { name: new RegExp(`^${m.admin_approvals()}`) }).click();
    const item = admin.page.getByTestId('correction-request').filter({ hasText: '254722000111' });
    await item.getByRole('textbox').fill('Corrected: the payment now shows 254722000111.');
    await item.getByRole('button', { name: m.correction_admin_done() }).click();
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
    await admin.context.close();

    await guest.page.reload();
    await guest.page.getByRole('tab', { name: m.profile_settings() }).click();
    await expect
      .poll(() => guest.page.getByTestId('corrections').getByTestId('correction').first().textContent(), { timeout: 15_000 })
      .toContain('Corrected: the payment now shows 254722000111.');
    await guest.context.close();
  });
});

describe('the newsletter, double opt-in', () => {
  it('an address typed in the blog’s box is on the list only once the mailed link is followed, in Kiswahili, and leaves as easily', async () => {
    const url = product.server.url;
    const email = `msomaji-${Date.now()}@example.co.ke`;
    const sw = { locale: 'sw' } as const;
    const page = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    await openLive(page, `${url}/sw/blog`);
    const confirmMail = mailbox.next(email, m.mail_newsletter_confirm_subject({}, sw), 30_000);
    await page.getByLabel(m.contact_email_address({}, sw)).fill(email);
    await page.getByRole('button', { name: m.contact_subscribe({}, sw) }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: m.contact_confirm_sent({}, sw) })
          .isVisible(),
      )
      .toBe(true);

    // The link opens a page that waits for the button (a mail scanner opening it changes nothing).
    // A Kiswahili mail's link opens the page in Kiswahili.
    const link = (await confirmMail).text.match(/http:\/\/[^\s"]+\/sw\/newsletter#confirm=[A-Za-z0-9_-]+/)![0];
    await openLive(page, link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(m.newsletter_confirm_heading({}, sw));
    await page.getByRole('button', { name: m.newsletter_confirm_button({}, sw) }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: m.contact_subscribed({}, sw) })
          .isVisible(),
      )
      .toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/newsletter-confirmed-sw-390.png' });
    await page.close();

    // Another browser, in English (the English page): the link followed again is spent.
    const english = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLive(english, link.replace('/sw/newsletter#', '/newsletter#'));
    await english.getByRole('button', { name: m.newsletter_confirm_button() }).click();
    await expect.poll(() => english.getByRole('alert').textContent()).toBe(m.contact_confirm_bad_link());

    // Typed again, the same answer on screen; the mail offers a way off the list instead.
    await openLive(english, `${url}/blog`);
    const leaveMail = mailbox.next(email, m.mail_newsletter_already_subject(), 30_000);
    await english.getByLabel(m.contact_email_address()).fill(email);
    await english.getByRole('button', { name: m.contact_subscribe() }).click();
    await expect.poll(() => english.getByRole('status').filter({ hasText: m.contact_confirm_sent() }).isVisible()).toBe(true);
    const leave = (await leaveMail).text.match(/http:\/\/[^\s"]+\/newsletter#leave=[A-Za-z0-9_-]+/)![0];
    await openLive(english, leave);
    await english.getByRole('button', { name: m.newsletter_leave_button() }).click();
    await expect.poll(() => english.getByRole('status').filter({ hasText: m.contact_unsubscribed() }).isVisible()).toBe(true);
    await english.close();
  });
});
