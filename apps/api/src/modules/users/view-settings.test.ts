import { getDetailSetting } from '@portal/shared/users/get-detail-setting';
import { getGridSetting } from '@portal/shared/users/get-grid-setting';
import { saveDetailSetting } from '@portal/shared/users/save-detail-setting';
import { saveGridSetting } from '@portal/shared/users/save-grid-setting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidInput, type Caller, type SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

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
    const read = (as: Caller, code: SendInput<typeof getGridSetting>['params']['code']) =>
      t.send(getGridSetting, { params: { code } }, { as });
    const save = (settings: SendInput<typeof saveGridSetting>['body']['settings']) =>
      t.send(saveGridSetting, { body: { code: 'Catalog', settings } }, { as: 'admin' });
    expect((await read('admin', 'Catalog')).value).toEqual({ code: 'Catalog', settings: null });
    const saved = await save({ columns, pageSize: 25, sort: { field: 'name', direction: 'asc' } });
    expect(saved.status, saved.response.body).toBe(200);
    expect((await read('admin', 'Catalog')).value.settings).toMatchObject({
      columns,
      pageSize: 25,
    });
    expect((await read('sales', 'Catalog')).value.settings).toBeNull();
    expect((await read('admin', invalidInput('NoSuchGrid'))).status).toBe(400);
    // Malformed on purpose: the server, not the type, must refuse it.
    const bad = await save({ columns: [{ field: '', visible: invalidInput('yes') }], pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect((await read('admin', 'Catalog')).value.settings!.pageSize).toBe(25);
  });

  it('keeps the hidden sections of a detail view', async () => {
    const save = await t.send(
      saveDetailSetting,
      { body: { code: 'JobOrderDetail', settings: { hidden: ['images'] } } },
      { as: 'customer' },
    );
    expect(save.status, save.response.body).toBe(200);
    const read = await t.send(getDetailSetting, { query: { code: 'JobOrderDetail' } }, { as: 'customer' });
    expect(read.value).toEqual({ code: 'JobOrderDetail', settings: { hidden: ['images'] } });
    expect((await t.send(getDetailSetting, { query: { code: 'x' } }, { as: 'anonymous' })).status).toBe(401);
  });
});
