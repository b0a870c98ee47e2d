import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, profiles, users } from '../db/schema.ts';
import type { AuthUser } from './access.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

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
