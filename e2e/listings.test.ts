import sharp from 'sharp';
import { registerAndConfirm } from './support/mail.ts';
import { describe, expect, it } from 'vitest';
import { formatHourlyRate } from '@nafasi/shared/money';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { useProduct } from './support/product.ts';
import { listening, openLive, SAMPLE, signedIn as signIn, toast } from './support/session.ts';

const product = useProduct();

const ADMIN = SAMPLE.admin;
const signedIn = (credentials: { email: string; password: string }, width = 1280) => signIn(product.browser, product.server.url, credentials, { width });

describe('owners list spaces; admins approve them', () => {
  it('a member becomes an owner, lists a space with a photo, and an approval puts it live on an open home page', async () => {
    // A new member asks to become an owner.
    const email = `wanjiru-${Date.now()}@example.co.ke`;
    const password = 'Kilimani-Studio-77';
    const member = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await member.newPage();
    await registerAndConfirm(page, product.server, { name: 'Wanjiru Kamau', email, password });
    await page.goto(`${product.server.url}/list-space`);
    await expect.poll(() => page.getByRole('heading', { name: 'Owner Account Required' }).isVisible()).toBe(true);
    await page.goto(`${product.server.url}/profile`);
    await page.getByRole('button', { name: 'Upgrade to owner' }).click();
    await expect.poll(() => page.getByText('Owner request pending').isVisible()).toBe(true);

    // An admin approves the request in the panel.
    const admin = await signedIn(ADMIN);
    await admin.page.goto(`${product.server.url}/admin`);
    await admin.page.getByRole('tab', { name: /Approvals/ }).click();
    const request = admin.page.getByTestId('pending-upgrade').filter({ hasText: email });
    await request.getByRole('button', { name: 'Approve' }).click();
    await toast(admin.page, 'Request approved. The account can list spaces now.');

    // The new owner lists a space with a photo.
    await page.goto(`${product.server.url}/list-space`);
    // Sent empty, the form says under each missing fact what the server would, and sends nothing.
    await page.getByRole('button', { name: 'List Space' }).click();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Please fill all required fields (Title is empty)').isVisible()).toBe(true);
    expect(await page.getByText('Choose a category from the list.').isVisible()).toBe(true);
    expect(await page.getByLabel('Hourly rate (KSH)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Latitude (optional)').getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Title', { exact: true }).fill('Kilimani Loft Podcast Studio');
    await page.getByLabel('Description', { exact: true }).fill('A treated room with two mics, a mixer and a window onto the jacarandas.');
    await page.getByLabel('Category').selectOption('studio_space');
    await page.getByLabel('Capacity (people)').fill('4');
    await page.getByLabel('Hourly rate (KSH)').fill('1750.50');
    await page.getByLabel('Address').fill('Argwings Kodhek Road, Kilimani, Nairobi');
    // Weekly hours: Monday's hours, used every day, then Sundays closed; a buffer between bookings.
    await page.getByLabel('Monday opens').selectOption('08:00');
    await page.getByLabel('Monday closes').selectOption('20:30');
    await page.getByRole('button', { name: 'Use Monday’s hours every day' }).click();
    await page.getByLabel('Open on Sundays').uncheck();
    await page.getByLabel('Time between bookings').selectOption('30');
    await page.getByLabel('House rules (optional)').fill('No smoking. Keep the volume down after 20:00.');
    // The listing in Kiswahili too: title and description; its house rules are left in English.
    await page.getByLabel('Title in Kiswahili').fill('Studio ya Podikasti ya Kilimani Loft');
    await page.getByLabel('Description in Kiswahili').fill('Chumba kilichojengwa kuzuia mwangwi, chenye maikrofoni mbili na dirisha linalotazama mijakaranda.');
    await page.getByText('Sound System').click();
    await page.getByText('WiFi').click();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    await page.locator('#listing-photos').setInputFiles([
      { name: 'studio.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'desk.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect.poll(() => page.getByTestId('photo-item').count()).toBe(2);
    // The second photo becomes the cover.
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await page.getByRole('button', { name: 'List Space' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Space listed successfully!' }).isVisible()).toBe(true);
    await toast(page, 'Space listed successfully! It will be available after admin approval.');
    await page.waitForURL(`${product.server.url}/dashboard`);
    await page.getByRole('tab', { name: /^My Spaces/ }).click();
    const mine = page.getByTestId('owner-space').filter({ hasText: 'Kilimani Loft Podcast Studio' });
    await expect.poll(() => mine.textContent()).toContain('Waiting for approval');

    // A visitor has the creative studios open while the admin approves it.
    const visitor = await product.browser.newPage();
    await openLive(visitor, `${product.server.url}/?category=creative-studio`);
    await expect.poll(() => visitor.getByText(/spaces available$/).textContent()).toMatch(/\d+ spaces available/);
    expect(await visitor.getByText('Kilimani Loft Podcast Studio').count()).toBe(0);
    await listening(visitor, 'spaces');

    await admin.page.reload();
    await admin.page.getByRole('tab', { name: /Approvals/ }).click();
    const pending = admin.page.getByTestId('pending-space').filter({ hasText: 'Kilimani Loft Podcast Studio' });
    expect(await pending.textContent()).toContain(formatHourlyRate(1750.5));
    expect(await pending.locator('img').getAttribute('src')).toMatch(/^\/media\/space-.+-thumb\.webp$/);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await toast(admin.page, 'Space approved. It is live now.');

    // It appears on the open page without a reload, under its browse category.
    const card = visitor.getByTestId('space-card').filter({ hasText: 'Kilimani Loft Podcast Studio' });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.textContent()).toContain('Creative Studio');
    expect(await card.textContent()).not.toContain('Studio Space');
    await page.reload();
    await page.getByRole('tab', { name: /^My Spaces/ }).click();
    await expect.poll(() => mine.textContent()).toContain('Live');
    const { data } = await (await fetch(`${product.server.url}/api/spaces?q=kilimani%20loft`)).json();
    expect(data[0]).toMatchObject({
      location: 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya',
      amenities: ['sound_system', 'wifi'],
      browseCategory: 'creative-studio',
      houseRules: 'No smoking. Keep the volume down after 20:00.',
      schedule: {
        bufferMinutes: 30,
        instantBook: true,
        weeklyHours: { mon: [{ opensAt: '08:00', closesAt: '20:30' }], sat: [{ opensAt: '08:00', closesAt: '20:30' }], sun: [] },
      },
    });
    expect(data[0]).toMatchObject({ titleSw: 'Studio ya Podikasti ya Kilimani Loft', houseRulesSw: '' });
    expect(data[0].images).toHaveLength(2);
    // Under /sw the page shows the host's Kiswahili, and the house rules they wrote only in English
    // in English, said to be so ("Kwa Kiingereza").
    const swahili = await product.browser.newPage();
    await swahili.goto(`${product.server.url}/sw/space/${data[0].id}`);
    await swahili.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await swahili.getByRole('heading', { level: 1 }).textContent()).toBe('Studio ya Podikasti ya Kilimani Loft');
    expect(await swahili.locator('main').textContent()).toContain('mijakaranda');
    const rules = swahili.getByRole('region', { name: /Kanuni za eneo/ });
    expect(await rules.getByTestId('in-english').textContent()).toBe('Kwa Kiingereza');
    expect(await rules.getByTestId('house-rules').getAttribute('lang')).toBe('en');
    expect(
      await swahili
        .getByRole('region', { name: /Kuhusu eneo hili/ })
        .getByTestId('in-english')
        .count(),
    ).toBe(0);
    await swahili.close();
    const cover = await (await fetch(product.server.url + data[0].images[0].thumbUrl)).arrayBuffer();
    // The PNG (square, orange) was moved to the front.
    expect(await sharp(Buffer.from(cover)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });

    // The audit log shows both decisions.
    await admin.page.getByRole('tab', { name: 'Audit Log' }).click();
    await expect.poll(() => admin.page.getByText('Approved the space “Kilimani Loft Podcast Studio”').isVisible()).toBe(true);
    await expect.poll(() => admin.page.getByText('Approved an owner upgrade request').isVisible()).toBe(true);
    await Promise.all([member.close(), admin.context.close(), visitor.close()]);
  });

  it('an admin adds, edits and deletes a space; a space with a confirmed booking to come cannot go', async () => {
    const { context, page } = await signedIn(ADMIN);
    await page.goto(`${product.server.url}/admin`);
    await expect.poll(() => page.getByTestId('stat-Total Spaces').textContent()).toMatch(/^\d+$/);
    const before = Number(await page.getByTestId('stat-Total Spaces').textContent());
    await page.getByRole('button', { name: 'Add Space' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Space' });
    await dialog.getByRole('button', { name: 'Add Space' }).click();
    await toast(page, 'Please fill all required fields');
    await dialog.getByLabel('Title *').fill('Gigiri Embassy Row Suite');
    await dialog.getByLabel('Description *').fill('A quiet suite for delegations.');
    await dialog.getByLabel('Location *').fill('Gigiri, Nairobi');
    await dialog.getByLabel('Category').selectOption('office');
    await dialog.getByLabel('Amenities (comma-separated)').fill(' WiFi, , Interpreter booth ,');
    // A damaged photo adds nothing (issue 27.1): the space and its photos are one.
    await page.locator('#space-photos').setInputFiles([{ name: 'damaged.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') }]);
    await dialog.getByRole('button', { name: 'Add Space' }).click();
    await toast(page, LISTING_MESSAGES.addFailedBecause(`damaged.jpg: ${PHOTO_MESSAGES.notAnImage}`));
    expect((await (await fetch(`${product.server.url}/api/spaces?q=gigiri%20embassy`)).json()).data).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
    await dialog.getByRole('button', { name: 'Add Space' }).click();
    await toast(page, 'Space added successfully!');
    await expect.poll(() => page.getByTestId('stat-Total Spaces').textContent()).toBe(String(before + 1));
    const { data: added } = await (await fetch(`${product.server.url}/api/spaces?q=gigiri%20embassy`)).json();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ hourlyRate: 0, capacity: 1, amenities: ['WiFi', 'Interpreter booth'], ownerName: 'Admin User', images: [] });

    await page.getByLabel('Search spaces').fill('gigiri embassy');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Edit Gigiri Embassy Row Suite' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Space' });
    await edit.getByLabel('Hourly rate (KSH)').fill('6500');
    await edit.getByLabel('Capacity').fill('14');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Space updated successfully!');
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('KSH 6,500/hr');

    // A confirmed booking ahead blocks the delete, with the reason.
    const guest = await (
      await fetch(`${product.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SAMPLE.user),
      })
    ).json();
    const date = new Date(Date.now() + 6 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    const booked = await (
      await fetch(`${product.server.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.data.access_token}` },
        body: JSON.stringify({ spaceId: added[0].id, date, startTime: '10:00', endTime: '11:00' }),
      })
    ).json();
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByLabel('Search bookings').fill(booked.data.reference);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    // Money an admin says arrived is asked twice: the dialog names the booking and the amount.
    const confirming = page.getByRole('dialog', { name: `Confirm payment for ${booked.data.reference}?` });
    await expect.poll(() => confirming.textContent()).toContain('KSH 6,500.00');
    await confirming.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(page, `Payment for ${booked.data.reference} confirmed.`);

    await page.getByRole('tab', { name: 'Spaces' }).click();
    await page.getByRole('button', { name: 'Delete Gigiri Embassy Row Suite' }).click();
    await page.getByRole('dialog', { name: 'Delete this space?' }).getByRole('button', { name: 'Delete space' }).click();
    await toast(page, 'This space has confirmed upcoming bookings. Cancel them before deleting the space.');

    await fetch(`${product.server.url}/api/bookings/${booked.data.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${guest.data.access_token}` },
    });
    await page.getByRole('button', { name: 'Delete Gigiri Embassy Row Suite' }).click();
    await page.getByRole('dialog', { name: 'Delete this space?' }).getByRole('button', { name: 'Delete space' }).click();
    await toast(page, 'Space deleted successfully!');
    await expect.poll(() => page.getByRole('button', { name: 'Delete Gigiri Embassy Row Suite' }).count()).toBe(0);
    expect((await fetch(`${product.server.url}/api/spaces/${added[0].id}`)).status).toBe(404);
    await context.close();
  });

  it('shows an admin on a phone what a search found nothing for, on the screen though the table scrolls sideways', async () => {
    const { context, page } = await signedIn(ADMIN, 375);
    await page.goto(`${product.server.url}/admin`);
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByLabel('Search bookings').fill('no booking is called this');
    const empty = page.getByRole('status').filter({ hasText: 'No bookings match.' });
    await expect.poll(() => empty.isVisible()).toBe(true);
    // The table is wider than the phone: the words sit within the screen's width, not the table's.
    const box = (await empty.boundingBox())!;
    const words = await empty.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(words.left).toBeGreaterThanOrEqual(0);
    expect(words.right).toBeLessThanOrEqual(375);
    expect(await page.getByRole('row').count()).toBe(1);
    await context.close();
  });

  it('sends a non-admin away from /admin, and a visitor to sign in from /list-space', async () => {
    const { context, page } = await signedIn(SAMPLE.user, 375);
    await page.goto(`${product.server.url}/admin`);
    await page.waitForURL(`${product.server.url}/`);
    await context.close();
    const visitor = await product.browser.newPage();
    await visitor.goto(`${product.server.url}/list-space`);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Authentication Required' }).isVisible()).toBe(true);
    await visitor.getByRole('link', { name: 'Go to Login' }).click();
    await visitor.waitForURL(`${product.server.url}/login`);
    await visitor.close();
  });
});
