// A submission's rush tier (flows/submit-order.ts): the tier booked and its fee charged on the order.
import type { SubmittedOrderKind } from '@portal/shared';
import { micros, toNumber } from '@portal/shared/platform/decimal';
import type { Db } from '../../db/client';
import { goodsOf, recordJobPromise, rushChoiceFor, type RushChoice } from '../../modules/production/public';
import { invalid } from '../../platform/errors';
import type { SubmitOrderRequest } from './checks';

/**
 * The tier the customer chose, booked on its day, and the cart's totals with its fee: the fee is a charge after tax on
 * the goods after discount (docs/decisions.md "Rush tiers are the estimate's priorities").
 */
export async function rushOfSubmission<
  T extends { subTotal: number; discountValue: number; grandTotal: number },
>(tx: Db, input: SubmitOrderRequest, view: T, today: string): Promise<{ rush: RushChoice | null; view: T }> {
  if (!input.rushTierId) {
    if (input.neededBy) throw invalid('rushTierId', 'Choose a rush tier for the needed-by date');
    return { rush: null, view };
  }
  const rush = await rushChoiceFor(
    tx,
    { tierId: input.rushTierId, neededBy: input.neededBy ?? null, goods: goodsOf(view) },
    today,
  );
  return { rush, view: { ...view, grandTotal: toNumber(micros(view.grandTotal) + micros(rush.fee)) } };
}

/** Only a job order is made to a date: a sales order or a price quote takes no rush tier. */
export function checkRushKind(rush: RushChoice | null, kind: SubmittedOrderKind) {
  if (rush && kind !== 'JO')
    throw invalid(
      'rushTierId',
      'A rush tier applies to pieces made to order only: remove it to place this order',
    );
}

/** The job order keeps its tier, days and fee. */
export async function keepRush(tx: Db, orderId: number, rush: RushChoice | null) {
  if (rush) await recordJobPromise(tx, orderId, rush);
}
