// A submission's rush tier (flows/submit-order.ts): the tier booked and its fee charged on the order.
import type { SubmittedOrderKind } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import { RUSH_FEE_CHARGE, rushFeeLineName, withRushFee } from '@portal/shared/production/rush-rules';
import type { Db } from '../../db/client';
import { goodsOf, recordJobPromise, rushChoiceFor, type RushChoice } from '../../modules/production/public';
import { invalid } from '../../platform/errors';
import type { SubmitOrderRequest } from './checks';

type TotalsOf = Parameters<typeof withRushFee>[0];

/**
 * The tier the customer chose, booked on its day, and the cart's totals with its fee: the fee, a percent of the goods
 * after discount, is a line of the order, in its subtotal and taxed with the goods (docs/decisions.md "The rush fee is
 * an order line").
 */
export async function rushOfSubmission<T extends TotalsOf>(
  tx: Db,
  input: SubmitOrderRequest,
  view: T,
  today: string,
): Promise<{ rush: RushChoice | null; view: T & { rushFee: number } }> {
  if (!input.rushTierId) {
    if (input.neededBy) throw invalid('rushTierId', 'Choose a rush tier for the needed-by date');
    return { rush: null, view: { ...view, rushFee: 0 } };
  }
  const rush = await rushChoiceFor(
    tx,
    { tierId: input.rushTierId, neededBy: input.neededBy ?? null, goods: goodsOf(view) },
    today,
  );
  return { rush, view: withRushFee(view, rush.fee) };
}

/** The order's rush fee line, named in the language of the order ("Rush fee — Express +30 %"). */
export function rushFeeLine(rush: RushChoice | null, language: Language) {
  if (!rush || rush.fee <= 0) return null;
  const tierName = language === 'fr' ? rush.tierNameFr : rush.tierName;
  return {
    charge: RUSH_FEE_CHARGE,
    code: 'RUSH',
    name: rushFeeLineName(language, tierName, rush.feePercent),
    quantity: 1,
    price: rush.fee,
    lineTotal: rush.fee,
  };
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
