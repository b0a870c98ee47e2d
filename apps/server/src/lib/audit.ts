import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, profiles, users } from '../db/schema.ts';
import type { AuthUser } from './access.ts';
import type { AuditTarget } from '@nafasi/shared/admin';
import { m, wordsOf, type Locale } from '@nafasi/shared/i18n';
import { payoutDestination } from '@nafasi/shared/payments';
import { ROLE_LABELS } from '@nafasi/shared/roles';
import { keptFacts, problemWords } from '@nafasi/shared/problems';
import { serviceStatusLabel } from '@nafasi/shared/status-words';
import { inLocale } from './locale.ts';

type Writer = Pick<Db, 'select' | 'insert'>;
type Entry = Parameters<typeof audit>[2];

/** What an admin did, as the log says it: each a catalogue sentence, worded in its reader's language when read. */
const AUDIT_SENTENCES = {
  audit_role: m.audit_role,
  audit_etims_retried: m.audit_etims_retried,
  audit_etims_retried_unknown: m.audit_etims_retried_unknown,
  audit_upgrade_approved: m.audit_upgrade_approved,
  audit_upgrade_refused: m.audit_upgrade_refused,
  audit_incident_opened: m.audit_incident_opened,
  audit_incident_set: m.audit_incident_set,
  audit_messages_read: m.audit_messages_read,
  audit_refund_part: m.audit_refund_part,
  audit_refund_sent: m.audit_refund_sent,
  audit_bank_import: m.audit_bank_import,
  audit_bank_assign: m.audit_bank_assign,
  audit_payout_retried: m.audit_payout_retried,
  audit_payout_sent: m.audit_payout_sent,
  audit_tax_remitted: m.audit_tax_remitted,
  audit_booking_paid: m.audit_booking_paid,
  audit_person_viewed: m.audit_person_viewed,
  audit_corrected: m.audit_corrected,
  audit_correction_refused: m.audit_correction_refused,
  audit_space_added: m.audit_space_added,
  audit_space_edited: m.audit_space_edited,
  audit_space_deleted: m.audit_space_deleted,
  audit_space_approved: m.audit_space_approved,
  audit_space_refused: m.audit_space_refused,
  audit_changes_approved: m.audit_changes_approved,
  audit_changes_refused: m.audit_changes_refused,
} as const;
type AuditKey = keyof typeof AUDIT_SENTENCES;

/** An action's sentence and the facts it names (names, amounts, references: written as they were). */
export type AuditSaid = { [K in AuditKey]: { key: K; values: Parameters<(typeof AUDIT_SENTENCES)[K]>[0] } }[AuditKey];

/** A payout's destination, kept as its parts so each reader reads it in their words. */
export const destinationCode = (to: Parameters<typeof payoutDestination>[0]) =>
  JSON.stringify({ kind: to.kind, number: to.number, account: to.account ?? null });
function destinationWords(code: string): string {
  const to = keptFacts<Parameters<typeof payoutDestination>[0]>(code);
  // Written in English before the parts were kept: as it is.
  return to?.kind && typeof to.number === 'string' ? payoutDestination({ kind: to.kind, number: to.number, account: to.account ?? null }) : code;
}

/** Values kept as codes (roles, statuses, destinations), named in the sentence's language. */
const WORDED: { [K in AuditKey]?: (values: Extract<AuditSaid, { key: K }>['values']) => object } = {
  audit_role: (v) => ({ ...v, from: wordsOf(ROLE_LABELS, String(v.from)) ?? v.from, to: wordsOf(ROLE_LABELS, String(v.to)) ?? v.to }),
  audit_incident_set: (v) => ({ ...v, status: serviceStatusLabel(String(v.status)) }),
  audit_payout_retried: (v) => ({ ...v, destination: destinationWords(String(v.destination)) }),
  audit_etims_retried: (v) => ({ ...v, error: problemWords(String(v.error)) ?? '' }),
};

/** A sentence of the log in the language of the moment, or `locale`'s (the record's English is `summary`). */
export function auditSentence(said: AuditSaid, locale?: Locale): string {
  if (locale) return inLocale(locale, () => auditSentence(said));
  const sentence = AUDIT_SENTENCES[said.key] as (values: object) => string;
  const word = WORDED[said.key] as ((values: object) => object) | undefined;
  const values = said.values ?? {};
  return sentence(word ? word(values) : values);
}

/** A stored sentence as its reader reads it: its words in their language, or the English it was written with before words were kept. */
export function auditSummary(row: { summary: string; words: unknown }): string {
  const said = row.words as AuditSaid | null;
  return said && Object.hasOwn(AUDIT_SENTENCES, said.key) ? auditSentence(said) : row.summary;
}

/**
 * Writes one admin action to the audit log. Call it inside the action's own transaction, so an
 * action and its record stand or fall together. The action is kept as its words (read in each
 * reader's language) and as an English sentence, the record.
 */
export async function audit(
  tx: Writer,
  actor: AuthUser,
  entry: {
    action: string;
    targetType: AuditTarget;
    targetId: string;
    said: AuditSaid;
  },
) {
  const [who] = await tx
    .select({ name: profiles.fullName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actor.id));
  const { said, ...rest } = entry;
  await tx
    .insert(auditLog)
    .values({ actorId: actor.id, actorName: who?.name || who?.email || actor.email, ...rest, summary: auditSentence(said, 'en'), words: said });
}

/**
 * An admin reading what is a person's (docs/PRIVACY.md "Who read it"): written once an hour against
 * each person it is about; the same reading again (a later page, a refresh) is the same reading:
 * one whose English sentence starts as this one's does without its reason. Call it in its own transaction.
 */
export async function auditReading(tx: Writer, actor: AuthUser, reading: Omit<Entry, 'targetId'> & { targetIds: string[] }) {
  const { targetIds, ...entry } = reading;
  const same = auditSentence({ ...entry.said, values: { ...entry.said.values, reason: '' } } as AuditSaid, 'en');
  const [recent] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actor.id),
        eq(auditLog.action, entry.action),
        sql`starts_with(${auditLog.summary}, ${same})`,
        gte(auditLog.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  if (recent) return;
  for (const targetId of targetIds) await audit(tx, actor, { ...entry, targetId });
}
