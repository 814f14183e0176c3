import type { ComponentField } from '@portal/shared/cms/schemas';
import { FIELD_TYPES, type FieldType } from '@portal/shared/cms/schemas';
import type { saveComponentFieldRequest, saveComponentRequest } from '@portal/shared/cms/schemas';
import type { componentListQuery } from '@portal/shared/cms/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cmsComponentFields, cmsComponents, cmsContents, cmsDataSources } from './tables';
import { changeContent } from '../../platform/content-generation';
import { conflict, invalid, notFound } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { pageWindow, paginated } from '../../platform/paging';
import { fieldsOf, type FieldRow } from './component-fields';
import { convertFieldValues } from './values';
import { localName } from '../../platform/language';

type ComponentRow = typeof cmsComponents.$inferSelect;

export const toField = (f: FieldRow): ComponentField => ({
  id: f.id,
  componentId: f.componentId,
  name: f.name,
  nameFr: f.nameFr,
  code: f.code,
  type: f.type as FieldType,
  translatable: f.translatable,
  required: f.required,
  rank: f.rank,
  dataSourceId: f.dataSourceId,
  allowedComponents: f.allowedComponents,
});

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export { fieldsOf };

async function describe(db: Db, rows: ComponentRow[]) {
  const ids = rows.map((r) => r.id);
  const fields = await fieldsOf(db, ids);
  const counts = ids.length
    ? await db
        .select({ componentId: cmsContents.componentId, n: count() })
        .from(cmsContents)
        .where(inArray(cmsContents.componentId, ids))
        .groupBy(cmsContents.componentId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    contentType: r.contentType,
    nestable: r.nestable,
    fields: fields.filter((f) => f.componentId === r.id).map(toField),
    contentCount: counts.find((c) => c.componentId === r.id)?.n ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** spec §5: search by name or code (case-insensitive); filter type 1 by selected names, 2 by the two flags. */
export async function getComponents(db: Db, query: z.output<typeof componentListQuery>) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search)
    conditions.push(
      or(
        ilike(cmsComponents.name, likePattern(query.search)),
        ilike(cmsComponents.code, likePattern(query.search)),
      ),
    );
  if (query.filterType === 1 && query.names.length > 0)
    conditions.push(
      inArray(
        sql`lower(${cmsComponents.name})`,
        query.names.map((n) => n.toLowerCase()),
      ),
    );
  if (query.filterType === 2) {
    if (query.contentType !== undefined) conditions.push(eq(cmsComponents.contentType, query.contentType));
    if (query.nestable !== undefined) conditions.push(eq(cmsComponents.nestable, query.nestable));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cmsComponents)
      .where(where)
      .orderBy(asc(sql`lower(${cmsComponents.name})`), asc(cmsComponents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cmsComponents).where(where),
  ]);
  return paginated(await describe(db, rows), total?.n ?? 0, query);
}

export async function getComponent(db: Db, id: number) {
  const [row] = await db.select().from(cmsComponents).where(eq(cmsComponents.id, id));
  if (!row) throw notFound('The component');
  return (await describe(db, [row]))[0]!;
}

async function assertCodeFree(db: Db, code: string, exceptId: number | undefined) {
  const [other] = await db
    .select({ id: cmsComponents.id })
    .from(cmsComponents)
    .where(eq(sql`lower(${cmsComponents.code})`, code.toLowerCase()));
  if (other && other.id !== exceptId) throw invalid('code', 'Another component already has this code');
}

/** GET /manage/components/{id}/fields: the fields of a component. */
export async function getComponentFieldsOf(db: Db, id: number) {
  return (await getComponent(db, id)).fields;
}

export async function saveComponent(db: Db, body: z.output<typeof saveComponentRequest>) {
  await assertCodeFree(db, body.code, body.id);
  const values = { name: body.name, code: body.code, contentType: body.contentType, nestable: body.nestable };
  // A component's code names the contents' component in the storefront's content query.
  const id = await changeContent(db, async (tx) => {
    if (body.id === undefined) {
      const [row] = await tx.insert(cmsComponents).values(values).returning();
      return row!.id;
    }
    const [row] = await tx
      .update(cmsComponents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cmsComponents.id, body.id))
      .returning();
    if (!row) throw notFound('The component');
    return row.id;
  });
  return getComponent(db, id);
}

export async function deleteComponent(db: Db, id: number) {
  const component = await getComponent(db, id);
  if (component.contentCount > 0)
    throw conflict(`${component.contentCount} content(s) use this component: delete them first`);
  const [nestedIn] = await db
    .select({ name: cmsComponentFields.name })
    .from(cmsComponentFields)
    .where(sql`${component.code} = any(${cmsComponentFields.allowedComponents})`)
    .limit(1);
  if (nestedIn) throw conflict(`The field "${nestedIn.name}" of another component nests this component`);
  await changeContent(db, (tx) => tx.delete(cmsComponents).where(eq(cmsComponents.id, id)));
  return { id };
}

