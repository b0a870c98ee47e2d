import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, profiles, users } from '../db/schema.ts';
import type { AuthUser } from './access.ts';

type Writer = Pick<Db, 'select' | 'insert'>;
type Entry = Parameters<typeof audit>[2];

/**
 * Writes one admin action to the audit log. Call it inside the action's own transaction, so an
 * action and its record stand or fall together.
 */
export async function audit(
  tx: Writer,
  actor: AuthUser,
  entry: {
    action: string;
    targetType: 'space' | 'booking' | 'user' | 'upgrade_request' | 'refund' | 'incident' | 'tax_remittance' | 'bank_statement';
    targetId: string;
    summary: string;
  },
) {
  const [who] = await tx
    .select({ name: profiles.fullName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actor.id));
  await tx.insert(auditLog).values({ actorId: actor.id, actorName: who?.name || who?.email || actor.email, ...entry });
}

/**
 * An admin reading what is a person's (docs/PRIVACY.md "Who read it"): written once an hour against
 * each person it is about; the same reading again (a later page, a refresh) is the same reading.
 * `same` is what starts the summary of the same reading. Call it in its own transaction.
 */
export async function auditReading(tx: Writer, actor: AuthUser, reading: Omit<Entry, 'targetId'> & { targetIds: string[]; same: string }) {
  const { targetIds, same, ...entry } = reading;
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
