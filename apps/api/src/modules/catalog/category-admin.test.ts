import { addItemsToCategory } from '@portal/shared/catalog/add-items-to-category';
import { createCategory } from '@portal/shared/catalog/create-category';
import { deleteCategory } from '@portal/shared/catalog/delete-category';
import { getAddableItems } from '@portal/shared/catalog/get-addable-items';
import { getCategory } from '@portal/shared/catalog/get-category';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryItems } from '@portal/shared/catalog/get-category-items';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getChildProductCatalogs } from '@portal/shared/catalog/get-child-product-catalogs';
import { removeItemsFromCategory } from '@portal/shared/catalog/remove-items-from-category';
import { updateCategory } from '@portal/shared/catalog/update-category';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SendForm } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c9a44c' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const admin = { as: 'admin' } as const;
const create = (form: SendForm<typeof createCategory>, as: Caller = 'admin') =>
  t.send(createCategory, { form }, { as });
const update = (id: number, form: SendForm<typeof updateCategory>) =>
  t.send(updateCategory, { params: { id }, form }, admin);
const remove = (id: number) => t.send(deleteCategory, { query: { id } }, admin);
const listing = (categoryId: number, filters?: string) =>
  t.send(getCategoryProducts, { query: { categoryId, filters } }, admin);
/**
 * The items of a category's form, `items[0].id`, `items[1].id`, ... in their order: the contract's form schema names
 * them only in its description, so they are text fields the form type does not list.
 */
const itemFields = (ids: number[]): Record<string, string> =>
  Object.fromEntries(ids.map((id, i) => [`items[${i}].id`, String(id)]));
/** A picture's address is no call of the API: it is fetched as the browser's <img> does. */
const getMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('category management', () => {
  it('creates a category with images under a parent, serves the images resized, and lists it', async () => {
    const rings = (await t.send(getCategoryByCode, { params: { code: 'RINGS' } }, admin)).value;
    const res = await create({
      name: 'Claddagh rings',
      code: 'RINGS-CLADDAGH',
      parentId: String(rings.id),
      largeImage: { filename: 'large.png', type: 'image/png', data: png },
      smallImage: { filename: 'small.png', type: 'image/png', data: png },
    });
    expect(res.status, res.response.body).toBe(200);
    const category = res.value;
    expect(category).toMatchObject({
      name: 'Claddagh rings',
      code: 'RINGS-CLADDAGH',
      parentId: rings.id,
      slug: 'claddagh-rings',
    });
    expect(category.largeImage).toMatch(/^\/media\/categories\/.+\.png$/);
    const original = await getMedia(category.largeImage!);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toContain('immutable');
    const small = await getMedia(`${category.largeImage}?w=320`);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect((await getMedia(`${category.largeImage}?w=333`)).statusCode).toBe(400);
    const children = (await t.send(getChildProductCatalogs, { params: { id: rings.id } }, admin)).value;
    expect(children.map((c) => c.code)).toContain('RINGS-CLADDAGH');
  });

  it('lists every bad field, refuses a duplicate code (409) and a file that is not an image (415)', async () => {
    const bad = await create({ name: '', code: 'bad code!' });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(['code', 'name']);
    const duplicate = await create({ name: 'Again', code: 'rings' });
    expect(duplicate.status).toBe(409);
    const notImage = await create({
      name: 'Text',
      code: 'TEXT-CAT',
      largeImage: { filename: 'x.png', type: 'image/png', data: Buffer.from('not really a picture') },
    });
    expect(notImage.status).toBe(415);
    expect((await t.send(getCategoryByCode, { params: { code: 'TEXT-CAT' } }, admin)).status).toBe(404);
  });

  it('updates rank, description and items in order, and never makes a cycle', async () => {
    const created = (await create({ name: 'Holiday gifts', code: 'GIFTS' })).value;
    const candidates = (
      await t.send(
        getAddableItems,
        { query: { categoryId: created.id, search: 'heart', pageSize: 3 } },
        admin,
      )
    ).value;
    expect(candidates.items).toHaveLength(3);
    const [a, b, c] = candidates.items.map((i) => i.id) as [number, number, number];
    const updated = await update(created.id, {
      name: 'Holiday gifts',
      code: 'GIFTS',
      rank: '5',
      description: 'For the season',
      ...itemFields([c, a]),
    });
    expect(updated.status, updated.response.body).toBe(200);
    expect(updated.value).toMatchObject({ rank: 5, description: 'For the season', itemCount: 2 });
    expect(
      (await t.send(getCategoryItems, { params: { id: created.id } }, admin)).value.map((i) => i.id),
    ).toEqual([c, a]);
    const added = (await t.send(addItemsToCategory, { params: { id: created.id }, body: [b, c] }, admin))
      .value;
    expect(added.map((i) => i.id)).toEqual([c, a, b]);
    const removed = (
      await t.send(removeItemsFromCategory, { params: { id: created.id }, body: { ids: [a] } }, admin)
    ).value;
    expect(removed.map((i) => i.id)).toEqual([c, b]);
    const listed = (await listing(created.id, JSON.stringify({ sort: 'code' }))).value;
    expect(listed.items.map((i) => i.id).sort()).toEqual([b, c].sort());
    const child = (
      await create({ name: 'Stocking fillers', code: 'GIFTS-SMALL', parentId: String(created.id) })
    ).value;
    // items of a sub-category are listed under its parent too
    await t.send(addItemsToCategory, { params: { id: child.id }, body: [a] }, admin);
    const underParent = (await listing(created.id)).value;
    expect(underParent.pagingData.itemCount).toBe(3);
    const cycle = await update(created.id, {
      name: 'Holiday gifts',
      code: 'GIFTS',
      parentId: String(child.id),
    });
    expect(cycle.status).toBe(400);
    expect(cycle.errorMessages[0]?.key).toBe('parentId');
  });

  it('deletes a category only once it has no sub-categories', async () => {
    const parent = (await create({ name: 'Temporary', code: 'TEMP' })).value;
    const child = (await create({ name: 'Temporary child', code: 'TEMP-CHILD', parentId: String(parent.id) }))
      .value;
    // Its (empty) listing is answered, and remembered, while it exists; not found once it is deleted.
    const childListing = () =>
      t.send(getCategoryProducts, { query: { categoryId: child.id, pageSize: 20, pageNo: 1 } }, admin);
    expect((await childListing()).status).toBe(200);
    expect((await remove(parent.id)).status).toBe(409);
    expect((await remove(child.id)).status).toBe(200);
    expect((await childListing()).status).toBe(404);
    expect((await remove(parent.id)).status).toBe(200);
    expect((await t.send(getCategory, { params: { id: parent.id } }, admin)).status).toBe(404);
  });

  it('is staff work: a portal user gets 403', async () => {
    expect((await create({ name: 'Mine', code: 'MINE' }, 'customer')).status).toBe(403);
  });
});
