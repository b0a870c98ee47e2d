import type { ErrorResponse } from '@nafasi/shared/api';
import type { Session } from '@nafasi/shared/auth';
import { getLocale, HTML_LANG } from '@nafasi/shared/i18n';
import { sessionStore } from './session-store';

/** An answer of the API that was not a success; `data` is its body, as the generic helper expects (§8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: ErrorResponse,
  ) {
    super(data.message);
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export function toSearch(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * How a call reaches the API: the browser's fetch, or, when the server renders a page, the server
 * answering its own routes in-process (entry-server.tsx). Same addresses, same answers.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** One call to the API with this access token (or none), as it is: no refresh, no retry. */
export async function send(path: string, init: RequestInit & { params?: QueryParams }, token: string | undefined): Promise<Response> {
  const { params, headers, ...rest } = init;
  return transport(`/api${path}${toSearch(params)}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      // Answers (errors included) come in the page's language.
      'accept-language': HTML_LANG[getLocale()],
      // JSON bodies are strings; a FormData body sets its own multipart boundary.
      ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

export async function parse<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  // JSON answers are parsed; a text file (a CSV export) comes back as its text.
  const body = type.includes('application/json') ? await response.json() : type.startsWith('text/') && response.ok ? await response.text() : null;
  if (!response.ok) {
    throw new ApiError(response.status, body ?? { message: response.statusText || `Request failed (${response.status})`, code: 'http_error' });
  }
  return body as T;
}

let refreshing: Promise<Session | null> | null = null;

/**
 * §4: the session a refresh token buys (empty body, the token as the Bearer header), stored
 * nowhere; null when the server refuses it (revoked, reused, expired), a rejection when it could
 * not be reached.
 */
export async function exchangeRefreshToken(refreshToken: string): Promise<Session | null> {
  const response = await fetch('/api/auth/refresh', { method: 'POST', headers: { authorization: `Bearer ${refreshToken}` } });
  if (response.status === 401 || response.status === 400) return null;
  if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
  return ((await response.json()) as { data: Session }).data;
}

/**
 * §4: exchanges the refresh token for a new session (empty body, refresh token as the Bearer
 * header). One refresh at a time in this tab, and across tabs by a Web Lock; a tab that waited
 * uses the session another tab just stored instead of presenting the same token again.
 * Resolves null when the server refuses (signed out); rejects when it could not be reached (a
 * reload or a dropped connection), keeping the session: the server's reuse interval lets the
 * same token be presented again.
 */
export function refreshSession(): Promise<Session | null> {
  refreshing ??= (async () => {
    const before = sessionStore.get();
    const run = async () => {
      const now = sessionStore.get();
      if (!now) return null;
      if (before && now.refresh_token !== before.refresh_token) return now;
      const session = await exchangeRefreshToken(now.refresh_token);
      if (!session) {
        // Refused (revoked, reused, expired): signed out, unless a new session was stored meanwhile
        // (a confirmation link or a sign-in that revoked the old one): that one stands.
        const latest = sessionStore.get();
        if (latest && latest.refresh_token !== now.refresh_token) return latest;
        sessionStore.set(null);
        return null;
      }
      sessionStore.set(session);
      return session;
    };
    try {
      return navigator.locks ? await navigator.locks.request('nafasi-refresh', run) : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** What happens when the session is gone for good: both tokens cleared, then to /login (§4). */
let onSignedOut: () => void = () => {
  window.location.assign('/login');
};
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

/** Auth calls that answer 401 as part of their own contract must not trigger a refresh. */
const NO_REFRESH = /^\/auth\/(login|register|refresh|recover|reset)\b/;

/** Calls the API under /api with the access token; on a 401 refreshes once and retries once. */
export async function apiResponse(path: string, init: RequestInit & { params?: QueryParams } = {}): Promise<Response> {
  const session = sessionStore.get();
  const response = await send(path, init, session?.access_token);
  if (response.status !== 401 || !session || NO_REFRESH.test(path)) return response;
  // Signed out meanwhile (here or in another tab): the refusal is expected; the sign-out decides where to go.
  if (!sessionStore.get()) return response;
  let renewed: Session | null;
  try {
    renewed = await refreshSession();
  } catch {
    // Could not reach the server: keep the session and report this call's failure.
    return response;
  }
  if (!renewed) {
    // Refused, and no other session was stored meanwhile (refreshSession would have answered it).
    sessionStore.set(null);
    onSignedOut();
    return response;
  }
  return send(path, init, renewed.access_token);
}

/** The JSON API: the parsed body, or an ApiError. */
export async function api<T>(path: string, init: RequestInit & { params?: QueryParams } = {}): Promise<T> {
  return parse<T>(await apiResponse(path, init));
}
