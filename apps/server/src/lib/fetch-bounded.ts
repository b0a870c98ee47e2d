import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Why a fetch of someone else's URL was refused or failed, in a sentence for the person who gave it. */
export class FetchRefused extends Error {}

export interface BoundedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Tests serve calendars from 127.0.0.1; production never fetches private addresses. */
  allowPrivate: boolean;
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses (IPv4 and IPv6). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return lower === '::' || lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe8') || lower.startsWith('ff');
}

async function assertPublic(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('Only http and https calendar links can be read.');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new FetchRefused(`The calendar's address ${url.hostname} could not be found.`);
  if (addresses.some(isPrivateAddress)) throw new FetchRefused('That calendar link points to a private network address, which cannot be read.');
}

/**
 * GETs a URL someone gave us, bounded: only http(s), never a private address (each redirect is
 * checked again), at most `maxRedirects` redirects, `timeoutMs` for everything and `maxBytes` of
 * body. Answers the body as text, or throws FetchRefused with a sentence.
 */
export async function fetchBounded(link: string, options: BoundedFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(link.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FetchRefused('That is not a web address.');
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      await assertPublic(url, options.allowPrivate);
      const res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Nafasi calendar sync' } });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        if (redirects >= options.maxRedirects) throw new FetchRefused(`The calendar link redirects more than ${options.maxRedirects} times.`);
        url = new URL(res.headers.get('location') ?? '', url);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FetchRefused(`The calendar link answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`);
      }
      if (Number(res.headers.get('content-length') ?? 0) > options.maxBytes) {
        await res.body?.cancel();
        throw new FetchRefused(`The calendar is larger than ${Math.round(options.maxBytes / 1024)} KB.`);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = res.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel();
          throw new FetchRefused(`The calendar is larger than ${Math.round(options.maxBytes / 1024)} KB.`);
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (signal.aborted) throw new FetchRefused(`The calendar did not answer within ${Math.round(options.timeoutMs / 1000)} s.`);
    throw new FetchRefused('The calendar could not be reached.');
  }
}
