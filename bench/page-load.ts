/**
 * Page loads as a phone in Kenya sees them (issue 12): Chromium emulating Lighthouse's mobile profile
 * (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU slowdown), cold cache, the median of 5 loads of
 * each page: LCP, CLS, long-task time and bytes over the wire. Runs the real product (embedded
 * database, seeded). `tsx page-load.ts` alone rewrites its section of bench/RESULTS.md.
 */
import { launchBrowser } from '../e2e/support/browser.ts';
import { emulateKenyanPhone, readPageMetrics, recordPageMetrics } from '../e2e/support/page-metrics.ts';
import { startServer } from '../e2e/support/server.ts';
import { median, rewriteSection } from './results.ts';

const LOADS = 5;

/** Each page's median load, server-rendered (the product) or, for the side-by-side, rendered only by the browser (WEB_SSR=false). */
async function measureMode(ssr: boolean) {
  const server = await startServer({ env: { WEB_SSR: String(ssr) } });
  const browser = await launchBrowser();
  try {
    const { data } = (await (await fetch(`${server.url}/api/spaces?limit=1`)).json()) as { data: { id: string }[] };
    const pages: [string, string][] = [
      ['/', '/'],
      ['a search URL', '/?q=studio&category=creative-studio'],
      ['/space/:id', `/space/${data[0]!.id}`],
      ['/about', '/about'],
    ];
    const rows: { name: string; lcp: number; cls: number; longTasks: number; bytes: number }[] = [];
    for (const [name, route] of pages) {
      const loads = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        const page = await context.newPage();
        const cdp = await emulateKenyanPhone(page);
        let bytes = 0;
        cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
        await recordPageMetrics(page);
        await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        loads.push({ ...(await readPageMetrics(page)), bytes });
        await context.close();
      }
      rows.push({
        name,
        lcp: median(loads.map((l) => l.lcp)),
        cls: median(loads.map((l) => l.cls)),
        longTasks: median(loads.map((l) => l.longTasks)),
        bytes: median(loads.map((l) => l.bytes)),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function measurePages(): Promise<string[]> {
  const before = await measureMode(false);
  const after = await measureMode(true);
  const cell = (r: { lcp: number; cls: number; longTasks: number; bytes: number }) =>
    `${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.longTasks} ms | ${Math.round(r.bytes / 1024)} KB`;
  return [
    '## Page loads on a phone in Kenya (Lighthouse mobile profile, cold cache, median of 5)',
    '',
    "Before issue 12 (the issue's own measurement): / LCP 3.85 s, CLS 0.243, 468 KB; /space/:id 4.17 s, 0.777, 456 KB; /about 3.82 s, 0.243, 509 KB.",
    'Side by side: the same build rendered only by the browser (WEB_SSR=false, compression and preloads on) and rendered by the server (the default).',
    '',
    '| page | browser-rendered: LCP | CLS | long tasks | transferred | server-rendered: LCP | CLS | long tasks | transferred |',
    '|---|---|---|---|---|---|---|---|---|',
    ...after.map((r, i) => `| ${r.name} | ${cell(before[i]!)} | ${cell(r)} |`),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await measurePages();
  console.log(lines.join('\n'));
  rewriteSection('Page loads on a phone', lines);
}
