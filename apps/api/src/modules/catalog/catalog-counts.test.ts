import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from './tables';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a product says whether it has versions (the configurator asks no lookup for one without)', () => {
  it('is true for a master with an active version and for the version, false otherwise', async () => {
    const category = (await get('/api/productCategories/categoryCode/BANDS')).json().value;
    const products = (
      await get(`/api/productCategories/products?categoryId=${category.id}&pageSize=3`)
    ).json().value.items as { id: number }[];
    const [master, version, plain] = products.map((p) => p.id) as [number, number, number];
    await t.db.update(itemTypes).set({ masterItemTypeId: master }).where(eq(itemTypes.id, version));

    const detail = async (id: number) => (await get(`/api/itemtypes/${id}`)).json().value;
    expect((await detail(master)).hasVersions).toBe(true);
    expect(await detail(version)).toMatchObject({ masterItemTypeId: master, hasVersions: true });
    expect((await detail(plain)).hasVersions).toBe(false);

    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/products/getChildItemByMasterItemTypeAttributes',
      payload: { itemTypeID: master, attributes: {} },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().value.id).toBe(version);
  });
});

describe('category counts include the sub-categories', () => {
  it('counts a top-level category’s products in its sub-categories, as its product listing shows them', async () => {
    const all = (await get('/api/ProductCategories?getOnlyParent=false')).json().value as {
      id: number;
      code: string;
      parentId: number | null;
      itemCount: number;
      totalItemCount: number;
    }[];
    const rings = all.find((c) => c.code === 'RINGS')!;
    const children = all.filter((c) => c.parentId === rings.id);
    expect(children.length).toBeGreaterThan(0);
    expect(rings.totalItemCount).toBeGreaterThan(rings.itemCount);
    expect(rings.totalItemCount).toBe(
      rings.itemCount + children.reduce((sum, c) => sum + c.totalItemCount, 0),
    );
    const listed = (await get(`/api/productCategories/products?categoryId=${rings.id}&pageSize=1`)).json()
      .value;
    expect(listed.pagingData.itemCount).toBe(rings.totalItemCount);
    // A leaf counts its own products.
    for (const leaf of children) expect(leaf.totalItemCount).toBe(leaf.itemCount);
  });
});
