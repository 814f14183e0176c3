import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from '../catalog/tables';
import { outboxEmails } from '../../platform/tables';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { invoiceOrder } from '../finance/public';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
/** A ring made in sizes that can be engraved. */
let ring: { id: number; code: string };
/** A piece with metal that is neither made in sizes nor engravable. */
let plain: { id: number; code: string };
let kit: Awaited<ReturnType<typeof orderTestKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  // A ring of the demo catalogue made in sizes that can be engraved.
  const [sized] = await t.db
    .select({ id: itemTypes.id, code: itemTypes.code })
    .from(itemTypes)
    .where(
      and(
        isNotNull(itemTypes.ringSizeMin),
        isNotNull(itemTypes.engravingMaxLength),
        eq(itemTypes.weightFollowsSize, true),
        eq(itemTypes.isActive, true),
      ),
    )
    .orderBy(itemTypes.code)
    .limit(1);
  ring = sized!;
  const [row] = await t.db
    .select({ id: itemTypes.id, code: itemTypes.code })
    .from(itemTypes)
    .where(
      and(
        isNull(itemTypes.ringSizeMin),
        isNull(itemTypes.engravingMaxLength),
        eq(itemTypes.isActive, true),
        isNotNull(itemTypes.defaultMetalId),
      ),
    )
    .limit(1);
  plain = row!;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const price = async (body: object) => {
  const res = await post('/api/products/cp/calculatePrice', { itemTypeID: ring.id, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    price: number;
    ringSize: string | null;
    breakdown: { metalWeight: number; engraving: number; unitPrice: number };
  };
};
const cartOf = async (sessionId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/shoppingCart/frontendGetBySessionId?sessionId=${sessionId}`,
    })
  ).json().value as { items: { configuration: Record<string, unknown>; price: number; quantity: number }[] };

describe('ring sizes and engraving', () => {
  it('tells on the product what sizes and engraving a ring takes', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/itemtypes/by-code/${ring.code}` })).json()
      .value;
    expect(detail.ringSizes).toMatchObject({ min: 3, max: 13, weightFollowsSize: true });
    expect(detail.engraving).toEqual({ maxLength: expect.any(Number), price: 30 });
    const other = (await t.app.inject({ method: 'GET', url: `/api/itemtypes/by-code/${plain.code}` })).json()
      .value;
    expect(other).toMatchObject({ ringSizes: null, engraving: null });
  });

  it('makes the metal weight and the price follow the size, from the size the weight is given for', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/itemtypes/by-code/${ring.code}` })).json()
      .value;
    const base = await price({});
    expect(base.ringSize).toBe(String(detail.ringSizes.base));
    expect((await price({ ringSize: String(detail.ringSizes.base) })).price).toBe(base.price);
    const small = await price({ ringSize: '3¼' });
    const large = await price({ ringSize: '12.75' });
    expect(large.ringSize).toBe('12.75');
    expect(small.breakdown.metalWeight).toBeLessThan(base.breakdown.metalWeight);
    expect(large.breakdown.metalWeight).toBeGreaterThan(base.breakdown.metalWeight);
    expect(small.price).toBeLessThan(base.price);
    expect(large.price).toBeGreaterThan(base.price);
  });

  it('prices the engraving from the product, whatever the client says it costs', async () => {
    const plainPrice = await price({ ringSize: '6.75' });
    const engraved = await price({
      ringSize: '6.75',
      engraving: 'Forever',
      engravingFont: 'SCRIPT',
      engravingPrice: 0,
      price: 1,
    });
    expect(engraved.breakdown.engraving).toBe(30);
    expect(engraved.price).toBeCloseTo(plainPrice.price + 30, 2);

    const sessionId = randomUUID();
    const added = await post('/api/ShoppingCart/addToCart', {
      sessionId,
      itemTypeID: ring.id,
      price: 0.01,
      configuration: { ringSize: '6¾', engraving: '  Forever ', engravingFont: 'SCRIPT', engravingPrice: 0 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = (await cartOf(sessionId)).items;
    expect(line!.price).toBe(engraved.price);
    expect(line!.configuration).toEqual({
      engravingPrice: 0,
      ringSize: '6.75',
      engraving: 'Forever',
      engravingFont: 'SCRIPT',
    });
  });

  it('refuses a size outside the range, a bad engraving or one on a piece that takes none, and changes nothing', async () => {
    const sessionId = randomUUID();
    await post('/api/ShoppingCart/addToCart', { sessionId, itemTypeID: ring.id });
    const before = await cartOf(sessionId);
    const refusals: [object, string][] = [
      [
        { itemTypeID: ring.id, configuration: { ringSize: '14' } },
        'This ring size is not offered for this product',
      ],
      [
        { itemTypeID: ring.id, configuration: { ringSize: '2.75' } },
        'This ring size is not offered for this product',
      ],
      [
        { itemTypeID: ring.id, configuration: { ringSize: '6.6' } },
        'This ring size is not offered for this product',
      ],
      [
        { itemTypeID: ring.id, configuration: { engraving: 'Much too long for a ring shank' } },
        'The engraving is too long for this product',
      ],
      [{ itemTypeID: ring.id, configuration: { engraving: 'A\nB' } }, 'An engraving is one line of text'],
      [
        { itemTypeID: ring.id, configuration: { engraving: 'Love', engravingFont: 'COMIC' } },
        'Choose one of the engraving fonts',
      ],
      [{ itemTypeID: plain.id, configuration: { engraving: 'Love' } }, 'This product cannot be engraved'],
      [{ itemTypeID: plain.id, configuration: { ringSize: '7' } }, 'This product is not made in ring sizes'],
    ];
    for (const [body, message] of refusals) {
      const res = await post('/api/ShoppingCart/addToCart', { sessionId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await cartOf(sessionId)).toEqual(before);
    const fr = await post(
      '/api/products/cp/calculatePrice',
      { itemTypeID: ring.id, ringSize: '14' },
      { 'accept-language': 'fr' },
    );
    expect(fr.statusCode).toBe(400);
    expect(JSON.stringify(fr.json())).toContain('Cette taille de bague n’est pas proposée pour ce produit');
  });

  it('carries the size and engraving as readable labels to the job order and its invoice PDF', async () => {
    const customer = await t.login(DEMO.customer);
    const sessionId = randomUUID();
    const added = await post(
      '/api/ShoppingCart/addToCart',
      {
        sessionId,
        itemTypeID: ring.id,
        configuration: { ringSize: '6.75', engraving: 'Forever', engravingFont: 'SCRIPT' },
      },
      t.bearer(customer.token),
    );
    expect(added.statusCode, added.body).toBe(200);
    const submitted = await post(
      '/api/shoppingCart/submitOrder',
      {
        sessionId,
        sellToAddress: kit.address,
        billingAddress: kit.address,
        shipToSellToAddress: true,
        shippingMethodID: kit.shippingMethodId,
        orderAttributes: [],
      },
      t.bearer(customer.token),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderId, jobTypeCode, order_code } = submitted.json().value as {
      orderId: number;
      jobTypeCode: string;
      order_code: string;
    };
    expect(jobTypeCode).toBe('JO');
    // The confirmation e-mail tells them under the ring.
    const [mail] = await t.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${order_code}`));
    expect(mail!.text).toContain('Ring size 6¾ · Engraving “Forever” (Script)');
    const items = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/JobOrders/${orderId}/items`,
          headers: { ...t.bearer(customer.token), 'accept-language': language },
        })
      ).json().value as { customAttributes: { name: string; value: string }[] }[];
    expect((await items('en'))[0]!.customAttributes).toMatchObject([
      { name: 'Ring size', value: '6¾' },
      { name: 'Engraving', value: '“Forever” (Script)' },
    ]);
    expect((await items('fr'))[0]!.customAttributes).toMatchObject([
      { name: 'Taille de bague', value: '54 (US 6¾)' },
      { name: 'Gravure', value: '« Forever » (Script)' },
    ]);

    const invoice = await t.db.transaction((tx) =>
      invoiceOrder(tx, { userId: null, impersonatorId: null }, orderId, { invoiceDate: '2026-11-27' }),
    );
    const pdf = async (language: string) =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/invoices/generateInvoicePDFReport/${invoice.id}`,
            headers: { ...t.bearer(customer.token), 'accept-language': language },
          })
        ).rawPayload,
      );
    expect(await pdf('en')).toContain('Ring size 6¾ · Engraving “Forever” (Script)');
    expect(await pdf('fr')).toContain('Taille de bague 54 (US 6¾) · Gravure « Forever » (Script)');
  });
});
