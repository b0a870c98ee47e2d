import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import commonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs';
import wikipedia from '@zxcvbn-ts/language-en/dist/wikipedia.json.mjs';
import wordSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import { KENYAN_WORDS } from './kenyan-words.ts';
import type { StrengthLabel } from './password.ts';

/**
 * How guessable a password is, by zxcvbn (zxcvbn-ts, the maintained TypeScript port of Dropbox's
 * estimator): the passwords, names and words of its common and English dictionaries, keyboard walks,
 * dates, repeats and letter swaps, and ours: the Kenyan names, places, clubs and Sheng an attacker
 * here tries first (kenyan-words.ts), and the person's own name and address. The server refuses a
 * password below MIN_PASSWORD_SCORE; the meter on the forms shows the same score, in the
 * specification's four words. Its dictionaries are 520 KB compressed: the web app loads this module
 * when a password field is shown, never with the rest of the page.
 */

/** zxcvbn's 3: "safely unguessable", about 10^10 guesses (the audit's Kenyan and common lists score 0–2). */
export const MIN_PASSWORD_SCORE = 3;

const LABELS: StrengthLabel[] = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'];

/**
 * zxcvbn's dictionaries but its US family names (a third of the download, of little use here: Kenyan
 * names are in ours), each read from its own file so the web app's chunk leaves that one out:
 * breached passwords, English words and first names, Wikipedia's words, diceware.
 */
const english = { 'commonWords-en': commonWords, 'firstnames-en': firstnames, 'wikipedia-en': wikipedia, ...wordSequences };

let factory: ZxcvbnFactory | undefined;
/** Built on first use: reading the dictionaries takes a moment, once. */
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...english, kenyan: [...new Set(KENYAN_WORDS)] },
    graphs: adjacencyGraphs,
    translations,
  }));

export interface PasswordEstimate {
  /** 0 (a guess or two) to 4 (beyond any guessing). */
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
  /** Whether the server takes it (score MIN_PASSWORD_SCORE or more). */
  acceptable: boolean;
}

/** The estimate of a password, knowing what an attacker knows of its person (their name, their address). */
export function estimatePassword(password: string, about: readonly string[] = []): PasswordEstimate {
  const userInputs = about.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  const { score } = estimator().check(password, userInputs);
  return { score, label: LABELS[score] ?? 'Weak', acceptable: score >= MIN_PASSWORD_SCORE };
}
