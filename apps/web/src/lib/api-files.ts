import type { ErrorResponse } from '@nafasi/shared/api';
import { apiResponse, ApiError, parse, refreshSession } from './api-client';
import { sessionStore } from './session-store';

/* Files to and from the API, for the signed-in pages that use them (kept out of every page's script). */

/** Saves a file the API serves (an invoice, a calendar entry, an archive asked for by POST) under its own name. */
export async function downloadFile(path: string, fallbackName: string, init: RequestInit = {}): Promise<void> {
  const response = await apiResponse(path, init);
  if (!response.ok) await parse(response);
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function xhrSend(
  path: string,
  body: FormData,
  token: string | undefined,
  onProgress: (fraction: number) => void,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  let result = await xhrSend(path, body, sessionStore.get()?.access_token, onProgress, headers);
  if (result.status === 401 && sessionStore.get()) {
    const renewed = await refreshSession().catch(() => null);
    if (renewed) result = await xhrSend(path, body, renewed.access_token, onProgress, headers);
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(result.status, (result.body as ErrorResponse | null) ?? { message: `Upload failed (${result.status})`, code: 'http_error' });
  }
  onProgress(1);
  return result.body as T;
}

/**
 * A key that makes a retried creation answer with what the first try made (Idempotency-Key). Made
 * from getRandomValues, which (unlike randomUUID) works on plain-http addresses too.
 */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
