import { describe, expect, it } from 'vitest';
import { awaitsCustomerApproval } from './rules';

describe('job orders waiting for the customer', () => {
  it('are the ones awaiting approval, not a brand-new one nor one in work', () => {
    expect(awaitsCustomerApproval('AWAITING_APPROVAL')).toBe(true);
    expect(awaitsCustomerApproval('NEW')).toBe(false);
    expect(awaitsCustomerApproval('APPROVED')).toBe(false);
  });
});
