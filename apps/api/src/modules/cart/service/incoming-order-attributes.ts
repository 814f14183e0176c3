import type { getIncomingOrderAttributesSchemas } from '@portal/shared/cart/get-incoming-order-attributes';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { localName } from '../../../platform/language';
import { isStaff, type Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { orderAttributeDefinitions } from '../../shipping/tables';

/** The questions an order asks (retired ones no more), general ones and the customer type's (submission and the estimate screen read them). */
export async function incomingOrderAttributes(
  db: Db,
  scope: Pick<Scope, 'customerId'> | null,
  language: Language,
) {
  const [customer] = scope?.customerId
    ? await db
        .select({ typeId: customers.customerTypeId })
        .from(customers)
        .where(eq(customers.id, scope.customerId))
    : [];
  const general = isNull(orderAttributeDefinitions.customerTypeId);
  const rows = await db
    .select()
    .from(orderAttributeDefinitions)
    .where(
      and(
        eq(orderAttributeDefinitions.isAsked, true),
        customer?.typeId
          ? or(general, eq(orderAttributeDefinitions.customerTypeId, customer.typeId))
          : general,
      ),
    )
    .orderBy(asc(orderAttributeDefinitions.rank));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: localName(language, r),
    valueType: r.valueType,
    isRequired: r.isRequired,
  }));
}

/**
 * GET /shoppingCart/incoming-order-attributes: the questions shown at checkout; staff ordering for a customer see that customer's; anyone else
 * sees their own.
 */
export function getIncomingOrderAttributes(
  db: Db,
  scope: Scope | null,
  query: ParsedBy<typeof getIncomingOrderAttributesSchemas>['query'],
  language: Language,
) {
  const forCustomer = query.customerId && scope && isStaff(scope) ? { customerId: query.customerId } : scope;
  return incomingOrderAttributes(db, forCustomer, language);
}
