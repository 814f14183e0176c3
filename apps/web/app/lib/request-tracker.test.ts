import { describe, expect, it } from 'vitest';
import { requestTracker, trackRequest } from './request-tracker';

describe('request tracker (spec §7: no loading bar for Dashboard requests)', () => {
  it('counts requests until they end, once each', () => {
    const end = trackRequest('/api/invoices');
    expect(requestTracker.activeCount()).toBe(1);
    end();
    end();
    expect(requestTracker.activeCount()).toBe(0);
  });

  it('ignores Dashboard requests', () => {
    const end = trackRequest('/api/Dashboard/BalanceInfo');
    trackRequest('/api/dashboard/messages');
    expect(requestTracker.activeCount()).toBe(0);
    end();
  });
});
