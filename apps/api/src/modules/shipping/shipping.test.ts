import { randomUUID } from 'node:crypto';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { updateExtraInfo } from '@portal/shared/cart/update-extra-info';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getStates } from '@portal/shared/reference/get-states';
import { getShippingMethodsForCheckout } from '@portal/shared/shipping/get-shipping-methods-for-checkout';
import { getShippingMethodsWithSizeAndWeight } from '@portal/shared/shipping/get-shipping-methods-with-size-and-weight';
import type { CallInput } from '@portal/shared/platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
let chainId: number;
beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.send(getCountries, {}, { as: 'anonymous' })).value;
  for (const code of ['US', 'FR', 'JP']) ids[code] = countries.find((c) => c.code === code)!.id;
  const us = (await t.send(getStates, { query: { countryId: ids.US! } }, { as: 'anonymous' })).value;
  ids.NY = us.find((s) => s.code === 'NY')!.id;
  ids.OH = us.find((s) => s.code === 'OH')!.id;
  const chains = (await t.send(getCategoryByCode, { params: { code: 'CHAINS' } }, { as: 'anonymous' })).value;
  chainId = (
    await t.send(getCategoryProducts, { query: { categoryId: chains.id, pageSize: 1 } }, { as: 'anonymous' })
  ).value.items[0]!.id;
});
afterAll(() => t.close());

type Parcel = CallInput<typeof getShippingMethodsWithSizeAndWeight>['body'];
const methodsFor = (body: Parcel) =>
  t.send(getShippingMethodsWithSizeAndWeight, { body }, { as: 'anonymous' });
const codes = (options: { code: string }[]) => options.map((o) => o.code);

describe('shipping methods', () => {
  it('offers the methods that deliver to an address, the most specific rate winning', async () => {
    const ohio = (await methodsFor({ countryId: ids.US!, stateId: ids.OH!, weightGrams: 300 })).value;
    expect(codes(ohio)).toEqual(['UPS_GROUND', 'FEDEX_2DAY', 'FEDEX_OVERNIGHT', 'DHL_EXPRESS']);
    expect(ohio.find((o) => o.code === 'FEDEX_OVERNIGHT')!.price).toBe(45);
    const ny = (await methodsFor({ countryId: ids.US!, stateId: ids.NY!, weightGrams: 300 })).value;
    expect(ny.find((o) => o.code === 'FEDEX_OVERNIGHT')!.price).toBe(39);
    const france = (await methodsFor({ countryId: ids.FR!, weightGrams: 300, sizeCm: 30 })).value;
    expect(france.map((o) => [o.code, o.price])).toEqual([
      ['COLISSIMO', 14.9],
      ['DHL_EXPRESS', 55],
    ]);
    const japan = (await methodsFor({ countryId: ids.JP!, weightGrams: 300 })).value;
    expect(codes(japan)).toEqual(['DHL_EXPRESS']);
  });

  it('follows weight, parcel size and free-shipping thresholds', async () => {
    const heavy = (await methodsFor({ countryId: ids.FR!, weightGrams: 3000 })).value;
    expect(codes(heavy)).toEqual(['DHL_EXPRESS']);
    const big = (await methodsFor({ countryId: ids.FR!, weightGrams: 300, sizeCm: 80 })).value;
    expect(codes(big)).toEqual(['DHL_EXPRESS']);
    const free = (
      await methodsFor({ countryId: ids.US!, stateId: ids.OH!, weightGrams: 300, subtotal: 1200 })
    ).value;
    expect(free.find((o) => o.code === 'UPS_GROUND')!.price).toBe(0);
    const wrongState = await methodsFor({ countryId: ids.FR!, stateId: ids.NY!, weightGrams: 1 });
    expect(wrongState.status).toBe(400);
  });

  it('prices the cart’s parcel for checkout and saves the chosen method on the cart', async () => {
    const sessionId = randomUUID();
    await t.send(addToCart, { body: { sessionId, itemTypeID: chainId } }, { as: 'customer' });
    const options = (
      await t.send(
        getShippingMethodsForCheckout,
        { query: { filter: 'colissimo' }, body: { sessionId, countryId: ids.FR! } },
        { as: 'customer' },
      )
    ).value;
    expect(codes(options)).toEqual(['COLISSIMO']);
    const choose = (shippingMethodId: number) =>
      t.send(
        updateExtraInfo,
        { body: { sessionId, shippingMethodId, shippingCountryId: ids.FR! } },
        { as: 'customer' },
      );
    const cart = (await choose(options[0]!.id)).value;
    expect(cart.shippingPrice).toBe(14.9);
    expect(cart.grandTotal).toBeCloseTo(cart.subTotal + 14.9 + cart.salesTaxValue, 2);
    const ups = (await methodsFor({ countryId: ids.US!, weightGrams: 100 })).value[0]!;
    const refused = await choose(ups.id);
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]!.key).toBe('shippingMethodId');
  });
});

describe('incoming order attributes', () => {
  it('asks funeral homes about the deceased, and no one the retired rush and needed-by questions', async () => {
    const forFuneral = (await t.send(getIncomingOrderAttributes, {}, { as: 'other' })).value;
    const forJeweler = (await t.send(getIncomingOrderAttributes, {}, { as: 'customer' })).value;
    expect(codes(forFuneral)).toEqual(['GIFT_WRAP', 'DECEDENT_NAME', 'SERVICE_DATE']);
    expect(codes(forJeweler)).toEqual(['GIFT_WRAP']);
    const french = (await t.send(getIncomingOrderAttributes, {}, { as: 'other', language: 'fr' })).value;
    expect(french.find((a) => a.code === 'DECEDENT_NAME')).toMatchObject({
      name: 'Nom du défunt',
      isRequired: true,
    });
  });
});
