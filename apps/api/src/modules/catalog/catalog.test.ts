import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getCategory } from '@portal/shared/catalog/get-category';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getChildProductCatalogs } from '@portal/shared/catalog/get-child-product-catalogs';
import { getCustomAttributeValues } from '@portal/shared/catalog/get-custom-attribute-values';
import { getCustomerDiscountOrMarkup } from '@portal/shared/catalog/get-customer-discount-or-markup';
import { getFilterAttributesByCategory } from '@portal/shared/catalog/get-filter-attributes-by-category';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { getMetalSubItemVariants } from '@portal/shared/catalog/get-metal-sub-item-variants';
import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { getProductByCode } from '@portal/shared/catalog/get-product-by-code';
import { getProductCategories } from '@portal/shared/catalog/get-product-categories';
import { getProductImages } from '@portal/shared/catalog/get-product-images';
import { getRetailProducts } from '@portal/shared/catalog/get-retail-products';
import { getUnitConversion } from '@portal/shared/catalog/get-unit-conversion';
import type { CallContract, CallResponse } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anonymous = { as: 'anonymous' } as const;
/** A visitor's call, which must answer 200. */
const visit = async <C extends CallContract>(call: C, input: SendInput<C>, language?: Language) => {
  const res = await t.send(call, input, { as: 'anonymous', language });
  expect(res.status, `${call.name}: ${res.response.body.slice(0, 300)}`).toBe(200);
  return res.value;
};
const products = (query: SendInput<typeof getCategoryProducts>['query']) =>
  visit(getCategoryProducts, { query });
const categoryByCode = (code: string) => visit(getCategoryByCode, { params: { code } });
const catalogMetals = () => visit(getMetalsShownInCatalog, {});
/** A media file's address is no call of the API: it is fetched as the browser's <img> does. */
const getMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('categories', () => {
  it('lists the top-level categories, all of them with getOnlyParent=false, and children', async () => {
    const top = await visit(getProductCategories, {});
    expect(top.map((c) => c.code)).toEqual(
      expect.arrayContaining(['RINGS', 'BANDS', 'MEMORIAL', 'FINDINGS']),
    );
    expect(top.every((c) => c.parentID === null)).toBe(true);
    const all = await visit(getProductCategories, { query: { getOnlyParent: false } });
    expect(all.length).toBeGreaterThanOrEqual(40);
    const rings = top.find((c) => c.code === 'RINGS')!;
    const children = await visit(getChildProductCatalogs, { params: { id: rings.id } });
    expect(rings.childCount).toBe(children.length);
    expect(children.every((c) => c.itemCount > 0 && c.childCount === 0)).toBe(true);
    expect(children.map((c) => c.parentId)).toEqual(children.map(() => rings.id));
    expect((await visit(getCategory, { params: { id: rings.id } })).code).toBe('RINGS');
    expect((await categoryByCode('bands')).name).toBe('Wedding bands');
    expect((await visit(getCategoryByCode, { params: { code: 'BANDS' } }, 'fr')).name).toBe('Alliances');
    expect((await t.send(getCategory, { params: { id: 999999 } }, anonymous)).status).toBe(404);
  });
});

