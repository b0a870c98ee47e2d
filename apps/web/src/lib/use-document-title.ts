import { useEffect } from 'react';
import { fullTitle } from '@nafasi/shared/site';

/** Each page names itself in the tab, and optionally describes itself for search engines and shares. */
export function useDocumentTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = fullTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
