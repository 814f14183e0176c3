import { metalPricePerGram } from '@portal/shared';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getMetalSubItemVariants } from '@portal/shared/catalog/get-metal-sub-item-variants';
import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { getProductByCode } from '@portal/shared/catalog/get-product-by-code';
import { getUnitConversion } from '@portal/shared/catalog/get-unit-conversion';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import type { CallContract } from '@portal/shared/platform/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../../platform/content-generation';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetFixings } from '../../test/fixtures';
import { itemTypes, masterAlloys, metalFixings, metals } from './tables';

// Every metal price the catalogue answers names its basis: the metals, a product's default metal and a configuration.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await forgetFixings(t.db);
});
afterAll(() => t.close());

/** A visitor's call, which must answer 200. */
const visit = async <C extends CallContract>(call: C, input: SendInput<C>) => {
  const res = await t.send(call, input, { as: 'anonymous' });
  expect(res.status, `${call.name}: ${res.response.body.slice(0, 300)}`).toBe(200);
  return res.value;
};
const price = (body: SendInput<typeof calculatePrice>['body']) => visit(calculatePrice, { body });
const catalogMetals = () => visit(getMetalsShownInCatalog, {});
const metalOf = async (code: string) => (await catalogMetals()).find((m) => m.code === code)!;
const ring = () => visit(getProductByCode, { params: { code: 'ns-rg1028' } });
const gramsTo = async (target: 'dwt' | 'ozt') =>
  (await visit(getUnitConversion, { params: { source: 'g', target } })).factor;

/** What every answer says of one metal: the metals list, its variants, the product page and the price call. */
async function basesOf(code: string) {
  const metal = await metalOf(code);
  const variants = await visit(getMetalSubItemVariants, { params: { id: metal.id } });
  const product = await ring();
  const priced = await price({ itemTypeID: product.id, metalID: metal.id });
  return {
    metal,
    list: metal.priceBasis,
    variant: variants.find((m) => m.id === metal.id)!.priceBasis,
    product: product.metalId === metal.id ? product.priceBasis : undefined,
    priced: priced.priceBasis,
    weights: priced.metalWeights,
    breakdown: priced.breakdown,
  };
}

