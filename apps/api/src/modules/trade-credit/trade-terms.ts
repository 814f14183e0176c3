// Staff set a customer's trade terms: its credit limit (a customer column, written through the customers module) and
// the grace period, PO rule and late charge kept here.
import type { saveTradeTermsSchemas } from '@portal/shared/trade-credit/save-trade-terms';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { setCreditLimit } from '../customers/public';
import { customers } from '../customers/tables';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { tradeTermsOf } from './credit-hold';
import { customerTradeTerms } from './tables';

/** POST /customers/{id}/trade-terms: every term together, audited with what it was. */
export async function saveTradeTerms(
  db: Db,
  scope: Scope,
  customerId: number,
  input: ParsedBy<typeof saveTradeTermsSchemas>['body'],
) {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ creditLimit: customers.creditLimit })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) throw notFound('The customer');
    const before = { creditLimit: customer.creditLimit, ...(await tradeTermsOf(tx, customerId)) };
    await setCreditLimit(tx, customerId, input.creditLimit);
    const terms = {
      graceDays: input.graceDays,
      poRequired: input.poRequired,
      lateChargePercent: input.lateChargePercent,
      updatedByUserId: scope.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(customerTradeTerms)
      .values({ customerId, ...terms })
      .onConflictDoUpdate({ target: customerTradeTerms.customerId, set: terms });
    await recordAudit(tx, scope, {
      action: 'customer.trade-terms',
      entityType: 'customer',
      entityId: customerId,
      details: { before, after: input },
    });
    return {
      customerId,
      creditLimit: Number(input.creditLimit),
      graceDays: input.graceDays,
      poRequired: input.poRequired,
      lateChargePercent: Number(input.lateChargePercent),
    };
  });
}
