import type { AgingAmounts } from '@portal/shared/finance/statement-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { moneyNumber } from '../money';

/**
 * The five aging sums of open amounts by days past due, as SQL select fields: the report of today and a statement's
 * aging at its month's end bucket the same way. `daysPastDue` ≤ 0 is current (not yet due).
 */
export function agingSums(amount: SQL, daysPastDue: SQL) {
  // Named, so that a query can read them from a subquery of this select.
  const bucket = (condition: SQL, name: string) =>
    sql<string>`coalesce(sum(case when ${condition} then ${amount} else 0 end), 0)::text`.as(name);
  return {
    current: bucket(sql`${daysPastDue} <= 0`, 'current'),
    days1to30: bucket(sql`${daysPastDue} between 1 and 30`, 'days_1_to_30'),
    days31to60: bucket(sql`${daysPastDue} between 31 and 60`, 'days_31_to_60'),
    days61to90: bucket(sql`${daysPastDue} between 61 and 90`, 'days_61_to_90'),
    over90: bucket(sql`${daysPastDue} > 90`, 'over_90'),
    total: sql<string>`coalesce(sum(${amount}), 0)::text`.as('total'),
  };
}

export type AgingText = Record<keyof AgingAmounts, string>;

/** Sums read as text (numeric(14,2), exact) become the wire's numbers. */
export const agingNumbers = (row: AgingText): AgingAmounts => ({
  current: moneyNumber(row.current),
  days1to30: moneyNumber(row.days1to30),
  days31to60: moneyNumber(row.days31to60),
  days61to90: moneyNumber(row.days61to90),
  over90: moneyNumber(row.over90),
  total: moneyNumber(row.total),
});
