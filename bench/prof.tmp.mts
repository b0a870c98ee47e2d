import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { startServer } from '../e2e/support/server.ts';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const { data: spaces } = (await (await fetch(`${server.url}/api/spaces?limit=1`)).json()) as { data: { id: string }[] };
  const signIn = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }) });
  const session = JSON.stringify(((await signIn.json()) as { data: unknown }).data);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate((v) => localStorage.setItem('nafasi.auth.session', v), session);
  for (let round = 0; round < 3; round++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/booking/${spaces[0]!.id}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/prof-${round}.cpuprofile`, JSON.stringify(profile));
    await cdp.detach();
  }
} finally {
  await browser.close();
  await server.stop();
}
