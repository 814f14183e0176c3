import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().value;
};
const products = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  get(
    `/api/productCategories/products?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))}`,
    headers,
  );

describe('categories', () => {
  it('lists the top-level categories, all of them with getOnlyParent=false, and children', async () => {
    const top = await get('/api/ProductCategories');
    expect(top.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['RINGS', 'BANDS', 'MEMORIAL', 'FINDINGS']),
    );
    expect(top.every((c: { parentID: number | null }) => c.parentID === null)).toBe(true);
    const all = await get('/api/ProductCategories?getOnlyParent=false');
    expect(all.length).toBeGreaterThanOrEqual(40);
    const rings = top.find((c: { code: string }) => c.code === 'RINGS');
    const children = await get(`/api/ProductCategories/childProductCatalogs/${rings.id}`);
    expect(rings.childCount).toBe(children.length);
    expect(
      children.every((c: { itemCount: number; childCount: number }) => c.itemCount > 0 && c.childCount === 0),
    ).toBe(true);
    expect(children.map((c: { parentId: number }) => c.parentId)).toEqual(children.map(() => rings.id));
    expect((await get(`/api/productCategories/${rings.id}`)).code).toBe('RINGS');
    expect((await get('/api/productCategories/categoryCode/bands')).name).toBe('Wedding bands');
    expect((await get('/api/productCategories/categoryCode/BANDS', { 'accept-language': 'fr' })).name).toBe(
      'Alliances',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/productCategories/999999' })).statusCode).toBe(
      404,
    );
  });
});

