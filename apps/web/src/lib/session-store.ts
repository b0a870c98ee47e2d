import type { Session, User } from '@nafasi/shared/auth';
import { forgetCopies } from './offline-copies';

/** Where the session lives in the browser (§7: local storage), shared by every tab. */
const KEY = 'nafasi.auth.session';

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();
/** Told when another tab signs someone else in, or signs out: what this tab shows is no longer its person's. */
const personListeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = typeof localStorage === 'undefined' ? null : read();

export const sessionStore = {
  get: () => current,
  set(session: Session | null) {
    // Someone else signs in on this device: the last person's kept bookings go first.
    if (session && current && current.user.id !== session.user.id) forgetCopies();
    current = session;
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else {
      localStorage.removeItem(KEY);
      // Signed out: nothing of this person stays readable on the device (bookings kept for offline).
      forgetCopies();
    }
    for (const l of listeners) l(session);
  },
  /** The person as the server now describes them; the same as kept changes nothing (no page draws again). */
  setUser(user: User) {
    if (current && JSON.stringify(current.user) !== JSON.stringify(user)) sessionStore.set({ ...current, user });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Another tab changed who is signed in on this device (another account, or nobody). */
  onPersonChange(listener: () => void): () => void {
    personListeners.add(listener);
    return () => {
      personListeners.delete(listener);
    };
  },
};

// Another tab signed in, refreshed or signed out: follow it. A refresh keeps the person; another
// person (or nobody) means every answer this tab holds is someone else's: its listeners clear them.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // null: the whole storage was cleared.
    if (event.key !== KEY && event.key !== null) return;
    const before = current?.user.id;
    current = read();
    if (before !== current?.user.id) for (const l of personListeners) l();
    for (const l of listeners) l(current);
  });
}
