import type { ParsedBy } from '@portal/shared/platform/contract';
import type { getCustomerFinancialSettingSchemas } from '@portal/shared/finance/get-customer-financial-setting';
import type { CustomerFinancialSetting } from '@portal/shared/finance/get-customer-financial-setting';
import type { Language } from '@portal/shared/platform/language';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { micros, toNumber } from '@portal/shared/platform/decimal';
import { creditExposure, tradeTermsOf } from '../trade-credit/public';
import { customerFinancialSettings } from './tables';
import { invalid, notFound } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { isStaff, type Scope } from '../../platform/scope';
import { moneyNumber } from './money';

/** Payment terms a customer can have, named in English (French in `locales/fr.json`); without a row, Net 30. */
export const PAYMENT_TERMS = {
  DUE_ON_RECEIPT: { days: 0, name: 'Due on receipt' },
  NET15: { days: 15, name: 'Net 15' },
  NET30: { days: 30, name: 'Net 30' },
  NET45: { days: 45, name: 'Net 45' },
  NET60: { days: 60, name: 'Net 60' },
} as const;
export type PaymentTermsCode = keyof typeof PAYMENT_TERMS;
const DEFAULT_TERMS: PaymentTermsCode = 'NET30';

export async function termsOf(db: Db, customerId: number): Promise<{ code: string; days: number }> {
  const [row] = await db
    .select()
    .from(customerFinancialSettings)
    .where(eq(customerFinancialSettings.customerId, customerId));
  return row ? { code: row.paymentTermsCode, days: row.termsDays } : { code: DEFAULT_TERMS, days: 30 };
}

/**
 * GET /customerfinancialsetting: a portal user's active customer, or the customer staff ask for. Credit limit and
 * credit hold are the customer's own columns, the trade terms (grace, PO, late charge) trade credit's; a submission
 * is held by them (modules/trade-credit/credit-hold.ts).
 */
export async function getCustomerFinancialSetting(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getCustomerFinancialSettingSchemas>['query'],
  language: Language,
  today: string,
): Promise<CustomerFinancialSetting> {
  const customerId = isStaff(scope) ? (query.customerId ?? scope.customerId) : scope.customerId;
  if (!customerId) throw invalid('customerId', 'Choose a customer');
  if (!isStaff(scope) && query.customerId && query.customerId !== scope.customerId)
    throw notFound('The customer');
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('The customer');
  const terms = await termsOf(db, customerId);
  const known = PAYMENT_TERMS[terms.code as PaymentTermsCode];
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(balance), 0) from invoices where customer_id = ${customerId} and balance > 0)::text as open,
      (select coalesce(sum(balance), 0) from invoices
        where customer_id = ${customerId} and balance > 0 and due_date < ${today}::date)::text as overdue,
      (select coalesce(sum(balance), 0) from customer_credits where customer_id = ${customerId} and balance > 0)::text
        as credits`)) as unknown as { rows: { open: string; overdue: string; credits: string }[] };
  const sums = result.rows[0]!;
  // Submitted orders not yet invoiced use credit too: the same exposure a submission is held against.
  const available = micros(customer.creditLimit) - (await creditExposure(db, customerId));
  const trade = await tradeTermsOf(db, customerId);
  return {
    customerId,
    customerName: customer.name,
    accountNumber: customer.accountNumber,
    currencyCode: customer.currencyCode,
    paymentTerms: {
      code: terms.code,
      name: known ? translateMessage(language, known.name) : terms.code,
      days: terms.days,
    },
    creditLimit: moneyNumber(customer.creditLimit),
    isOnCreditHold: customer.isOnCreditHold,
    graceDays: trade.graceDays,
    poRequired: trade.poRequired,
    lateChargePercent: Number(trade.lateChargePercent),
    openBalance: moneyNumber(sums.open),
    overdueBalance: moneyNumber(sums.overdue),
    unappliedCredits: moneyNumber(sums.credits),
    availableCredit: toNumber(available > 0n ? available : 0n),
  };
}
