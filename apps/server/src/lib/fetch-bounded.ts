import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch, type Dispatcher } from 'undici';

/** Why a fetch of someone else's URL was refused or failed: a sentence for the person who gave it, and the reason for the log. */
/** Why a link was not read, as a person is told it (each worded where it is shown): whatever the link's server did is `unreadable`. */
export type FetchProblem = 'unreadable' | 'tooLarge' | 'badUrl';
export class FetchRefused extends Error {
  constructor(
    readonly problem: FetchProblem,
    /** What happened, for the log and for tests: never shown to the person (it would map what answers where). */
    readonly reason: string,
  ) {
    super(`${problem}: ${reason}`);
  }
}

export interface BoundedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Addresses treated as public although they are not: tests serve from loopback (`['127.0.0.1']`). Never set in production. */
  allowAddresses?: readonly string[];
}

/**
 * Whether an address is anything but a globally routable unicast address: loopback, private,
 * link-local, unique-local, carrier-grade NAT, multicast, reserved, unspecified, documentation,
 * and the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo). ipaddr.js knows
 * the ranges; an IPv4-mapped IPv6 address is judged as the IPv4 address inside it.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return true;
  return ipaddr.process(bare).range() !== 'unicast';
}

/**
 * A dispatcher whose every connection is checked at connect time, on the address actually
 * connected to: names are resolved once, by this lookup, and only public addresses are offered
 * to the connection (so a second resolution cannot differ from the one checked); an address
 * written in the link is checked before connecting; and the socket's remote address is checked
 * again once connected, whatever path led there.
 */
function guardedDispatcher(options: BoundedFetchOptions): Dispatcher {
  const allowed = new Set((options.allowAddresses ?? []).map((a) => ipaddr.process(a).toString()));
  const refused = (address: string | undefined) => !address || (isPrivateAddress(address) && !allowed.has(ipaddr.process(address).toString()));
  const privateAddress = () => Object.assign(new Error('private address'), { code: 'ERR_PRIVATE_ADDRESS' });

  const publicLookup = (
    hostname: string,
    opts: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const usable = addresses.filter((a) => !refused(a.address));
      if (!usable.length) return callback(privateAddress(), '');
      if (opts.all) return callback(null, usable);
      const [first] = usable as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
  const connect = buildConnector({ lookup: publicLookup, timeout: options.timeoutMs });
  return new Agent({
    connect(opts, callback) {
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && refused(host)) return callback(privateAddress(), null);
      connect(opts, (err, socket) => {
        if (err) return callback(err, null);
        if (refused(socket.remoteAddress)) {
          socket.destroy();
          return callback(privateAddress(), null);
        }
        callback(null, socket);
      });
    },
  });
}

/**
 * GETs a URL someone gave us, bounded: only http(s), never a non-public address (decided at
 * connect time, for every redirect), at most `maxRedirects` redirects, `timeoutMs` for
 * everything and `maxBytes` of body. Answers the body as text, or throws FetchRefused: the same
 * sentence whatever the link's server did, the reason beside it for the log.
 */
export async function fetchBounded(link: string, options: BoundedFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(link.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FetchRefused('badUrl', 'not a URL');
  }
  const unreadable = (reason: string) => new FetchRefused('unreadable', reason);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const dispatcher = guardedDispatcher(options);
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        if (redirects === 0) throw new FetchRefused('badUrl', `scheme ${url.protocol}`);
        throw unreadable(`redirect to ${url.protocol}`);
      }
      const res = await fetch(url, {
        redirect: 'manual',
        signal,
        dispatcher,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Nafasi calendar sync' },
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        if (redirects >= options.maxRedirects) throw unreadable(`more than ${options.maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw unreadable(`status ${res.status}`);
      }
      if (Number(res.headers.get('content-length') ?? 0) > options.maxBytes) {
        await res.body?.cancel();
        throw new FetchRefused('tooLarge', `larger than ${options.maxBytes} bytes`);
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
          throw new FetchRefused('tooLarge', `larger than ${options.maxBytes} bytes`);
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (signal.aborted) throw unreadable(`no answer within ${options.timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ERR_PRIVATE_ADDRESS') throw unreadable('private address');
    throw unreadable(`unreachable (${cause?.code ?? (err as Error).message})`);
  } finally {
    await dispatcher.destroy().catch(() => {});
  }
}
