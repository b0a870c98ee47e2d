import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * For a test file: the real product on a fresh embedded database, and a browser, started before
 * the file's tests and stopped after. Read `product.server` and `product.browser` inside tests.
 */
export function useProduct(options: { browserArgs?: string[] } = {}): { server: RunningServer; browser: Browser } {
  const product = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [product.server, product.browser] = await Promise.all([startServer(), launchBrowser(options.browserArgs)]);
  });
  afterAll(async () => {
    await product.browser?.close();
    await product.server?.stop();
  });
  return product;
}
