import { randomUUID } from 'node:crypto';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { quickAddToCart } from '@portal/shared/cart/quick-add-to-cart';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { suggestItemTypes } from '@portal/shared/catalog/suggest-item-types';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from '../catalog/tables';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** A ring made in sizes, and a piece with metal that is not. */
let ring: { id: number; code: string };
let bracelet: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp();
  const [sized] = await t.db
    .select({ id: itemTypes.id, code: itemTypes.code })
    .from(itemTypes)
    .where(and(isNotNull(itemTypes.ringSizeMin), eq(itemTypes.isActive, true)))
    .orderBy(itemTypes.code)
    .limit(1);
  ring = sized!;
  const [unsized] = await t.db
    .select({ id: itemTypes.id, code: itemTypes.code })
    .from(itemTypes)
    .where(
      and(isNull(itemTypes.ringSizeMin), isNotNull(itemTypes.defaultMetalId), eq(itemTypes.isActive, true)),
    )
    .orderBy(itemTypes.code)
    .limit(1);
  bracelet = unsized!;
});
afterAll(() => t.close());

const quickAdd = (
  body: Extract<SendInput<typeof quickAddToCart>, { body: unknown }>['body'],
  as: Caller = 'customer',
  language: Language = 'en',
) => t.send(quickAddToCart, { body }, { as, language });
const cartOf = async (sessionId: string) =>
  (await t.send(getStorefrontCart, { query: { sessionId } }, { as: 'customer' })).value;

/** Five lines: two valid (one typed in lower case, with a metal name and a size in a fraction), three wrong. */
const mixed = () => [
  { code: ring.code.toLowerCase(), quantity: 2, metal: '14k Yellow  Gold', size: '6¾' },
  { code: 'NO-SUCH-STYLE', quantity: 1 },
  { code: ring.code, quantity: 1, metal: 'Unobtainium' },
  { code: ring.code, quantity: 1, size: '25' },
  { code: bracelet.code, quantity: 3, size: '7' },
  { code: bracelet.code, quantity: 1 },
];

describe('quick order', () => {
  it('checks every line and answers why each wrong one is refused, adding nothing', async () => {
    const sessionId = randomUUID();
    const res = await quickAdd({ sessionId, lines: mixed(), check: true });
    expect(res.status, res.response.body).toBe(200);
    const answer = res.value;
    expect(answer.lines.map((l) => [l.line, l.status, l.reason])).toEqual([
      [1, 'valid', null],
      [2, 'refused', 'No product has this style code'],
      [3, 'refused', 'This metal is not offered'],
      [4, 'refused', 'This ring size is not offered for this product'],
      [5, 'refused', 'This product is not made in ring sizes'],
      [6, 'valid', null],
    ]);
    expect(answer.lines[0]).toMatchObject({
      code: ring.code,
      ringSize: '6.75',
      metalName: '14K yellow gold',
    });
    expect(answer).toMatchObject({ added: 0, refused: 4, cart: null });
    expect((await cartOf(sessionId))?.items ?? []).toEqual([]);
  });

  it('puts the valid lines in the cart at the configurator’s price, adding up the same piece', async () => {
    const sessionId = randomUUID();
    const res = await quickAdd({
      sessionId,
      lines: [...mixed(), { code: ring.code, quantity: 1, metal: '14KY', size: '6.75' }],
    });
    expect(res.status, res.response.body).toBe(200);
    const answer = res.value;
    expect(answer.lines.filter((l) => l.status === 'added').map((l) => l.line)).toEqual([1, 6, 7]);
    const price = (
      await t.send(
        calculatePrice,
        {
          body: {
            itemTypeID: ring.id,
            metalID: answer.lines[0] && (await metalId('14KY')),
            ringSize: '6.75',
          },
        },
        { as: 'customer' },
      )
    ).value.price;
    const items = (await cartOf(sessionId))!.items;
    expect(items).toHaveLength(2);
    const ringLine = items.find((i) => i.itemTypeID === ring.id)!;
    expect(ringLine).toMatchObject({ quantity: 3, price });
    expect(items.find((i) => i.itemTypeID === bracelet.id)).toMatchObject({ quantity: 1 });

    // The same lines again go onto the cart's own lines.
    await quickAdd({ sessionId, lines: [{ code: ring.code, quantity: 1, metal: '14KY', size: '6 3/4' }] });
    expect((await cartOf(sessionId))!.items.find((i) => i.itemTypeID === ring.id)).toMatchObject({
      quantity: 4,
    });
  });

  it('answers in French on French pages', async () => {
    const res = await quickAdd(
      { sessionId: randomUUID(), lines: [{ code: 'NO-SUCH-STYLE', quantity: 1 }], check: true },
      'customer',
      'fr',
    );
    expect(res.value.lines[0]!.reason).toBe('Aucun produit ne porte ce code de modèle');
  });

  it('refuses a read-only user, a visitor, and a malformed list, changing nothing', async () => {
    const sessionId = randomUUID();
    expect((await quickAdd({ sessionId, lines: [{ code: ring.code, quantity: 1 }] }, 'viewer')).status).toBe(
      403,
    );
    expect(
      (await quickAdd({ sessionId, lines: [{ code: ring.code, quantity: 1 }] }, 'anonymous')).status,
    ).toBe(401);
    for (const lines of [
      [],
      [{ code: ring.code, quantity: 0 }],
      [{ code: '', quantity: 1 }],
      [{ code: ring.code, quantity: 1.5 }],
    ])
      expect((await quickAdd({ sessionId, lines })).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, () => ({ code: ring.code, quantity: 1 }));
    expect((await quickAdd({ sessionId, lines: tooMany })).status).toBe(400);
    expect((await cartOf(sessionId))?.items ?? []).toEqual([]);
  });

  it('takes 500 lines of a few styles in one request', async () => {
    const sessionId = randomUUID();
    const lines = Array.from({ length: 500 }, (_, i) => ({
      code: i % 2 ? ring.code : bracelet.code,
      quantity: 1,
      ...(i % 2 ? { size: String(5 + ((i >> 1) % 4)) } : {}),
    }));
    const answer = (await quickAdd({ sessionId, lines })).value;
    expect(answer).toMatchObject({ added: 500, refused: 0 });
    const items = (await cartOf(sessionId))!.items;
    expect(items.reduce((sum, i) => sum + i.quantity, 0)).toBe(500);
    expect(items).toHaveLength(1 + 4);
  });
});

