import type { Db } from '../db/client';
import { auditLog } from './tables';
import type { Scope } from './scope';

/** Records an action with both the user and, after switchUser, the staff member acting as them. */
export async function recordAudit(
  db: Db,
  scope: Pick<Scope, 'userId' | 'impersonatorId' | 'customerId' | 'requestId'>,
  entry: { action: string; entityType?: string; entityId?: string | number; details?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: scope.userId,
    impersonatorId: scope.impersonatorId,
    customerId: scope.customerId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    requestId: scope.requestId,
  });
}
