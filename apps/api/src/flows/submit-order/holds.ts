// The trade rules of a submission (flows/submit-order.ts): a PO number where the customer's terms require one, and
// whether the order goes through or waits (a buyer's limit first, then the customer's credit).
import type { SubmittedOrderKind } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import type { Db } from '../../db/client';
import type { CartRow } from '../../modules/cart/public';
import { micros } from '@portal/shared/platform/decimal';
import {
  creditHoldFor,
  purchaseApprovalFor,
  tradeTermsOf,
  type Hold,
} from '../../modules/trade-credit/public';
import { invalid } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import type { Scope } from '../../platform/scope';
import { jobInsertError, type SubmitOrderRequest } from './checks';

/** The PO number the order will carry: required when the customer's terms say so. */
export async function checkPoNumber(tx: Db, customerId: number, input: SubmitOrderRequest, cart: CartRow) {
  const { poRequired } = await tradeTermsOf(tx, customerId);
  const poNumber = (input.pONumber ?? cart.poNumber ?? '').trim();
  if (poRequired && poNumber === '')
    throw invalid('pONumber', 'Your account requires a PO number: enter it to place this order.');
}

/**
 * Whether the order waits, and why. A quote commits nothing and never waits. An order paid by card at checkout uses no
 * credit, so only the buyer's limit applies to it, and it cannot wait with a payment taken: it is refused instead.
 */
export async function holdOf(
  tx: Db,
  scope: Scope,
  order: { customerId: number; kind: SubmittedOrderKind; grandTotal: number },
  paidNow: boolean,
  language: Language,
  today: string,
): Promise<Hold | null> {
  if (order.kind === 'PQ') return null;
  const total = micros(order.grandTotal.toFixed(2));
  const approval = await purchaseApprovalFor(tx, scope, order.customerId, total);
  if (approval && paidNow)
    throw jobInsertError(
      translateMessage(
        language,
        'This order is above your order limit: place it without paying so that your administrator can approve it.',
      ),
    );
  if (approval) return approval;
  return paidNow ? null : creditHoldFor(tx, order.customerId, total, today);
}