describe('product listing', () => {
  it('lists a parent category with its sub-categories’ items, paged', async () => {
    const rings = await get('/api/productCategories/categoryCode/RINGS');
    const page = await products({ categoryId: rings.id, pageSize: 5 });
    expect(page.pagingData).toMatchObject({ pageNo: 1, pageSize: 5 });
    expect(page.pagingData.itemCount).toBeGreaterThan(50);
    expect(page.items).toHaveLength(5);
    expect(page.items[0].price).toBeGreaterThan(0);
  });

  it('pages through every sort the same way from either end, without gaps or repeats', async () => {
    const rings = await get('/api/productCategories/categoryCode/RINGS');
    for (const sort of [
      { sort: 'price' },
      { sort: 'name', sortDesc: true },
      { sort: 'newest' },
      { sort: 'code' },
    ]) {
      const filters = JSON.stringify(sort);
      const all = await products({ categoryId: rings.id, pageSize: 200, filters });
      const codes: string[] = [];
      for (let pageNo = 1; (pageNo - 1) * 7 < all.pagingData.itemCount; pageNo++) {
        const page = await products({ categoryId: rings.id, pageSize: 7, pageNo, filters });
        codes.push(...page.items.map((i: { code: string }) => i.code));
      }
      expect(codes).toEqual(all.items.map((i: { code: string }) => i.code));
    }
    const beyond = await products({ categoryId: rings.id, pageSize: 7, pageNo: 1000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagingData.itemCount).toBeGreaterThan(50);
  });

  it('filters by ATTR_ filters (true → 1) and by attributeFilterStr, each narrowing the list', async () => {
    const rings = await get('/api/productCategories/categoryCode/RINGS');
    const all = await products({ categoryId: rings.id, pageSize: 200 });
    const gold = await products({
      categoryId: rings.id,
      pageSize: 200,
      filters: JSON.stringify({ ATTR_METAL: 'GOLD' }),
    });
    const goldSeven = await products({
      categoryId: rings.id,
      pageSize: 200,
      filters: JSON.stringify({ ATTR_METAL: 'GOLD' }),
      attributeFilterStr: 'RING_SIZE:7',
    });
    expect(gold.pagingData.itemCount).toBeLessThan(all.pagingData.itemCount);
    expect(goldSeven.pagingData.itemCount).toBeLessThan(gold.pagingData.itemCount);
    expect(goldSeven.pagingData.itemCount).toBeGreaterThan(0);
    for (const item of goldSeven.items) {
      const attributes = await get(`/api/itemtypes/${item.id}/customattributevalues`);
      expect(attributes).toContainEqual(expect.objectContaining({ code: 'METAL', value: 'GOLD' }));
      expect(attributes).toContainEqual(expect.objectContaining({ code: 'RING_SIZE', value: '7' }));
    }
    const engravable = await products({
      categoryId: rings.id,
      pageSize: 200,
      filters: JSON.stringify({ ATTR_ENGRAVABLE: true }),
    });
    const notEngravable = await products({
      categoryId: rings.id,
      pageSize: 200,
      filters: JSON.stringify({ ATTR_ENGRAVABLE: false }),
    });
    expect(engravable.pagingData.itemCount + notEngravable.pagingData.itemCount).toBe(
      all.pagingData.itemCount,
    );
    const unknown = await products({ categoryId: rings.id, filters: JSON.stringify({ ATTR_NOPE: 'x' }) });
    expect(unknown.pagingData.itemCount).toBe(0);
  });

  it('sorts by price both ways and searches by name', async () => {
    const bands = await get('/api/productCategories/categoryCode/BANDS');
    const up = await products({
      categoryId: bands.id,
      pageSize: 200,
      filters: JSON.stringify({ sort: 'price' }),
    });
    const prices = up.items.map((i: { price: number }) => i.price);
    const sortedPrices = [...prices].sort((a, b) => a - b);
    // the sort key is the SQL estimate of the exact price, so neighbours may differ by a cent of rounding
    prices.forEach((p: number, i: number) => expect(Math.abs(p - sortedPrices[i])).toBeLessThan(0.05));
    const down = await products({
      categoryId: bands.id,
      pageSize: 1,
      filters: JSON.stringify({ sort: 'price', sortDesc: true }),
    });
    expect(down.items[0].price).toBeCloseTo(sortedPrices.at(-1), 0);
    const search = await products({ filters: JSON.stringify({ search: 'fingerprint' }) });
    expect(search.pagingData.itemCount).toBeGreaterThan(5);
    expect(search.items.every((i: { name: string }) => /fingerprint/i.test(i.name))).toBe(true);
  });

  it('refuses a bad filters parameter and a page size above 200', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/productCategories/products?filters=notjson&pageSize=500',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['filters', 'pageSize']);
  });

  it('lists retail and featured products', async () => {
    const retail = await get('/api/ProductCategories/RetailProducts?PageNo=1&PageSize=12');
    expect(retail.items.length).toBe(12);
    const featured = await get(
      '/api/ProductCategories/RetailProducts?PageNo=1&PageSize=50&FeaturedProductOnPortal=true',
    );
    expect(featured.pagingData.itemCount).toBeLessThan(retail.pagingData.itemCount);
    expect(featured.items.every((i: { featured: boolean }) => i.featured)).toBe(true);
  });

  it('offers filter attributes with counts for a category', async () => {
    const rings = await get('/api/productCategories/categoryCode/RINGS');
    const attributes = await get(`/api/productCategories/filterAttributesByCategory?categoryID=${rings.id}`);
    const metal = attributes.find((a: { code: string }) => a.code === 'METAL');
    expect(metal.options.map((o: { value: string }) => o.value)).toContain('GOLD');
    expect(metal.options.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBeGreaterThan(50);
    const engravable = attributes.find((a: { code: string }) => a.code === 'ENGRAVABLE');
    expect(engravable.options.map((o: { label: string }) => o.label).sort()).toEqual(['No', 'Yes']);
  });
});

describe('product detail and pricing', () => {
  async function anEngagementRing() {
    const category = await get('/api/productCategories/categoryCode/ENGAGEMENT');
    const page = await products({ categoryId: category.id, pageSize: 1 });
    return get(
      `/api/itemtypes/${page.items[0].id}?includesubitems=true&includevariants=true&includesubItemattributes=true`,
    );
  }

  it('describes a product with variants, sub-items, metals and attributes', async () => {
    const ring = await anEngagementRing();
    expect(ring.variants.map((v: { code: string }) => v.code)).toEqual(['COMFORT_FIT', 'MILGRAIN']);
    expect(ring.subItems.length).toBeGreaterThan(0);
    expect(ring.metals.length).toBeGreaterThanOrEqual(12);
    expect(ring.attributes.map((a: { code: string }) => a.code)).toContain('STONE');
    const byCode = await get(`/api/itemtypes/by-code/${ring.code.toLowerCase()}`);
    expect(byCode.id).toBe(ring.id);
    expect(byCode.seo).toBeNull();
  });

  it('prices a configuration, follows the metal, and matches the listed price for the default', async () => {
    const ring = await anEngagementRing();
    const price = async (body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/cp/calculatePrice',
        payload: { itemTypeID: ring.id, ...body },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    const metals = await get('/api/Metals/ShownInCatalog');
    const byCode = Object.fromEntries(metals.map((m: { code: string; id: number }) => [m.code, m.id]));
    const base = await price({});
    expect(base.price).toBe(ring.price);
    const silver = await price({ metalID: byCode.SS925 });
    const platinum = await price({ metalID: byCode.PT950 });
    const gold18 = await price({ metalID: byCode['18KY'] });
    expect(silver.breakdown.metalAmount).toBeLessThan(gold18.breakdown.metalAmount);
    expect(platinum.breakdown.metalWeight).toBeGreaterThan(silver.breakdown.metalWeight);
    const withVariant = await price({
      metalID: byCode['18KY'],
      variantIDs: [ring.variants[0].id],
      quantity: 3,
    });
    expect(withVariant.price).toBeGreaterThan(gold18.price);
    expect(withVariant.total).toBeCloseTo(withVariant.price * 3, 2);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/cp/calculatePrice',
      payload: { itemTypeID: ring.id, variantIDs: [999999] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages[0].key).toBe('variantIDs');
  });

  it('applies the active customer’s discount: C1001 has 10% off rings', async () => {
    const ring = await anEngagementRing();
    const { token } = await t.login(DEMO.customer);
    const anonymous = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/cp/calculatePrice',
        payload: { itemTypeID: ring.id },
      })
    ).json().value;
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/cp/calculatePrice',
        payload: { itemTypeID: ring.id },
        headers: t.bearer(token),
      })
    ).json().value;
    expect(customer.breakdown.adjustmentPercent).toBe(-10);
    expect(customer.price).toBeCloseTo(anonymous.price * 0.9, 1);
    const has = await get(
      `/api/customers/has-customer-discount-or-markup-by-item-type/${ring.id}`,
      t.bearer(token),
    );
    expect(has).toEqual({ hasDiscountOrMarkup: true, adjustmentPercent: -10 });
    const other = await t.login(DEMO.other);
    expect(
      (
        await get(
          `/api/customers/has-customer-discount-or-markup-by-item-type/${ring.id}`,
          t.bearer(other.token),
        )
      ).hasDiscountOrMarkup,
    ).toBe(false);
  });
});

