import type { ErrorResponse } from '@nafasi/shared/api';

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

/** Calls the JSON API under /api and returns the parsed body, or throws ApiError. */
export async function api<T>(path: string, init: RequestInit & { params?: QueryParams } = {}): Promise<T> {
  const { params, headers, ...rest } = init;
  const response = await fetch(`/api${path}${toSearch(params)}`, {
    ...rest,
    headers: { accept: 'application/json', ...(rest.body ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const body = isJson ? await response.json() : null;
  if (!response.ok) {
    throw new ApiError(response.status, body ?? { message: response.statusText || `Request failed (${response.status})`, code: 'http_error' });
  }
  return body as T;
}
