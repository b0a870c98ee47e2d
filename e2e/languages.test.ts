import { nairobiDate } from '@nafasi/shared/time';
import { describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { useProduct } from './support/product.ts';
import { openLive } from './support/session.ts';

/*
 * English and Kiswahili (issue 31, the first part): each language's pages at their own addresses
 * (/sw/... for Kiswahili), rendered by the server in that language, chosen by the browser's
 * language on a first visit and remembered once chosen.
 */
const product = useProduct();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${product.server.url}${path}`, { headers, redirect: 'manual' });

describe('languages', () => {
  it('serves a Kiswahili page at /sw without JavaScript: its lang, canonical, the alternates, the switch to English', async () => {
    const res = await get('/sw/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^nafasi_lang=sw; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="sw-KE"/);
    expect(html).toContain(`<link rel="canonical" href="${product.server.url}/sw/about" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-KE" href="${product.server.url}/about" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="sw-KE" href="${product.server.url}/sw/about" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${product.server.url}/about" />`);
    // Rendered: the switch (to English, in English) is in the page the server sent, and links stay under /sw.
    expect(html).toContain(`>${m.language_switch({}, { locale: 'sw' })}</a>`);
    expect(html).toContain('href="/lang/en?next=%2Fabout"');
    expect(html).toMatch(/href="\/sw\/(spaces|how-it-works|contact)"/);
    // The header and footer in Kiswahili (docs/GLOSSARY.md).
    for (const words of [
      m.nav_spaces({}, { locale: 'sw' }),
      m.nav_how_it_works({}, { locale: 'sw' }),
      m.footer_rights({ year: nairobiDate().slice(0, 4) }, { locale: 'sw' }),
    ])
      expect(html).toContain(words);
    expect(html).not.toContain(m.footer_rights({ year: nairobiDate().slice(0, 4) }, { locale: 'en' }));
  });

  it('says a page is missing in the page’s language, with its real status', async () => {
    const missing = await get('/sw/hakuna-ukurasa-huu');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain(m.not_found_heading({}, { locale: 'sw' }));
    expect(html).toContain(`href="/sw"`);
  });

  it('sends a first visit where its browser’s language is, and keeps to the language last chosen', async () => {
    // A first visit from a phone set to Kiswahili.
    const first = await get('/about', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/sw/about');
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    // One set to English, or to a language we do not have: English.
    expect((await get('/about', { 'accept-language': 'en-GB,en;q=0.9' })).status).toBe(200);
    expect((await get('/about', { 'accept-language': 'fr-FR' })).status).toBe(200);
    // The language chosen wins over the browser's.
    expect((await get('/about', { 'accept-language': 'sw', cookie: 'nafasi_lang=en' })).status).toBe(200);
    const remembered = await get('/spaces?q=studio', { cookie: 'nafasi_lang=sw' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe('/sw/spaces?q=studio');
  });

  it('switches through /lang, which remembers and goes to the same page, never to another site', async () => {
    const to = await get(`/lang/sw?next=${encodeURIComponent('/spaces?q=studio')}`);
    expect(to.status).toBe(303);
    expect(to.headers.get('location')).toBe('/sw/spaces?q=studio');
    expect(to.headers.get('set-cookie')).toMatch(/^nafasi_lang=sw;/);
    const back = await get(`/lang/en?next=${encodeURIComponent('/sw/spaces')}`);
    expect(back.headers.get('location')).toBe('/spaces');
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await get(`/lang/sw?next=${encodeURIComponent(next)}`)).headers.get('location'), next).toBe('/sw');
    }
  });

  it('lists every page in both languages in the sitemap, each naming the other', async () => {
    const xml = await (await get('/sitemaps/pages.xml')).text();
    expect(xml).toContain(`<loc>${product.server.url}/sw/about</loc>`);
    expect(xml).toContain(`<loc>${product.server.url}/about</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sw-KE" href="${product.server.url}/sw/about"/>`);
  });

  it('changes language from the footer on a phone, stays in it from page to page and after a reload, and back', async () => {
    const page = await product.browser.newPage({ viewport: { width: 375, height: 812 } });
    await openLive(page, `${product.server.url}/about`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-KE');
    const footerSwitch = page.locator('footer').getByTestId('language-switch');
    expect(await footerSwitch.textContent()).toBe(m.language_switch({}, { locale: 'en' }));
    await footerSwitch.click();
    await page.waitForURL(`${product.server.url}/sw/about`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('sw-KE');
    expect(await page.locator('footer').getByTestId('language-switch').textContent()).toBe(m.language_switch({}, { locale: 'sw' }));
    expect(await page.locator('footer').textContent()).toContain(m.footer_blurb({}, { locale: 'sw' }));
    // A link inside the app keeps the language (the router's base is /sw).
    await page
      .locator('footer')
      .getByRole('link', { name: m.footer_contact({}, { locale: 'sw' }) })
      .click();
    await page.waitForURL(`${product.server.url}/sw/contact`);
    // The address without a language goes back to the one chosen.
    await page.goto(`${product.server.url}/about`);
    await page.waitForURL(`${product.server.url}/sw/about`);
    // And back to English, remembered the same way.
    await page.locator('footer').getByTestId('language-switch').click();
    await page.waitForURL(`${product.server.url}/about`);
    await page.reload();
    expect(page.url()).toBe(`${product.server.url}/about`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-KE');
    await page.close();
  });
});
