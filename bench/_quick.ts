import autocannon from 'autocannon';
import { startBenchServer, TEXT_SEARCHES, FREE_WINDOWS } from './servers.ts';
const url = process.argv[2]!;
const port = 5199;
const child = await startBenchServer('ours', port, url, { env: { SEARCH_CACHE_MS: '0' } });
const sets: Record<string, string[]> = {
  text: TEXT_SEARCHES.map((s) => `/api/spaces${s}`),
  free: FREE_WINDOWS.map((w, i) => `/api/spaces?${w}&category=${['meeting-room', 'creative-studio', 'event-hall'][i % 3]}&amenities=wifi`),
  browse: ['/api/spaces', '/api/spaces?sort=price_asc&category=office', '/api/spaces?sort=rating&amenities=wifi,projector'],
};
const t0 = Date.now(); await fetch(`http://127.0.0.1:${port}/api/spaces?q=warm`); console.log('first search (index load) ms', Date.now() - t0);
for (const [name, paths] of Object.entries(sets)) {
  if (process.argv[3] && !process.argv[3].split(',').includes(name)) continue;
  let i = 0;
  const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 50, duration: Number(process.env.SECS ?? 6), requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }] });
  console.log(name, 'rps', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors);
}
child.kill();
process.exit(0);
