import { describe, expect, it } from 'vitest';
import { hasErrors, validateAddress, validateCheckoutAddresses } from './address-validation';
import { type CheckoutAddress, emptyAddress, emptyCheckout } from './checkout-storage';

const complete: CheckoutAddress = {
  ...emptyAddress(),
  name: 'Claire Dupont',
  address1: '580 Fifth Avenue',
  city: 'New York',
  zip: '10036',
  countryId: 1,
  stateId: 33,
};
/** The United States (1) has states; Luxembourg (8) has none. */
const hasStates = (countryId: number) => countryId === 1;

describe('checkout address validation', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(complete, hasStates)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateAddress(emptyAddress(), hasStates)).toEqual({
      name: 'checkout.errors.nameRequired',
      address1: 'checkout.errors.address1Required',
      city: 'checkout.errors.cityRequired',
      zip: 'checkout.errors.zipRequired',
      countryId: 'checkout.errors.countryRequired',
    });
    expect(validateAddress({ ...complete, name: '   ' }, hasStates)).toEqual({
      name: 'checkout.errors.nameRequired',
    });
  });

  it('wants a state only where the country has states', () => {
    expect(validateAddress({ ...complete, stateId: null }, hasStates)).toEqual({
      stateId: 'checkout.errors.stateRequired',
    });
    expect(validateAddress({ ...complete, countryId: 8, stateId: null }, hasStates)).toEqual({});
  });

  it("says 'E-mail must be valid' for a bad e-mail and accepts none (spec §5)", () => {
    expect(validateAddress({ ...complete, email: 'claire@' }, hasStates)).toEqual({
      email: 'auth.emailInvalid',
    });
    expect(validateAddress({ ...complete, email: ' claire@aurora.test ' }, hasStates)).toEqual({});
    expect(validateAddress({ ...complete, email: '' }, hasStates)).toEqual({});
  });

  it('refuses text longer than the server takes', () => {
    expect(validateAddress({ ...complete, zip: '1'.repeat(21) }, hasStates)).toEqual({
      zip: 'checkout.errors.tooLong',
    });
  });

  it('checks the shipping address only when a different one is used', () => {
    const checkout = { ...emptyCheckout(1), sellToAddress: complete, billingAddress: complete };
    expect(hasErrors(validateCheckoutAddresses(checkout, hasStates))).toBe(false);
    const different = validateCheckoutAddresses(
      { ...checkout, useDifferentShippingAddress: true },
      hasStates,
    );
    expect(Object.keys(different)).toEqual(['shippingAddress']);
    expect(different.shippingAddress?.name).toBe('checkout.errors.nameRequired');
  });
});