describe('the basis of metal prices', () => {
  it('cites the price staff set, with the metal’s formula, in every answer', async () => {
    const product = await ring();
    const defaultMetal = (await catalogMetals()).find((m) => m.id === product.metalId)!;
    const seen = await basesOf(defaultMetal.code);
    const [alloy] = await t.db
      .select()
      .from(masterAlloys)
      .where(eq(masterAlloys.code, defaultMetal.masterAlloyCode));
    const [row] = await t.db.select().from(metals).where(eq(metals.id, defaultMetal.id));
    const expected = {
      kind: 'manual',
      masterAlloyCode: alloy!.code,
      fixingId: null,
      session: null,
      date: alloy!.updatedAt.toISOString().slice(0, 10),
      source: null,
      pricePerOunce: Number(alloy!.pricePerOunce),
      purity: Number(row!.purity),
      surchargePerOunce: Number(row!.surchargePerOunce),
      markupPercent: Number(row!.markupPercent),
      pricePerGram: seen.metal.pricePerGram,
    };
    expect(seen.list).toEqual(expected);
    expect(seen.variant).toEqual(expected);
    expect(seen.product).toEqual(expected);
    expect(seen.priced).toEqual(expected);
    // The weight in pennyweights and troy ounces, by the conversion table's factors.
    const toDwt = await gramsTo('dwt');
    const toOzt = await gramsTo('ozt');
    expect(seen.weights!.g).toBe(seen.breakdown.metalWeight);
    expect(seen.weights!.dwt).toBeCloseTo(seen.breakdown.metalWeight * toDwt, 3);
    expect(seen.weights!.ozt).toBeCloseTo(seen.breakdown.metalWeight * toOzt, 4);
  });

  it('a piece without metal has no basis', async () => {
    const [plain] = await t.db
      .select({ id: itemTypes.id })
      .from(itemTypes)
      .where(and(eq(itemTypes.metalWeight, '0'), eq(itemTypes.isActive, true)))
      .limit(1);
    const priced = await price({ itemTypeID: plain!.id });
    expect(priced.priceBasis).toBeNull();
    expect(priced.metalWeights).toBeNull();
  });

  it('cites the fixing an alloy follows, then the new price staff set over it, at once', async () => {
    const product = await ring();
    const before = await basesOf('14KY');
    // The answers are remembered; a fixing recorded and followed is a content change, as the fixings screens make it.
    const [gold] = await t.db.select().from(masterAlloys).where(eq(masterAlloys.code, 'GOLD'));
    const [fixing] = await t.db
      .insert(metalFixings)
      .values({
        masterAlloyId: gold!.id,
        fixingDate: '2026-11-27',
        session: 'PM',
        source: 'LBMA',
        pricePerOunce: '2650.40',
        fixedAt: new Date('2026-11-27T15:00:00Z'),
      })
      .returning();
    await t.db
      .update(masterAlloys)
      .set({ priceSource: 'fixing', fixingId: fixing!.id, pricePerOunce: '2650.40' })
      .where(eq(masterAlloys.id, gold!.id));
    const [y14] = await t.db.select().from(metals).where(eq(metals.code, '14KY'));
    await t.db
      .update(metals)
      .set({
        surchargePerOunce: '3.00',
        pricePerGram: metalPricePerGram('2650.40', y14!.purity, '3.00', y14!.markupPercent),
      })
      .where(eq(metals.id, y14!.id));
    contentChanged();

    const fixed = await basesOf('14KY');
    const expected = {
      kind: 'fixing',
      masterAlloyCode: 'GOLD',
      fixingId: fixing!.id,
      session: 'PM',
      date: '2026-11-27',
      source: 'LBMA',
      pricePerOunce: 2650.4,
      purity: Number(y14!.purity),
      surchargePerOunce: 3,
      markupPercent: Number(y14!.markupPercent),
      pricePerGram: Number(metalPricePerGram('2650.40', y14!.purity, '3.00', y14!.markupPercent)),
    };
    expect(fixed.list).toEqual(expected);
    expect(fixed.variant).toEqual(expected);
    expect(fixed.priced).toEqual(expected);
    if (product.metalId === y14!.id) expect(fixed.product).toEqual(expected);
    expect(fixed.metal.pricePerGram).toBe(expected.pricePerGram);
    expect(fixed.breakdown.metalAmount).not.toBe(before.breakdown.metalAmount);

    // Staff type a price: it overrides the fixing and is cited as theirs, in every answer, from the next request.
    const changed = await t.send(
      updateMasterAlloyPrice,
      { body: { code: 'GOLD', pricePerOunce: 2701.15 } },
      { as: 'admin' },
    );
    expect(changed.status, changed.response.body).toBe(200);
    const typed = await basesOf('14KY');
    const [after] = await t.db.select().from(masterAlloys).where(eq(masterAlloys.id, gold!.id));
    expect(after).toMatchObject({ priceSource: 'manual', fixingId: null, pricePerOunce: '2701.15' });
    const manual = {
      ...expected,
      kind: 'manual',
      fixingId: null,
      session: null,
      source: null,
      date: after!.updatedAt.toISOString().slice(0, 10),
      pricePerOunce: 2701.15,
      pricePerGram: Number(metalPricePerGram('2701.15', y14!.purity, '3.00', y14!.markupPercent)),
    };
    expect(typed.list).toEqual(manual);
    expect(typed.variant).toEqual(manual);
    expect(typed.priced).toEqual(manual);
    if (product.metalId === y14!.id) expect(typed.product).toEqual(manual);
  });
});
