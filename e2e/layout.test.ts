import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { emulateKenyanPhone, readPageMetrics, recordPageMetrics, settled } from './support/page-metrics.ts';
import { useProduct } from './support/product.ts';
import { SAMPLE, signedIn } from './support/session.ts';

/**
 * Layout stability (issue 12): on a phone on a Kenyan mobile network, no public page moves what the
 * reader already sees by more than 0.02 (CLS), signed out and signed in.
 */
const product = useProduct();
const MAX_CLS = 0.02;

async function publicRoutes() {
  const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
  return ['/', '/?q=studio&category=creative-studio', `/space/${data[0].id}`, '/about', '/pricing', '/help', '/events', '/login', '/no-such-page'];
}

async function measure(browser: Browser, context: BrowserContext, route: string) {
  const page = await context.newPage();
  await emulateKenyanPhone(page);
  await recordPageMetrics(page);
  await page.goto(`${product.server.url}${route}`);
  await settled(page);
  const metrics = await readPageMetrics(page);
  await page.close();
  return metrics;
}

describe('layout stability', () => {
  it.each([
    ['signed out', null],
    ['signed in', SAMPLE.user],
  ] as const)(
    'keeps every public page still while it loads (%s)',
    async (_who, account) => {
      const context = account
        ? (await signedIn(product.browser, product.server.url, account, { width: 375 })).context
        : await product.browser.newContext({ viewport: { width: 375, height: 812 } });
      const failures: string[] = [];
      for (const route of await publicRoutes()) {
        const { cls, shifts } = await measure(product.browser, context, route);
        if (cls > MAX_CLS) failures.push(`${route}: CLS ${cls.toFixed(3)} ${JSON.stringify(shifts.filter((s) => s.value > 0.001))}`);
      }
      await context.close();
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
