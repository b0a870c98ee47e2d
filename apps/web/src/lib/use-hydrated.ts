import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it sent, true from the render
 * after: a form the server rendered takes no input until the app can read it (typed before, it
 * would be lost when the app takes the fields over; submitted before, it would go to the server as
 * a plain form).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * False while the server renders and while the browser hydrates what it sent, then true, set as a
 * transition that draws only the component asking (useHydrated's store would draw the whole page
 * again in one task right after hydration; issue 32).
 */
export function useLiveAfterHydration(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live;
}
