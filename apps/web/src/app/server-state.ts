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

export function dehydrateServerState(client: QueryClient): ServerState {
  return { queries: dehydrate(client) };
}

/** Puts the server's answers into the browser's cache before the first render. */
export function hydrateServerState(client: QueryClient, state: ServerState) {
  hydrate(client, state.queries);
}
