import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords (SecLists, MIT: common-passwords.LICENSE), read once.
 * Compared case-insensitively: 'Password' is as guessable as 'password'.
 */
const list = new Set(
  readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return list.has(password.toLowerCase());
}
