import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billToFor, postInvoice, termsOf, type Actor, type InvoiceRow } from '../finance/public';
import type { MemoItemRow, MemoRow } from './memo-records';
import { memoItems } from './tables';

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Invoices pieces of a memo, locked and still out (memo-records `lockOutItems`), in the caller's transaction: one
 * invoice at the memo's prices, due by the customer's terms, and the pieces marked `kept` (the customer's choice) or
 * `invoiced` (the due date passed) with the invoice.
 */
export async function invoiceMemoItems(
  tx: Db,
  actor: Actor,
  memo: MemoRow,
  items: readonly MemoItemRow[],
  outcome: 'kept' | 'invoiced',
  today: string,
  decidedAt: Date,
): Promise<InvoiceRow> {
  const terms = await termsOf(tx, memo.customerId);
  const invoice = await postInvoice(tx, actor, {
    customerId: memo.customerId,
    currencyCode: memo.currencyCode,
    invoiceDate: today,
    dueDate: addDays(today, terms.days),
    lines: items.map((item) => ({
      code: item.styleCode,
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: item.unitPrice,
    })),
    notes: memo.code,
    billTo: await billToFor(tx, memo.customerId),
  });
  await tx
    .update(memoItems)
    .set({ status: outcome, invoiceId: invoice.id, decidedAt })
    .where(
      inArray(
        memoItems.id,
        items.map((i) => i.id),
      ),
    );
  return invoice;
}
