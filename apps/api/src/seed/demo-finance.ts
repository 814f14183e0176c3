import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  applyCredit,
  billToFor,
  centsText,
  issueCredit,
  postInvoice,
  postPayment,
  refundCredit,
  releasePayment,
  reservePayment,
  toCents,
  voidInvoice,
  type Actor,
  type InvoiceRow,
  type NewInvoiceLine,
} from '../modules/finance/public';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import * as t from '../db/schema/index';

/** The demo customers that get a year of receivables. */
const DEMO_FINANCE_ACCOUNTS = ['C1001', 'C1002', 'C1003'];
const DAY = 86_400_000;

/**
 * A year of receivables per demo customer, posted through the ledger itself (so balances are derived exactly as in
 * use): monthly invoices with lines from the customer's sales orders, payments in full, in part and over several
 * invoices, a card payment that was declined, credit memos (one applied), an overpayment that became a prepayment
 * and part of it refunded, a void invoice, and open, partly paid and overdue ones. Dates are relative to `now`.
 * Runs once: a second run finds its payments and changes nothing.
 */
export async function seedFinance(db: Db, now = new Date()): Promise<void> {
  const [done] = await db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(like(t.payments.idempotencyKey, 'demo-%'))
    .limit(1);
  if (done) return;
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const [staff] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'admin@demo.test'));
  const actor: Actor = { userId: staff?.id ?? null, impersonatorId: null };
  const customers = await db
    .select()
    .from(t.customers)
    .where(inArray(t.customers.accountNumber, DEMO_FINANCE_ACCOUNTS))
    .orderBy(t.customers.accountNumber);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.customerFinancialSettings)
      .values(
        customers.map((c, i) => ({
          customerId: c.id,
          paymentTermsCode: ['NET30', 'NET15', 'NET45'][i % 3]!,
          termsDays: [30, 15, 45][i % 3]!,
        })),
      )
      .onConflictDoNothing();
    for (const [n, customer] of customers.entries()) {
      const lines = await orderLinesOf(tx, customer.id);
      const billTo = await billToFor(tx, customer.id);
      const terms = [30, 15, 45][n % 3]!;
      // Twelve monthly invoices, the oldest first; two lines each, taken in turn from the customer's sales orders.
      const invoices: InvoiceRow[] = [];
      for (let month = 12; month >= 0; month--) {
        const daysAgo = month * 30 + 3 + n;
        const invoiceLines = [lines[(month * 2) % lines.length]!, lines[(month * 2 + 1) % lines.length]!];
        invoices.push(
          await postInvoice(tx, actor, {
            customerId: customer.id,
            currencyCode: customer.currencyCode,
            invoiceDate: day(daysAgo),
            dueDate: day(daysAgo - terms),
            lines: invoiceLines,
            shippingPrice: '15.00',
            poNumber: `PO-${7100 + month * 10 + n}`,
            billTo,
            createdAt: at(daysAgo),
          }),
        );
      }
      // And one from yesterday, already paid in part (partly paid, not yet due).
      invoices.push(
        await postInvoice(tx, actor, {
          customerId: customer.id,
          currencyCode: customer.currencyCode,
          invoiceDate: day(1),
          dueDate: day(1 - terms),
          lines: [lines[n % lines.length]!],
          poNumber: `PO-${7300 + n}`,
          billTo,
          createdAt: at(1),
        }),
      );
      const pay = async (
        key: string,
        daysAgo: number,
        allocations: { invoiceId: number; amount: string }[],
        extra = '0.00',
        processor: 'SQUARE' | 'CHECK' | 'WIRE' = 'CHECK',
      ) => {
        const amount = centsText(toCents(extra) + allocations.reduce((s, a) => s + toCents(a.amount), 0n));
        return postPayment(tx, actor, {
          customerId: customer.id,
          amount,
          currencyCode: customer.currencyCode,
          processor,
          idempotencyKey: `demo-${customer.accountNumber}-${key}`,
          allocations,
          confirmPrepayment: toCents(extra) > 0n,
          cardLabel: processor === 'SQUARE' ? 'Visa •••• 1111' : null,
          reference: processor === 'CHECK' ? `Check ${4400 + daysAgo}` : null,
          paymentDate: at(daysAgo),
        });
      };
      const full = (i: number) => ({ invoiceId: invoices[i]!.id, amount: invoices[i]!.amount });
      const part = (i: number, share: bigint) => ({
        invoiceId: invoices[i]!.id,
        amount: centsText((toCents(invoices[i]!.amount) * share) / 100n),
      });
      // Months 12–7: paid; two of them by one payment covering both.
      await pay('m12', 355, [full(0)]);
      await pay('m11-10', 300, [full(1), full(2)], '0.00', 'WIRE');
      await pay('m9', 260, [full(3)], '0.00', 'SQUARE');
      await pay('m8', 230, [full(4)]);
      await pay('m7', 200, [full(5)], '0.00', 'SQUARE');
      // Month 6: paid in part; month 5: a credit memo covers part of it, the rest is still due.
      await pay('m6', 160, [part(6, 60n)]);
      const memo = await issueCredit(tx, actor, {
        customerId: customer.id,
        kind: 'credit_memo',
        amount: toCents(invoices[7]!.amount) / 4n,
        currencyCode: customer.currencyCode,
        creditDate: day(140),
        reason: 'Stones returned: two melee diamonds did not match the sample.',
        sourceInvoiceId: invoices[7]!.id,
        createdAt: at(140),
      });
      await applyCredit(tx, actor, {
        creditId: memo.id,
        invoiceId: invoices[7]!.id,
        amount: toCents(memo.amount),
        at: at(139),
      });
      // Month 4: void (ordered twice by mistake).
      await voidInvoice(tx, actor, invoices[8]!.id);
      // Month 3: paid with more than was due; the rest became a prepayment, part of it refunded.
      await pay('m3', 80, [full(9)], '250.00', 'SQUARE');
      const [prepayment] = await tx
        .select()
        .from(t.customerCredits)
        .where(and(eq(t.customerCredits.customerId, customer.id), eq(t.customerCredits.kind, 'prepayment')));
      if (n === 0)
        await refundCredit(tx, actor, {
          creditId: prepayment!.id,
          amount: 5000n,
          reason: 'Refund requested by phone',
        });
      // Month 2: a declined card payment, then half paid by check. Months 1 and 0: open (month 1 overdue).
      const declined = await reservePayment(tx, actor, {
        customerId: customer.id,
        amount: invoices[10]!.amount,
        currencyCode: customer.currencyCode,
        processor: 'SQUARE',
        idempotencyKey: `demo-${customer.accountNumber}-declined`,
        allocations: [full(10)],
        cardLabel: 'Mastercard •••• 4444',
        paymentDate: at(45),
      });
      await releasePayment(tx, declined.id, { code: 'GENERIC_DECLINE', message: 'The card was declined.' });
      await pay('m2', 40, [part(10, 50n)]);
      await pay('yesterday', 0, [part(13, 40n)], '0.00', 'SQUARE');
      // An unused credit memo for the goodwill screen.
      await issueCredit(tx, actor, {
        customerId: customer.id,
        kind: 'credit_memo',
        amount: 7500n,
        currencyCode: customer.currencyCode,
        creditDate: day(20),
        reason: 'Goodwill: late delivery of the spring collection.',
        createdAt: at(20),
      });
    }
  });
}

/** The lines of the customer's sales orders (any order when it has none), as invoice lines. */
async function orderLinesOf(db: Db, customerId: number): Promise<NewInvoiceLine[]> {
  const rows = await queryRows<{
    code: string;
    name: string;
    metal: string | null;
    quantity: number;
    price: string;
  }>(
    db,
    sql`select i.code, i.name, i.metal_name as metal, i.quantity, i.unit_price::text as price
      from order_items i join orders o on o.id = i.order_id
      where o.customer_id = ${customerId} and i.unit_price > 0
      order by (o.kind = 'SO') desc, o.order_date, i.rank limit 40`,
  );
  if (rows.length === 0)
    return [
      { code: 'SVC-POLISH', description: 'Polishing and cleaning', quantity: '3', unitPrice: '18.00' },
      { code: 'SVC-RESIZE', description: 'Ring resizing', quantity: '2', unitPrice: '28.00' },
    ];
  return rows.map((r) => ({
    code: r.code,
    description: r.metal ? `${r.name} (${r.metal})` : r.name,
    quantity: String(r.quantity),
    unitPrice: r.price,
  }));
}
