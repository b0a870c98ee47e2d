import type { ErrorResponse } from '@nafasi/shared/api';
import type { Session } from '@nafasi/shared/auth';
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

async function send(path: string, init: RequestInit & { params?: QueryParams }, token: string | undefined): Promise<Response> {
  const { params, headers, ...rest } = init;
  return fetch(`/api${path}${toSearch(params)}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      // JSON bodies are strings; a FormData body sets its own multipart boundary.
      ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

async function parse<T>(response: Response): Promise<T> {
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
      const response = await fetch('/api/auth/refresh', { method: 'POST', headers: { authorization: `Bearer ${now.refresh_token}` } });
      if (response.status === 401 || response.status === 400) {
        // Refused (revoked, reused, expired): signed out.
        sessionStore.set(null);
        return null;
      }
      if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
      const session = ((await response.json()) as { data: Session }).data;
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
  let renewed: Session | null;
  try {
    renewed = await refreshSession();
  } catch {
    // Could not reach the server: keep the session and report this call's failure.
    return response;
  }
  if (!renewed) {
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

/** Saves a file the API serves (an invoice, a calendar entry) under its own name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiResponse(path);
  if (!response.ok) await parse(response);
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function xhrSend(path: string, body: FormData, token: string | undefined, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported by status below
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error('Could not reach the server. Check your connection and try again.'));
    xhr.send(body);
  });
}

/**
 * Uploads files with progress (fetch cannot report upload progress; XMLHttpRequest can). The
 * same session rules as `api`: on a 401 it refreshes once and sends again.
 */
export async function uploadWithProgress<T>(path: string, body: FormData, onProgress: (fraction: number) => void): Promise<T> {
  let result = await xhrSend(path, body, sessionStore.get()?.access_token, onProgress);
  if (result.status === 401 && sessionStore.get()) {
    const renewed = await refreshSession().catch(() => null);
    if (renewed) result = await xhrSend(path, body, renewed.access_token, onProgress);
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(result.status, (result.body as ErrorResponse | null) ?? { message: `Upload failed (${result.status})`, code: 'http_error' });
  }
  onProgress(1);
  return result.body as T;
}
