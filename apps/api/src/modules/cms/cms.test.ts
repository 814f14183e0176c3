import { deleteComponent } from '@portal/shared/cms/delete-component';
import { deleteContent } from '@portal/shared/cms/delete-content';
import { getComponent } from '@portal/shared/cms/get-component';
import { getComponentField } from '@portal/shared/cms/get-component-field';
import { getComponentFieldsOf } from '@portal/shared/cms/get-component-fields-of';
import { getComponents } from '@portal/shared/cms/get-components';
import { getContent } from '@portal/shared/cms/get-content';
import { getContentFields } from '@portal/shared/cms/get-content-fields';
import { getContents } from '@portal/shared/cms/get-contents';
import { getDataSources } from '@portal/shared/cms/get-data-sources';
import { getFieldTypes } from '@portal/shared/cms/get-field-types';
import { saveComponent } from '@portal/shared/cms/save-component';
import { saveComponentField } from '@portal/shared/cms/save-component-field';
import { saveContent } from '@portal/shared/cms/save-content';
import { saveContentWithFields } from '@portal/shared/cms/save-content-with-fields';
import type { CallInput } from '@portal/shared/platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type FieldInput = Omit<CallInput<typeof saveComponentField>['body'], 'componentId'>;
const asAdmin = { as: 'admin' } as const;

async function makeComponent(
  code: string,
  fields: FieldInput[],
  extra: { contentType?: boolean; nestable?: boolean } = {},
) {
  const component = (await t.send(saveComponent, { body: { name: `Test ${code}`, code, ...extra } }, asAdmin))
    .value;
  for (const field of fields)
    expect(
      (await t.send(saveComponentField, { body: { componentId: component.id, ...field } }, asAdmin)).status,
    ).toBe(200);
  return (await t.send(getComponent, { params: { id: component.id } }, asAdmin)).value;
}
const components = async (query: CallInput<typeof getComponents>['query']) =>
  (await t.send(getComponents, { query }, asAdmin)).value;

describe('components and fields', () => {
  it('creates a component with typed fields, lists, searches and filters it', async () => {
    const types = (await t.send(getFieldTypes, {}, asAdmin)).value;
    expect(types.map((x) => x.type)).toEqual([
      'text',
      'richtext',
      'number',
      'boolean',
      'date',
      'asset',
      'link',
      'components',
      'datasource',
    ]);
    const c = await makeComponent('TestCard', [
      { name: 'Title', code: 'title', type: 'text', required: true },
      { name: 'Body', code: 'body', type: 'richtext' },
      { name: 'Order', code: 'order', type: 'number', translatable: false },
    ]);
    expect(c.fields.map((f) => f.code)).toEqual(['title', 'body', 'order']);
    expect((await t.send(getComponentFieldsOf, { params: { id: c.id } }, asAdmin)).value.length).toBe(3);
    expect((await t.send(getComponentField, { params: { id: c.fields[0]!.id } }, asAdmin)).value.name).toBe(
      'Title',
    );
    // search by name or code, case-insensitive
    for (const search of ['testcard', 'TEST TESTC'])
      expect((await components({ search })).items.map((x) => x.id)).toContain(c.id);
    // filter type 1: by selected names; type 2: by flags
    const byName = await components({ filterType: 1, names: 'test testcard' });
    expect(byName.items.map((x) => x.code)).toEqual(['TestCard']);
    await makeComponent('TestBlock', [{ name: 'Label', code: 'label', type: 'text' }], {
      contentType: false,
      nestable: true,
    });
    const nestable = await components({
      filterType: 2,
      nestable: 'true',
      contentType: 'false',
      pageSize: 200,
    });
    expect(nestable.items.every((x) => x.nestable && !x.contentType)).toBe(true);
    expect(nestable.items.map((x) => x.code)).toContain('TestBlock');
  });

  it('refuses duplicate codes, bad field settings and deleting a component in use', async () => {
    const dup = await t.send(saveComponent, { body: { name: 'Other', code: 'testcard' } }, asAdmin);
    expect(dup.status).toBe(400);
    expect(dup.errorMessages[0]!.key).toBe('code');
    const card = (await components({ search: 'TestCard' })).items[0]!;
    const field = (body: FieldInput) =>
      t.send(saveComponentField, { body: { componentId: card.id, ...body } }, asAdmin);
    // A type the contract does not know, sent as a client that made one up would.
    const badType = await field({ name: 'X', code: 'x', type: invalidInput('video') });
    expect(badType.status).toBe(400);
    const noSource = await field({ name: 'X', code: 'x', type: 'datasource' });
    expect(noSource.errorMessages[0]!.key).toBe('dataSourceId');
    const notNestable = await field({
      name: 'Blocks',
      code: 'blocks',
      type: 'components',
      allowedComponents: ['TestCard'],
    });
    expect(notNestable.status).toBe(400);
    await t.send(saveContent, { body: { name: 'Uses card', contentTypeID: card.id } }, asAdmin);
    expect((await t.send(deleteComponent, { params: { id: card.id } }, asAdmin)).status).toBe(409);
    const spare = (await t.send(saveComponent, { body: { name: 'Spare', code: 'spare' } }, asAdmin)).value;
    expect((await t.send(deleteComponent, { params: { id: spare.id } }, asAdmin)).status).toBe(200);
    expect((await t.send(getComponent, { params: { id: spare.id } }, asAdmin)).status).toBe(404);
  });

  it('needs the CMS permissions: customers 403, anonymous 401', async () => {
    expect((await t.send(getComponents, {}, { as: 'customer' })).status).toBe(403);
    expect((await t.send(getContents, {}, { as: 'anonymous' })).status).toBe(401);
    expect((await t.send(saveComponent, { body: { name: 'x', code: 'x' } }, { as: 'customer' })).status).toBe(
      403,
    );
    expect((await t.send(getDataSources, {}, { as: 'customer' })).status).toBe(403);
  });
});

