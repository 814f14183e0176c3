import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login(DEMO.admin)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, payload, headers: t.bearer(token) });

describe('custom-order item groups', () => {
  it('lists groups with their item types', async () => {
    const groups = (await call('GET', '/api/customOrderItemGroup/get-all')).json().value;
    const rings = groups.find((g: { code: string }) => g.code === 'RINGS');
    expect(rings.itemTypeCount).toBeGreaterThan(100);
    const items = (await call('GET', `/api/customOrderItemGroup/get-item-types/${rings.id}`)).json().value;
    expect(items).toHaveLength(rings.itemTypeCount);
    const { token } = await t.login(DEMO.customer);
    expect((await call('GET', '/api/customOrderItemGroup/get-all', undefined, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/customOrderItemGroup', undefined, token)).statusCode).toBe(403);
  });

  it('creates a sub-group, moves item types into it, refuses to delete it while full, then deletes it', async () => {
    const groups = (await call('GET', '/api/customOrderItemGroup')).json().value;
    const memorial = groups.find((g: { code: string }) => g.code === 'MEMORIAL');
    const items = (await call('GET', `/api/customOrderItemGroup/get-item-types/${memorial.id}`)).json().value;
    const created = await call('POST', '/api/customOrderItemGroup', {
      groupName: 'Pet memorials',
      parentId: memorial.id,
      itemTypeIds: [items[0].id, items[1].id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json().value;
    expect(group).toMatchObject({ code: 'PET_MEMORIALS', parentId: memorial.id });
    expect(
      (await call('GET', `/api/customOrderItemGroup/get-item-types/${group.id}`)).json().value,
    ).toHaveLength(2);
    expect((await call('POST', `/api/customOrderItemGroup/delete/${group.id}`)).statusCode).toBe(409);
    await call('POST', '/api/customOrderItemGroup', {
      id: group.id,
      groupName: 'Pet memorials',
      parentId: memorial.id,
    });
    await call('POST', '/api/customOrderItemGroup', {
      id: memorial.id,
      groupName: memorial.groupName,
      itemTypeIds: [items[0].id, items[1].id],
    });
    expect((await call('POST', `/api/customOrderItemGroup/delete/${group.id}`)).statusCode).toBe(200);
    const self = await call('POST', '/api/customOrderItemGroup', {
      id: memorial.id,
      groupName: memorial.groupName,
      parentId: memorial.id,
    });
    expect(self.statusCode).toBe(400);
  });
});
