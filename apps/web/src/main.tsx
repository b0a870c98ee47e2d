import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { preloadPage } from './app/router';
import { hydrateServerState, serverStateText, type ServerState } from './app/server-state';
import './index.css';
import { DEFAULT_LOCALE, isLocale, setLocale, splitLocalePath } from '@nafasi/shared/i18n';

// The page's language is the one the server wrote it in (<html lang>): the same words on hydration.
const lang = document.documentElement.lang.slice(0, 2);
void setLocale(isLocale(lang) ? lang : DEFAULT_LOCALE, { reload: false });

// Zod would build its parsers with `new Function`; the page's CSP (script-src 'self') refuses eval and
// the browser reports each refusal (Lighthouse: best practices). Interpreted parsers are fast enough
// for a form or an answer. Zod reads its settings from this global, made for copies of zod to share
// (zod/v4/core: globalConfig); set here, zod stays out of the first script (z.config would pull it in).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root to draw into');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives rendered by the server with what it read: hydrate it without fetching again.
// Signed-in pages arrive empty and render here.
const serverState = serverStateText();
if (serverState) {
  hydrateServerState(queryClient, JSON.parse(serverState) as ServerState);
  // The page's chunk first, so hydration never waits on it (the server's HTML stays on screen meanwhile).
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of taking
  // the page over in one long task: a tap meanwhile is answered (selective hydration puts the tapped
  // part first) and a phone's main thread is never blocked for long (issue 32: total blocking time).
  void preloadPage(splitLocalePath(window.location.pathname).path).finally(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  const clientRoot = createRoot(root);
  startTransition(() => clientRoot.render(app));
}
