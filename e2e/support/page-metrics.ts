import type { Page } from 'playwright-core';

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, a CPU four times slower. */
export async function emulateKenyanPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Starts recording layout shifts and the largest contentful paint before the page's own scripts run. */
export async function recordPageMetrics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __metrics: { shifts: { value: number; at: number; sources: string[] }[]; lcp: number; longTasks: number } };
    w.__metrics = { shifts: [], lcp: 0, longTasks: 0 };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__metrics.shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: (e.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${String(s.node.className).slice(0, 60)}` : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) w.__metrics.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__metrics.longTasks += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The metrics so far: CLS (the sum of unexpected shifts), LCP and long-task time in ms, and the shifts themselves. */
export async function readPageMetrics(page: Page) {
  const m = await page.evaluate(
    () => (window as unknown as { __metrics: { shifts: { value: number; at: number; sources: string[] }[]; lcp: number; longTasks: number } }).__metrics,
  );
  return { cls: m.shifts.reduce((sum, s) => sum + s.value, 0), lcp: Math.round(m.lcp), longTasks: Math.round(m.longTasks), shifts: m.shifts };
}

/**
 * Waits until a page has nothing left that could move it: the app has taken it over, nothing in
 * its main region says it is loading (`aria-busy`, which the layout sets while a first load is in
 * flight) for two frames running, its fonts and images have loaded, and two frames have been
 * drawn since. Layout shifts are measured up to here, and audits read the finished page, instead
 * of waiting a fixed time (as a network-idle wait does, half a second per page).
 */
export async function settled(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const busy = () => document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') !== null;
    for (let quiet = 0; quiet < 2;) {
      await frame();
      quiet = busy() ? 0 : quiet + 1;
    }
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    await frame();
    await frame();
  });
}
