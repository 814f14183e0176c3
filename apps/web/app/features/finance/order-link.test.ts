import { describe, expect, it } from 'vitest';
import { orderPathOf } from './order-link';

describe("an invoice's order link", () => {
  it('opens the order on the page of its kind, on the tab that holds every order', () => {
    expect(orderPathOf('SO-000042', 42)).toBe('/backoffice/status-tracking/sales-orders?tab=all&id=42');
    expect(orderPathOf('JO-000007', 7)).toBe('/backoffice/status-tracking/job-orders?tab=all&id=7');
    expect(orderPathOf('PQ-000003', 3)).toBe('/backoffice/status-tracking/quotes?tab=all&id=3');
  });

  it('gives no link without an order or for a kind that has no page', () => {
    expect(orderPathOf(null, null)).toBeNull();
    expect(orderPathOf('SO-1', null)).toBeNull();
    expect(orderPathOf('POS_LSO-000001', 1)).toBeNull();
  });
});
