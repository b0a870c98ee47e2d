import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, LOCALE_PREFIX, overwriteGetLocale, splitLocalePath, type Locale } from '@nafasi/shared/i18n';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { AppShell } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { prefetchPage } from '@/app/server-prefetch';
import { overwriteSaveData } from '@/lib/save-data';
import { dehydrateServerState, hydrateServerState, type ServerState } from '@/app/server-state';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';

export { SERVER_STATE_ID, type ServerState } from '@/app/server-state';

/**
 * The server's side of the web app (built by `vite build --ssr` into dist-server, loaded by the
 * API server's pages module). The server renders a public page in two steps: `prepare` reads what
 * the page shows through the API (in-process, the same routes the browser calls), then `render`
 * streams the same tree the browser hydrates, signed out (the session lives in the browser).
 */
export function setTransport(next: ApiTransport) {
  setApiTransport(next);
}

// Each render reads its own page's language, though several render at once.
const renderLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => renderLocale.getStore() ?? DEFAULT_LOCALE);

export async function prepare(url: URL, locale: string): Promise<ServerState> {
  const client = createQueryClient({ server: true });
  // What the page reads is the same in every language: its path without the language's prefix.
  const page = new URL(`${splitLocalePath(url.pathname).path}${url.search}`, url);
  await renderLocale.run(isLocale(locale) ? locale : DEFAULT_LOCALE, () => prefetchPage(client, page));
  return dehydrateServerState(client);
}

// And whether its request asked to save data (lib/save-data.ts).
const renderSaveData = new AsyncLocalStorage<boolean>();
overwriteSaveData(() => renderSaveData.getStore() ?? false);

export function render(url: URL, locale: string, state: ServerState, options: RenderToPipeableStreamOptions, request: { saveData?: boolean } = {}) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return renderSaveData.run(request.saveData === true, () => renderLocale.run(language, () => renderIn(url, language, state, options)));
}

function renderIn(url: URL, locale: Locale, state: ServerState, options: RenderToPipeableStreamOptions) {
  const client = createQueryClient({ server: true });
  hydrateServerState(client, state);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename={LOCALE_PREFIX[locale] || undefined} location={url.pathname + url.search}>
      {children}
    </StaticRouter>
  );
  return renderToPipeableStream(
    <StrictMode>
      <AppShell client={client} router={Router} />
    </StrictMode>,
    // One piece, in order: no boundary is sent later with an inline script to put it in place (the
    // CSP allows no inline script, and a reader without JavaScript would never see it).
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}
