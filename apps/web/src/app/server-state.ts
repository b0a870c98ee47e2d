import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { categoriesQueryOptions } from '@/features/spaces/api/get-categories';
import { spaceQueryOptions } from '@/features/spaces/api/get-space';
import { spaceReviewsQueryOptions } from '@/features/spaces/api/get-space-reviews';
import { spacesInfiniteQueryOptions } from '@/features/spaces/api/get-spaces';
import { parseSpaceFilters } from '@/features/spaces/hooks/use-space-filters';

/**
 * What the server hands the browser with a page it rendered: the answers the page read (TanStack
 * Query's dehydrated cache), so the browser's first render is the server's and nothing is fetched
 * twice. A failed read is left out: the server showed it loading, and the browser fetches it.
 */
export interface ServerState {
  queries: DehydratedState;
}

/** The id of the <script type="application/json"> that carries the state in the page. */
export const SERVER_STATE_ID = 'nafasi-state';

/** Reads, into `client`, what the page at `url` shows on its first render (home: the list for the URL's filters). */
export async function prefetchPage(client: QueryClient, url: URL): Promise<void> {
  const { pathname, searchParams } = url;
  if (matchPath(paths.home.path, pathname)) {
    const filters = parseSpaceFilters(searchParams);
    await Promise.all([client.prefetchInfiniteQuery(spacesInfiniteQueryOptions(filters)), client.prefetchQuery(categoriesQueryOptions(filters))]);
    return;
  }
  const space = matchPath(paths.space.path, pathname);
  if (space?.params.id) {
    const id = space.params.id;
    await Promise.all([client.prefetchQuery(spaceQueryOptions(id)), client.prefetchInfiniteQuery(spaceReviewsQueryOptions(id))]);
  }
}

export function dehydrateServerState(client: QueryClient): ServerState {
  return { queries: dehydrate(client) };
}

/** Puts the server's answers into the browser's cache before the first render. */
export function hydrateServerState(client: QueryClient, state: ServerState) {
  hydrate(client, state.queries);
}
