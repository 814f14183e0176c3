// Sales tax (spec §5): the rate a cart's customer pays at its address, and POST /shoppingCart/get-sales-tax.
import type { getSalesTaxSchemas } from '@portal/shared/cart/get-sales-tax';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invalid } from '../../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { states } from '../../reference/tables';
import { adminSettings } from '../../settings/tables';
import { salesTaxRates } from '../tables';

/** spec §5: tax applies only when enabled; the rate is the shipping state's (else the billing state's); exempt customers pay none. */
export async function salesTaxFor(
  db: Db,
  input: { customerId: number | null; billingStateId: number | null; shippingStateId: number | null },
) {
  const [setting] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.code, 'SALES_TAX_ENABLED'));
  const [customer] = input.customerId
    ? await db
        .select({ isTaxExempt: customers.isTaxExempt, taxId: customers.taxId })
        .from(customers)
        .where(eq(customers.id, input.customerId))
    : [];
  const isTaxExempt = customer?.isTaxExempt === true;
  const stateId = input.shippingStateId ?? input.billingStateId;
  let percent = '0';
  if (stateId) {
    const [state] = await db
      .select({ countryId: states.countryId })
      .from(states)
      .where(eq(states.id, stateId));
    if (!state)
      throw invalid(
        input.shippingStateId ? 'shippingStateId' : 'billingStateId',
        'This state does not exist',
      );
    const rates = await db
      .select()
      .from(salesTaxRates)
      .where(and(eq(salesTaxRates.countryId, state.countryId)));
    percent =
      (rates.find((r) => r.stateId === stateId) ?? rates.find((r) => r.stateId === null))?.percent ?? '0';
  }
  return { enabled: setting?.value === 'true' && !isTaxExempt, percent: Number(percent), isTaxExempt };
}

/** POST /shoppingCart/get-sales-tax: the caller's customer, or one the caller may see (staff name it). */
export function getSalesTax(db: Db, scope: Scope, input: ParsedBy<typeof getSalesTaxSchemas>['body']) {
  const customerId = input.customerId ?? scope.customerId;
  if (customerId) assertCustomerAccess(scope, customerId, 'The customer');
  return salesTaxFor(db, {
    customerId: customerId ?? null,
    billingStateId: input.billingStateId ?? null,
    shippingStateId: input.shippingStateId ?? null,
  });
}
