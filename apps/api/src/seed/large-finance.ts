import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * `npm run seed -- --orders N` also grows the receivables to N generated invoices (INV-B<n>) and N payments (PAY-B<n>)
 * for the benchmark, in set-based SQL that writes what the ledger would: each invoice with one line and its
 * INVOICE_POSTED entry and one payment, in turn: paid in full, paid half, a 1.00 deposit, a declined card (a failed
 * payment; the invoice stays open), a failed payment of an invoice then voided. Over the active customers, over two years. Adds only what is missing.
 */
export async function seedLargeFinance(db: Db, total: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invoices where code like 'INV-B%'`,
  );
  const have = existing?.n ?? 0;
  if (have >= total) return 0;
  // The finance list counts take an advisory lock per customer a statement touches (migration 0022): one transaction
  // over 10,000 customers would take more locks than PostgreSQL's lock table holds (64 per connection by default).
  for (let from = have + 1; from <= total; from += CHUNK) {
    await addInvoices(db, from, Math.min(total, from + CHUNK - 1), total);
  }
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze payments`);
  return total - have;
}

const CHUNK = 2_000;

/** Invoices INV-B<from> … INV-B<to> with their lines, ledger entries and payments, dated over two years of `total`. */
async function addInvoices(db: Db, from: number, to: number, total: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_customers on commit drop as
      select row_number() over (order by id) - 1 as rn, id, currency_code from customers where is_active`);
    await tx.execute(sql`
      create temporary table bench_invoices on commit drop as
      select g, c.id as customer_id, c.currency_code, g % 5 as fate,
        (current_date - ((${total}::int - g) * 730 / ${total}::int))::date as invoice_date,
        (25 + (g * 7919 % 500000) / 100.0)::numeric(14,2) as amount
      from generate_series(${from}::int, ${to}::int) g
      join bench_customers c on c.rn = g % (select count(*) from bench_customers)`);
    // fate 0: paid, 1: half paid, 2: a deposit paid, 3: declined card (still open), 4: void.
    await tx.execute(sql`
      insert into invoices (code, customer_id, status_id, invoice_date, due_date, amount, sub_total, balance, currency_code,
        po_number, created_at)
      select 'INV-B' || b.g, b.customer_id,
        (select id from entity_statuses where kind = 'INVOICE' and code =
          case b.fate when 0 then 'PAID' when 3 then 'OPEN' when 4 then 'VOID' else 'PARTIALLY_PAID' end),
        b.invoice_date, b.invoice_date + 30, b.amount, b.amount,
        case b.fate when 0 then 0 when 1 then b.amount - round(b.amount / 2, 2) when 2 then b.amount - 1
          when 4 then 0 else b.amount end,
        b.currency_code, 'PO-B' || b.g, b.invoice_date
      from bench_invoices b`);
    await tx.execute(sql`
      create temporary table bench_ids on commit drop as
      select b.*, i.id as invoice_id, round(b.amount / 2, 2) as half
      from bench_invoices b join invoices i on i.code = 'INV-B' || b.g`);
    await tx.execute(sql`
      insert into invoice_lines (invoice_id, rank, code, description, quantity, unit_price, line_total)
      select invoice_id, 0, 'SVC-BENCH', 'Bench work ' || g, 1, amount, amount from bench_ids`);
    await tx.execute(sql`
      insert into ledger_entries (customer_id, kind, amount, invoice_id, invoice_change, posted_at)
      select customer_id, 'INVOICE_POSTED', amount, invoice_id, amount, invoice_date from bench_ids`);
    await tx.execute(sql`
      insert into ledger_entries (customer_id, kind, amount, invoice_id, invoice_change, posted_at)
      select customer_id, 'INVOICE_VOIDED', amount, invoice_id, -amount, invoice_date + 1 from bench_ids where fate = 4`);
    await tx.execute(sql`
      insert into payments (code, customer_id, amount, currency_code, processor, status, idempotency_key, card_label,
        failure_code, failure_message, payment_date, settled_at, created_at)
      select 'PAY-B' || g, customer_id, case fate when 1 then half when 2 then 1.00 else amount end, currency_code,
        case when g % 2 = 0 then 'SQUARE' else 'CHECK' end,
        case when fate in (3, 4) then 'failed' else 'succeeded' end, 'bench-' || g,
        case when g % 2 = 0 then 'Visa •••• 1111' end,
        case when fate in (3, 4) then 'GENERIC_DECLINE' end, case when fate in (3, 4) then 'The card was declined.' end,
        invoice_date + 5, case when fate not in (3, 4) then invoice_date + 5 end, invoice_date + 5
      from bench_ids`);
    await tx.execute(sql`
      insert into payment_allocations (payment_id, invoice_id, amount)
      select p.id, b.invoice_id, p.amount from bench_ids b join payments p on p.code = 'PAY-B' || b.g`);
    await tx.execute(sql`
      insert into ledger_entries (customer_id, kind, amount, invoice_id, invoice_change, payment_id, allocation_id, posted_at)
      select p.customer_id, 'PAYMENT_ALLOCATED', a.amount, a.invoice_id, -a.amount, p.id, a.id, p.payment_date
      from payments p join payment_allocations a on a.payment_id = p.id
      where p.code like 'PAY-B%' and p.status = 'succeeded'
        and not exists (select 1 from ledger_entries e where e.allocation_id = a.id)`);
  });
}
