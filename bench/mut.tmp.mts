import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server.ts';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const { data: spaces } = (await (await fetch(`${server.url}/api/spaces?limit=1`)).json()) as { data: { id: string }[] };
  const signIn = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }) });
  const session = JSON.stringify(((await signIn.json()) as { data: unknown }).data);
  for (const signed of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (signed) {
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((v) => localStorage.setItem('nafasi.auth.session', v), session);
    }
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as any).__mut = log;
      const start = performance.now();
      new MutationObserver((records) => {
        let added = 0, removed = 0, attrs = 0, text = 0;
        const where = new Set<string>();
        for (const r of records) {
          if (r.type === 'childList') { added += r.addedNodes.length; removed += r.removedNodes.length; for (const n of [...r.addedNodes].slice(0,2)) where.add(((n as Element).outerHTML ?? n.textContent ?? '').slice(0, 80)); }
          else if (r.type === 'attributes') attrs++; else text++;
        }
        log.push(`${Math.round(performance.now() - start)}ms +${added} -${removed} attr ${attrs} text ${text} ${[...where].slice(0,3).join(' | ')}`);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    for (const url of [`/booking/${spaces[0]!.id}`, `/space/${spaces[0]!.id}`, '/']) {
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      console.log(signed ? 'SIGNED IN' : 'SIGNED OUT', url);
      for (const l of (await page.evaluate(() => (window as any).__mut as string[])).filter((l) => !/^\d+ms \+0 -0 attr [0-2] text 0/.test(l))) console.log('  ', l.slice(0, 300));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
