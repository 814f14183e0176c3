import { randomUUID } from 'node:crypto';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getProductByCode } from '@portal/shared/catalog/get-product-by-code';
import { generateInvoicePdfReport } from '@portal/shared/finance/generate-invoice-pdf-report';
import { getJobOrderItems } from '@portal/shared/orders/get-job-order-items';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from '../catalog/tables';
import { outboxEmails } from '../../platform/tables';
import { pdfText } from '../../test/pdf-text';
import type { Caller, SendInput } from '../../test/send';
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

type PriceBody = SendInput<typeof calculatePrice>['body'];
type CartLine = Omit<SendInput<typeof addToCart>['body'], 'sessionId'>;
const add = (sessionId: string, line: CartLine, as: Caller = 'anonymous') =>
  t.send(addToCart, { body: { sessionId, ...line } }, { as });
const price = async (body: Partial<PriceBody>) => {
  const res = await t.send(calculatePrice, { body: { itemTypeID: ring.id, ...body } }, { as: 'anonymous' });
  expect(res.status, res.response.body).toBe(200);
  return res.value;
};
const cartOf = async (sessionId: string) =>
  (await t.send(getStorefrontCart, { query: { sessionId } }, { as: 'anonymous' })).value;
const productPage = async (code: string) =>
  (await t.send(getProductByCode, { params: { code } }, { as: 'anonymous' })).value;

describe('ring sizes and engraving', () => {
  it('tells on the product what sizes and engraving a ring takes', async () => {
    const detail = await productPage(ring.code);
    expect(detail.ringSizes).toMatchObject({ min: 3, max: 13, weightFollowsSize: true });
    expect(detail.engraving).toEqual({ maxLength: expect.any(Number), price: 30 });
    const other = await productPage(plain.code);
    expect(other).toMatchObject({ ringSizes: null, engraving: null });
  });

  it('makes the metal weight and the price follow the size, from the size the weight is given for', async () => {
    const detail = await productPage(ring.code);
    const base = await price({});
    expect(base.ringSize).toBe(String(detail.ringSizes!.base));
    expect((await price({ ringSize: String(detail.ringSizes!.base) })).price).toBe(base.price);
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
      // Prices the contract does not take, sent on purpose: the server must ignore what the client says they are.
      ...({ engravingPrice: 0, price: 1 } as object),
    });
    expect(engraved.breakdown.engraving).toBe(30);
    expect(engraved.price).toBeCloseTo(plainPrice.price + 30, 2);

    const sessionId = randomUUID();
    const added = await add(sessionId, {
      itemTypeID: ring.id,
      // A price the contract does not take, sent on purpose: the cart must price the line itself.
      ...({ price: 0.01 } as object),
      configuration: { ringSize: '6¾', engraving: '  Forever ', engravingFont: 'SCRIPT', engravingPrice: 0 },
    });
    expect(added.status, added.response.body).toBe(200);
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
    await add(sessionId, { itemTypeID: ring.id });
    const before = await cartOf(sessionId);
    const refusals: [CartLine, string][] = [
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
      const res = await add(sessionId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.response.body).toContain(message);
    }
    expect(await cartOf(sessionId)).toEqual(before);
    const fr = await t.send(
      calculatePrice,
      { body: { itemTypeID: ring.id, ringSize: '14' } },
      { as: 'anonymous', language: 'fr' },
    );
    expect(fr.status).toBe(400);
    expect(fr.response.body).toContain('Cette taille de bague n’est pas proposée pour ce produit');
  });

  it('carries the size and engraving as readable labels to the job order and its invoice PDF', async () => {
    const sessionId = randomUUID();
    const added = await add(
      sessionId,
      {
        itemTypeID: ring.id,
        configuration: { ringSize: '6.75', engraving: 'Forever', engravingFont: 'SCRIPT' },
      },
      'customer',
    );
    expect(added.status, added.response.body).toBe(200);
    // The kit's submission answers 200 or throws.
    const { token } = await t.login(DEMO.customer);
    const { orderId, jobTypeCode, order_code } = await kit.submitCart(token, {
      sessionId,
      orderAttributes: [],
    });
    expect(jobTypeCode).toBe('JO');
    // The confirmation e-mail tells them under the ring.
    const [mail] = await t.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${order_code}`));
    expect(mail!.text).toContain('Ring size 6¾ · Engraving “Forever” (Script)');
    const items = async (language: Language) =>
      (await t.send(getJobOrderItems, { params: { id: orderId } }, { as: 'customer', language })).value;
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
    const pdf = async (language: Language) =>
      pdfText(
        (await t.send(generateInvoicePdfReport, { params: { id: invoice.id } }, { as: 'customer', language }))
          .response.rawPayload,
      );
    expect(await pdf('en')).toContain('Ring size 6¾ · Engraving “Forever” (Script)');
    expect(await pdf('fr')).toContain('Taille de bague 54 (US 6¾) · Gravure « Forever » (Script)');
  });
});
