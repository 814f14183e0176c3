import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const page = (
    await t.app.inject({ method: 'GET', url: '/api/ProductCategories/RetailProducts?PageSize=2' })
  ).json().value;
  productId = page.items[0].id;
});
afterAll(() => t.close());

describe('wish list', () => {
  it('shows each entry with its metal’s picture and its price as configured', async () => {
    const { token } = await t.login(DEMO.customer);
    const bands = (
      await t.app.inject({ method: 'GET', url: '/api/productCategories/categoryCode/BANDS' })
    ).json().value;
    const band = (
      await t.app.inject({
        method: 'GET',
        url: `/api/productCategories/products?categoryId=${bands.id}&pageSize=1`,
      })
    ).json().value.items[0];
    const detail = (await t.app.inject({ method: 'GET', url: `/api/itemtypes/${band.id}` })).json().value;
    const rose = detail.metals.find((m: { code: string }) => m.code === '14KR');
    const add = (configuration: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlists/addtowishlist',
        headers: t.bearer(token),
        payload: { itemTypeID: band.id, metalID: rose.id, configuration },
      });
    const plain = (await add({})).json().value;
    const withOption = (await add({ variantIDs: [detail.variants[0].id] })).json().value;
    expect(plain.productImageURLs[0]).toContain('-rose-');
    expect(withOption.price).toBeGreaterThan(plain.price);
    const priced = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/cp/calculatePrice',
        headers: t.bearer(token),
        payload: { itemTypeID: band.id, metalID: rose.id, variantIDs: [detail.variants[0].id] },
      })
    ).json().value;
    expect(withOption.price).toBe(priced.price);
    for (const entry of [plain, withOption])
      await t.app.inject({
        method: 'DELETE',
        url: `/api/wishlists/wishlist-item/${entry.id}`,
        headers: t.bearer(token),
      });
  });

  it('adds, lists and removes entries; the same configuration is kept once', async () => {
    const { token } = await t.login(DEMO.customer);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlists/addtowishlist',
        headers: t.bearer(token),
        payload: { itemTypeID: productId, configuration: { ringSize: '7' } },
      });
    const first = await add();
    expect(first.statusCode).toBe(200);
    expect((await add()).json().value.id).toBe(first.json().value.id);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/wishlists/wishListItems', headers: t.bearer(token) })
    ).json().value;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ itemTypeID: productId, configuration: { ringSize: '7' } });
    expect(list[0].price).toBeGreaterThan(0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlists/wishlist-item/${list[0].id}`,
      headers: t.bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/wishlists/wishListItems', headers: t.bearer(token) })
      ).json().value,
    ).toEqual([]);
  });

  it('keeps one customer’s list away from another user, who cannot delete it either', async () => {
    const customer = await t.login(DEMO.customer);
    const other = await t.login(DEMO.other);
    const entry = (
      await t.app.inject({
        method: 'POST',
        url: '/api/wishlists/addtowishlist',
        headers: t.bearer(customer.token),
        payload: { itemTypeID: productId },
      })
    ).json().value;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/wishlists/wishListItems',
          headers: t.bearer(other.token),
        })
      ).json().value,
    ).toEqual([]);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlists/wishlist-item/${entry.id}`,
      headers: t.bearer(other.token),
    });
    expect(steal.statusCode).toBe(404);
  });

  it('refuses an unknown product and needs sign-in', async () => {
    const { token } = await t.login(DEMO.customer);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/wishlists/addtowishlist',
      headers: t.bearer(token),
      payload: { itemTypeID: 99999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlists/wishListItems' })).statusCode).toBe(401);
  });
});
