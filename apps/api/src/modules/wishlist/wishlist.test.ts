import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { getRetailProducts } from '@portal/shared/catalog/get-retail-products';
import { addToWishList } from '@portal/shared/wishlist/add-to-wish-list';
import { deleteWishListItem } from '@portal/shared/wishlist/delete-wish-list-item';
import { getWishListItems } from '@portal/shared/wishlist/get-wish-list-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const page = (await t.send(getRetailProducts, { query: { pageSize: 2 } }, { as: 'anonymous' })).value;
  productId = page.items[0]!.id;
});
afterAll(() => t.close());

describe('wish list', () => {
  it('shows each entry with its metal’s picture and its price as configured', async () => {
    const bands = (await t.send(getCategoryByCode, { params: { code: 'BANDS' } }, { as: 'anonymous' })).value;
    const band = (
      await t.send(getCategoryProducts, { query: { categoryId: bands.id, pageSize: 1 } }, { as: 'anonymous' })
    ).value.items[0]!;
    const detail = (await t.send(getItemType, { params: { id: band.id } }, { as: 'anonymous' })).value;
    const rose = detail.metals.find((m) => m.code === '14KR')!;
    const add = (configuration: Record<string, unknown>) =>
      t.send(
        addToWishList,
        { body: { itemTypeID: band.id, metalID: rose.id, configuration } },
        { as: 'customer' },
      );
    const plain = (await add({})).value;
    const withOption = (await add({ variantIDs: [detail.variants[0]!.id] })).value;
    expect(plain.productImageURLs[0]).toContain('-rose-');
    expect(withOption.price).toBeGreaterThan(plain.price!);
    const priced = (
      await t.send(
        calculatePrice,
        { body: { itemTypeID: band.id, metalID: rose.id, variantIDs: [detail.variants[0]!.id] } },
        { as: 'customer' },
      )
    ).value;
    expect(withOption.price).toBe(priced.price);
    for (const entry of [plain, withOption])
      await t.send(deleteWishListItem, { params: { id: entry.id } }, { as: 'customer' });
  });

  it('adds, lists and removes entries; the same configuration is kept once', async () => {
    const add = () =>
      t.send(
        addToWishList,
        { body: { itemTypeID: productId, configuration: { ringSize: '7' } } },
        { as: 'customer' },
      );
    const first = await add();
    expect(first.status).toBe(200);
    expect((await add()).value.id).toBe(first.value.id);
    const list = (await t.send(getWishListItems, {}, { as: 'customer' })).value;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ itemTypeID: productId, configuration: { ringSize: '7' } });
    expect(list[0]!.price).toBeGreaterThan(0);
    const removed = await t.send(deleteWishListItem, { params: { id: list[0]!.id } }, { as: 'customer' });
    expect(removed.status).toBe(200);
    expect((await t.send(getWishListItems, {}, { as: 'customer' })).value).toEqual([]);
  });

  it('keeps one customer’s list away from another user, who cannot delete it either', async () => {
    const entry = (await t.send(addToWishList, { body: { itemTypeID: productId } }, { as: 'customer' }))
      .value;
    expect((await t.send(getWishListItems, {}, { as: 'other' })).value).toEqual([]);
    const steal = await t.send(deleteWishListItem, { params: { id: entry.id } }, { as: 'other' });
    expect(steal.status).toBe(404);
  });

  it('refuses an unknown product and needs sign-in', async () => {
    const bad = await t.send(addToWishList, { body: { itemTypeID: 99999999 } }, { as: 'customer' });
    expect(bad.status).toBe(400);
    expect((await t.send(getWishListItems, {}, { as: 'anonymous' })).status).toBe(401);
  });
});
