import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
let chainId: number;
beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.app.inject({ method: 'GET', url: '/api/Countries' })).json().value;
  for (const code of ['US', 'FR', 'JP'])
    ids[code] = countries.find((c: { code: string }) => c.code === code).id;
  const us = (await t.app.inject({ method: 'GET', url: `/api/Countries/states?countryId=${ids.US}` })).json()
    .value;
  ids.NY = us.find((s: { code: string }) => s.code === 'NY').id;
  ids.OH = us.find((s: { code: string }) => s.code === 'OH').id;
  const chains = (
    await t.app.inject({ method: 'GET', url: '/api/productCategories/categoryCode/CHAINS' })
  ).json().value;
  chainId = (
    await t.app.inject({
      method: 'GET',
      url: `/api/productCategories/products?categoryId=${chains.id}&pageSize=1`,
    })
  ).json().value.items[0].id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? t.bearer(token) : {} });
const codes = (options: { code: string }[]) => options.map((o) => o.code);

describe('shipping methods', () => {
  it('offers the methods that deliver to an address, the most specific rate winning', async () => {
    const ohio = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.US,
        stateId: ids.OH,
        weightGrams: 300,
      })
    ).json().value;
    expect(codes(ohio)).toEqual(['UPS_GROUND', 'FEDEX_2DAY', 'FEDEX_OVERNIGHT', 'DHL_EXPRESS']);
    expect(ohio.find((o: { code: string }) => o.code === 'FEDEX_OVERNIGHT').price).toBe(45);
    const ny = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.US,
        stateId: ids.NY,
        weightGrams: 300,
      })
    ).json().value;
    expect(ny.find((o: { code: string }) => o.code === 'FEDEX_OVERNIGHT').price).toBe(39);
    const france = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.FR,
        weightGrams: 300,
        sizeCm: 30,
      })
    ).json().value;
    expect(france.map((o: { code: string; price: number }) => [o.code, o.price])).toEqual([
      ['COLISSIMO', 14.9],
      ['DHL_EXPRESS', 55],
    ]);
    const japan = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.JP,
        weightGrams: 300,
      })
    ).json().value;
    expect(codes(japan)).toEqual(['DHL_EXPRESS']);
  });

  it('follows weight, parcel size and free-shipping thresholds', async () => {
    const heavy = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.FR,
        weightGrams: 3000,
      })
    ).json().value;
    expect(codes(heavy)).toEqual(['DHL_EXPRESS']);
    const big = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.FR,
        weightGrams: 300,
        sizeCm: 80,
      })
    ).json().value;
    expect(codes(big)).toEqual(['DHL_EXPRESS']);
    const free = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.US,
        stateId: ids.OH,
        weightGrams: 300,
        subtotal: 1200,
      })
    ).json().value;
    expect(free.find((o: { code: string }) => o.code === 'UPS_GROUND').price).toBe(0);
    const wrongState = await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
      countryId: ids.FR,
      stateId: ids.NY,
      weightGrams: 1,
    });
    expect(wrongState.statusCode).toBe(400);
  });

  it('prices the cart’s parcel for checkout and saves the chosen method on the cart', async () => {
    const { token } = await t.login(DEMO.customer);
    const sessionId = randomUUID();
    await post('/api/ShoppingCart/addToCart', { sessionId, itemTypeID: chainId }, token);
    const options = (
      await post(
        '/api/ShippingMethods/shippingMethodsForCheckout?filter=colissimo',
        { sessionId, countryId: ids.FR },
        token,
      )
    ).json().value;
    expect(codes(options)).toEqual(['COLISSIMO']);
    const cart = (
      await post(
        '/api/shoppingCart/update-extra-info',
        { sessionId, shippingMethodId: options[0].id, shippingCountryId: ids.FR },
        token,
      )
    ).json().value;
    expect(cart.shippingPrice).toBe(14.9);
    expect(cart.grandTotal).toBeCloseTo(cart.subTotal + 14.9 + cart.salesTaxValue, 2);
    const ups = (
      await post('/api/ShippingMethods/shipping-methods-with-size-and-weight', {
        countryId: ids.US,
        weightGrams: 100,
      })
    ).json().value[0];
    const refused = await post(
      '/api/shoppingCart/update-extra-info',
      { sessionId, shippingMethodId: ups.id, shippingCountryId: ids.FR },
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0].key).toBe('shippingMethodId');
  });
});

describe('incoming order attributes', () => {
  it('asks funeral homes about the deceased, and everyone about rush and dates', async () => {
    const funeral = await t.login(DEMO.other);
    const jeweler = await t.login(DEMO.customer);
    const forFuneral = (
      await t.app.inject({
        method: 'GET',
        url: '/api/shoppingCart/incoming-order-attributes',
        headers: t.bearer(funeral.token),
      })
    ).json().value;
    const forJeweler = (
      await t.app.inject({
        method: 'GET',
        url: '/api/shoppingCart/incoming-order-attributes',
        headers: t.bearer(jeweler.token),
      })
    ).json().value;
    expect(codes(forFuneral)).toEqual(['RUSH', 'NEEDED_BY', 'GIFT_WRAP', 'DECEDENT_NAME', 'SERVICE_DATE']);
    expect(codes(forJeweler)).toEqual(['RUSH', 'NEEDED_BY', 'GIFT_WRAP']);
    const french = (
      await t.app.inject({
        method: 'GET',
        url: '/api/shoppingCart/incoming-order-attributes',
        headers: { ...t.bearer(funeral.token), 'accept-language': 'fr' },
      })
    ).json().value;
    expect(french.find((a: { code: string }) => a.code === 'DECEDENT_NAME')).toMatchObject({
      name: 'Nom du défunt',
      isRequired: true,
    });
  });
});
