import type { SubmittedOrderKind } from '@portal/shared';
import { ORDER_SETTING, ORDER_SETTINGS_GROUP } from '@portal/shared/settings/setting-rules';
import type { Db } from '../../db/client';
import { settingValues } from './settings-service';

/** The order settings (configuration screen, tab "order settings"): what a submitted cart becomes. */
export interface OrderSubmissionRules {
  madeToOrder: SubmittedOrderKind;
  stockOnly: SubmittedOrderKind;
  /** 0: never. */
  quoteAbove: number;
  honourQuoteFirst: boolean;
}

/** The rules the portal used before they were stored (docs/decisions.md "what a submitted cart becomes"). */
export const DEFAULT_ORDER_RULES: OrderSubmissionRules = {
  madeToOrder: 'JO',
  stockOnly: 'SO',
  quoteAbove: 0,
  honourQuoteFirst: true,
};

const kindOf = (value: string | null | undefined, fallback: SubmittedOrderKind): SubmittedOrderKind =>
  value === 'JO' || value === 'SO' || value === 'PQ' ? value : fallback;

/** Read at each submission, from the database: a saved change holds for the next cart on every instance. */
export async function orderSubmissionRules(db: Db): Promise<OrderSubmissionRules> {
  const values = await settingValues(db, ORDER_SETTINGS_GROUP);
  const quoteAbove = Number(values.get(ORDER_SETTING.quoteAbove) ?? '0');
  return {
    madeToOrder: kindOf(values.get(ORDER_SETTING.madeToOrder), DEFAULT_ORDER_RULES.madeToOrder),
    stockOnly: kindOf(values.get(ORDER_SETTING.stockOnly), DEFAULT_ORDER_RULES.stockOnly),
    quoteAbove: Number.isFinite(quoteAbove) && quoteAbove > 0 ? quoteAbove : 0,
    honourQuoteFirst: (values.get(ORDER_SETTING.honourQuoteFirst) ?? 'true') === 'true',
  };
}

/**
 * What a submitted cart becomes, in order: a price quote when the customer asks for quotes first (if honoured), when
 * a line has no price yet (always: the workshop must price it first) or when the total is above the quote amount;
 * otherwise the kind set for carts with a made-to-order line, or for carts of stock items only.
 */
export function submittedOrderKind(
  rules: OrderSubmissionRules,
  orderSubmission: string,
  lines: readonly { unitPrice: number; fulfilment: string }[],
  grandTotal: number,
): SubmittedOrderKind {
  if (rules.honourQuoteFirst && orderSubmission === 'QUOTE') return 'PQ';
  if (lines.some((l) => l.unitPrice <= 0)) return 'PQ';
  if (rules.quoteAbove > 0 && grandTotal > rules.quoteAbove) return 'PQ';
  return lines.some((l) => l.fulfilment !== 'STOCK') ? rules.madeToOrder : rules.stockOnly;
}
