import { useEffect } from 'react';

const SITE = 'Nafasi';

/** Each page names itself in the tab, and optionally describes itself for search engines and shares. */
export function useDocumentTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${SITE}` : `${SITE} — spaces by the hour in Kenya`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
