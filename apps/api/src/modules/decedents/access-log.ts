import type { AccessLogEntry } from '@portal/shared/decedents/custody-schemas';
import { ACCESS_ACTIONS } from '@portal/shared/decedents/custody-schemas';
import type { Paged } from '@portal/shared';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pageWindow, paginated } from '../../platform/paging';
import type { Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { users } from '../users/tables';
import { getDecedent } from './service';
import { fingerprints, printAccessLog } from './tables';

const impersonators = alias(users, 'impersonators');

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

const actionOf = (action: string): AccessLogEntry['action'] =>
  (ACCESS_ACTIONS as readonly string[]).includes(action) ? (action as AccessLogEntry['action']) : 'view';

/**
 * GET /decedents/{id}/access-log: newest first. The decedent's funeral home and staff read it (another funeral home's
 * decedent is missing); nothing in the portal changes or removes a row of it.
 */
export async function getAccessLog(
  db: Db,
  scope: Scope,
  decedentId: number,
  query: { pageNo: number; pageSize: number },
): Promise<Paged<AccessLogEntry>> {
  await getDecedent(db, scope, decedentId);
  const where = eq(printAccessLog.decedentId, decedentId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(printAccessLog).where(where);
  const { limit, offset } = pageWindow(query);
  const rows =
    offset >= total
      ? []
      : await db
          .select({
            entry: printAccessLog,
            label: fingerprints.label,
            firstName: users.firstName,
            lastName: users.lastName,
            byFirstName: impersonators.firstName,
            byLastName: impersonators.lastName,
            customerName: customers.name,
          })
          .from(printAccessLog)
          .leftJoin(fingerprints, eq(fingerprints.id, printAccessLog.fingerprintId))
          .leftJoin(users, eq(users.id, printAccessLog.userId))
          .leftJoin(impersonators, eq(impersonators.id, printAccessLog.impersonatorId))
          .leftJoin(customers, eq(customers.id, printAccessLog.customerId))
          .where(where)
          .orderBy(desc(printAccessLog.at), desc(printAccessLog.id))
          .limit(limit)
          .offset(offset);
  return paginated(
    rows.map((r) => ({
      id: r.entry.id,
      at: r.entry.at.toISOString(),
      action: actionOf(r.entry.action),
      fingerprintId: r.entry.fingerprintId,
      fingerprintLabel: r.label,
      who: fullName(r.firstName, r.lastName),
      actingStaff: fullName(r.byFirstName, r.byLastName),
      staff: r.entry.staff,
      customerName: r.customerName,
      familyLinkId: r.entry.familyLinkId,
      orderCode: typeof r.entry.detail?.orderCode === 'string' ? r.entry.detail.orderCode : null,
    })),
    total,
    query,
  );
}
