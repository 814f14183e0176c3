import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { actorOf, moneyNumber } from '../finance/public';
import { nextNumber } from '../orders/public';
import { invoiceMemoItems } from './memo-invoicing';
import { loadVisibleMemo, lockOutItems, piecesOfMemo, type MemoItemRow, type MemoRow } from './memo-records';
import { memoItems, memoReturns } from './tables';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/**
 * Takes the pieces a customer decides on, in the caller's transaction: each must be a piece of this memo (400
 * otherwise) and still out (409 otherwise: returned, kept, or invoiced when its due date passed).
 */
async function takeOutPieces(tx: Db, memo: MemoRow, itemIds: readonly number[]): Promise<MemoItemRow[]> {
  const wanted = [...new Set(itemIds)];
  const onMemo = await piecesOfMemo(tx, memo.id, wanted);
  if (onMemo.size !== wanted.length) throw invalid('itemIds', 'A piece chosen is not on this memo');
  const out = await lockOutItems(tx, memo.id, wanted);
  if (out.length !== wanted.length)
    throw conflict('A piece chosen is no longer out: it was returned, kept or invoiced already');
  return out;
}

/** POST /memos/{id}/return: a return authorisation for the pieces, whose label the customer prints. */
export async function returnMemoItems(services: Services, scope: Scope, memoId: number, itemIds: number[]) {
  const memo = await loadVisibleMemo(services.db, scope, memoId);
  return services.db.transaction(async (tx) => {
    const pieces = await takeOutPieces(tx, memo, itemIds);
    const number = await nextNumber(tx, 'MEMORA', 7001);
    const [authorisation] = await tx
      .insert(memoReturns)
      .values({ code: `RA-${number}`, memoId: memo.id, createdByUserId: scope.userId })
      .returning();
    const ids = pieces.map((p) => p.id);
    await tx
      .update(memoItems)
      .set({ status: 'returned', returnId: authorisation!.id, decidedAt: services.now() })
      .where(inArray(memoItems.id, ids));
    await recordAudit(tx, scope, {
      action: 'MEMO_RETURN',
      entityType: 'memo',
      entityId: memo.id,
      details: { returnNumber: authorisation!.code, itemIds: ids },
    });
    return { id: authorisation!.id, number: authorisation!.code, memoId: memo.id, itemIds: ids };
  });
}

/** POST /memos/{id}/keep: the pieces are invoiced at the memo's prices, once. */
export async function keepMemoItems(services: Services, scope: Scope, memoId: number, itemIds: number[]) {
  const memo = await loadVisibleMemo(services.db, scope, memoId);
  return services.db.transaction(async (tx) => {
    const pieces = await takeOutPieces(tx, memo, itemIds);
    const invoice = await invoiceMemoItems(
      tx,
      actorOf(scope),
      memo,
      pieces,
      'kept',
      today(services),
      services.now(),
    );
    await recordAudit(tx, scope, {
      action: 'MEMO_KEEP',
      entityType: 'memo',
      entityId: memo.id,
      details: { invoiceNumber: invoice.code, itemIds: pieces.map((p) => p.id) },
    });
    return {
      invoiceId: invoice.id,
      invoiceNumber: invoice.code,
      itemIds: pieces.map((p) => p.id),
      amount: moneyNumber(invoice.amount),
    };
  });
}