describe('quick order from a CSV file', () => {
  /** The quick order's CSV file, sent as the form a browser sends, with the form's other fields. */
  const sendFile = (
    fields: { sessionId?: string; check?: 'true' | 'false' },
    data: Buffer,
    language?: Language,
  ) =>
    t.send(
      quickAddToCart,
      { form: { ...fields, file: { filename: 'order.csv', type: 'text/csv', data } } },
      { as: 'customer', language },
    );

  it('reads the file as a paste: each line answered in its place, the valid ones in the cart', async () => {
    const sessionId = randomUUID();
    const csv = [
      'code,quantity,metal,size',
      `${ring.code},2,"14K Yellow Gold",6.75`,
      'NO-SUCH-STYLE,1',
      `${bracelet.code},two`,
      `${bracelet.code};3`,
      '',
    ].join('\r\n');
    const res = await sendFile({ sessionId }, Buffer.from(`\uFEFF${csv}`, 'utf8'));
    expect(res.status, res.response.body).toBe(200);
    expect(res.value.lines.map((l) => [l.line, l.code, l.status, l.reason])).toEqual([
      [1, ring.code, 'added', null],
      [2, 'NO-SUCH-STYLE', 'refused', 'No product has this style code'],
      [3, bracelet.code, 'refused', 'The quantity must be a whole number from 1 to 999'],
      [4, bracelet.code, 'added', null],
    ]);
    const items = (await cartOf(sessionId))!.items;
    expect(items.map((i) => i.quantity).sort()).toEqual([2, 3]);
  });

  it('checks only when asked, and answers in French', async () => {
    const sessionId = randomUUID();
    const res = await sendFile({ sessionId, check: 'true' }, Buffer.from(`${ring.code},0\n`), 'fr');
    expect(res.value.lines[0]).toMatchObject({
      status: 'refused',
      reason: 'La quantité doit être un nombre entier de 1 à 999',
    });
    expect((await cartOf(sessionId))?.items ?? []).toEqual([]);
  });

  it('refuses a file that is not CSV text, or holds too many lines, changing nothing', async () => {
    const sessionId = randomUUID();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const picture = await sendFile({ sessionId }, png);
    expect(picture.status).toBe(400);
    expect(JSON.stringify(picture.errorMessages)).toContain('not a CSV text file');
    const long = Array.from({ length: 501 }, () => `${bracelet.code},1`).join('\n');
    const tooMany = await sendFile({ sessionId }, Buffer.from(long));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.errorMessages)).toContain('at most 500 lines');
    expect((await sendFile({}, Buffer.from(`${bracelet.code},1`))).status).toBe(400);
    expect((await cartOf(sessionId))?.items ?? []).toEqual([]);
  });
});

describe('style code suggestions', () => {
  it('offers the code typed first, then codes close to it, in the caller’s language', async () => {
    const suggest = (code: string) => t.send(suggestItemTypes, { query: { code } }, { as: 'anonymous' });
    const res = await suggest(ring.code.toLowerCase());
    expect(res.status, res.response.body).toBe(200);
    const items = res.value.items;
    expect(items[0]!.code).toBe(ring.code);
    expect(items.length).toBeLessThanOrEqual(8);
    const nothing = await suggest('zzzzqqqq');
    expect(nothing.value.items).toEqual([]);
  });
});

async function metalId(code: string) {
  const metals = (await t.send(getMetalsShownInCatalog, {}, { as: 'anonymous' })).value;
  return metals.find((m) => m.code === code)!.id;
}
