import { useSyncExternalStore } from 'react';

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
