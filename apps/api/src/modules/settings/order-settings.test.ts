import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_RULES, submittedOrderKind } from './order-settings';

const made = { fulfilment: 'MADE_TO_ORDER', unitPrice: 420 };
const stock = { fulfilment: 'STOCK', unitPrice: 35 };
const kindUnderDefaults = (orderSubmission: string, lines: (typeof made)[], grandTotal = 500) =>
  submittedOrderKind(DEFAULT_ORDER_RULES, orderSubmission, lines, grandTotal);

describe('what a submitted cart becomes under the default order settings', () => {
  it('is a job order as soon as one piece is made to order', () => {
    expect(kindUnderDefaults('AUTO', [stock, made])).toBe('JO');
  });
  it('is a sales order when everything ships from stock', () => {
    expect(kindUnderDefaults('AUTO', [stock, stock])).toBe('SO');
  });
  it('is a price quote for a customer who gets quotes first, or a piece priced on request', () => {
    expect(kindUnderDefaults('QUOTE', [stock])).toBe('PQ');
    expect(kindUnderDefaults('AUTO', [made, { ...stock, unitPrice: 0 }])).toBe('PQ');
  });
  it('is a price quote above the quote amount when one is set', () => {
    const rules = { ...DEFAULT_ORDER_RULES, quoteAbove: 1000 };
    expect(submittedOrderKind(rules, 'AUTO', [made], 1000.01)).toBe('PQ');
    expect(submittedOrderKind(rules, 'AUTO', [made], 1000)).toBe('JO');
  });
});
