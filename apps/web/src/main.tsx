import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { preloadPage } from './app/router';
import { hydrateServerState, SERVER_STATE_ID, type ServerState } from './app/server-state';
import './index.css';
import { DEFAULT_LOCALE, isLocale, setLocale, splitLocalePath } from '@nafasi/shared/i18n';

// The page's language is the one the server wrote it in (<html lang>): the same words on hydration.
const lang = document.documentElement.lang.slice(0, 2);
void setLocale(isLocale(lang) ? lang : DEFAULT_LOCALE, { reload: false });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root to draw into');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives rendered by the server with what it read: hydrate it without fetching again.
// Signed-in pages arrive empty and render here.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState) {
  hydrateServerState(queryClient, JSON.parse(serverState) as ServerState);
  // The page's chunk first, so hydration never waits on it (the server's HTML stays on screen meanwhile).
  void preloadPage(splitLocalePath(window.location.pathname).path).finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
