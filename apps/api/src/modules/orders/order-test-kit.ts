import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { shippingMethods } from '../shipping/tables';
import type { TestApp } from '../../test/test-app';

/** Test helpers: the demo products and addresses, and orders placed through the real submission call. */
export async function orderTestKit(t: TestApp) {
  const first = async (code: string) => {
    const category = (
      await t.app.inject({ method: 'GET', url: `/api/productCategories/categoryCode/${code}` })
    ).json().value;
    return (
      await t.app.inject({
        method: 'GET',
        url: `/api/productCategories/products?categoryId=${category.id}&pageSize=1`,
      })
    ).json().value.items[0] as { id: number; code: string };
  };
  const ring = await first('BANDS');
  const chain = await first('CHAINS');
  const countries = (await t.app.inject({ method: 'GET', url: '/api/Countries' })).json().value;
  const us = countries.find((c: { code: string }) => c.code === 'US').id as number;
  const states = (await t.app.inject({ method: 'GET', url: `/api/Countries/states?countryId=${us}` })).json()
    .value;
  const ny = states.find((s: { code: string }) => s.code === 'NY').id as number;
  const address = {
    name: 'Aurora Jewelers',
    address1: '120 Fifth Avenue',
    city: 'New York',
    zip: '10011',
    countryId: us,
    stateId: ny,
  };
  /** A method that delivers to that address: an order that ships needs one. */
  const [ups] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.code, 'UPS_GROUND'));
  const shippingMethodId = ups!.id;

  /** Places an order of the given products as the token's user; answers { order_code, jobTypeCode, orderId }. */
  async function placeOrder(token: string, itemTypeIds: number[] = [ring.id]) {
    return submitCart(token, await fillCart(token, itemTypeIds));
  }

  /** A cart of the given products and the answers to the order's required questions, ready to submit. */
  async function fillCart(token: string, itemTypeIds: number[] = [ring.id]) {
    const sessionId = randomUUID();
    for (const itemTypeID of itemTypeIds)
      await t.app.inject({
        method: 'POST',
        url: '/api/ShoppingCart/addToCart',
        payload: { sessionId, itemTypeID },
        headers: t.bearer(token),
      });
    const questions = (
      await t.app.inject({
        method: 'GET',
        url: '/api/shoppingCart/incoming-order-attributes',
        headers: t.bearer(token),
      })
    ).json().value as { id: number; isRequired: boolean }[];
    const orderAttributes = questions
      .filter((q) => q.isRequired)
      .map((q) => ({ id: q.id, value: 'Margaret Hale' }));
    return { sessionId, orderAttributes };
  }

  /** Submits the cart, with a rush tier when given (the checkout's choice of priority). */
  async function submitCart(
    token: string,
    { sessionId, orderAttributes }: Awaited<ReturnType<typeof fillCart>>,
    choice: { rushTierId?: number } = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/submitOrder',
      payload: {
        sessionId,
        sellToAddress: address,
        billingAddress: address,
        shipToSellToAddress: true,
        shippingMethodID: shippingMethodId,
        orderAttributes,
        ...choice,
      },
      headers: t.bearer(token),
    });
    if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
    return res.json().value as { order_code: string; jobTypeCode: string; orderId: number };
  }

  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9d6e2' } })
      .png()
      .toBuffer();

  return { ring, chain, address, shippingMethodId, placeOrder, fillCart, submitCart, png };
}
