import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GOOGLE_ERRORS } from '@nafasi/shared/auth';
import { mailedLink } from './support/mail.ts';
import { useProduct } from './support/product.ts';
import { headerNames, toast } from './support/session.ts';

/** A real OpenID Connect provider on this machine stands in for Google. */
let provider: OAuth2Server;
let account = { sub: 'google-subject-1', email: 'mumbi.gathoni@example.com', name: 'Mumbi Gathoni', email_verified: true };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The identity the provider vouches for, as Google's ID token would carry it.
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, account));
});
afterAll(() => provider?.stop());
const product = useProduct({
  env: () => ({ GOOGLE_ISSUER: provider.issuer.url ?? '', GOOGLE_CLIENT_ID: 'nafasi-test-client', GOOGLE_CLIENT_SECRET: 'nafasi-test-secret' }),
});

describe('Google sign-in', () => {
  it('creates an account on first sign-in, and signs the same account in afterwards', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${product.server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${product.server.url}/`);
    await expect.poll(() => page.getByText('Your account has been created with Google.').isVisible()).toBe(true);
    expect(page.url()).not.toContain('access_token');
    await expect.poll(() => headerNames(page, 'Mumbi Gathoni')).toBe(true);

    const me = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      const res = await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } });
      return (await res.json()).data;
    });
    expect(me).toMatchObject({ email: 'mumbi.gathoni@example.com', name: 'Mumbi Gathoni', role: 'user', providers: ['google'], email_verified: true });

    // Signed out, then in again with Google: the same account, no new one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${product.server.url}/register`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL(`${product.server.url}/`);
    await toast(page, 'Login successful!');
    const again = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      return (await (await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } })).json()).data;
    });
    expect(again.id).toBe(me.id);
    await context.close();
  });

  const me = (page: Page) =>
    page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      return (await (await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } })).json()).data;
    });
  /** A new browser signs in with Google from /login and lands on the home page. */
  async function signInWithGoogle() {
    const context = await product.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${product.server.url}/`);
    return { context, page };
  }
  const api = (path: string, body: object, token?: string) =>
    fetch(`${product.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('signs in the existing account that has the same confirmed e-mail, keeping its password', async () => {
    await api('/api/auth/register', { full_name: 'Otieno Were', email: 'otieno.were@example.com', password: 'Kisumu-Lake-2025' });
    const confirm = await mailedLink(product.server, 'otieno.were@example.com', '/verify-email');
    const confirmed = await (await api('/api/auth/verify', { token: new URL(confirm).searchParams.get('token')! })).json();
    account = { sub: 'google-subject-2', email: 'Otieno.Were@example.com', name: 'Otieno W.', email_verified: true };
    const { context, page } = await signInWithGoogle();
    const user = await me(page);
    expect(user.id).toBe(confirmed.data.user.id);
    expect(user.providers.sort()).toEqual(['email', 'google']);
    expect((await api('/api/auth/login', { email: 'otieno.were@example.com', password: 'Kisumu-Lake-2025' })).status).toBe(200);
    await context.close();
  });

  it('takes back an address someone registered without confirming it: their password and sessions go', async () => {
    // Someone registers the victim's address first (pre-hijacking) and stays signed in.
    await api('/api/auth/register', { full_name: 'Not Achieng', email: 'achieng.odhiambo@example.com', password: 'Squatter-Pass-42' });
    const squatter = await (await api('/api/auth/login', { email: 'achieng.odhiambo@example.com', password: 'Squatter-Pass-42' })).json();
    expect(squatter.data.user.email_verified).toBe(false);
    // The real owner signs in with Google.
    account = { sub: 'google-subject-4', email: 'achieng.odhiambo@example.com', name: 'Achieng Odhiambo', email_verified: true };
    const { context, page } = await signInWithGoogle();
    const user = await me(page);
    expect(user).toMatchObject({ id: squatter.data.user.id, email_verified: true, has_password: false, providers: ['google'] });
    expect((await api('/api/auth/login', { email: 'achieng.odhiambo@example.com', password: 'Squatter-Pass-42' })).status).toBe(400);
    const stale = await fetch(`${product.server.url}/api/auth/user`, { headers: { authorization: `Bearer ${squatter.data.access_token}` } });
    expect(stale.status).toBe(401);
    expect(
      (await fetch(`${product.server.url}/api/auth/refresh`, { method: 'POST', headers: { authorization: `Bearer ${squatter.data.refresh_token}` } })).status,
    ).toBe(401);
    await context.close();
  });

  it('refuses an address Google has not verified, a replayed callback, and a sign-in link made in someone else’s browser', async () => {
    account = { sub: 'google-subject-3', email: 'unverified@example.com', name: 'Nobody', email_verified: false };
    const context = await product.browser.newContext();
    const page = await context.newPage();
    let callback = '';
    page.on('request', (r) => r.url().includes('/api/auth/google/callback') && (callback = r.url()));
    await page.goto(`${product.server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${product.server.url}/login`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(GOOGLE_ERRORS.unverified);
    // The state was single-use: replaying the provider's answer fails too, with a code, never a token.
    const replay = await fetch(callback, { redirect: 'manual' });
    const back = new URL(replay.headers.get('location')!);
    expect(back.pathname).toBe('/auth/callback');
    expect([...back.searchParams.keys()]).toEqual(['error']);
    expect(back.searchParams.get('error')).toBe('expired');

    // Login CSRF: an attacker finishes a Google sign-in in their own browser and sends the last link to a victim.
    account = { sub: 'google-subject-5', email: 'attacker@example.com', name: 'Attacker', email_verified: true };
    // The attacker walks the redirects themselves (their own binding), stopping at the last link.
    let next = `${product.server.url}/api/auth/google?binding=${'A'.repeat(43)}`;
    while (!next.includes('/auth/callback?')) next = new URL((await fetch(next, { redirect: 'manual' })).headers.get('location')!, next).toString();
    const landing = next;
    expect(landing).toContain('/auth/callback?code=');
    const victim = await (await product.browser.newContext()).newPage();
    await victim.goto(landing);
    await victim.waitForURL(`${product.server.url}/login`);
    await expect.poll(() => victim.getByRole('alert').first().textContent()).toBe(GOOGLE_ERRORS.expired);
    expect(await victim.evaluate(() => localStorage.getItem('nafasi.auth.session'))).toBeNull();

    // Text in the URL is never shown as the site's own words.
    await victim.goto(`${product.server.url}/auth/callback?error=${encodeURIComponent('Your account is locked. Call 0799 000 000 to unlock it.')}`);
    await victim.waitForURL(`${product.server.url}/login`);
    await expect.poll(() => victim.getByRole('alert').first().textContent()).toBe(GOOGLE_ERRORS.failed);
    await context.close();
  });
});
