import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@nafasi/shared/auth';

// The browser's storage, as the session store reads it (before the modules load).
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  },
  navigator: {},
});
const { api, setApiTransport, setSignedOutHandler } = await import('./api-client');
const { sessionStore } = await import('./session-store');

const sessionOf = (name: string): Session => ({
  access_token: `access-${name}`,
  refresh_token: `refresh-${name}`,
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: {
    id: 'u1',
    email: 'njeri@example.co.ke',
    name: 'Njeri',
    avatar: null,
    role: 'user',
    email_verified: name === 'new',
    has_password: true,
    providers: [],
    locale: 'en',
    created_at: '',
  },
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a refused session', () => {
  const signedOut = vi.fn();
  beforeEach(() => {
    signedOut.mockReset();
    setSignedOutHandler(signedOut);
    sessionStore.set(sessionOf('old'));
    // The API knows only the new session: the old one was revoked.
    setApiTransport(async (_url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer access-new' ? json(200, { data: sessionOf('new').user }) : json(401, { message: 'Session expired', code: 'unauthorized' });
    });
  });

  it('does not sign out a session stored while the old one was being refused (a confirmation link revokes the old one)', async () => {
    vi.stubGlobal('fetch', async () => {
      // The confirmation's new session is stored while the old refresh token is being refused.
      sessionStore.set(sessionOf('new'));
      return json(401, { message: 'Session expired', code: 'unauthorized' });
    });
    const { data } = await api<{ data: { email_verified: boolean } }>('/auth/user');
    expect(data.email_verified).toBe(true);
    expect(sessionStore.get()?.access_token).toBe('access-new');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refusal stands and nothing replaced the session', async () => {
    vi.stubGlobal('fetch', async () => json(401, { message: 'Session expired', code: 'unauthorized' }));
    await expect(api('/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
