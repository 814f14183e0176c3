import { describe, expect, it } from 'vitest';
import {
  afterSubmission,
  CHECKOUT_STORAGE_KEY,
  type CheckoutAddresses,
  emptyCheckout,
  parseCheckoutAddresses,
  readCheckoutAddresses,
  saveCheckoutAddresses,
} from './checkout-storage';

/** A Storage stand-in, as the browser's local storage behaves for these three calls. */
function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const filled = (): CheckoutAddresses => ({
  ...emptyCheckout(7),
  sellToAddress: {
    name: 'Aurora Jewelers',
    company: '',
    address1: '580 Fifth Avenue',
    address2: 'Floor 3',
    city: 'New York',
    zip: '10036',
    countryId: 1,
    stateId: 33,
    email: 'orders@aurora.test',
    phone: '+1 212 555 0101',
  },
  useDifferentShippingAddress: true,
  pONumber: 'PO-77',
  notes: 'Gift box please',
  customerWoNumber: 'WO-9',
  shippingMethodID: 2,
});

describe('checkout addresses in browser storage (spec §3)', () => {
  it('keeps every field of the spec object and gives it back to the same customer', () => {
    const store = memoryStore();
    const saved = saveCheckoutAddresses(store, filled(), new Date('2026-11-23T10:00:00Z'));
    expect(saved.customerUpdatedWhen).toBe('2026-11-23T10:00:00.000Z');
    const stored = JSON.parse(store.data.get(CHECKOUT_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(
      [
        'shippingAddress',
        'billingAddress',
        'sellToAddress',
        'useDifferentShippingAddress',
        'shipToSellToAddress',
        'customerID',
        'notes',
        'pONumber',
        'customerUpdatedWhen',
        'shippingMethodID',
        'fastThouchShippingMethodID',
        'customerWoNumber',
      ].sort(),
    );
    expect(readCheckoutAddresses(store, 7)).toEqual(saved);
  });

  it("never offers another customer's addresses", () => {
    const store = memoryStore();
    saveCheckoutAddresses(store, filled());
    expect(readCheckoutAddresses(store, 8)).toBeNull();
  });

  it('reads nothing from an empty, broken or foreign value', () => {
    expect(readCheckoutAddresses(memoryStore(), 7)).toBeNull();
    expect(readCheckoutAddresses(memoryStore({ [CHECKOUT_STORAGE_KEY]: '{not json' }), 7)).toBeNull();
    expect(parseCheckoutAddresses('[1,2]')).toBeNull();
    expect(readCheckoutAddresses(null, 7)).toBeNull();
  });

  it('empties fields of the wrong type instead of trusting them', () => {
    const parsed = parseCheckoutAddresses(
      JSON.stringify({
        customerID: 7,
        sellToAddress: { name: 42, city: 'Paris', countryId: '3', stateId: -1 },
        pONumber: null,
        shippingMethodID: 2.5,
        useDifferentShippingAddress: 'yes',
      }),
    )!;
    expect(parsed.sellToAddress).toMatchObject({ name: '', city: 'Paris', countryId: null, stateId: null });
    expect(parsed.pONumber).toBe('');
    expect(parsed.shippingMethodID).toBeNull();
    expect(parsed.useDifferentShippingAddress).toBe(false);
    expect(parsed.billingAddress.address1).toBe('');
  });

  it('does not let both shipping choices be ticked', () => {
    const parsed = parseCheckoutAddresses(
      JSON.stringify({ customerID: 7, useDifferentShippingAddress: true, shipToSellToAddress: true }),
    )!;
    expect(parsed.useDifferentShippingAddress).toBe(true);
    expect(parsed.shipToSellToAddress).toBe(false);
  });

  it('survives a storage that refuses to write', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveCheckoutAddresses(store, filled())).not.toThrow();
  });

  it('keeps the addresses for the next order but not what belonged to the order placed', () => {
    const next = afterSubmission(filled());
    expect(next.sellToAddress.name).toBe('Aurora Jewelers');
    expect(next.useDifferentShippingAddress).toBe(true);
    expect(next).toMatchObject({ pONumber: '', notes: '', customerWoNumber: '', shippingMethodID: null });
  });
});
