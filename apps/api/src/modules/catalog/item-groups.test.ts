import { deleteItemGroup } from '@portal/shared/catalog/delete-item-group';
import { getItemGroups } from '@portal/shared/catalog/get-item-groups';
import { getItemTypesOfGroup } from '@portal/shared/catalog/get-item-types-of-group';
import { getManagedItemGroups } from '@portal/shared/catalog/get-managed-item-groups';
import { saveItemGroup } from '@portal/shared/catalog/save-item-group';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { as: 'admin' } as const;
const itemTypesOf = async (groupID: number) =>
  (await t.send(getItemTypesOfGroup, { params: { groupID } }, admin)).value;

describe('custom-order item groups', () => {
  it('lists groups with their item types', async () => {
    const groups = (await t.send(getItemGroups, {}, admin)).value;
    const rings = groups.find((g) => g.code === 'RINGS')!;
    expect(rings.itemTypeCount).toBeGreaterThan(100);
    expect(await itemTypesOf(rings.id)).toHaveLength(rings.itemTypeCount);
    expect((await t.send(getItemGroups, {}, { as: 'customer' })).status).toBe(200);
    expect((await t.send(getManagedItemGroups, {}, { as: 'customer' })).status).toBe(403);
  });

  it('creates a sub-group, moves item types into it, refuses to delete it while full, then deletes it', async () => {
    const groups = (await t.send(getManagedItemGroups, {}, admin)).value;
    const memorial = groups.find((g) => g.code === 'MEMORIAL')!;
    const items = await itemTypesOf(memorial.id);
    const save = (body: SendInput<typeof saveItemGroup>['body']) => t.send(saveItemGroup, { body }, admin);
    const created = await save({
      groupName: 'Pet memorials',
      parentId: memorial.id,
      itemTypeIds: [items[0]!.id, items[1]!.id],
    });
    expect(created.status, created.response.body).toBe(200);
    const group = created.value;
    expect(group).toMatchObject({ code: 'PET_MEMORIALS', parentId: memorial.id });
    expect(await itemTypesOf(group.id)).toHaveLength(2);
    expect((await t.send(deleteItemGroup, { params: { id: group.id } }, admin)).status).toBe(409);
    await save({ id: group.id, groupName: 'Pet memorials', parentId: memorial.id });
    await save({ id: memorial.id, groupName: memorial.groupName, itemTypeIds: [items[0]!.id, items[1]!.id] });
    expect((await t.send(deleteItemGroup, { params: { id: group.id } }, admin)).status).toBe(200);
    const self = await save({ id: memorial.id, groupName: memorial.groupName, parentId: memorial.id });
    expect(self.status).toBe(400);
  });
});
