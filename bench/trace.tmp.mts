import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { startServer } from '../e2e/support/server.ts';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const { data: spaces } = (await (await fetch(`${server.url}/api/spaces?limit=1`)).json()) as { data: { id: string }[] };
  const signIn = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }) });
  const session = JSON.stringify(((await signIn.json()) as { data: unknown }).data);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate((v) => localStorage.setItem('nafasi.auth.session', v), session);
  const categories = ['-*', 'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'blink.console', 'blink.user_timing', 'latencyInfo', 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-v8.cpu_profiler', 'loading'];
  for (let round = 0; round < 2; round++) {
    await browser.startTracing(page, { categories });
    await page.goto(`${server.url}/booking/${spaces[0]!.id}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    writeFileSync(`/tmp/trace-${round}.json`, await browser.stopTracing());
  }
} finally {
  await browser.close();
  await server.stop();
}
