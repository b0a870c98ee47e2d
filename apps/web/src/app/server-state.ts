import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * What the server hands the browser with a page it rendered: the answers the page read (TanStack
 * Query's dehydrated cache), so the browser's first render is the server's and nothing is fetched
 * twice. A failed read is left out: the server showed it loading, and the browser fetches it.
 * What a page reads is in server-prefetch.ts, which only the server loads (it carries the schemas).
 */
export interface ServerState {
  queries: DehydratedState;
}

/** The id of the <script type="application/json"> that carries the state in the page. */
export const SERVER_STATE_ID = 'nafasi-state';

/** The state the server put in the page, as JSON text; null for a page it did not render (or on the server). */
export const serverStateText = (): string | null => (typeof document === 'undefined' ? null : (document.getElementById(SERVER_STATE_ID)?.textContent ?? null));

export function dehydrateServerState(client: QueryClient): ServerState {
  return { queries: dehydrate(client) };
}

/**
 * Puts the server's answers into the browser's cache before the first render. They count as read
 * now: a page the server kept (up to 30 s, dropped at once when the catalogue changes) is as
 * current as the server knows, so the browser does not read it all again because it was rendered
 * a while before it was sent.
 */
export function hydrateServerState(client: QueryClient, state: ServerState, now = Date.now()) {
  const queries = state.queries.queries.map((q) => (q.state.status === 'success' ? { ...q, state: { ...q.state, dataUpdatedAt: now } } : q));
  hydrate(client, { ...state.queries, queries });
}
