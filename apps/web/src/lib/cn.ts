import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components take a className only for layout (width, margins), never to
 * override their own colours or sizes, so no class-conflict resolver is shipped to the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
