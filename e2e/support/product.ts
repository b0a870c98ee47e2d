import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * For a test file: the real product on a fresh embedded database, and a browser, started before
 * the file's tests and stopped after. Read `product.server` and `product.browser` inside tests.
 * `env` configures the server as its environment would; a function is read when the server starts,
 * after the file's own earlier `beforeAll` (a mailbox, an OpenID provider) has run.
 */
export function useProduct(options: { env?: Record<string, string> | (() => Record<string, string>); browser?: boolean; browserArgs?: string[] } = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const product = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const [server, browser] = await Promise.all([startServer({ env }), options.browser === false ? null : launchBrowser(options.browserArgs)]);
    product.server = server;
    if (browser) product.browser = browser;
  });
  afterAll(async () => {
    await product.browser?.close();
    await product.server?.stop();
  });
  return product;
}