describe('product pictures', () => {
  it('shows each product in the chosen metal’s colour, generated once and served resized', async () => {
    const page = await products({ pageSize: 1 });
    const [url] = page.items[0].productImageURLs;
    expect(url).toMatch(/^\/media\/generated\/[a-z]+-(yellow|white|rose)-\d\.png$/);
    const png = await t.app.inject({ method: 'GET', url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
    expect(small.headers['content-type']).toBe('image/webp');
    const metals = await get('/api/Metals/ShownInCatalog');
    const rose = metals.find((m: { code: string }) => m.code === '14KR');
    const roseImages = await get(
      `/api/products/updateProductImages?productCode=${page.items[0].code}&metalId=${rose.id}`,
    );
    expect(roseImages[0]).toContain('-rose-');
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/generated/spaceship-gold-1.png' })).statusCode,
    ).toBe(404);
  });
  it('still serves the pictures when the disk cannot keep them', async () => {
    const media = path.join(t.app.services.config.DATA_DIR, 'media');
    // A file where the media folder should be: every write fails, as on a full or read-only disk.
    rmSync(media, { recursive: true, force: true });
    writeFileSync(media, '');
    try {
      const [url] = (await products({ pageSize: 2 })).items[1].productImageURLs;
      const png = await t.app.inject({ method: 'GET', url });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
    } finally {
      rmSync(media, { force: true });
    }
  });
});

describe('metals', () => {
  it('lists metals with a price per gram and converts weight units', async () => {
    const metals = await get('/api/Metals/ShownInCatalog');
    expect(metals.map((m: { code: string }) => m.code)).toEqual(
      expect.arrayContaining(['10KY', '14KW', '18KR', 'SS925', 'PT950', 'PD950']),
    );
    const gold14 = metals.find((m: { code: string }) => m.code === '14KY');
    const gold18 = metals.find((m: { code: string }) => m.code === '18KY');
    expect(gold18.pricePerGram).toBeGreaterThan(gold14.pricePerGram);
    const golds = await get(`/api/Metals/getMetalSubItemVariants/${gold14.id}`);
    expect(golds.every((m: { masterAlloyCode: string }) => m.masterAlloyCode === 'GOLD')).toBe(true);
    expect((await get('/api/Metals/measureUnitConversions/ozt/g')).factor).toBeCloseTo(31.1035, 4);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Metals/measureUnitConversions/kg/lb' })).statusCode,
    ).toBe(404);
  });
});
