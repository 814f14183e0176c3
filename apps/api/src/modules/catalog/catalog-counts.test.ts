import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getChildItem } from '@portal/shared/catalog/get-child-item';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { getProductCategories } from '@portal/shared/catalog/get-product-categories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from './tables';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = { as: 'anonymous' } as const;

describe('a product says whether it has versions (the configurator asks no lookup for one without)', () => {
  it('is true for a master with an active version and for the version, false otherwise', async () => {
    const category = (await t.send(getCategoryByCode, { params: { code: 'BANDS' } }, visitor)).value;
    const products = (
      await t.send(getCategoryProducts, { query: { categoryId: category.id, pageSize: 3 } }, visitor)
    ).value.items;
    const [master, version, plain] = products.map((p) => p.id) as [number, number, number];
    await t.db.update(itemTypes).set({ masterItemTypeId: master }).where(eq(itemTypes.id, version));

    const detail = async (id: number) => (await t.send(getItemType, { params: { id } }, visitor)).value;
    expect((await detail(master)).hasVersions).toBe(true);
    expect(await detail(version)).toMatchObject({ masterItemTypeId: master, hasVersions: true });
    expect((await detail(plain)).hasVersions).toBe(false);

    const lookup = await t.send(getChildItem, { body: { itemTypeID: master, attributes: {} } }, visitor);
    expect(lookup.status).toBe(200);
    expect(lookup.value?.id).toBe(version);
  });
});

describe('category counts include the sub-categories', () => {
  it('counts a top-level category’s products in its sub-categories, as its product listing shows them', async () => {
    const all = (await t.send(getProductCategories, { query: { getOnlyParent: false } }, visitor)).value;
    const rings = all.find((c) => c.code === 'RINGS')!;
    const children = all.filter((c) => c.parentId === rings.id);
    expect(children.length).toBeGreaterThan(0);
    expect(rings.totalItemCount).toBeGreaterThan(rings.itemCount);
    expect(rings.totalItemCount).toBe(
      rings.itemCount + children.reduce((sum, c) => sum + c.totalItemCount!, 0),
    );
    const listed = (
      await t.send(getCategoryProducts, { query: { categoryId: rings.id, pageSize: 1 } }, visitor)
    ).value;
    expect(listed.pagingData.itemCount).toBe(rings.totalItemCount);
    // A leaf counts its own products.
    for (const leaf of children) expect(leaf.totalItemCount).toBe(leaf.itemCount);
  });
});