export async function getComponentField(db: Db, id: number) {
  const [row] = await db.select().from(cmsComponentFields).where(eq(cmsComponentFields.id, id));
  if (!row) throw notFound('The field');
  return toField(row);
}

export async function saveComponentField(db: Db, body: z.output<typeof saveComponentFieldRequest>) {
  const component = await getComponent(db, body.componentId);
  const clash = component.fields.find(
    (f) => f.code.toLowerCase() === body.code.toLowerCase() && f.id !== body.id,
  );
  if (clash) throw invalid('code', 'This component already has a field with this code');
  if (body.type === 'datasource') {
    if (body.dataSourceId === null) throw invalid('dataSourceId', 'Choose the data source of the field');
    const [source] = await db
      .select({ id: cmsDataSources.id })
      .from(cmsDataSources)
      .where(eq(cmsDataSources.id, body.dataSourceId));
    if (!source) throw invalid('dataSourceId', 'This data source does not exist');
  }
  if (body.type === 'components') {
    const nestable = await db
      .select({ code: cmsComponents.code })
      .from(cmsComponents)
      .where(
        and(
          eq(cmsComponents.nestable, true),
          inArray(cmsComponents.code, body.allowedComponents.length ? body.allowedComponents : ['\u0000']),
        ),
      );
    const unknown = body.allowedComponents.filter((c) => !nestable.some((n) => n.code === c));
    if (unknown.length) throw invalid('allowedComponents', `Not a nestable component: ${unknown.join(', ')}`);
  }
  const values = {
    componentId: body.componentId,
    name: body.name,
    nameFr: body.nameFr || null,
    code: body.code,
    type: body.type,
    translatable: body.translatable,
    required: body.required,
    rank: body.rank ?? (component.fields.at(-1)?.rank ?? 0) + 10,
    dataSourceId: body.type === 'datasource' ? body.dataSourceId : null,
    allowedComponents: body.type === 'components' ? body.allowedComponents : [],
  };
  // One transaction: a field's type never changes without its values (convertFieldValues); the storefront's cached
  // pages are dropped once it has committed.
  return changeContent(db, async (tx) => {
    if (body.id === undefined) {
      const [row] = await tx.insert(cmsComponentFields).values(values).returning();
      return toField(row!);
    }
    const [existing] = await tx
      .select()
      .from(cmsComponentFields)
      .where(eq(cmsComponentFields.id, body.id))
      .for('update');
    if (!existing || existing.componentId !== body.componentId) throw notFound('The field');
    const [row] = await tx
      .update(cmsComponentFields)
      .set(values)
      .where(eq(cmsComponentFields.id, body.id))
      .returning();
    if (existing.type !== row!.type) await convertFieldValues(tx, component, existing, row!);
    return toField(row!);
  });
}

export async function deleteComponentField(db: Db, id: number) {
  await getComponentField(db, id);
  // The content query shows only the component's current fields.
  await changeContent(db, (tx) => tx.delete(cmsComponentFields).where(eq(cmsComponentFields.id, id)));
  return { id };
}

/** Each field type's name, in English (French in `locales/fr.json`). */
const TYPE_NAMES: Record<FieldType, string> = {
  text: 'Text',
  richtext: 'Rich text',
  number: 'Number',
  boolean: 'Yes / no',
  date: 'Date',
  asset: 'Asset (media library)',
  link: 'Link',
  components: 'List of nested components',
  datasource: 'Data source',
};

export const getFieldTypes = (language: Language) =>
  FIELD_TYPES.map((type) => ({ type, name: translateMessage(language, TYPE_NAMES[type]) }));

export async function getAllContentFields(db: Db) {
  const rows = await db
    .select({
      field: cmsComponentFields,
      componentCode: cmsComponents.code,
      componentName: cmsComponents.name,
    })
    .from(cmsComponentFields)
    .innerJoin(cmsComponents, eq(cmsComponents.id, cmsComponentFields.componentId))
    .orderBy(asc(cmsComponents.code), asc(cmsComponentFields.rank), asc(cmsComponentFields.id));
  return rows.map((r) => ({
    ...toField(r.field),
    componentCode: r.componentCode,
    componentName: r.componentName,
  }));
}

export async function getDataSources(db: Db, language: Language) {
  const rows = await db.select().from(cmsDataSources).orderBy(asc(cmsDataSources.name));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: localName(language, r),
    entries: r.entries.map((e) => ({ value: e.value, label: language === 'fr' ? e.labelFr : e.label })),
  }));
}
