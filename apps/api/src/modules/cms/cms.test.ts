import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, payload, headers: token ? t.bearer(token) : {} });
const ok = async (method: Method, url: string, payload?: object) => {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().value;
};

async function makeComponent(code: string, fields: object[], extra: object = {}) {
  const component = await ok('POST', '/api/manage/components', { name: `Test ${code}`, code, ...extra });
  for (const field of fields)
    await ok('POST', '/api/manage/component-fields/save', { componentId: component.id, ...field });
  return ok('GET', `/api/manage/components/${component.id}`);
}

describe('components and fields', () => {
  it('creates a component with typed fields, lists, searches and filters it', async () => {
    const types = await ok('GET', '/api/manage/component-fields/types');
    expect(types.map((x: { type: string }) => x.type)).toEqual([
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
    expect(c.fields.map((f: { code: string }) => f.code)).toEqual(['title', 'body', 'order']);
    expect((await ok('GET', `/api/manage/components/${c.id}/fields`)).length).toBe(3);
    expect((await ok('GET', `/api/manage/component-fields/${c.fields[0].id}`)).name).toBe('Title');
    // search by name or code, case-insensitive
    for (const search of ['testcard', 'TEST TESTC'])
      expect(
        (await ok('GET', `/api/manage/components?search=${encodeURIComponent(search)}`)).items.map(
          (x: { id: number }) => x.id,
        ),
      ).toContain(c.id);
    // filter type 1: by selected names; type 2: by flags
    const byName = await ok(
      'GET',
      `/api/manage/components?filterType=1&names=${encodeURIComponent('test testcard')}`,
    );
    expect(byName.items.map((x: { code: string }) => x.code)).toEqual(['TestCard']);
    await makeComponent('TestBlock', [{ name: 'Label', code: 'label', type: 'text' }], {
      contentType: false,
      nestable: true,
    });
    const nestable = await ok(
      'GET',
      '/api/manage/components?filterType=2&nestable=true&contentType=false&pageSize=200',
    );
    expect(
      nestable.items.every((x: { nestable: boolean; contentType: boolean }) => x.nestable && !x.contentType),
    ).toBe(true);
    expect(nestable.items.map((x: { code: string }) => x.code)).toContain('TestBlock');
  });

  it('refuses duplicate codes, bad field settings and deleting a component in use', async () => {
    const dup = await call('POST', '/api/manage/components', { name: 'Other', code: 'testcard' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errorMessages[0].key).toBe('code');
    const card = (await ok('GET', '/api/manage/components?search=TestCard')).items[0];
    const badType = await call('POST', '/api/manage/component-fields/save', {
      componentId: card.id,
      name: 'X',
      code: 'x',
      type: 'video',
    });
    expect(badType.statusCode).toBe(400);
    const noSource = await call('POST', '/api/manage/component-fields/save', {
      componentId: card.id,
      name: 'X',
      code: 'x',
      type: 'datasource',
    });
    expect(noSource.json().errorMessages[0].key).toBe('dataSourceId');
    const notNestable = await call('POST', '/api/manage/component-fields/save', {
      componentId: card.id,
      name: 'Blocks',
      code: 'blocks',
      type: 'components',
      allowedComponents: ['TestCard'],
    });
    expect(notNestable.statusCode).toBe(400);
    await ok('POST', '/api/manage/contents', { name: 'Uses card', contentTypeID: card.id });
    expect((await call('DELETE', `/api/manage/components/${card.id}`)).statusCode).toBe(409);
    const spare = await ok('POST', '/api/manage/components', { name: 'Spare', code: 'spare' });
    await ok('DELETE', `/api/manage/components/${spare.id}`);
    expect((await call('GET', `/api/manage/components/${spare.id}`)).statusCode).toBe(404);
  });

  it('needs the CMS permissions: customers 403, anonymous 401', async () => {
    expect((await call('GET', '/api/manage/components', undefined, customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/manage/contents', undefined, null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/manage/components', { name: 'x', code: 'x' }, customer)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/manage/data-sources', undefined, customer)).statusCode).toBe(403);
  });
});

describe('contents', () => {
  let card: { id: number };
  beforeAll(async () => {
    card = (await ok('GET', '/api/manage/components?search=TestCard')).items[0];
  });
  const save = (body: object) => call('POST', '/api/manage/contents/content-with-fields', body);

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
    expect(response.statusCode, response.body).toBe(200);
    const content = response.json().value;
    expect(content.slug).toBe('creme-brulee-ring');
    expect(content.slugFr).toBe('entretien-de-la-bague');
    const dashed = await ok('POST', '/api/manage/contents', {
      name: 'x',
      contentTypeID: card.id,
      slug: 'Bridal-collection 2',
    });
    expect(dashed.slug).toBe('bridal-collection-2');
    expect(content.status).toBe('published');
    const body = content.locales.en.fields.body as string;
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('Polish');
    // a field that is not translatable keeps the English value in French
    expect(content.locales.fr.fields.order).toBe(3);
    const fields = await ok('GET', `/api/manage/contents/${content.id}/fields`);
    expect(fields.fields.find((f: { code: string }) => f.code === 'title').values).toEqual({
      en: 'Gold ring care',
      fr: 'Entretien des bagues en or',
    });
  });

  it('keeps slugs unique per language and lists every bad field', async () => {
    const clash = await save({
      content: { name: 'Creme brulee ring', contentTypeID: card.id },
      locales: { en: { fields: {} } },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errorMessages[0].key).toBe('content.slug');
    const bad = await save({
      content: { name: 'Bad values', contentTypeID: card.id },
      locales: { en: { fields: { title: 5, order: 'three', nope: 1 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['locales.en.fields.nope', 'locales.en.fields.order', 'locales.en.fields.title']);
    const missing = await save({
      content: { name: 'No title', contentTypeID: card.id },
      locales: { en: { fields: {} } },
      action: 'publish',
    });
    expect(missing.json().errorMessages[0]).toEqual({
      key: 'locales.en.fields.title',
      value: 'Title is required',
    });
    // nothing of the refused saves was written
    expect((await ok('GET', '/api/manage/contents?search=no%20title')).items).toEqual([]);
  });

  it('searches by name or slug, pages 1 of 10 by default, and deletes', async () => {
    const byName = await ok('GET', '/api/manage/contents?search=BR%C3%BBL%C3%A9E');
    expect(byName.items[0].name).toBe('Crème Brûlée Ring!');
    const bySlug = await ok('GET', '/api/manage/contents?search=entretien-de');
    expect(bySlug.items).toHaveLength(1);
    const page = await ok('GET', '/api/manage/contents');
    expect(page.pagingData).toMatchObject({ pageNo: 1, pageSize: 10 });
    const spare = await ok('POST', '/api/manage/contents', { name: 'Spare page', contentTypeID: card.id });
    expect(spare.status).toBe('draft');
    await ok('DELETE', `/api/manage/contents/${spare.id}`);
    expect((await call('GET', `/api/manage/contents/${spare.id}`)).statusCode).toBe(404);
  });
});

describe('a field in French', () => {
  it('keeps its French label for editors working in French, and falls back to the name without one', async () => {
    const component = await makeComponent('TestLabels', [
      { name: 'Caption', nameFr: 'Légende', code: 'caption', type: 'text' },
      { name: 'Credit', code: 'credit', type: 'text' },
    ]);
    const byCode = (code: string) => component.fields.find((f: { code: string }) => f.code === code);
    expect(byCode('caption')).toMatchObject({ name: 'Caption', nameFr: 'Légende' });
    expect(byCode('credit')).toMatchObject({ name: 'Credit', nameFr: null });
    const tooLong = await call('POST', '/api/manage/component-fields/save', {
      componentId: component.id,
      name: 'Note',
      nameFr: 'x'.repeat(121),
      code: 'note',
      type: 'text',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorMessages[0].key).toBe('nameFr');
    expect((await ok('GET', `/api/manage/components/${component.id}`)).fields).toHaveLength(2);
  });
});
