import { useCallback, useEffect, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { parse } from 'regexparam';
import { Link as RouterLink, matchRoute, Route, Router, Switch, useLocation as useRouterLocation, useParams as useRouteParams, useRouter } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/*
 * The app's router: wouter (a maintained router of ~2 KB gzip) under the few names the pages use.
 * React Router took 13 KB of the home page's 120 KB budget for the same work (issue 32). Paths are
 * relative to the page's language prefix (/sw), as React Router's basename made them: a link to
 * '/space/1' on a Kiswahili page goes to '/sw/space/1'.
 */

export { Route, Switch };

export interface Location {
  /** The path under the language prefix: '/space/1' on /sw/space/1. */
  pathname: string;
  /** '?…' or ''. */
  search: string;
  /** What the navigation that came here carried (`navigate(to, { state })`), or null. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Draw the new page before returning (signing out leaves a signed-in page before the session goes). */
  flushSync?: boolean;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** The browser's router, under `basename` (the language prefix, or none). */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  return <Router base={basename ?? ''}>{children}</Router>;
}

/** The server's router: the request's address (path and search), under `basename`. */
export function StaticRouter({ basename, location, children }: { basename?: string; location: string; children: ReactNode }) {
  // The search is given even when empty: without one, wouter's hooks would read the browser's.
  const [path, search = ''] = location.split('?');
  return (
    <Router base={basename ?? ''} ssrPath={path} ssrSearch={search}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  const router = useRouter();
  const [pathname] = useRouterLocation();
  // The raw search (wouter's useSearch decodes it, and %25 would then read as an escape).
  const raw = router.searchHook(router);
  const state = useHistoryState<unknown>();
  return { pathname, search: raw && !raw.startsWith('?') ? `?${raw}` : raw, state };
}

/**
 * `to` for wouter: the home page under a prefix is '/sw', not '/sw/' (the address the server and
 * every link give it), so '/', '/?…' and '/#…' go to the prefix itself ('~' marks a whole path).
 */
const underBase = (base: string, to: string) => (base && /^\/(?:$|[?#])/.test(to) ? `~${base}${to.slice(1)}` : to);

/** Goes to a path under the language prefix; the function stays the same between renders. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { base } = useRouter();
  const [, navigate] = useRouterLocation();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const go = () => navigate(underBase(base, to), options);
      if (options.flushSync) flushSync(go);
      else go();
    },
    [base, navigate],
  );
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): Partial<T> {
  return useRouteParams() as Partial<T>;
}

/** `pattern`'s match of `pathname` ('/space/:id' and '/space/1': { params: { id: '1' } }), or null. */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string | undefined> } | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  return matches ? { params } : null;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The page's search, and a setter that goes to the same path with another search (a step in history unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      // From the address as it is now: two calls in one event both count.
      const current = new URLSearchParams(window.location.search);
      const text = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      navigate(text ? `${pathname}?${text}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

// No `target`: wouter would follow a link meant for another tab in this one.
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & Omit<NavigateOptions, 'flushSync'> & { to: string };

/** A link inside the app: a plain `<a href>` (with the language prefix) that the app follows itself; a modified click (a new tab) is left to the browser. */
export function Link({ to, ...props }: LinkProps) {
  const { base } = useRouter();
  return <RouterLink href={underBase(base, to)} {...props} />;
}

/** A link that knows it is the page shown (`aria-current="page"`): its own path, not the pages under it. */
export function NavLink({ to, className, ...props }: Omit<LinkProps, 'className'> & { className?: string | ((state: { isActive: boolean }) => string) }) {
  const isActive = useLocation().pathname === to;
  return (
    <Link to={to} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} {...props} />
  );
}

/** Goes to `to` as soon as it is drawn (in the browser; the server draws nothing for it). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

let lastNavigation: NavigationType = 'POP';
if (typeof window !== 'undefined') {
  // wouter sends 'pushState' and 'replaceState' events for its own navigations.
  addEventListener('popstate', () => (lastNavigation = 'POP'));
  addEventListener('pushState', () => (lastNavigation = 'PUSH'));
  addEventListener('replaceState', () => (lastNavigation = 'REPLACE'));
}

/** How the page shown was reached: back or forward ('POP', as on first load), a link ('PUSH') or a replacement. */
export function useNavigationType(): NavigationType {
  useRouterLocation();
  return lastNavigation;
}
