import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** A real OpenID Connect provider on this machine stands in for Google. */
let provider: OAuth2Server;
let server: RunningServer;
let browser: Browser;
let account = { sub: 'google-subject-1', email: 'mumbi.gathoni@example.com', name: 'Mumbi Gathoni', email_verified: true };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The identity the provider vouches for, as Google's ID token would carry it.
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, account));
  [server, browser] = await Promise.all([
    startServer({
      env: { GOOGLE_ISSUER: provider.issuer.url!, GOOGLE_CLIENT_ID: 'nafasi-test-client', GOOGLE_CLIENT_SECRET: 'nafasi-test-secret' },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
});

describe('Google sign-in', () => {
  it('creates an account on first sign-in, and signs the same account in afterwards', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText('Your account has been created with Google.').isVisible()).toBe(true);
    expect(page.url()).not.toContain('access_token');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByText('Mumbi Gathoni').isVisible()).toBe(true);

    const me = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      const res = await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } });
      return (await res.json()).data;
    });
    expect(me).toMatchObject({ email: 'mumbi.gathoni@example.com', name: 'Mumbi Gathoni', role: 'user', providers: ['google'], email_verified: true });

    // Signed out, then in again with Google: the same account, no new one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText('Login successful!').isVisible()).toBe(true);
    const again = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      return (await (await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } })).json()).data;
    });
    expect(again.id).toBe(me.id);
    await context.close();
  });

  it('signs in the existing account that has the same verified e-mail', async () => {
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Otieno Were', email: 'otieno.were@example.com', password: 'Kisumu-Lake-2025' }),
    }).then((r) => r.json());
    account = { sub: 'google-subject-2', email: 'Otieno.Were@example.com', name: 'Otieno W.', email_verified: true };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${server.url}/`);
    const me = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('nafasi.auth.session')!);
      return (await (await fetch('/api/auth/user', { headers: { authorization: `Bearer ${session.access_token}` } })).json()).data;
    });
    expect(me.id).toBe(registered.data.user.id);
    expect(me.providers.sort()).toEqual(['email', 'google']);
    await context.close();
  });

  it('refuses an address Google has not verified, and a replayed callback', async () => {
    account = { sub: 'google-subject-3', email: 'unverified@example.com', name: 'Nobody', email_verified: false };
    const context = await browser.newContext();
    const page = await context.newPage();
    let callback = '';
    page.on('request', (r) => r.url().includes('/api/auth/google/callback') && (callback = r.url()));
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Google did not confirm an e-mail address for this account.');
    // The state was single-use: replaying the provider's answer fails too.
    const replay = await fetch(callback, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(replay.headers.get('location')!).hash.slice(1));
    expect(fragment.get('error')).toBe('Google sign-in expired or was already used. Please try again.');
    expect(fragment.get('access_token')).toBeNull();
    await context.close();
  });
});
