import type { ItemResponse } from '@nafasi/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, User } from '@nafasi/shared/auth';
import type { Locale } from '@nafasi/shared/i18n';
import { getErrorMessage } from '@nafasi/shared/errors';
import type { LogoutScope } from '@nafasi/shared/roles';
import { api, exchangeRefreshToken, parse, refreshSession, send } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { forgetCopies } from '@/lib/offline-copies';
import { serverStateText } from '@/app/server-state';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';
export interface AuthResult {
  success: boolean;
  error?: string;
  /** The language the account reads (it takes over once signed in). */
  locale?: Locale;
}

interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  login(email: string, password: string): Promise<AuthResult>;
  register(fullName: string, email: string, password: string): Promise<AuthResult>;
  /** Stores a session obtained elsewhere (password reset, Google). */
  adopt(session: Session): void;
  logout(scope?: LogoutScope): Promise<AuthResult>;
  /** The server has already ended the session (the account was deleted): this browser forgets it, its answers and its offline copies. */
  forget(): void;
  setUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Whether the app starts on a page the server rendered (it carries the server's answers): the first render must be the server's. */
const startsOnServerPage = () => Boolean(serverStateText());

/** §9: a tick every 30 s refreshes the session when 90 s or less remain. */
const TICK_MS = 30_000;
const REFRESH_MARGIN_S = 90;

/**
 * Ends a session this browser has already let go of on the server too. Its access token may have
 * lapsed (a tab asleep for an hour renews nothing): then the refresh token buys one for the
 * sign-out, so nobody holding that token can renew the session later. One the server already
 * refuses is over.
 */
async function endOnServer(session: Session, scope: LogoutScope) {
  const end = (token: string) => send(`/auth/logout`, { method: 'POST', params: { scope } }, token);
  const response = await end(session.access_token);
  if (response.status !== 401) return parse(response);
  const renewed = await exchangeRefreshToken(session.refresh_token);
  if (renewed) await parse(await end(renewed.access_token));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The server renders every page signed out (the session lives in this browser's storage); a page
  // it rendered is hydrated signed out too, then shows the stored session (no hydration mismatch).
  // Shown as a transition once hydrated, so a returning guest's page is not rendered again in one
  // long task (useSyncExternalStore would re-render it synchronously; issue 32). Later changes (a
  // sign-in, a sign-out, another tab) follow at once.
  const [session, setSession] = useState<Session | null>(() => (startsOnServerPage() ? null : sessionStore.get()));
  // §4: loading until the first session check ends.
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    startTransition(() => setSession(sessionStore.get()));
    return sessionStore.subscribe(setSession);
  }, []);

  // Another tab signed in as someone else, or signed out: nothing of the last person stays on this
  // screen, in its answers or in the offline copies. The page starts again as the new person (a
  // reload: every query, form and socket of the last one gone at once).
  useEffect(
    () =>
      sessionStore.onPersonChange(() => {
        queryClient.clear();
        forgetCopies(sessionStore.get()?.user.id);
        window.location.reload();
      }),
    [queryClient],
  );

  useEffect(() => {
    let cancelled = false;
    // Every part of the page that asks who is signed in renders again once this is known: as a
    // transition, so React does it in slices between the browser's own work right after hydration
    // (a phone's main thread is not blocked for the whole page; issue 32).
    const done = () => startTransition(() => setChecked(true));
    if (!sessionStore.get()) {
      done();
      return;
    }
    // The stored session may be stale (expired, revoked elsewhere): ask the server who we are.
    api<ItemResponse<User>>('/auth/user')
      // A change the check finds (a new name, a role) is drawn in slices too.
      .then(({ data }) => !cancelled && startTransition(() => sessionStore.setUser(data)))
      // Only a refusal ends the session (the API client clears it); an unreachable server keeps it.
      .catch(() => {})
      .finally(() => !cancelled && done());
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = sessionStore.get();
      if (current && current.expires_at - Date.now() / 1000 <= REFRESH_MARGIN_S) refreshSession().catch(() => {});
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const start = useCallback(
    async (path: string, body: object): Promise<AuthResult> => {
      try {
        const { data } = await api<ItemResponse<Session>>(path, { method: 'POST', body: JSON.stringify(body) });
        sessionStore.set(data);
        queryClient.clear();
        return { success: true, locale: data.user.locale };
      } catch (error) {
        return { success: false, error: getErrorMessage(error) };
      }
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: !checked ? 'loading' : session ? 'authenticated' : 'unauthenticated',
      user: session?.user ?? null,
      login: (email, password) => start('/auth/login', { email, password }),
      async register(fullName, email, password) {
        // The account must confirm its address first: the answer carries a message, not a session.
        try {
          await api('/auth/register', { method: 'POST', body: JSON.stringify({ full_name: fullName, email, password }) });
          return { success: true };
        } catch (error) {
          return { success: false, error: getErrorMessage(error) };
        }
      },
      adopt: (next) => sessionStore.set(next),
      async logout(scope = 'local') {
        const current = sessionStore.get();
        // Signing out of this browser: the session goes here first (§8: whatever the server answers),
        // so a call still in flight with it, refused once the server forgets it, sends nobody to /login.
        if (scope !== 'others') {
          sessionStore.set(null);
          queryClient.clear();
        }
        try {
          if (scope === 'others') await api(`/auth/logout`, { method: 'POST', params: { scope } });
          else if (current) await endOnServer(current, scope);
          return { success: true };
        } catch (error) {
          return { success: false, error: getErrorMessage(error) };
        }
      },
      forget() {
        sessionStore.set(null);
        queryClient.clear();
      },
      setUser: (user) => sessionStore.setUser(user),
    }),
    [checked, session, start, queryClient],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}

/**
 * The signed-in person, for what is drawn only for them (inside RequireAuth, or after the page
 * checked the status): typed as present, so no component asserts it.
 */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is for signed-in pages (inside RequireAuth)');
  return user;
}
