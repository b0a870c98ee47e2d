/**
 * Takes screenshots of pages at phone and desktop widths, to look at what we built.
 * Usage: npx tsx e2e/screenshots.ts http://localhost:5000 / /space/<id> ...  (written to e2e/artifacts)
 * SIGN_IN=user@nafasi.co.ke:Savanna-User-2025 takes them signed in as that account; TAB=Earnings opens
 * that tab of the page first.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';

const [base = 'http://localhost:5000', ...routes] = process.argv.slice(2);
const out = path.join(import.meta.dirname, 'artifacts');
await mkdir(out, { recursive: true });
const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } });
  if (process.env.SIGN_IN) {
    const [email, password] = process.env.SIGN_IN.split(':');
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { data } = (await res.json()) as { data: unknown };
    await page.goto(base);
    await page.evaluate((session) => localStorage.setItem('nafasi.auth.session', JSON.stringify(session)), data);
  }
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // TAB=Earnings opens that tab first (the dashboard's tabs are not in the URL).
    if (process.env.TAB) await page.getByRole('tab', { name: process.env.TAB }).click();
    await page.waitForTimeout(300);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(`${name}${overflow > 0 ? `  (scrolls sideways by ${overflow}px)` : ''}`);
  }
  await page.close();
}
await browser.close();
