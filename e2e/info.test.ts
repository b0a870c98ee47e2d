import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@nafasi/shared/contact';
import { m } from '@nafasi/shared/i18n';
import { SUPPORT_ROOM } from '@nafasi/shared/meetings';
import { useProduct } from './support/product.ts';
import { SAMPLE, listening, signedIn, toast, openLive } from './support/session.ts';

const product = useProduct();

const visit = async (path: string, width = 390) => {
  const page = await product.browser.newPage({ viewport: { width, height: 844 } });
  await openLive(page, `${product.server.url}${path}`);
  return page;
};

describe('information pages', () => {
  it('sends the contact form to the team: required fields, the thank-you, a cleared form, and the message in the admin inbox', async () => {
    const page = await visit('/contact');
    expect(await page.title()).toBe('Contact · Nafasi');
    const subject = page.getByLabel('Subject');
    expect(await subject.locator('option').first().textContent()).toBe('Select a subject');
    // The browser will not send it with a field missing.
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Name', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Wanjiru Kamau');
    await page.getByLabel('E-mail').fill('wanjiru.kamau@example.co.ke');
    await subject.selectOption({ label: 'Listing Support' });
    await page.getByLabel('Message', { exact: true }).fill('My studio listing has been pending for two days. Can you check it?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent }).isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await subject.inputValue()).toBe('');
    await page.close();

    const admin = await signedIn(product.browser, product.server.url, SAMPLE.admin);
    await admin.page.goto(`${product.server.url}/admin`);
    await admin.page.getByRole('tab', { name: 'Messages' }).click();
    const row = admin.page.getByRole('row').filter({ hasText: 'wanjiru.kamau@example.co.ke' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Listing Support');
    await admin.context.close();
  });

  it('filters the help centre as you type, and Start Live Chat opens the support room after signing in', async () => {
    const page = await visit('/help');
    const articles = page.getByTestId('help-categories').getByRole('link');
    expect(await articles.count()).toBe(16);
    await page.getByLabel('Search help articles').fill('cancel');
    await expect.poll(() => articles.allTextContents()).toEqual(['Cancelling a booking']);
    expect(await page.getByText('How do I cancel a booking?').isVisible()).toBe(true);
    expect(await page.getByText('Why is my listing not live yet?').count()).toBe(0);
    // The count under the answers is the count shown (issue 27.6).
    expect(await page.getByText(/quick answers? above/).textContent()).toMatch(/^Support is open 24\/7\. 1 quick answer above;/);
    await page.getByLabel('Search help articles').fill('qwertyuiop');
    await expect.poll(() => page.getByText(/No articles or questions match/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start Live Chat' }).click();
    await page.waitForURL(`${product.server.url}/login`);
    await page.close();

    const member = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 390 });
    await openLive(member.page, `${product.server.url}/help`);
    await member.page.locator('main h1').waitFor();
    await member.page.getByRole('button', { name: 'Start Live Chat' }).click();
    await member.page.waitForURL(/\/chat-room\//);
    await expect.poll(() => member.page.getByRole('heading', { name: new RegExp(SUPPORT_ROOM.title) }).isVisible()).toBe(true);
    await member.context.close();
  });

  it('opens each help topic’s article on its own server-rendered page, in both languages (issue 65)', async () => {
    const page = await visit('/help', 375);
    await page.getByTestId('help-categories').getByRole('link', { name: 'Cancelling a booking' }).click();
    await page.waitForURL(`${product.server.url}/help/cancel-booking`);
    const article = page.getByTestId('help-article');
    await expect.poll(() => article.getByRole('heading', { level: 1 }).textContent()).toBe('Cancelling a booking');
    expect(await article.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await article.textContent()).toContain('24 hours');
    await page.screenshot({ path: 'e2e/artifacts/help-article-375.png', fullPage: true });
    // The article leads to the screen that does it, and to the rest of its topic.
    expect(await article.getByRole('link', { name: /Open your bookings/ }).getAttribute('href')).toBe('/dashboard');
    await article.getByRole('link', { name: 'Leaving a review after your visit' }).click();
    await page.waitForURL(`${product.server.url}/help/leave-a-review`);
    await page.close();
    // Server-rendered with its head, in Kiswahili under /sw; every article is in the sitemap.
    const html = await (await fetch(`${product.server.url}/sw/help/cancel-booking`)).text();
    expect(html).toMatch(/<title>Kughairi uhifadhi/);
    expect(html).toContain('lang="sw-KE"');
    expect(html).toContain('"@type":"HowTo"');
    expect((await fetch(`${product.server.url}/help/no-such-article`)).status).toBe(404);
    const sitemap = await (await fetch(`${product.server.url}/sitemaps/pages.xml`)).text();
    // Each in English and under /sw.
    expect(sitemap.match(/\/help\/[a-z-]+<\/loc>/g)?.length).toBe(32);
  });

  it('says why when a page needs JavaScript and it is off, and nothing on pages that work without it (issue 65)', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${product.server.url}/login`);
    expect(await page.getByRole('note').textContent()).toBe(m.nojs_sign_in({}, { locale: 'en' }));
    expect(await page.getByRole('note').isVisible()).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/login-no-js-375.png' });
    await page.goto(`${product.server.url}/sw/dashboard`);
    expect(await page.getByRole('note').textContent()).toBe(m.nojs_page({}, { locale: 'sw' }));
    await page.goto(`${product.server.url}/help`);
    expect(await page.getByRole('note').count()).toBe(0);
    await context.close();
  });

  it('searches the blog and switches its categories; the newsletter box asks the address to confirm', async () => {
    const page = await visit('/blog', 1280);
    expect(await page.getByTestId('featured-post').count()).toBe(1);
    expect(await page.getByTestId('post-card').count()).toBe(5);
    // At most 3 tags on a card (the first post has 4).
    expect(await page.getByTestId('featured-post').getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Search posts').fill('m-pesa');
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(0);
    expect(await page.getByTestId('featured-post').textContent()).toContain('Paying safely for a space with M-Pesa');
    await page.getByLabel('Search posts').fill('');
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect.poll(() => page.getByTestId('featured-post').textContent()).toContain('Designing a small meeting room');
    await page.getByLabel('Search posts').fill('photo studio');
    await expect.poll(() => page.getByText('No posts found matching your search.').isVisible()).toBe(true);

    const email = `reader-${Date.now()}@example.co.ke`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in: the link mailed and followed is e2e/privacy.test.ts's newsletter journey.
    await expect.poll(() => page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.confirmSent }).isVisible()).toBe(true);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('');
    await page.close();
  });

  it('opens each blog post on its own server-rendered page, listed in the sitemap (issue 27.6)', async () => {
    const page = await visit('/blog', 1280);
    await page.getByRole('link', { name: 'Paying safely for a space with M-Pesa' }).click();
    await page.waitForURL(`${product.server.url}/blog/mpesa-booking-safety`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Paying safely for a space with M-Pesa');
    expect(await page.getByTestId('post-body').textContent()).toContain('your booking reference');
    expect(await page.title()).toContain('Paying safely for a space with M-Pesa');
    // Read without JavaScript: the page arrives written, with an Article for search engines; a made-up post is a 404.
    const html = await (await fetch(`${product.server.url}/blog/mpesa-booking-safety`)).text();
    expect(html).toContain('What we will never ask');
    expect(html).toContain('"@type":"BlogPosting"');
    expect((await fetch(`${product.server.url}/blog/no-such-post`)).status).toBe(404);
    const pages = await (await fetch(`${product.server.url}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`${product.server.url}/blog/designing-small-meeting-rooms`);
    expect(pages).toMatch(new RegExp(`${product.server.url}/forum/[0-9a-f-]{36}`));
    await page.close();
  });

  it('runs a real forum: topics open on their own page, a member replies and likes, and starts a topic (issue 27.6)', async () => {
    const page = await visit('/forum', 1280);
    const topics = page.getByTestId('topic');
    await expect.poll(() => topics.count()).toBeGreaterThanOrEqual(6);
    // Pinned first.
    expect(await topics.first().getByLabel('Pinned').count()).toBe(1);
    expect(await page.getByTestId('forum-stats').textContent()).toMatch(/Topics\d+/);
    await page.getByLabel('Search topics').fill('westlands');
    await expect.poll(() => topics.count()).toBe(1);
    await topics.first().getByRole('link').click();
    await page.waitForURL(/\/forum\/[0-9a-f-]{36}$/);
    const topicUrl = page.url();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Best quiet places to work in Westlands with reliable Wi-Fi?');
    expect(await page.getByTestId('reply').count()).toBe(3);
    // Server-rendered with its replies, as a discussion for search engines.
    const html = await (await fetch(topicUrl)).text();
    expect(html).toContain('Thanks both. Tried one with a phone booth');
    expect(html).toContain('"@type":"DiscussionForumPosting"');
    // Signed out: Start New Topic asks to sign in first.
    await page.goto(`${product.server.url}/forum`);
    await page.getByRole('button', { name: 'Start New Topic' }).click();
    await page.waitForURL(`${product.server.url}/login`);
    await page.close();

    const member = await signedIn(product.browser, product.server.url, SAMPLE.user, { width: 390 });
    await openLive(member.page, topicUrl);
    await member.page.getByLabel('Your reply').fill('The coworking floor off Waiyaki Way has a phone booth too.');
    await member.page.getByRole('button', { name: 'Post reply' }).click();
    await toast(member.page, 'Your reply is posted.');
    await expect.poll(() => member.page.getByTestId('reply').count()).toBe(4);
    const likeButton = member.page.getByRole('button', { name: /likes?$/ });
    const likesBefore = Number((await likeButton.textContent())?.match(/\d+/)?.[0]);
    await likeButton.click();
    await expect.poll(async () => Number((await likeButton.textContent())?.match(/\d+/)?.[0])).toBe(likesBefore + 1);
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('true');
    // A new topic, from the forum's button, opens on its own page.
    await member.page.goto(`${product.server.url}/forum`);
    await member.page.getByRole('button', { name: 'Start New Topic' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Start a new topic' });
    await dialog.getByLabel('Category').selectOption('events');
    await dialog.getByLabel('Title').fill('Book club in Kilimani every first Thursday');
    await dialog.getByLabel('Your post').fill('We meet at seven in a small meeting room. Everyone welcome; bring a book.');
    await dialog.getByRole('button', { name: 'Post topic' }).click();
    await member.page.waitForURL(/\/forum\/[0-9a-f-]{36}$/);
    await expect.poll(() => member.page.getByRole('heading', { level: 1 }).textContent()).toBe('Book club in Kilimani every first Thursday');
    await member.context.close();
  });

  it('shows replies as they are written, and asks before removing a topic or a reply, in both languages (issue 65)', async () => {
    const url = product.server.url;
    const tokenOf = async (who: { email: string; password: string }) =>
      (await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).json()).data
        .access_token as string;
    const asPerson = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
    const [authorToken, replierToken] = [await tokenOf(SAMPLE.user), await tokenOf(SAMPLE.owner)];
    const created = await fetch(`${url}/api/forum/topics`, {
      method: 'POST',
      headers: asPerson(authorToken),
      body: JSON.stringify({
        category: 'general',
        title: 'Parking near the Karen hub on weekdays?',
        body: 'Is there safe parking close to the Karen hub before nine?',
      }),
    });
    expect(created.status).toBe(201);
    const topicId = (await created.json()).data.id as string;

    // The author (a phone, in Kiswahili) and a visitor (a desktop, in English) have the topic open.
    const author = await signedIn(product.browser, url, SAMPLE.user, { width: 375 });
    await openLive(author.page, `${url}/sw/forum/${topicId}`);
    const visitor = await visit(`/forum/${topicId}`, 1280);
    await expect.poll(() => visitor.getByTestId('reply').count()).toBe(0);
    // Both are listening to the topic before anyone replies (a reply before that is read with the page).
    await Promise.all([listening(author.page, `forum:${topicId}`), listening(visitor, `forum:${topicId}`)]);

    // A reply written elsewhere appears on both without a reload.
    const replied = await fetch(`${url}/api/forum/topics/${topicId}/replies`, {
      method: 'POST',
      headers: asPerson(replierToken),
      body: JSON.stringify({ body: 'Yes, the mall basement opens at seven and is guarded.' }),
    });
    expect(replied.status).toBe(201);
    await expect.poll(() => visitor.getByTestId('reply').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => author.page.getByTestId('reply').count(), { timeout: 10_000 }).toBe(1);
    expect(await visitor.getByTestId('reply').textContent()).toContain('the mall basement opens at seven');

    // Removing the topic asks first and says whose words go with it; keeping it changes nothing.
    const sw = { locale: 'sw' } as const;
    await author.page.getByRole('button', { name: m.forum_remove({}, sw) }).click();
    const asked = author.page.getByRole('dialog', { name: m.forum_remove_title({}, sw) });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(m.forum_remove_text({ count: 1 }, sw));
    await author.page.screenshot({ path: 'e2e/artifacts/forum-remove-confirm-375.png' });
    await asked.getByRole('button', { name: m.owner_listings_keep({}, sw) }).click();
    await asked.waitFor({ state: 'detached' });
    expect((await fetch(`${url}/api/forum/topics/${topicId}`)).status).toBe(200);
    await author.page.getByRole('button', { name: m.forum_remove({}, sw) }).click();
    await asked.getByRole('button', { name: m.forum_remove({}, sw) }).click();
    await author.page.waitForURL(`${url}/sw/forum`);
    expect((await fetch(`${url}/api/forum/topics/${topicId}`)).status).toBe(404);
    // The visitor's open page learns it is gone.
    await expect.poll(() => visitor.getByText('404').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await visitor.close();
    await author.context.close();
  });

  it('splits events into Upcoming and Past by today’s date, and filters both', async () => {
    const page = await visit('/events');
    const cards = page.getByTestId('event-card');
    const upcoming = await cards.count();
    expect(upcoming).toBeGreaterThan(0);
    expect(await page.getByRole('tab', { name: `Upcoming (${upcoming})` }).getAttribute('aria-selected')).toBe('true');
    // A free event registers; a paid one sells tickets.
    expect(await cards.filter({ hasText: 'Pitch Night' }).getByRole('link', { name: 'Register' }).count()).toBe(1);
    expect(await cards.filter({ hasText: 'Future of Work' }).getByRole('link', { name: 'Buy Ticket' }).count()).toBe(1);
    await page.getByRole('tab', { name: /^Past/ }).click();
    await expect.poll(() => cards.filter({ hasText: 'Kisumu Creatives Meetup' }).count()).toBe(1);
    // A past event offers no registration, only that it has ended (issue 27.6).
    const kisumu = cards.filter({ hasText: 'Kisumu Creatives Meetup' });
    expect(await kisumu.getByRole('link').count()).toBe(0);
    expect(await kisumu.getByTestId('event-ended').textContent()).toBe('This event has ended');
    await page.getByLabel('Category').selectOption('Conference');
    await expect.poll(() => page.getByText('No past events found.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining('Future of Work East Africa')]);
    await page.getByLabel('Search events').fill('kisumu');
    await expect.poll(() => page.getByText('No upcoming events found.').isVisible()).toBe(true);
    await page.close();
  });

  it('shows the live status of the server, with the time it checked', async () => {
    const page = await visit('/status', 1280);
    await expect.poll(() => page.getByTestId('status-banner').textContent()).toMatch(/^\s*All systems operational\s*Checked \d/);
    expect(await page.getByTestId('service-row').count()).toBe(6);
    const row = (name: string) => page.getByTestId('service-row').filter({ hasText: name });
    for (const name of ['API', 'Database', 'M-Pesa payments', 'Chat & video', 'E-mail delivery'])
      expect(await row(name).textContent()).toContain('Operational');
    // Each row says what the server's health says of its component (issue 34): M-Pesa slow, here.
    await page.route('**/api/health', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { status: string; services: { payments: { status: string } } } };
      body.data.status = 'degraded';
      body.data.services.payments.status = 'degraded';
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect.poll(() => row('M-Pesa payments').textContent()).toContain('Degraded');
    expect(await row('E-mail delivery').textContent()).toContain('Operational');
    await expect.poll(() => page.getByTestId('status-banner').textContent()).not.toMatch(/All systems operational/);
    await page.close();
  });

  it('shows only figures the service recorded, and the incidents an admin opens and resolves (issue 65)', async () => {
    const url = product.server.url;
    const page = await visit('/status', 375);
    // Either the service has recorded itself (figures, and since when) or the page says it has not yet: never a fixed figure.
    await expect.poll(async () => (await page.getByTestId('status-metrics').count()) + (await page.getByTestId('status-no-history').count())).toBe(1);
    if (await page.getByTestId('status-metrics').count())
      expect(await page.getByTestId('status-metrics').textContent()).toMatch(/Recorded by the service itself each minute since/);
    expect(await page.textContent('main')).not.toMatch(/2025|Delayed M-Pesa confirmations/);

    const admin = await signedIn(product.browser, url, SAMPLE.admin, { width: 1280 });
    await openLive(admin.page, `${url}/admin`);
    await admin.page.getByRole('tab', { name: 'Incidents' }).click();
    await admin.page.getByRole('button', { name: 'Open incident' }).click();
    // The form names what is missing as it labels it.
    await expect.poll(() => admin.page.getByText('Title is required').count()).toBe(1);
    await admin.page.getByLabel('Title').fill('M-Pesa confirmations delayed');
    await admin.page.getByLabel('Service').selectOption({ label: 'M-Pesa payments' });
    await admin.page.getByLabel('Description').fill('Safaricom reports delays; payments are safe and will confirm.');
    await admin.page.getByRole('button', { name: 'Open incident' }).click();
    await toast(admin.page, 'The incident is on the status page.');
    const open = admin.page.getByTestId('open-incident').filter({ hasText: 'M-Pesa confirmations delayed' });
    await open.waitFor();

    await page.reload();
    const incident = page.getByTestId('incident').filter({ hasText: 'M-Pesa confirmations delayed' });
    await expect.poll(() => incident.count(), { timeout: 10_000 }).toBe(1);
    expect(await incident.textContent()).toContain('Ongoing');
    expect(await incident.textContent()).toContain('Safaricom reports delays');
    await page.screenshot({ path: 'e2e/artifacts/status-incident-375.png', fullPage: true });

    await open.getByRole('button', { name: 'Resolve' }).click();
    await toast(admin.page, 'The incident is resolved.');
    await expect.poll(() => open.count()).toBe(0);
    await page.reload();
    await expect.poll(() => incident.textContent(), { timeout: 10_000 }).toMatch(/Resolved \d/);
    await admin.context.close();
    await page.close();
  });
});

describe('the API reference', () => {
  it('signs in with a token (Authorize) and calls a protected operation from the page: the token is sent, the answer is 200', async () => {
    const login = await fetch(`${product.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SAMPLE.user),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.server.url}/api/docs`);
    // The reference draws itself from the document after the page loads: on a busy machine, that takes a while.
    const authorize = page.getByRole('button', { name: 'Authorize' }).first();
    await authorize.waitFor({ timeout: 90_000 });
    await authorize.click();
    const dialog = page.locator('.modal-ux');
    await dialog.locator('input').fill(token);
    await dialog.locator('button.modal-btn.authorize').click();
    // Authorized: the token field is gone, the dialog offers to log out instead.
    await expect.poll(() => dialog.locator('input').count()).toBe(0);
    await dialog.locator('button.btn-done').click();
    // The signed-in account's own record: GET /api/auth/user (operationId getAuthUser).
    const operation = page.locator('#operations-auth-getAuthUser');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const status = operation.locator('.live-responses-table .response .response-col_status').first();
    await expect.poll(() => status.textContent().catch(() => ''), { timeout: 10_000 }).toContain('200');
    expect(await operation.locator('.live-responses-table').textContent()).toContain(SAMPLE.user.email);
    await page.close();
  });
});
