// The ledger's own check: the cached balances against the sums of the entries (docs/payments.md §5).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { toCents, type Cents } from '../money';
import { ledgerEntries } from '../tables';

/** The balances as the ledger derives them (Σ of the entries), for checks against the cached columns. */
export async function derivedInvoiceBalance(db: Db, invoiceId: number): Promise<Cents> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.invoiceChange}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.invoiceId, invoiceId));
  return toCents(row!.total);
}

/** Invoices and credits whose cached balance is not the derivation (an empty answer is the healthy one). */
export async function ledgerDrift(
  db: Db,
): Promise<{ kind: string; id: number; cached: string; derived: string }[]> {
  const result = (await db.execute(sql`
    select 'invoice' as kind, i.id::int as id, i.balance::text as cached,
      coalesce(sum(e.invoice_change), 0)::text as derived
    from invoices i left join ledger_entries e on e.invoice_id = i.id
    group by i.id having i.balance <> coalesce(sum(e.invoice_change), 0)
    union all
    select 'credit', c.id::int, c.balance::text, coalesce(sum(e.credit_change), 0)::text
    from customer_credits c left join ledger_entries e on e.credit_id = c.id
    group by c.id having c.balance <> coalesce(sum(e.credit_change), 0)`)) as unknown as {
    rows: { kind: string; id: number; cached: string; derived: string }[];
  };
  return result.rows;
}
