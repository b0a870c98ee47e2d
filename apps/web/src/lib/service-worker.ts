import { HTML_LANG, LOCALES, m, type Locale } from '@nafasi/shared/i18n';

/** What the offline page says, in each language (the worker chooses by the path asked for). */
const offlineWords = () =>
  Object.fromEntries(
    LOCALES.map((locale: Locale) => [
      locale,
      {
        lang: HTML_LANG[locale],
        title: m.offline_page_title({}, { locale }),
        text: m.offline_page_text({}, { locale }),
        retry: m.offline_retry({}, { locale }),
      },
    ]),
  );

/**
 * Registers the service worker (public/sw.js) and hands it the offline page's words. Loaded after
 * the page is live, as a chunk of its own: it costs the first script nothing.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'offline-words', words: offlineWords() });
}
