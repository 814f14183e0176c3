import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

// The listing's pages and the product detail are remembered between requests (listing-memo.ts): every change of the
// catalogue must show on the next read, and each caller must still get their own price.

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer((await t.login(DEMO.admin)).token);
  customer = t.bearer((await t.login(DEMO.customer)).token);
  other = t.bearer((await t.login(DEMO.other)).token);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().value;
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: admin });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().value;
};

interface Listed {
  id: number;
  code: string;
  price: number;
  metalId: number | null;
}
interface Page {
  items: Listed[];
  pagingData: { itemCount: number };
}
const gold = JSON.stringify({ ATTR_METAL: 'GOLD', sort: 'price' });
const listing = (categoryId: number, pageSize: number, pageNo = 1, headers: Record<string, string> = {}) =>
  get(
    `/api/productCategories/products?categoryId=${categoryId}&filters=${encodeURIComponent(gold)}&pageSize=${pageSize}&pageNo=${pageNo}`,
    headers,
  ) as Promise<Page>;
const detail = (id: number, headers: Record<string, string> = {}) =>
  get(`/api/itemtypes/${id}?includesubitems=true&includevariants=true`, headers);

/** A sub-category of rings with at least four gold rings, and those rings by price. */
async function goldRings() {
  const rings = await get('/api/productCategories/categoryCode/RINGS');
  for (const child of await get(`/api/ProductCategories/childProductCatalogs/${rings.id}`)) {
    const page = await listing(child.id, 200);
    if (page.pagingData.itemCount >= 4) return { categoryId: child.id as number, page };
  }
  throw new Error('no sub-category of rings holds four gold rings');
}

/** The metals of a master alloy other than the product's own (whose price must not move). */
async function alloyOf(metalId: number): Promise<string> {
  const metals = await get('/api/Metals/ShownInCatalog');
  return metals.find((m: { id: number }) => m.id === metalId).masterAlloyCode;
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
    await post(`/api/ItemTypes/RemoveItemsFromProductCategory/${categoryId}`, [removed.id]);
    const without = await listing(categoryId, 2, 1);
    expect(without.pagingData.itemCount).toBe(count - 1);
    expect(without.items.map((i) => i.code)).toEqual(codes.slice(1, 3));
    expect((await listing(categoryId, 200)).items.map((i) => i.code)).toEqual(codes.slice(1));
    await post(`/api/ItemTypes/AddItemsToProductCategory/${categoryId}`, [removed.id]);
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
    const mine = await listing(categoryId, 200, 1, customer);
    const price = (p: Page) => p.items.find((i) => i.id === ring.id)!.price;
    // C1001 has 10 % off rings; the same remembered page serves both
    expect(price(mine)).toBeCloseTo(price(before) * 0.9, 1);
    await post('/api/Metals/master-alloy-price', { code: await alloyOf(ring.metalId!), pricePerOunce: 9000 });
    const after = await listing(categoryId, 200);
    expect(price(after)).toBeGreaterThan(price(before));
    expect(price(await listing(categoryId, 200, 1, customer))).toBeCloseTo(price(after) * 0.9, 1);
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
    const mine = await detail(ring.id, customer);
    const theirs = await detail(ring.id, other);
    expect(mine.price).toBeCloseTo(anonymous.price * 0.9, 1); // C1001: 10 % off rings
    expect(theirs.price).toBe(anonymous.price); // C1002: memorial items only
    expect((await detail(ring.id)).price).toBe(anonymous.price); // nobody's price stuck to the shared detail
    expect({ ...mine, price: 0 }).toEqual({ ...anonymous, price: 0 });
    await post('/api/Metals/master-alloy-price', { code: await alloyOf(ring.metalId!), pricePerOunce: 4321 });
    const repriced = await detail(ring.id);
    expect(repriced.price).not.toBe(anonymous.price);
    expect((await detail(ring.id, customer)).price).toBeCloseTo(repriced.price * 0.9, 1);
    const byCode = await get(`/api/itemtypes/by-code/${ring.code}?includesubitems=true&includevariants=true`);
    expect(byCode.price).toBe(repriced.price);
  });

  it('follows the categories, the item group (and so the customer rule) and the SEO entry', async () => {
    const { categoryId, page } = await goldRings();
    const ring = page.items[1]!;
    const before = await detail(ring.id, customer);
    expect(before.categories.map((c: { id: number }) => c.id)).toContain(categoryId);
    await post(`/api/ItemTypes/RemoveItemsFromProductCategory/${categoryId}`, [ring.id]);
    expect((await detail(ring.id, customer)).categories.map((c: { id: number }) => c.id)).not.toContain(
      categoryId,
    );
    await post(`/api/ItemTypes/AddItemsToProductCategory/${categoryId}`, [ring.id]);
    expect((await detail(ring.id)).categories.map((c: { id: number }) => c.id)).toContain(categoryId);

    // moved out of the rings group, the ring loses C1001's rings discount
    const anonymous = await detail(ring.id);
    expect(before.price).toBeCloseTo(anonymous.price * 0.9, 1);
    const group = await post('/api/customOrderItemGroup', {
      groupName: 'Display pieces',
      parentId: null,
      itemTypeIds: [ring.id],
    });
    const moved = await detail(ring.id, customer);
    expect(moved.itemGroupId).toBe(group.id);
    expect(moved.price).toBe(anonymous.price);
    const groups = await get('/api/customOrderItemGroup', admin);
    const rings = groups.find((g: { id: number }) => g.id === before.itemGroupId);
    await post('/api/customOrderItemGroup', {
      id: rings.id,
      code: rings.code,
      groupName: rings.groupName,
      parentId: rings.parentId,
      rank: rings.rank,
      itemTypeIds: [ring.id],
    });
    expect((await detail(ring.id, customer)).price).toBe(before.price);

    expect((await detail(ring.id)).seo).toBeNull();
    await post('/api/SEO', { entityType: 'product', entityId: ring.id, language: 'en', pageTitle: 'A ring' });
    expect((await detail(ring.id)).seo).toMatchObject({ pageTitle: 'A ring' });
  });

  it('answers 404 for an unknown product every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/itemtypes/99999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/itemtypes/by-code/NOPE-1' })).statusCode).toBe(
        404,
      );
    }
  });
});