describe('product listing', () => {
  it('lists a parent category with its sub-categories’ items, paged', async () => {
    const rings = await categoryByCode('RINGS');
    const page = await products({ categoryId: rings.id, pageSize: 5 });
    expect(page.pagingData).toMatchObject({ pageNo: 1, pageSize: 5 });
    expect(page.pagingData.itemCount).toBeGreaterThan(50);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.price).toBeGreaterThan(0);
  });

  it('pages through every sort the same way from either end, without gaps or repeats', async () => {
    const rings = await categoryByCode('RINGS');
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
        codes.push(...page.items.map((i) => i.code));
      }
      expect(codes).toEqual(all.items.map((i) => i.code));
    }
    const beyond = await products({ categoryId: rings.id, pageSize: 7, pageNo: 1000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagingData.itemCount).toBeGreaterThan(50);
  });

  it('filters by ATTR_ filters (true → 1) and by attributeFilterStr, each narrowing the list', async () => {
    const rings = await categoryByCode('RINGS');
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
      const attributes = await visit(getCustomAttributeValues, { params: { id: item.id } });
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
    const bands = await categoryByCode('BANDS');
    const up = await products({
      categoryId: bands.id,
      pageSize: 200,
      filters: JSON.stringify({ sort: 'price' }),
    });
    const prices = up.items.map((i) => i.price);
    const sortedPrices = [...prices].sort((a, b) => a - b);
    // the sort key is the SQL estimate of the exact price, so neighbours may differ by a cent of rounding
    prices.forEach((p, i) => expect(Math.abs(p - sortedPrices[i]!)).toBeLessThan(0.05));
    const down = await products({
      categoryId: bands.id,
      pageSize: 1,
      filters: JSON.stringify({ sort: 'price', sortDesc: true }),
    });
    expect(down.items[0]!.price).toBeCloseTo(sortedPrices.at(-1)!, 0);
    const search = await products({ filters: JSON.stringify({ search: 'fingerprint' }) });
    expect(search.pagingData.itemCount).toBeGreaterThan(5);
    expect(search.items.every((i) => /fingerprint/i.test(i.name))).toBe(true);
  });

  it('refuses a bad filters parameter and a page size above 200', async () => {
    const bad = await t.send(
      getCategoryProducts,
      { query: { filters: 'notjson', pageSize: 500 } },
      anonymous,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(['filters', 'pageSize']);
  });

  it('lists retail and featured products', async () => {
    // Raw: the spec writes this call's paging keys capitalised (PageNo, PageSize), which the API matches to the
    // contract's keys whatever their case; the typed client always sends them as the contract names them.
    const capitalised = await t.app.inject({
      method: 'GET',
      url: '/api/ProductCategories/RetailProducts?PageNo=1&PageSize=12',
    });
    expect(capitalised.statusCode).toBe(200);
    const retail = capitalised.json().value as CallResponse<typeof getRetailProducts>;
    expect(retail.items.length).toBe(12);
    const featured = await visit(getRetailProducts, {
      query: { pageNo: 1, pageSize: 50, FeaturedProductOnPortal: true },
    });
    expect(featured.pagingData.itemCount).toBeLessThan(retail.pagingData.itemCount);
    expect(featured.items.every((i) => i.featured)).toBe(true);
  });

  it('offers filter attributes with counts for a category', async () => {
    const rings = await categoryByCode('RINGS');
    const attributes = await visit(getFilterAttributesByCategory, { query: { categoryID: rings.id } });
    const metal = attributes.find((a) => a.code === 'METAL')!;
    expect(metal.options.map((o) => o.value)).toContain('GOLD');
    expect(metal.options.reduce((n, o) => n + o.count, 0)).toBeGreaterThan(50);
    const engravable = attributes.find((a) => a.code === 'ENGRAVABLE')!;
    expect(engravable.options.map((o) => o.label).sort()).toEqual(['No', 'Yes']);
  });
});

