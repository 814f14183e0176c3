import { describe, expect, it } from 'vitest';
import { isValidPageRequest, findPage } from '../../lib/session/access';
import type { CustomerAddress } from './api/get-customer-addresses';
import { type CheckoutAddress, emptyAddress, emptyCheckout } from './checkout-storage';
import {
  checkoutFromSavedAddresses,
  missingAnswers,
  orderConfirmationPath,
  orderListPath,
  shipToAddress,
  submitOrderRequest,
} from './checkout-submission';

const address = (name: string, stateId = 33): CheckoutAddress => ({
  ...emptyAddress(),
  name,
  address1: '1 Main St',
  city: 'Town',
  zip: ' 10036 ',
  countryId: 1,
  stateId,
});

const questions = [
  { id: 1, code: 'RUSH', name: 'Rush order', valueType: 'boolean', isRequired: false },
  { id: 2, code: 'NEEDED_BY', name: 'Needed by', valueType: 'date', isRequired: false },
  { id: 4, code: 'DECEDENT_NAME', name: 'Name of the deceased', valueType: 'text', isRequired: true },
];

describe('where the order ships', () => {
  const checkout = {
    ...emptyCheckout(1),
    sellToAddress: address('Sell-to'),
    billingAddress: address('Billing'),
    shippingAddress: address('Shipping'),
  };
  it('ships to the billing address unless told otherwise', () => {
    expect(shipToAddress(checkout).name).toBe('Billing');
    expect(shipToAddress({ ...checkout, shipToSellToAddress: true }).name).toBe('Sell-to');
    expect(shipToAddress({ ...checkout, useDifferentShippingAddress: true }).name).toBe('Shipping');
  });
});

describe('the submitted order', () => {
  const checkout = {
    ...emptyCheckout(1),
    sellToAddress: { ...address('Sell-to'), email: ' a@b.test ', company: '  ' },
    billingAddress: address('Billing'),
    shippingAddress: address('Shipping', 5),
    shippingMethodID: 2,
    pONumber: ' PO-1 ',
    notes: '',
  };

  it('sends trimmed addresses, leaves empty optional fields out, and the shipping address only when used', () => {
    const request = submitOrderRequest(checkout, {
      sessionId: 's',
      idempotencyKey: 'k',
      questions,
      answers: { 1: true, 2: '', 4: ' Jane Roe ' },
    });
    expect(request.sellToAddress).toEqual({
      name: 'Sell-to',
      address1: '1 Main St',
      city: 'Town',
      zip: '10036',
      countryId: 1,
      stateId: 33,
      email: 'a@b.test',
      company: undefined,
      address2: undefined,
      phone: undefined,
    });
    expect(request.shippingAddress).toBeNull();
    expect(request).toMatchObject({
      sessionId: 's',
      idempotencyKey: 'k',
      shippingMethodID: 2,
      pONumber: 'PO-1',
      notes: undefined,
      orderAttributes: [
        { id: 1, value: 'true' },
        { id: 4, value: 'Jane Roe' },
      ],
    });
    const different = submitOrderRequest(
      { ...checkout, useDifferentShippingAddress: true, shipToSellToAddress: true },
      { sessionId: 's', idempotencyKey: 'k', questions, answers: {} },
    );
    expect(different.shippingAddress?.stateId).toBe(5);
    expect(different.shipToSellToAddress).toBe(false);
  });

  it('lists the required questions left unanswered', () => {
    expect(missingAnswers(questions, { 4: '  ' }).map((q) => q.code)).toEqual(['DECEDENT_NAME']);
    expect(missingAnswers(questions, { 4: 'Jane Roe' })).toEqual([]);
  });
});

describe('the first checkout of a customer', () => {
  const saved = (id: number, kind: string, name: string, isDefault = true): CustomerAddress => ({
    id,
    kind,
    name,
    line1: `${id} Fifth Avenue`,
    line2: null,
    city: 'New York',
    zip: '10036',
    stateId: 33,
    stateName: 'New York',
    stateCode: 'NY',
    countryId: 1,
    countryCode: 'US',
    countryName: 'United States',
    phone: null,
    isDefault,
  });

  it('fills each address from the default saved address of its kind', () => {
    const checkout = checkoutFromSavedAddresses(9, [
      saved(1, 'billing', 'Bill'),
      saved(2, 'shipping', 'Ship old', false),
      saved(3, 'shipping', 'Ship'),
      saved(4, 'sell_to', 'Sell'),
    ]);
    expect(checkout.customerID).toBe(9);
    expect(checkout.billingAddress).toMatchObject({ name: 'Bill', address1: '1 Fifth Avenue', stateId: 33 });
    expect(checkout.shippingAddress.name).toBe('Ship');
    expect(checkout.sellToAddress.name).toBe('Sell');
  });

  it('falls back to the billing address, and to empty forms without any saved address', () => {
    expect(checkoutFromSavedAddresses(9, [saved(1, 'billing', 'Bill')]).sellToAddress.name).toBe('Bill');
    expect(checkoutFromSavedAddresses(9, []).billingAddress.countryId).toBeNull();
  });
});

describe('after the submission (spec §4)', () => {
  it('goes to the list of the order type on tab new, a page that accepts that tab', () => {
    expect(orderListPath('JO')).toBe('/backoffice/status-tracking/job-orders?tab=new');
    expect(orderListPath('SO')).toBe('/backoffice/status-tracking/sales-orders?tab=new');
    expect(orderListPath('PQ')).toBe('/backoffice/status-tracking/quotes?tab=new');
    for (const kind of ['JO', 'SO', 'PQ'] as const) {
      const url = new URL(orderListPath(kind), 'http://portal.test');
      const found = findPage(url.pathname)!;
      expect(isValidPageRequest(found.page, found.params, url.searchParams)).toBe(true);
    }
  });

  it('on the storefront, goes to the confirmation of the order, a page that accepts its code', () => {
    expect(orderConfirmationPath('JO-100001')).toBe('/order-confirmation/JO-100001');
    const found = findPage(orderConfirmationPath('PQ-7'))!;
    expect(found.page.id).toBe('storefront.orderConfirmation');
    expect(isValidPageRequest(found.page, found.params, new URLSearchParams())).toBe(true);
  });
});
