import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A fieldset that takes no input until the app has taken the server's page over (a choice made
 * before would be lost). It turns on as a transition and draws only itself again (its children are
 * the same elements): a flag read through useSyncExternalStore would draw the whole page again in
 * one task right after hydration (issue 32).
 */
export function HydratedFieldset({ children, className }: { children: ReactNode; className?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return (
    <fieldset disabled={!ready} className={className}>
      {children}
    </fieldset>
  );
}