describe('product detail and pricing', () => {
  async function anEngagementRing() {
    const category = await categoryByCode('ENGAGEMENT');
    const page = await products({ categoryId: category.id, pageSize: 1 });
    return visit(getItemType, {
      params: { id: page.items[0]!.id },
      query: { includesubitems: true, includevariants: true, includesubItemattributes: true },
    });
  }

  it('describes a product with variants, sub-items, metals and attributes', async () => {
    const ring = await anEngagementRing();
    expect(ring.variants.map((v) => v.code)).toEqual(['COMFORT_FIT', 'MILGRAIN']);
    expect(ring.subItems.length).toBeGreaterThan(0);
    expect(ring.metals.length).toBeGreaterThanOrEqual(12);
    expect(ring.attributes.map((a) => a.code)).toContain('STONE');
    const byCode = await visit(getProductByCode, { params: { code: ring.code.toLowerCase() } });
    expect(byCode.id).toBe(ring.id);
    expect(byCode.seo).toBeNull();
  });

  it('prices a configuration, follows the metal, and matches the listed price for the default', async () => {
    const ring = await anEngagementRing();
    const price = (body: Omit<SendInput<typeof calculatePrice>['body'], 'itemTypeID'>) =>
      visit(calculatePrice, { body: { itemTypeID: ring.id, ...body } });
    const metals = await catalogMetals();
    const byCode = Object.fromEntries(metals.map((m) => [m.code, m.id]));
    const base = await price({});
    expect(base.price).toBe(ring.price);
    const silver = await price({ metalID: byCode.SS925 });
    const platinum = await price({ metalID: byCode.PT950 });
    const gold18 = await price({ metalID: byCode['18KY'] });
    expect(silver.breakdown.metalAmount).toBeLessThan(gold18.breakdown.metalAmount);
    expect(platinum.breakdown.metalWeight).toBeGreaterThan(silver.breakdown.metalWeight);
    const withVariant = await price({
      metalID: byCode['18KY'],
      variantIDs: [ring.variants[0]!.id],
      quantity: 3,
    });
    expect(withVariant.price).toBeGreaterThan(gold18.price);
    expect(withVariant.total).toBeCloseTo(withVariant.price * 3, 2);
    const bad = await t.send(
      calculatePrice,
      { body: { itemTypeID: ring.id, variantIDs: [999999] } },
      anonymous,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessages[0]?.key).toBe('variantIDs');
  });

  it('applies the active customer’s discount: C1001 has 10% off rings', async () => {
    const ring = await anEngagementRing();
    const body = { itemTypeID: ring.id };
    const visitor = (await t.send(calculatePrice, { body }, anonymous)).value;
    const customer = (await t.send(calculatePrice, { body }, { as: 'customer' })).value;
    expect(customer.breakdown.adjustmentPercent).toBe(-10);
    expect(customer.price).toBeCloseTo(visitor.price * 0.9, 1);
    const discountOf = async (as: 'customer' | 'other') => {
      const res = await t.send(getCustomerDiscountOrMarkup, { params: { itemTypeId: ring.id } }, { as });
      expect(res.status).toBe(200);
      return res.value;
    };
    expect(await discountOf('customer')).toEqual({ hasDiscountOrMarkup: true, adjustmentPercent: -10 });
    expect((await discountOf('other')).hasDiscountOrMarkup).toBe(false);
  });
});

describe('product pictures', () => {
  it('shows each product in the chosen metal’s colour, generated once and served resized', async () => {
    const page = await products({ pageSize: 1 });
    const [url] = page.items[0]!.productImageURLs;
    expect(url).toMatch(/^\/media\/generated\/[a-z]+-(yellow|white|rose)-\d\.png$/);
    const png = await getMedia(url!);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const small = await getMedia(`${url}?w=320`);
    expect(small.headers['content-type']).toBe('image/webp');
    const metals = await catalogMetals();
    const rose = metals.find((m) => m.code === '14KR')!;
    const roseImages = await visit(getProductImages, {
      query: { productCode: page.items[0]!.code, metalId: rose.id },
    });
    expect(roseImages[0]).toContain('-rose-');
    expect((await getMedia('/media/generated/spaceship-gold-1.png')).statusCode).toBe(404);
  });
  it('still serves the pictures when the disk cannot keep them', async () => {
    const media = path.join(t.app.services.config.DATA_DIR, 'media');
    // A file where the media folder should be: every write fails, as on a full or read-only disk.
    rmSync(media, { recursive: true, force: true });
    writeFileSync(media, '');
    try {
      const [url] = (await products({ pageSize: 2 })).items[1]!.productImageURLs;
      const png = await getMedia(url!);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const small = await getMedia(`${url}?w=320`);
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
    } finally {
      rmSync(media, { force: true });
    }
  });
});

describe('metals', () => {
  it('lists metals with a price per gram and converts weight units', async () => {
    const metals = await catalogMetals();
    expect(metals.map((m) => m.code)).toEqual(
      expect.arrayContaining(['10KY', '14KW', '18KR', 'SS925', 'PT950', 'PD950']),
    );
    const gold14 = metals.find((m) => m.code === '14KY')!;
    const gold18 = metals.find((m) => m.code === '18KY')!;
    expect(gold18.pricePerGram).toBeGreaterThan(gold14.pricePerGram);
    const golds = await visit(getMetalSubItemVariants, { params: { id: gold14.id } });
    expect(golds.every((m) => m.masterAlloyCode === 'GOLD')).toBe(true);
    const conversion = (source: string, target: string) =>
      t.send(getUnitConversion, { params: { source, target } }, anonymous);
    expect((await conversion('ozt', 'g')).value.factor).toBeCloseTo(31.1035, 4);
    expect((await conversion('kg', 'lb')).status).toBe(404);
  });
});
