import type { Memo, MemoItemStatus } from '@portal/shared/memo/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { invoices } from '../finance/tables';
import { centsText, moneyNumber, toCents } from '../finance/public';
import { memoItems, memoReturns, memos } from './tables';

export type MemoRow = typeof memos.$inferSelect;
export type MemoItemRow = typeof memoItems.$inferSelect;

/** A memo the caller may see: a portal user's own customer's; another customer's is a 404, never a 403. */
export async function loadVisibleMemo(db: Db, scope: Scope, memoId: number): Promise<MemoRow> {
  const [memo] = await db.select().from(memos).where(eq(memos.id, memoId));
  if (!memo) throw notFound('The memo');
  assertCustomerAccess(scope, memo.customerId, 'The memo');
  return memo;
}

/** Days from the due date to `today`, never below zero. */
export const daysOverdue = (dueDate: string, today: string) =>
  Math.max(
    0,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000),
  );

/** The memos of `memoRows` as the list answers them, with their pieces, invoices and returns. */
export async function memoAnswers(db: Db, memoRows: readonly MemoRow[], today: string): Promise<Memo[]> {
  if (memoRows.length === 0) return [];
  const ids = memoRows.map((m) => m.id);
  const [itemRows, customerRows] = await Promise.all([
    db
      .select({
        item: memoItems,
        invoiceNumber: invoices.code,
        returnNumber: memoReturns.code,
      })
      .from(memoItems)
      .leftJoin(invoices, eq(invoices.id, memoItems.invoiceId))
      .leftJoin(memoReturns, eq(memoReturns.id, memoItems.returnId))
      .where(inArray(memoItems.memoId, ids))
      .orderBy(asc(memoItems.memoId), asc(memoItems.rank)),
    db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(inArray(customers.id, [...new Set(memoRows.map((m) => m.customerId))])),
  ]);
  const names = new Map(customerRows.map((c) => [c.id, c.name]));
  return memoRows.map((memo) => {
    const items = itemRows.filter((r) => r.item.memoId === memo.id);
    const out = items.filter((r) => r.item.status === 'out');
    const outCents = out.reduce((sum, r) => sum + toCents(r.item.unitPrice) * BigInt(r.item.quantity), 0n);
    return {
      id: memo.id,
      number: memo.code,
      customerId: memo.customerId,
      customerName: names.get(memo.customerId) ?? '',
      sentOn: memo.sentOn,
      dueDate: memo.dueDate,
      daysOverdue: out.length > 0 ? daysOverdue(memo.dueDate, today) : 0,
      note: memo.note,
      currencyCode: memo.currencyCode,
      outValue: moneyNumber(centsText(outCents)),
      items: items.map(({ item, invoiceNumber, returnNumber }) => ({
        id: item.id,
        styleCode: item.styleCode,
        description: item.description,
        quantity: item.quantity,
        unitPrice: moneyNumber(item.unitPrice),
        status: item.status as MemoItemStatus,
        invoiceId: item.invoiceId,
        invoiceNumber,
        returnId: item.returnId,
        returnNumber,
      })),
    };
  });
}

/**
 * Locks pieces of one memo (FOR UPDATE, in id order, as every writer of memo items does, so two never wait on each
 * other crosswise) and answers those still out. A keep and the automatic invoicing both take their pieces here: the
 * second to come waits for the first and then finds the piece no longer out.
 */
export async function lockOutItems(
  tx: Db,
  memoId: number,
  itemIds?: readonly number[],
): Promise<MemoItemRow[]> {
  return tx
    .select()
    .from(memoItems)
    .where(
      and(
        eq(memoItems.memoId, memoId),
        eq(memoItems.status, 'out'),
        itemIds ? inArray(memoItems.id, [...itemIds]) : undefined,
      ),
    )
    .orderBy(asc(memoItems.id))
    .for('update');
}

/** The ids of `itemIds` that are pieces of the memo (whatever their status). */
export async function piecesOfMemo(db: Db, memoId: number, itemIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: memoItems.id })
    .from(memoItems)
    .where(and(eq(memoItems.memoId, memoId), inArray(memoItems.id, [...itemIds])));
  return new Set(rows.map((r) => r.id));
}
