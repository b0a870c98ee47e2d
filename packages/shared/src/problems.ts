import { m } from './i18n.ts';
import { CALENDAR_MAX_BYTES } from './schedule.ts';

/**
 * Why a piece of work stopped (a payout held, a tax invoice refused, a calendar that could not be
 * read), kept where it is stored as its sentence's key and the facts it names, and worded when
 * read, in the reader's language: a host reading /sw and an admin reading / each read it in theirs.
 * What a provider said (M-Pesa's, KRA's answer) is quoted as it came.
 */
const PROBLEMS = {
  payout_unknown: m.problem_payout_unknown,
  payout_no_initiator: m.problem_payout_no_initiator,
  payout_other_amount: m.problem_payout_other_amount,
  payout_never_received: m.problem_payout_never_received,
  mpesa_said: m.problem_mpesa_said,
  etims_original_refused: m.problem_etims_original_refused,
  kra_said: m.problem_kra_said,
  kra_unreachable: m.problem_kra_unreachable,
  calendar_unreadable: m.calendar_import_unreadable,
  calendar_too_large: () => m.calendar_import_too_large({ max_mib: CALENDAR_MAX_BYTES / 1024 / 1024 }),
  calendar_bad_url: m.calendar_import_bad_url,
} as const;
type Key = keyof typeof PROBLEMS;
type Values<K extends Key> = Parameters<(typeof PROBLEMS)[K]>[0];
/** A problem without facts (one key of several at once), or one with its facts. */
export type Problem =
  { key: { [K in Key]: Values<K> extends object ? never : K }[Key] } | { [K in Key]: Values<K> extends object ? { key: K; values: Values<K> } : never }[Key];

/** What is stored: the problem as JSON. */
export const problemCode = (problem: Problem): string => JSON.stringify(problem);

/**
 * Facts kept as JSON in a text column that once held English sentences (a problem, an audit
 * log's payout destination): the object, or null for a sentence written before (read as it is).
 */
export function keptFacts<T extends object>(stored: string): Partial<T> | null {
  if (!stored.startsWith('{')) return null;
  try {
    const facts: unknown = JSON.parse(stored);
    return facts && typeof facts === 'object' ? facts : null;
  } catch {
    return null;
  }
}

/** A stored problem in the language of the moment; a sentence stored before problems were kept as codes, as it was written. */
export function problemWords(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const problem = keptFacts<{ key: string; values: object }>(stored);
  if (typeof problem?.key !== 'string' || !Object.hasOwn(PROBLEMS, problem.key)) return stored;
  return (PROBLEMS[problem.key as Key] as (values: object) => string)(problem.values ?? {});
}
