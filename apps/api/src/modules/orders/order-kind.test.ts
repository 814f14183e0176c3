import { describe, expect, it } from 'vitest';
import { orderKindFor } from './order-kind';

const made = { fulfilment: 'MADE_TO_ORDER', unitPrice: 420 };
const stock = { fulfilment: 'STOCK', unitPrice: 35 };

describe('what a submitted cart becomes', () => {
  it('is a job order as soon as one piece is made to order', () => {
    expect(orderKindFor('AUTO', [stock, made])).toBe('JO');
  });
  it('is a sales order when everything ships from stock', () => {
    expect(orderKindFor('AUTO', [stock, stock])).toBe('SO');
  });
  it('is a price quote for a customer who gets quotes first, or a piece priced on request', () => {
    expect(orderKindFor('QUOTE', [stock])).toBe('PQ');
    expect(orderKindFor('AUTO', [made, { ...stock, unitPrice: 0 }])).toBe('PQ');
  });
});
