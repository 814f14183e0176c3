import { randomUUID } from 'node:crypto';
import { switchUser } from '@portal/shared/auth/switch-user';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getCart } from '@portal/shared/cart/get-cart';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { openMyCart } from '@portal/shared/cart/open-my-cart';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let ring: number;
let chain: number;
beforeAll(async () => {
  t = await createTestApp();
  const first = async (code: string) => {
    const visitor = { as: 'anonymous' } as const;
    const category = (await t.send(getCategoryByCode, { params: { code } }, visitor)).value;
    return (await t.send(getCategoryProducts, { query: { categoryId: category.id, pageSize: 1 } }, visitor))
      .value.items[0]!.id;
  };
  ring = await first('BANDS');
  chain = await first('CHAINS');
});
afterAll(() => t.close());

/** A visitor's cart on a new device: its session id. */
async function visitorCart(...lines: { itemTypeID: number; quantity: number }[]): Promise<string> {
  const sessionId = randomUUID();
  for (const line of lines) {
    const added = await t.send(addToCart, { body: { sessionId, ...line } }, { as: 'anonymous' });
    expect(added.status, added.response.body).toBe(200);
  }
  return sessionId;
}

/** Signing in on a device: the user's cart, with the device's cart merged into it. */
async function openMine(token: string, sessionId?: string) {
  const answer = await t.send(openMyCart, { body: sessionId ? { sessionId } : {} }, { as: { token } });
  expect(answer.status, answer.response.body).toBe(200);
  return answer.value;
}

async function quantities(sessionId: string, token: string): Promise<Record<number, number>> {
  const cart = (await t.send(getCart, { query: { sessionId } }, { as: { token } })).value;
  const byProduct: Record<number, number> = {};
  for (const item of cart.items)
    byProduct[item.itemTypeID] = (byProduct[item.itemTypeID] ?? 0) + item.quantity;
  return byProduct;
}

describe('POST /shoppingCart/mine: the cart follows the signed-in user', () => {
  it('merges each device’s visitor cart into the one cart every device of the user then shows', async () => {
    const { token } = await t.login(DEMO.customer);
    const before = await openMine(token);
    const mine = before.sessionId!;
    const start = await quantities(mine, token);

    // Device A: two rings as a visitor, then sign in.
    const deviceA = await visitorCart({ itemTypeID: ring, quantity: 2 });
    expect(await openMine(token, deviceA)).toEqual({ sessionId: mine, mergedLines: 1 });
    // Device B: a ring and a chain as a visitor, then sign in: the same ring adds up, the chain is a new line.
    const deviceB = await visitorCart({ itemTypeID: ring, quantity: 1 }, { itemTypeID: chain, quantity: 1 });
    expect(await openMine(token, deviceB)).toEqual({ sessionId: mine, mergedLines: 2 });

    expect(await quantities(mine, token)).toEqual({
      ...start,
      [ring]: (start[ring] ?? 0) + 3,
      [chain]: (start[chain] ?? 0) + 1,
    });
    // The visitor carts are gone: they were merged, not copied.
    for (const merged of [deviceA, deviceB])
      expect(
        (await t.send(getStorefrontCart, { query: { sessionId: merged } }, { as: 'anonymous' })).value
          ?.cartItemCount ?? 0,
      ).toBe(0);
    // A third device signing in with no cart of its own finds the same cart.
    const again = await t.login(DEMO.customer);
    expect(await openMine(again.token)).toEqual({ sessionId: mine, mergedLines: 0 });
  });

  it('never merges, shows or reveals another customer’s cart', async () => {
    const customer = await t.login(DEMO.customer);
    const other = await t.login(DEMO.other);
    const auroras = (await openMine(customer.token)).sessionId!;
    const before = await quantities(auroras, customer.token);

    const answer = await openMine(other.token, auroras);
    expect(answer.sessionId).not.toBe(auroras);
    expect(answer.mergedLines).toBe(0);
    expect(await quantities(auroras, customer.token)).toEqual(before);
    // Aurora's cart is still not found for Bellweather, as before.
    const asOther: Caller = { token: other.token };
    expect((await t.send(getCart, { query: { sessionId: auroras } }, { as: asOther })).status).toBe(404);
    // And Bellweather's own cart is not Aurora's to see.
    const asCustomer: Caller = { token: customer.token };
    expect(
      (await t.send(getCart, { query: { sessionId: answer.sessionId! } }, { as: asCustomer })).status,
    ).toBe(404);
  });

  it('makes one cart when two devices sign in at once', async () => {
    const { token } = await t.login(DEMO.sales);
    const first = await visitorCart({ itemTypeID: ring, quantity: 1 });
    const second = await visitorCart({ itemTypeID: chain, quantity: 1 });
    const [a, b] = await Promise.all([openMine(token, first), openMine(token, second)]);
    expect(a.sessionId).toBe(b.sessionId);
    const lines = await quantities(a.sessionId!, token);
    expect(lines[ring]).toBeGreaterThanOrEqual(1);
    expect(lines[chain]).toBeGreaterThanOrEqual(1);
  });

  it('gives staff acting for a customer their back-office cart for it, not the customer’s own', async () => {
    const customer = await t.login(DEMO.customer);
    const customersCart = (await openMine(customer.token)).sessionId;
    const admin = await t.login(DEMO.admin);
    const switched = await t.send(
      switchUser,
      { body: { email: DEMO.customer.email } },
      { as: { token: admin.token } },
    );
    expect(switched.status, switched.response.body).toBe(200);
    const acting = switched.value.token;
    const backOffice = await openMine(acting);
    expect(backOffice.sessionId).not.toBe(customersCart);
    expect((await openMine(acting)).sessionId).toBe(backOffice.sessionId);
  });

  it('refuses a bad session id (400) and a visitor (401)', async () => {
    const { token } = await t.login(DEMO.customer);
    expect((await t.send(openMyCart, { body: { sessionId: 'nope' } }, { as: { token } })).status).toBe(400);
    expect((await t.send(openMyCart, { body: {} }, { as: 'anonymous' })).status).toBe(401);
  });
});
