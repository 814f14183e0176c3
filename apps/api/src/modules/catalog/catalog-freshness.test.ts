import { addItemsToCategory } from '@portal/shared/catalog/add-items-to-category';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getChildProductCatalogs } from '@portal/shared/catalog/get-child-product-catalogs';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { getManagedItemGroups } from '@portal/shared/catalog/get-managed-item-groups';
import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { getProductByCode } from '@portal/shared/catalog/get-product-by-code';
import { removeItemsFromCategory } from '@portal/shared/catalog/remove-items-from-category';
import { saveItemGroup } from '@portal/shared/catalog/save-item-group';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import type { CallContract, CallResponse } from '@portal/shared/platform/contract';
import { saveSeoEntry } from '@portal/shared/seo/save-seo-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

// The listing's pages and the product detail are remembered between requests (listing-memo.ts): every change of the
// catalogue must show on the next read, and each caller must still get their own price.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A call that must answer 200: signed out unless a caller is given. */
const read = async <C extends CallContract>(call: C, input: SendInput<C>, as: Caller = 'anonymous') => {
  const res = await t.send(call, input, { as });
  expect(res.status, `${call.name}: ${res.response.body.slice(0, 300)}`).toBe(200);
  return res.value;
};
/** A change by the administrator, which must answer 200. */
const change = <C extends CallContract>(call: C, input: SendInput<C>) => read(call, input, 'admin');
const removeFromCategory = (categoryId: number, itemTypeId: number) =>
  change(removeItemsFromCategory, { params: { id: categoryId }, body: [itemTypeId] });
const addToCategory = (categoryId: number, itemTypeId: number) =>
  change(addItemsToCategory, { params: { id: categoryId }, body: [itemTypeId] });
const setAlloyPrice = async (metalId: number, pricePerOunce: number) =>
  change(updateMasterAlloyPrice, { body: { code: await alloyOf(metalId), pricePerOunce } });

type Page = CallResponse<typeof getCategoryProducts>;
const gold = JSON.stringify({ ATTR_METAL: 'GOLD', sort: 'price' });
const listing = (categoryId: number, pageSize: number, pageNo = 1, as: Caller = 'anonymous') =>
  read(getCategoryProducts, { query: { categoryId, filters: gold, pageSize, pageNo } }, as);
const withParts = { includesubitems: true, includevariants: true };
const detail = (id: number, as: Caller = 'anonymous') =>
  read(getItemType, { params: { id }, query: withParts }, as);

/** A sub-category of rings with at least four gold rings, and those rings by price. */
async function goldRings() {
  const rings = await read(getCategoryByCode, { params: { code: 'RINGS' } });
  for (const child of await read(getChildProductCatalogs, { params: { id: rings.id } })) {
    const page = await listing(child.id, 200);
    if (page.pagingData.itemCount >= 4) return { categoryId: child.id, page };
  }
  throw new Error('no sub-category of rings holds four gold rings');
}

/** The metals of a master alloy other than the product's own (whose price must not move). */
async function alloyOf(metalId: number): Promise<string> {
  const metals = await read(getMetalsShownInCatalog, {});
  return metals.find((m) => m.id === metalId)!.masterAlloyCode;
}

describe('remembered listing pages', () => {
  it('drop an item removed from the category and show it again once it is added back', async () => {
    const { categoryId, page } = await goldRings();
    const count = page.pagingData.itemCount;
    const codes = page.items.map((i) => i.code);
    // the first and the last page (read from the far end) of 2, remembered
    const last = Math.ceil(count / 2);
    expect((await listing(categoryId, 2, 1)).items.map((i) => i.code)).toEqual(codes.slice(0, 2));
    expect((await listing(categoryId, 2, last)).items.map((i) => i.code)).toEqual(
      codes.slice((last - 1) * 2),
    );
    const removed = page.items[0]!;
    await removeFromCategory(categoryId, removed.id);
    const without = await listing(categoryId, 2, 1);
    expect(without.pagingData.itemCount).toBe(count - 1);
    expect(without.items.map((i) => i.code)).toEqual(codes.slice(1, 3));
    expect((await listing(categoryId, 200)).items.map((i) => i.code)).toEqual(codes.slice(1));
    await addToCategory(categoryId, removed.id);
    const back = await listing(categoryId, 2, 1);
    expect(back.pagingData.itemCount).toBe(count);
    expect(back.items.map((i) => i.code)).toEqual(codes.slice(0, 2));
    expect((await listing(categoryId, 2, last)).items.map((i) => i.code)).toEqual(
      codes.slice((last - 1) * 2),
    );
  });

  it('show new prices once a metal price changes, each caller with their own adjustment', async () => {
    const { categoryId, page } = await goldRings();
    const ring = page.items.find((i) => i.metalId !== null)!;
    const before = await listing(categoryId, 200);
    const mine = await listing(categoryId, 200, 1, 'customer');
    const price = (p: Page) => p.items.find((i) => i.id === ring.id)!.price;
    // C1001 has 10 % off rings; the same remembered page serves both
    expect(price(mine)).toBeCloseTo(price(before) * 0.9, 1);
    await setAlloyPrice(ring.metalId!, 9000);
    const after = await listing(categoryId, 200);
    expect(price(after)).toBeGreaterThan(price(before));
    expect(price(await listing(categoryId, 200, 1, 'customer'))).toBeCloseTo(price(after) * 0.9, 1);
    // the order follows the new sort prices
    const prices = after.items.map((i) => i.price);
    prices.forEach((p, i) => i > 0 && expect(p).toBeGreaterThanOrEqual(prices[i - 1]! - 0.05));
  });
});