describe('contents', () => {
  let card: { id: number };
  beforeAll(async () => {
    card = (await components({ search: 'TestCard' })).items[0]!;
  });
  const save = (body: CallInput<typeof saveContentWithFields>['body']) =>
    t.send(saveContentWithFields, { body }, asAdmin);

  it('saves values in both languages, slugs them, sanitises rich text and publishes', async () => {
    const response = await save({
      content: { name: 'Crème Brûlée Ring!', contentTypeID: card.id },
      locales: {
        en: {
          fields: {
            title: 'Gold ring care',
            body: '<p onclick="x()">Polish <script>alert(1)</script><a href="javascript:alert(1)">me</a></p>',
            order: 3,
          },
        },
        fr: { slug: 'Entretien de la bague', fields: { title: 'Entretien des bagues en or', order: 9 } },
      },
      action: 'publish',
    });
    expect(response.status, response.response.body).toBe(200);
    const content = response.value;
    expect(content.slug).toBe('creme-brulee-ring');
    expect(content.slugFr).toBe('entretien-de-la-bague');
    const dashed = (
      await t.send(
        saveContent,
        { body: { name: 'x', contentTypeID: card.id, slug: 'Bridal-collection 2' } },
        asAdmin,
      )
    ).value;
    expect(dashed.slug).toBe('bridal-collection-2');
    expect(content.status).toBe('published');
    const body = content.locales.en!.fields.body as string;
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('Polish');
    // a field that is not translatable keeps the English value in French
    expect(content.locales.fr!.fields.order).toBe(3);
    const fields = (await t.send(getContentFields, { params: { id: content.id } }, asAdmin)).value;
    expect(fields.fields.find((f) => f.code === 'title')!.values).toEqual({
      en: 'Gold ring care',
      fr: 'Entretien des bagues en or',
    });
  });

  it('keeps slugs unique per language and lists every bad field', async () => {
    const clash = await save({
      content: { name: 'Creme brulee ring', contentTypeID: card.id },
      locales: { en: { fields: {} } },
    });
    expect(clash.status).toBe(400);
    expect(clash.errorMessages[0]!.key).toBe('content.slug');
    const bad = await save({
      content: { name: 'Bad values', contentTypeID: card.id },
      locales: { en: { fields: { title: 5, order: 'three', nope: 1 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((e) => e.key).sort()).toEqual([
      'locales.en.fields.nope',
      'locales.en.fields.order',
      'locales.en.fields.title',
    ]);
    const missing = await save({
      content: { name: 'No title', contentTypeID: card.id },
      locales: { en: { fields: {} } },
      action: 'publish',
    });
    expect(missing.errorMessages[0]).toEqual({ key: 'locales.en.fields.title', value: 'Title is required' });
    // nothing of the refused saves was written
    expect((await t.send(getContents, { query: { search: 'no title' } }, asAdmin)).value.items).toEqual([]);
  });

  it('searches by name or slug, pages 1 of 10 by default, and deletes', async () => {
    const contents = async (query: CallInput<typeof getContents>['query']) =>
      (await t.send(getContents, { query }, asAdmin)).value;
    expect((await contents({ search: 'BRûLéE' })).items[0]!.name).toBe('Crème Brûlée Ring!');
    expect((await contents({ search: 'entretien-de' })).items).toHaveLength(1);
    expect((await contents({})).pagingData).toMatchObject({ pageNo: 1, pageSize: 10 });
    const spare = (
      await t.send(saveContent, { body: { name: 'Spare page', contentTypeID: card.id } }, asAdmin)
    ).value;
    expect(spare.status).toBe('draft');
    expect((await t.send(deleteContent, { params: { id: spare.id } }, asAdmin)).status).toBe(200);
    expect((await t.send(getContent, { params: { id: spare.id } }, asAdmin)).status).toBe(404);
  });
});

describe('a field in French', () => {
  it('keeps its French label for editors working in French, and falls back to the name without one', async () => {
    const component = await makeComponent('TestLabels', [
      { name: 'Caption', nameFr: 'Légende', code: 'caption', type: 'text' },
      { name: 'Credit', code: 'credit', type: 'text' },
    ]);
    const byCode = (code: string) => component.fields.find((f) => f.code === code);
    expect(byCode('caption')).toMatchObject({ name: 'Caption', nameFr: 'Légende' });
    expect(byCode('credit')).toMatchObject({ name: 'Credit', nameFr: null });
    const tooLong = await t.send(
      saveComponentField,
      {
        body: {
          componentId: component.id,
          name: 'Note',
          nameFr: 'x'.repeat(121),
          code: 'note',
          type: 'text',
        },
      },
      asAdmin,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.errorMessages[0]!.key).toBe('nameFr');
    expect((await t.send(getComponent, { params: { id: component.id } }, asAdmin)).value.fields).toHaveLength(
      2,
    );
  });
});
