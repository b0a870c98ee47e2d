/**
 * Google sign-in is bound to the tab that starts it: the tab keeps a random secret and sends only
 * its SHA-256; the server's callback hands back a one-time code that works only with the secret.
 * A sign-in link made by someone else therefore cannot sign this browser into their account.
 */
const VERIFIER_KEY = 'nafasi.google.verifier';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function startGoogleSignIn() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  const binding = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  window.location.assign(`/api/auth/google?binding=${binding}`);
}

/** The secret this tab kept for the sign-in it started (once: it is removed as it is read). */
export function takeGoogleVerifier(): string | null {
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  sessionStorage.removeItem(VERIFIER_KEY);
  return verifier;
}