describe('remembered product detail', () => {
  it('shows a new metal price and each customer’s own price from the same remembered detail', async () => {
    const { page } = await goldRings();
    const ring = page.items.find((i) => i.metalId !== null)!;
    const anonymous = await detail(ring.id);
    const mine = await detail(ring.id, 'customer');
    const theirs = await detail(ring.id, 'other');
    expect(mine.price).toBeCloseTo(anonymous.price * 0.9, 1); // C1001: 10 % off rings
    expect(theirs.price).toBe(anonymous.price); // C1002: memorial items only
    expect((await detail(ring.id)).price).toBe(anonymous.price); // nobody's price stuck to the shared detail
    expect({ ...mine, price: 0 }).toEqual({ ...anonymous, price: 0 });
    await setAlloyPrice(ring.metalId!, 4321);
    const repriced = await detail(ring.id);
    expect(repriced.price).not.toBe(anonymous.price);
    expect((await detail(ring.id, 'customer')).price).toBeCloseTo(repriced.price * 0.9, 1);
    const byCode = await read(getProductByCode, { params: { code: ring.code }, query: withParts });
    expect(byCode.price).toBe(repriced.price);
  });

  it('follows the categories, the item group (and so the customer rule) and the SEO entry', async () => {
    const { categoryId, page } = await goldRings();
    const ring = page.items[1]!;
    const before = await detail(ring.id, 'customer');
    expect(before.categories.map((c) => c.id)).toContain(categoryId);
    await removeFromCategory(categoryId, ring.id);
    expect((await detail(ring.id, 'customer')).categories.map((c) => c.id)).not.toContain(categoryId);
    await addToCategory(categoryId, ring.id);
    expect((await detail(ring.id)).categories.map((c) => c.id)).toContain(categoryId);

    // moved out of the rings group, the ring loses C1001's rings discount
    const anonymous = await detail(ring.id);
    expect(before.price).toBeCloseTo(anonymous.price * 0.9, 1);
    const group = await change(saveItemGroup, {
      body: { groupName: 'Display pieces', parentId: null, itemTypeIds: [ring.id] },
    });
    const moved = await detail(ring.id, 'customer');
    expect(moved.itemGroupId).toBe(group.id);
    expect(moved.price).toBe(anonymous.price);
    const groups = await read(getManagedItemGroups, {}, 'admin');
    const rings = groups.find((g) => g.id === before.itemGroupId)!;
    await change(saveItemGroup, {
      body: {
        id: rings.id,
        code: rings.code,
        groupName: rings.groupName,
        parentId: rings.parentId,
        rank: rings.rank,
        itemTypeIds: [ring.id],
      },
    });
    expect((await detail(ring.id, 'customer')).price).toBe(before.price);

    expect((await detail(ring.id)).seo).toBeNull();
    await change(saveSeoEntry, {
      body: { entityType: 'product', entityId: ring.id, language: 'en', pageTitle: 'A ring' },
    });
    expect((await detail(ring.id)).seo).toMatchObject({ pageTitle: 'A ring' });
  });

  it('answers 404 for an unknown product every time', async () => {
    for (let i = 0; i < 2; i++) {
      const byId = await t.send(getItemType, { params: { id: 99999999 } }, { as: 'anonymous' });
      expect(byId.status).toBe(404);
      const byCode = await t.send(getProductByCode, { params: { code: 'NOPE-1' } }, { as: 'anonymous' });
      expect(byCode.status).toBe(404);
    }
  });
});
