import { randomUUID } from 'node:crypto';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { submitOrder } from '@portal/shared/cart/submit-order';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import type { Language } from '@portal/shared/platform/language';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getStates } from '@portal/shared/reference/get-states';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { shippingMethods } from '../shipping/tables';
import type { TestApp } from '../../test/test-app';

/** Test helpers: the demo products and addresses, and orders placed through the real submission call. */
export async function orderTestKit(t: TestApp) {
  const signedOut = { as: 'anonymous' } as const;
  const first = async (code: string): Promise<{ id: number; code: string }> => {
    const category = (await t.send(getCategoryByCode, { params: { code } }, signedOut)).value;
    const page = await t.send(
      getCategoryProducts,
      { query: { categoryId: category.id, pageSize: 1 } },
      signedOut,
    );
    return page.value.items[0]!;
  };
  const ring = await first('BANDS');
  const chain = await first('CHAINS');
  const countries = (await t.send(getCountries, {}, signedOut)).value;
  const us = countries.find((c) => c.code === 'US')!.id;
  const states = (await t.send(getStates, { query: { countryId: us } }, signedOut)).value;
  const ny = states.find((s) => s.code === 'NY')!.id;
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
      await t.send(addToCart, { body: { sessionId, itemTypeID } }, { as: { token } });
    const questions = (await t.send(getIncomingOrderAttributes, {}, { as: { token } })).value;
    const orderAttributes = questions
      .filter((q) => q.isRequired)
      .map((q) => ({ id: q.id, value: 'Margaret Hale' }));
    return { sessionId, orderAttributes };
  }

  /**
   * Submits the cart, with the checkout's choice of priority when given (a rush tier, the day the piece is needed by),
   * in the customer's language when given (it names the order's lines). Answers the order and its credit hold, if any.
   */
  async function submitCart(
    token: string,
    { sessionId, orderAttributes }: Awaited<ReturnType<typeof fillCart>>,
    choice: { rushTierId?: number | null; neededBy?: string } = {},
    language?: Language,
  ) {
    const res = await t.send(
      submitOrder,
      {
        body: {
          sessionId,
          sellToAddress: address,
          billingAddress: address,
          shipToSellToAddress: true,
          shippingMethodID: shippingMethodId,
          orderAttributes,
          ...choice,
        },
      },
      { as: { token }, language },
    );
    if (res.status !== 200) throw new Error(`submit failed: ${res.response.body}`);
    return res.value;
  }

  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9d6e2' } })
      .png()
      .toBuffer();

  return { ring, chain, address, shippingMethodId, placeOrder, fillCart, submitCart, png };
}
