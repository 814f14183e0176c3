import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';
import { fingerprints, printAccessLog, printAuthorizations } from './tables';

/** What is done with a print (or, for authorisations and family links, with the decedent's prints as a whole). */
export const PRINT_ACCESS_ACTIONS = [
  'view',
  'download',
  'order',
  'render',
  'export',
  'destroy',
  'authorize',
  'withdraw',
  'family-link',
] as const;
export type PrintAccessAction = (typeof PRINT_ACCESS_ACTIONS)[number];

/** Who touched the print: a signed-in session (customer or staff), a family's link, or the retention job (no one). */
export interface PrintActor {
  userId?: number | null;
  impersonatorId?: number | null;
  customerId?: number | null;
  staff: boolean;
  familyLinkId?: number | null;
  sessionId?: string | null;
}

/** The actor of a signed-in session. */
export const actorOfScope = (scope: Scope): PrintActor => ({
  userId: scope.userId,
  impersonatorId: scope.impersonatorId,
  customerId: isStaff(scope) ? null : scope.customerId,
  staff: isStaff(scope),
  sessionId: scope.sessionId,
});

/**
 * Appends one access to the chain of custody. Run it in the transaction of the change it records, when there is one,
 * so that a change is never without its row. Never put the picture or its key in `detail`.
 */
export async function recordPrintAccess(
  db: Db,
  entry: {
    decedentId: number;
    fingerprintId: number | null;
    action: PrintAccessAction;
    actor: PrintActor;
    detail?: Record<string, string | number | boolean | null>;
    at?: Date;
  },
): Promise<void> {
  await db.insert(printAccessLog).values({
    decedentId: entry.decedentId,
    fingerprintId: entry.fingerprintId,
    action: entry.action,
    userId: entry.actor.userId ?? null,
    impersonatorId: entry.actor.impersonatorId ?? null,
    customerId: entry.actor.customerId ?? null,
    staff: entry.actor.staff,
    familyLinkId: entry.actor.familyLinkId ?? null,
    sessionId: entry.actor.sessionId ?? null,
    detail: entry.detail ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export const PRINT_DESTROYED = 'This fingerprint has been destroyed and can no longer be used';
export const PRINT_LOCKED =
  'The authorisation for this fingerprint was withdrawn: it is locked and will be destroyed';
export const PRINT_NOT_AUTHORISED =
  'This fingerprint cannot be used before the next of kin’s authorisation is recorded for the decedent';

/** Why a print may not be used now, or null when it may: destroyed, locked, or without a live authorisation. */
export async function printRefusal(db: Db, fingerprintId: number): Promise<string | null> {
  const [print] = await db
    .select({
      decedentId: fingerprints.decedentId,
      lockedAt: fingerprints.lockedAt,
      destroyedAt: fingerprints.destroyedAt,
    })
    .from(fingerprints)
    .where(eq(fingerprints.id, fingerprintId));
  if (!print) return PRINT_NOT_AUTHORISED;
  if (print.destroyedAt) return PRINT_DESTROYED;
  if (print.lockedAt) return PRINT_LOCKED;
  const [live] = await db
    .select({ id: printAuthorizations.id })
    .from(printAuthorizations)
    .where(and(eq(printAuthorizations.decedentId, print.decedentId), isNull(printAuthorizations.withdrawnAt)))
    .limit(1);
  return live ? null : PRINT_NOT_AUTHORISED;
}

/**
 * Refuses (on `field`, in the caller's language by the error handler) a print that has no live authorisation, or is
 * locked or destroyed. Whose print it is, is checked by the caller (assertFingerprintUsable, the family link).
 */
export async function assertPrintUsable(
  db: Db,
  fingerprintId: number,
  field = 'fingerprintId',
): Promise<void> {
  const refusal = await printRefusal(db, fingerprintId);
  if (refusal) throw invalid(field, refusal);
}

/**
 * The prints of a new order's lines, in the order's transaction: each must still be usable (an authorisation withdrawn
 * since the line was added refuses the order), and each use is recorded.
 */
export async function usePrintsOnOrder(
  db: Db,
  actor: PrintActor,
  order: { id: number; code: string },
  fingerprintIds: readonly number[],
): Promise<void> {
  for (const fingerprintId of new Set(fingerprintIds)) {
    await assertPrintUsable(db, fingerprintId);
    const [print] = await db
      .select({ decedentId: fingerprints.decedentId })
      .from(fingerprints)
      .where(eq(fingerprints.id, fingerprintId));
    await recordPrintAccess(db, {
      decedentId: print!.decedentId,
      fingerprintId,
      action: 'order',
      actor,
      detail: { orderId: order.id, orderCode: order.code },
    });
  }
}
