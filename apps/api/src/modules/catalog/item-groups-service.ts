import type { saveItemGroupSchemas } from '@portal/shared/catalog/save-item-group';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/query-rows';
import { itemGroups, itemTypes } from './tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { changeContent } from '../../platform/content-generation';
import { localName } from '../../platform/language';

/** Custom-order item groups (spec §3): id, groupName, the parent group and how many item types each holds. */
async function itemGroupList(db: Db, language: Language) {
  const rows = await db
    .select({
      group: itemGroups,
      itemTypeCount: sql<number>`(select count(*)::int from ${itemTypes} it where it.item_group_id = ${qualified(itemGroups.id)} and it.is_active)`,
    })
    .from(itemGroups)
    .orderBy(asc(itemGroups.rank), asc(itemGroups.groupName));
  return rows.map(({ group, itemTypeCount }) => ({
    id: group.id,
    code: group.code,
    groupName: language === 'fr' ? group.groupNameFr : group.groupName,
    parentId: group.parentId,
    parentGroupName: rows.find((r) => r.group.id === group.parentId)?.group.groupName ?? null,
    rank: group.rank,
    itemTypeCount,
  }));
}

export async function getItemTypesOfGroup(db: Db, language: Language, groupId: number) {
  const [group] = await db.select({ id: itemGroups.id }).from(itemGroups).where(eq(itemGroups.id, groupId));
  if (!group) throw notFound('The item group');
  const rows = await db
    .select()
    .from(itemTypes)
    .where(and(eq(itemTypes.itemGroupId, groupId), eq(itemTypes.isActive, true)))
    .orderBy(asc(itemTypes.name));
  return rows.map((i) => ({
    id: i.id,
    code: i.code,
    name: localName(language, i),
    itemGroupId: i.itemGroupId,
  }));
}

/** GET /customOrderItemGroup/get-all: every item group (the groups a custom order starts from). */
export const getItemGroups = (db: Db, language: Language) => itemGroupList(db, language);

/** GET /customOrderItemGroup: the item groups for management. */
export const getManagedItemGroups = (db: Db, language: Language) => itemGroupList(db, language);

/** POST /customOrderItemGroup: creates (no id) or updates a group, and optionally moves item types into it. */
export async function saveItemGroup(
  db: Db,
  scope: Scope,
  input: ParsedBy<typeof saveItemGroupSchemas>['body'],
) {
  const all = await db.select().from(itemGroups);
  const current = input.id ? all.find((g) => g.id === input.id) : undefined;
  if (input.id && !current) throw notFound('The item group');
  if (input.parentId !== null) {
    if (!all.some((g) => g.id === input.parentId))
      throw invalid('parentId', 'The parent group does not exist');
    for (
      let at: number | null = input.parentId;
      at !== null;
      at = all.find((g) => g.id === at)?.parentId ?? null
    ) {
      if (at === input.id) throw invalid('parentId', 'A group cannot be placed under itself');
    }
  }
  const code = (input.code ?? current?.code ?? input.groupName)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
  if (all.some((g) => g.code === code && g.id !== input.id))
    throw conflict('An item group with this code already exists');
  // Moving item types changes their group in the product detail, the group listing and which customer rule prices
  // them: cached catalogue reads are dropped once the change is committed.
  return changeContent(db, async (tx) => {
    const values = {
      code,
      groupName: input.groupName,
      groupNameFr: input.groupNameFr ?? current?.groupNameFr ?? input.groupName,
      parentId: input.parentId,
      rank: input.rank ?? current?.rank ?? 100,
    };
    const id = current
      ? (
          await tx
            .update(itemGroups)
            .set(values)
            .where(eq(itemGroups.id, current.id))
            .returning({ id: itemGroups.id })
        )[0]!.id
      : (await tx.insert(itemGroups).values(values).returning({ id: itemGroups.id }))[0]!.id;
    if (input.itemTypeIds && input.itemTypeIds.length > 0) {
      const found = await tx
        .select({ id: itemTypes.id })
        .from(itemTypes)
        .where(inArray(itemTypes.id, input.itemTypeIds));
      if (found.length !== new Set(input.itemTypeIds).size)
        throw invalid('itemTypeIds', 'Some item types do not exist');
      await tx.update(itemTypes).set({ itemGroupId: id }).where(inArray(itemTypes.id, input.itemTypeIds));
    }
    await recordAudit(tx, scope, {
      action: current ? 'itemGroup.update' : 'itemGroup.create',
      entityType: 'itemGroup',
      entityId: id,
    });
    return { id, code, groupName: values.groupName, parentId: values.parentId };
  });
}

/** POST /customOrderItemGroup/delete/{id}: only an empty group without sub-groups. */
export async function deleteItemGroup(db: Db, scope: Scope, id: number) {
  const [group] = await db.select().from(itemGroups).where(eq(itemGroups.id, id));
  if (!group) throw notFound('The item group');
  const [[items], [children]] = [
    await db.select({ n: count() }).from(itemTypes).where(eq(itemTypes.itemGroupId, id)),
    await db.select({ n: count() }).from(itemGroups).where(eq(itemGroups.parentId, id)),
  ];
  if ((items?.n ?? 0) > 0) throw conflict('This group still holds item types: move them first');
  if ((children?.n ?? 0) > 0) throw conflict('This group has sub-groups: move or delete them first');
  await changeContent(db, async (tx) => {
    await tx.delete(itemGroups).where(eq(itemGroups.id, id));
    await recordAudit(tx, scope, {
      action: 'itemGroup.delete',
      entityType: 'itemGroup',
      entityId: id,
      details: { code: group.code },
    });
  });
  return { id };
}
