import { randomUUID } from 'node:crypto';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { clearCart } from '@portal/shared/cart/clear-cart';
import { deleteCartItem } from '@portal/shared/cart/delete-cart-item';
import { getCart } from '@portal/shared/cart/get-cart';
import { getCartItems } from '@portal/shared/cart/get-cart-items';
import { getDiscountValue } from '@portal/shared/cart/get-discount-value';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { getSalesTax } from '@portal/shared/cart/get-sales-tax';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { updateExtraInfo } from '@portal/shared/cart/update-extra-info';
import { updateQuantity } from '@portal/shared/cart/update-quantity';
import { updateTax } from '@portal/shared/cart/update-tax';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestKit } from '../orders/order-test-kit';
import { customerId } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ring: { id: number; code: string };
let chain: { id: number; code: string };
let nyStateId: number;
/** The demo customer's account (C1001) and the funeral home's (C1002). */
let c1001: number;
let c1002: number;
beforeAll(async () => {
  t = await createTestApp();
  const kit = await orderTestKit(t);
  ({ ring, chain } = kit);
  nyStateId = kit.address.stateId;
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

describe('shopping cart', () => {
  it('keeps an anonymous storefront cart by session id, priced on the server', async () => {
    const sessionId = randomUUID();
    const added = await t.send(
      addToCart,
      {
        body: {
          sessionId,
          itemTypeID: ring.id,
          quantity: 2,
          // A price the client sends is not the price: the server computes it.
          ...{ price: 0.01 },
        },
      },
      { as: 'anonymous' },
    );
    expect(added.status, added.response.body).toBe(200);
    const cart = added.value;
    const price = (await t.send(calculatePrice, { body: { itemTypeID: ring.id } }, { as: 'anonymous' })).value
      .price;
    expect(cart.items[0]).toMatchObject({ itemTypeID: ring.id, quantity: 2, price });
    expect(cart).toMatchObject({ cartItemCount: 2, subTotal: Math.round(price * 200) / 100 });
    expect(cart.grandTotal).toBe(cart.subTotal);
    // the same configuration adds up, another makes a new line
    await t.send(addToCart, { body: { sessionId, itemTypeID: ring.id, quantity: 1 } }, { as: 'anonymous' });
    const two = (await t.send(addToCart, { body: { sessionId, itemTypeID: chain.id } }, { as: 'anonymous' }))
      .value;
    expect(two.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1]);
    expect((await t.send(getCartItems, { query: { sessionId } }, { as: 'anonymous' })).value).toHaveLength(2);
  });

  it('is claimed by the customer who signs in, and then hidden from everyone else', async () => {
    const sessionId = randomUUID();
    await t.send(addToCart, { body: { sessionId, itemTypeID: ring.id } }, { as: 'anonymous' });
    const claimed = (await t.send(getCart, { query: { sessionId } }, { as: 'customer' })).value;
    expect(claimed.customerId).toBe(c1001);
    // C1001 has 10 % off rings, but the line keeps the price it was added at until it is re-priced
    expect(claimed.items).toHaveLength(1);
    expect((await t.send(getStorefrontCart, { query: { sessionId } }, { as: 'other' })).status).toBe(404);
    expect((await t.send(getStorefrontCart, { query: { sessionId } }, { as: 'anonymous' })).status).toBe(404);
    expect((await t.send(clearCart, { body: { sessionId } }, { as: 'other' })).status).toBe(404);
  });

  it('names the chosen options of a line, in the page’s language', async () => {
    const detail = (
      await t.send(
        getItemType,
        { params: { id: ring.id }, query: { includevariants: true } },
        { as: 'anonymous' },
      )
    ).value as {
      variants: { id: number; name: string }[];
    };
    const variant = detail.variants[0]!;
    const sessionId = randomUUID();
    const cart = (
      await t.send(
        addToCart,
        {
          body: {
            sessionId,
            itemTypeID: ring.id,
            variantIDs: [variant.id],
          },
        },
        { as: 'anonymous' },
      )
    ).value;
    expect(cart.items[0]!.variantNames).toEqual([variant.name]);
    const fr = await t.send(getStorefrontCart, { query: { sessionId } }, { as: 'anonymous', language: 'fr' });
    expect(fr.value.items[0]!.variantNames[0]).not.toBe(variant.name);
  });

  it('changes quantities, removes lines and empties the cart', async () => {
    const sessionId = randomUUID();
    const cart = (await t.send(addToCart, { body: { sessionId, itemTypeID: ring.id } }, { as: 'anonymous' }))
      .value;
    const lineId = cart.items[0]!.id;
    expect(
      (
        await t.send(
          updateQuantity,
          {
            body: {
              SessionId: sessionId,
              id: lineId,
              quantity: 4,
            },
          },
          { as: 'anonymous' },
        )
      ).value.cartItemCount,
    ).toBe(4);
    expect(
      (await t.send(updateQuantity, { body: { sessionId, id: lineId, quantity: -1 } }, { as: 'anonymous' }))
        .status,
    ).toBe(400);
    await t.send(addToCart, { body: { sessionId, itemTypeID: chain.id } }, { as: 'anonymous' });
    const afterDelete = (
      await t.send(deleteCartItem, { params: { id: lineId }, query: { sessionId } }, { as: 'anonymous' })
    ).value;
    expect(afterDelete.items.map((i: { itemTypeID: number }) => i.itemTypeID)).toEqual([chain.id]);
    expect(
      (await t.send(deleteCartItem, { params: { id: lineId }, query: { sessionId } }, { as: 'anonymous' }))
        .status,
    ).toBe(404);
    expect((await t.send(clearCart, { body: { sessionId } }, { as: 'anonymous' })).value).toMatchObject({
      items: [],
      grandTotal: 0,
    });
  });

  it('applies a valid coupon, refuses an expired one, and keeps PO number and notes', async () => {
    const sessionId = randomUUID();
    await t.send(addToCart, { body: { sessionId, itemTypeID: chain.id, quantity: 2 } }, { as: 'customer' });
    const withCoupon = (
      await t.send(
        updateExtraInfo,
        { body: { sessionId, poNumber: 'PO-7781', notes: 'Gift box please', couponCode: 'holiday10' } },
        { as: 'customer' },
      )
    ).value;
    expect(withCoupon).toMatchObject({
      couponCode: 'HOLIDAY10',
      couponApplied: true,
      shoppingCartExtraInfo: { poNumber: 'PO-7781', notes: 'Gift box please' },
    });
    expect(withCoupon.discountValue).toBeCloseTo(withCoupon.subTotal * 0.1, 1);
    expect(
      (await t.send(getDiscountValue, { query: { sessionId } }, { as: 'customer' })).value.discountValue,
    ).toBe(withCoupon.discountValue);
    const expired = await t.send(
      updateExtraInfo,
      { body: { sessionId, couponCode: 'SUMMER2025' } },
      { as: 'customer' },
    );
    expect(expired.status).toBe(400);
    expect(expired.errorMessages).toContainEqual({
      key: 'couponCode',
      value: 'This coupon code is not valid',
    });
  });

  it('computes New York sales tax for C1001 and lets only staff fix the tax value', async () => {
    const sessionId = randomUUID();
    await t.send(addToCart, { body: { sessionId, itemTypeID: chain.id } }, { as: 'customer' });
    const taxed = (
      await t.send(updateTax, { body: { sessionId, shippingStateId: nyStateId } }, { as: 'customer' })
    ).value;
    expect(taxed.salesTax).toEqual({ enabled: true, percent: 8.875, fixed: false });
    expect(taxed.salesTaxValue).toBeCloseTo(Math.round(taxed.subTotal * 8.875) / 100, 2);
    expect(taxed.grandTotal).toBeCloseTo(taxed.subTotal + taxed.salesTaxValue, 2);
    expect(
      (await t.send(updateTax, { body: { sessionId, fixedSalesTax: 1 } }, { as: 'customer' })).status,
    ).toBe(400);
    const rate = (await t.send(getSalesTax, { body: { shippingStateId: nyStateId } }, { as: 'customer' }))
      .value;
    expect(rate).toEqual({ enabled: true, percent: 8.875, isTaxExempt: false });
  });

  it('asks staff ordering for a funeral home that customer’s questions', async () => {
    const codes = async (as: Caller, customerId?: number) =>
      (await t.send(getIncomingOrderAttributes, { query: { customerId } }, { as })).value.map((q) => q.code);
    expect(await codes('sales')).not.toContain('DECEDENT_NAME');
    expect(await codes('sales', c1002)).toContain('DECEDENT_NAME');
    // a customer cannot read another customer's questions this way
    expect(await codes('customer', c1002)).not.toContain('DECEDENT_NAME');
  });

  it('never answers another customer’s tax question', async () => {
    const res = await t.send(
      getSalesTax,
      { body: { customerId: c1001, shippingStateId: nyStateId } },
      { as: 'other' },
    );
    expect(res.status).toBe(404);
  });

  it('re-prices a line when its metal price moves, and shows the price it had before', async () => {
    const sessionId = randomUUID();
    const added = (await t.send(addToCart, { body: { sessionId, itemTypeID: ring.id } }, { as: 'customer' }))
      .value;
    // a platinum band by default
    expect(added).toMatchObject({
      priceChanged: false,
      items: [{ metalName: 'Platinum 950', repricedFrom: null }],
    });
    const before = added.items[0]!.price;
    // only staff with configuration rights set market prices
    const denied = await t.send(
      updateMasterAlloyPrice,
      { body: { code: 'PLATINUM', pricePerOunce: 1400 } },
      { as: 'customer' },
    );
    expect(denied.status).toBe(403);
    const set = await t.send(
      updateMasterAlloyPrice,
      { body: { code: 'platinum', pricePerOunce: 1400 } },
      { as: 'admin' },
    );
    expect(set.status, set.response.body).toBe(200);
    const cart = (await t.send(getCart, { query: { sessionId } }, { as: 'customer' })).value;
    const now = (await t.send(calculatePrice, { body: { itemTypeID: ring.id } }, { as: 'customer' })).value
      .price;
    expect(now).not.toBe(before);
    expect(cart).toMatchObject({ priceChanged: true, items: [{ price: now, repricedFrom: before }] });
    expect(cart.subTotal).toBe(now);
    expect(
      (
        await t.send(
          updateMasterAlloyPrice,
          { body: { code: 'UNOBTAINIUM', pricePerOunce: 1 } },
          { as: 'admin' },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a malformed session id and an unknown product', async () => {
    const bad = await t.send(addToCart, { body: { sessionId: 'abc', itemTypeID: 0 } }, { as: 'anonymous' });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(['itemTypeID', 'sessionId']);
    expect(
      (
        await t.send(
          addToCart,
          { body: { sessionId: randomUUID(), itemTypeID: 99999999 } },
          { as: 'anonymous' },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a read-only user a cart (403, in its language) and leaves no cart behind', async () => {
    const sessionId = randomUUID();
    const refused = await t.send(
      addToCart,
      { body: { sessionId, itemTypeID: ring.id } },
      { as: 'viewer', language: 'fr' },
    );
    expect(refused.status, refused.response.body).toBe(403);
    expect(refused.errorMessages[0]!.value).toBe('Votre compte ne peut pas utiliser le panier');
    const mine = await t.send(getCart, { query: { sessionId } }, { as: 'customer' });
    // No cart (404) or an empty one: the refused line was never kept.
    expect((mine.status === 200 ? mine.value?.items : undefined) ?? []).toEqual([]);
    for (const [name, res] of [
      [
        'updateQuantity',
        await t.send(updateQuantity, { body: { sessionId, id: 1, quantity: 2 } }, { as: 'viewer' }),
      ],
      [
        'deleteCartItem',
        await t.send(deleteCartItem, { params: { id: 1 }, query: { sessionId } }, { as: 'viewer' }),
      ],
      ['clearCart', await t.send(clearCart, { body: { sessionId } }, { as: 'viewer' })],
    ] as const) {
      expect(res.status, name).toBe(403);
    }
  });
});
