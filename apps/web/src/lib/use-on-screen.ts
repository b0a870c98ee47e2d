import { startTransition, useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen (within `rootMargin`), for parts of a page that cost
 * a phone work it need not do until someone scrolls to them (issue 32: the map of a space's page).
 * Pass the returned ref to the element; once seen it stays seen. The change renders as a transition.
 */
export function useOnScreen<T extends Element>(rootMargin = '300px') {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setSeen(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, rootMargin]);
  return [setElement, seen] as const;
}
