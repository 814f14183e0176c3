import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const columns = [
  { field: 'code', visible: true, width: 120 },
  { field: 'name', visible: true },
  { field: 'parent', visible: false },
];

describe('grid and detail settings', () => {
  it('keeps each user’s column choice per grid key', async () => {
    const admin = await t.login(DEMO.admin);
    const sales = await t.login(DEMO.sales);
    const read = (token: string, code: string) =>
      t.app.inject({ method: 'GET', url: `/api/GridSetting/${code}`, headers: t.bearer(token) });
    expect((await read(admin.token, 'Catalog')).json().value).toEqual({ code: 'Catalog', settings: null });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/GridSetting',
      headers: t.bearer(admin.token),
      payload: {
        code: 'Catalog',
        settings: { columns, pageSize: 25, sort: { field: 'name', direction: 'asc' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(admin.token, 'Catalog')).json().value.settings).toMatchObject({
      columns,
      pageSize: 25,
    });
    expect((await read(sales.token, 'Catalog')).json().value.settings).toBeNull();
    expect((await read(admin.token, 'NoSuchGrid')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/GridSetting',
      headers: t.bearer(admin.token),
      payload: { code: 'Catalog', settings: { columns: [{ field: '', visible: 'yes' }], pageSize: 1000 } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await read(admin.token, 'Catalog')).json().value.settings.pageSize).toBe(25);
  });

  it('keeps the hidden sections of a detail view', async () => {
    const customer = await t.login(DEMO.customer);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/DetailSetting',
      headers: t.bearer(customer.token),
      payload: { code: 'JobOrderDetail', settings: { hidden: ['images'] } },
    });
    expect(save.statusCode, save.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/DetailSetting?code=JobOrderDetail',
      headers: t.bearer(customer.token),
    });
    expect(read.json().value).toEqual({ code: 'JobOrderDetail', settings: { hidden: ['images'] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/DetailSetting?code=x' })).statusCode).toBe(401);
  });
});
