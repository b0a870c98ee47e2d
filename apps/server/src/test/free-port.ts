import { createServer } from 'node:net';

/**
 * Ports handed to servers a test starts later (a product process, HAProxy, a database cluster).
 * Never the kernel's ephemeral range (Linux: 32768–60999): a port asked for with `listen(0)` and
 * closed again goes back to that pool, and any other process running beside the tests (another
 * suite's `listen(0)` calendar server, an outgoing connection) could take it in the seconds before
 * the server binds it. Then the test spoke to someone else's server: CI once counted a product's
 * health checks as calendar reads, and a product that could not bind its port left a file's every
 * request refused. Below that range only servers told a port take one, and this helper probes a
 * random one that is free now.
 */
const LOW = 20_000;
const HIGH = 32_000;

export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
