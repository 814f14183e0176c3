import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let ring: { id: number; code: string };
let chain: { id: number; code: string };
let nyStateId: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = async (code: string) => {
    const category = (
      await t.app.inject({ method: 'GET', url: `/api/productCategories/categoryCode/${code}` })
    ).json().value;
    return (
      await t.app.inject({
        method: 'GET',
        url: `/api/productCategories/products?categoryId=${category.id}&pageSize=1`,
      })
    ).json().value.items[0];
  };
  ring = await list('BANDS');
  chain = await list('CHAINS');
  const countries = (await t.app.inject({ method: 'GET', url: '/api/Countries' })).json().value;
  const us = countries.find((c: { code: string }) => c.code === 'US');
  const states = (
    await t.app.inject({ method: 'GET', url: `/api/Countries/states?countryId=${us.id}` })
  ).json().value;
  nyStateId = states.find((s: { code: string }) => s.code === 'NY').id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? t.bearer(token) : {} });

describe('shopping cart', () => {
  it('keeps an anonymous storefront cart by session id, priced on the server', async () => {
    const sessionId = randomUUID();
    const added = await call('POST', '/api/ShoppingCart/addToCart', {
      sessionId,
      itemTypeID: ring.id,
      quantity: 2,
      price: 0.01,
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().value;
    const price = (await call('POST', '/api/products/cp/calculatePrice', { itemTypeID: ring.id })).json()
      .value.price;
    expect(cart.items[0]).toMatchObject({ itemTypeID: ring.id, quantity: 2, price });
    expect(cart).toMatchObject({ cartItemCount: 2, subTotal: Math.round(price * 200) / 100 });
    expect(cart.grandTotal).toBe(cart.subTotal);
    // the same configuration adds up, another makes a new line
    await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: ring.id, quantity: 1 });
    const two = (
      await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: chain.id })
    ).json().value;
    expect(two.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1]);
    expect(
      (await call('GET', `/api/shoppingCart/shoppingCartItems?sessionId=${sessionId}`)).json().value,
    ).toHaveLength(2);
  });

  it('is claimed by the customer who signs in, and then hidden from everyone else', async () => {
    const sessionId = randomUUID();
    await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: ring.id });
    const customer = await t.login(DEMO.customer);
    const claimed = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
    expect(claimed.customerId).toBe(customer.user.scope.customerId);
    // C1001 has 10 % off rings, but the line keeps the price it was added at until it is re-priced
    expect(claimed.items).toHaveLength(1);
    const other = await t.login(DEMO.other);
    expect(
      (
        await call(
          'GET',
          `/api/shoppingCart/frontendGetBySessionId?sessionId=${sessionId}`,
          undefined,
          other.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/shoppingCart/frontendGetBySessionId?sessionId=${sessionId}`)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/shoppingCart/clear-cart', { sessionId }, other.token)).statusCode).toBe(
      404,
    );
  });

  it('names the chosen options of a line, in the page’s language', async () => {
    const detail = (await call('GET', `/api/itemtypes/${ring.id}?includevariants=true`)).json().value as {
      variants: { id: number; name: string }[];
    };
    const variant = detail.variants[0]!;
    const sessionId = randomUUID();
    const cart = (
      await call('POST', '/api/ShoppingCart/addToCart', {
        sessionId,
        itemTypeID: ring.id,
        variantIDs: [variant.id],
      })
    ).json().value;
    expect(cart.items[0].variantNames).toEqual([variant.name]);
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/shoppingCart/frontendGetBySessionId?sessionId=${sessionId}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().value.items[0].variantNames[0]).not.toBe(variant.name);
  });

  it('changes quantities, removes lines and empties the cart', async () => {
    const sessionId = randomUUID();
    const cart = (
      await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: ring.id })
    ).json().value;
    const lineId = cart.items[0].id;
    expect(
      (
        await call('POST', '/api/shoppingCart/updateQuantity', {
          SessionId: sessionId,
          id: lineId,
          quantity: 4,
        })
      ).json().value.cartItemCount,
    ).toBe(4);
    expect(
      (await call('POST', '/api/shoppingCart/updateQuantity', { sessionId, id: lineId, quantity: -1 }))
        .statusCode,
    ).toBe(400);
    await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: chain.id });
    const afterDelete = (
      await call('DELETE', `/api/shoppingCart/deleteCartItem/${lineId}?sessionId=${sessionId}`)
    ).json().value;
    expect(afterDelete.items.map((i: { itemTypeID: number }) => i.itemTypeID)).toEqual([chain.id]);
    expect(
      (await call('DELETE', `/api/shoppingCart/deleteCartItem/${lineId}?sessionId=${sessionId}`)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/shoppingCart/clear-cart', { sessionId })).json().value).toMatchObject({
      items: [],
      grandTotal: 0,
    });
  });

  it('applies a valid coupon, refuses an expired one, and keeps PO number and notes', async () => {
    const { token } = await t.login(DEMO.customer);
    const sessionId = randomUUID();
    await call(
      'POST',
      '/api/ShoppingCart/addToCart',
      { sessionId, itemTypeID: chain.id, quantity: 2 },
      token,
    );
    const withCoupon = (
      await call(
        'POST',
        '/api/shoppingCart/update-extra-info',
        { sessionId, poNumber: 'PO-7781', notes: 'Gift box please', couponCode: 'holiday10' },
        token,
      )
    ).json().value;
    expect(withCoupon).toMatchObject({
      couponCode: 'HOLIDAY10',
      couponApplied: true,
      shoppingCartExtraInfo: { poNumber: 'PO-7781', notes: 'Gift box please' },
    });
    expect(withCoupon.discountValue).toBeCloseTo(withCoupon.subTotal * 0.1, 1);
    expect(
      (
        await call('GET', `/api/shoppingCart/getDiscountValue?sessionId=${sessionId}`, undefined, token)
      ).json().value.discountValue,
    ).toBe(withCoupon.discountValue);
    const expired = await call(
      'POST',
      '/api/shoppingCart/update-extra-info',
      { sessionId, couponCode: 'SUMMER2025' },
      token,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorMessages).toContainEqual({
      key: 'couponCode',
      value: 'This coupon code is not valid',
    });
  });

  it('computes New York sales tax for C1001 and lets only staff fix the tax value', async () => {
    const { token } = await t.login(DEMO.customer);
    const sessionId = randomUUID();
    await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: chain.id }, token);
    const taxed = (
      await call('POST', '/api/shoppingCart/update-tax', { sessionId, shippingStateId: nyStateId }, token)
    ).json().value;
    expect(taxed.salesTax).toEqual({ enabled: true, percent: 8.875, fixed: false });
    expect(taxed.salesTaxValue).toBeCloseTo(Math.round(taxed.subTotal * 8.875) / 100, 2);
    expect(taxed.grandTotal).toBeCloseTo(taxed.subTotal + taxed.salesTaxValue, 2);
    expect(
      (await call('POST', '/api/shoppingCart/update-tax', { sessionId, fixedSalesTax: 1 }, token)).statusCode,
    ).toBe(400);
    const rate = (
      await call('POST', '/api/shoppingCart/get-sales-tax', { shippingStateId: nyStateId }, token)
    ).json().value;
    expect(rate).toEqual({ enabled: true, percent: 8.875, isTaxExempt: false });
  });

  it('asks staff ordering for a funeral home that customer’s questions', async () => {
    const other = await t.login(DEMO.other);
    const sales = await t.login(DEMO.sales);
    const codes = async (url: string, token: string) =>
      ((await call('GET', url, undefined, token)).json().value as { code: string }[]).map((q) => q.code);
    expect(await codes('/api/shoppingCart/incoming-order-attributes', sales.token)).not.toContain(
      'DECEDENT_NAME',
    );
    expect(
      await codes(
        `/api/shoppingCart/incoming-order-attributes?customerId=${other.user.scope.customerId}`,
        sales.token,
      ),
    ).toContain('DECEDENT_NAME');
    // a customer cannot read another customer's questions this way
    const customer = await t.login(DEMO.customer);
    expect(
      await codes(
        `/api/shoppingCart/incoming-order-attributes?customerId=${other.user.scope.customerId}`,
        customer.token,
      ),
    ).not.toContain('DECEDENT_NAME');
  });

  it('never answers another customer’s tax question', async () => {
    const other = await t.login(DEMO.other);
    const customer = await t.login(DEMO.customer);
    const res = await call(
      'POST',
      '/api/shoppingCart/get-sales-tax',
      { customerId: customer.user.scope.customerId, shippingStateId: nyStateId },
      other.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('re-prices a line when its metal price moves, and shows the price it had before', async () => {
    const customer = await t.login(DEMO.customer);
    const admin = await t.login(DEMO.admin);
    const sessionId = randomUUID();
    const added = (
      await call('POST', '/api/ShoppingCart/addToCart', { sessionId, itemTypeID: ring.id }, customer.token)
    ).json().value;
    // a platinum band by default
    expect(added).toMatchObject({
      priceChanged: false,
      items: [{ metalName: 'Platinum 950', repricedFrom: null }],
    });
    const before = added.items[0].price;
    // only staff with configuration rights set market prices
    const denied = await call(
      'POST',
      '/api/Metals/master-alloy-price',
      { code: 'PLATINUM', pricePerOunce: 1400 },
      customer.token,
    );
    expect(denied.statusCode).toBe(403);
    const set = await call(
      'POST',
      '/api/Metals/master-alloy-price',
      { code: 'platinum', pricePerOunce: 1400 },
      admin.token,
    );
    expect(set.statusCode, set.body).toBe(200);
    const cart = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
    const now = (
      await call('POST', '/api/products/cp/calculatePrice', { itemTypeID: ring.id }, customer.token)
    ).json().value.price;
    expect(now).not.toBe(before);
    expect(cart).toMatchObject({ priceChanged: true, items: [{ price: now, repricedFrom: before }] });
    expect(cart.subTotal).toBe(now);
    expect(
      (
        await call(
          'POST',
          '/api/Metals/master-alloy-price',
          { code: 'UNOBTAINIUM', pricePerOunce: 1 },
          admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a malformed session id and an unknown product', async () => {
    const bad = await call('POST', '/api/ShoppingCart/addToCart', { sessionId: 'abc', itemTypeID: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['itemTypeID', 'sessionId']);
    expect(
      (await call('POST', '/api/ShoppingCart/addToCart', { sessionId: randomUUID(), itemTypeID: 99999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a read-only user a cart (403, in its language) and leaves no cart behind', async () => {
    const viewer = await t.login(DEMO.viewer);
    const sessionId = randomUUID();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart/addToCart',
      payload: { sessionId, itemTypeID: ring.id },
      headers: { ...t.bearer(viewer.token), 'accept-language': 'fr' },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errorMessages[0].value).toBe('Votre compte ne peut pas utiliser le panier');
    const buyer = await t.login(DEMO.customer);
    const mine = await call(
      'GET',
      `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`,
      undefined,
      buyer.token,
    );
    expect(mine.json().value?.items ?? []).toEqual([]);
    for (const [method, url, payload] of [
      ['POST', '/api/shoppingCart/updateQuantity', { sessionId, id: 1, quantity: 2 }],
      ['DELETE', `/api/shoppingCart/deleteCartItem/1?sessionId=${sessionId}`, undefined],
      ['POST', '/api/shoppingCart/clear-cart', { sessionId }],
    ] as const) {
      const res = await call(method, url, payload, viewer.token);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
