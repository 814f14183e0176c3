import { getComponent } from '@portal/shared/cms/get-component';
import { getComponentField } from '@portal/shared/cms/get-component-field';
import { getComponents } from '@portal/shared/cms/get-components';
import { getContent } from '@portal/shared/cms/get-content';
import { queryContent } from '@portal/shared/cms/query-content';
import { saveComponent } from '@portal/shared/cms/save-component';
import { saveComponentField } from '@portal/shared/cms/save-component-field';
import { saveContentWithFields } from '@portal/shared/cms/save-content-with-fields';
import type { CallContract, CallResponse } from '@portal/shared/platform/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { richTextToText, textToRichText } from './values';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = Record<string, unknown>;
type Field = CallResponse<typeof getComponentField>;
type FieldType = SendInput<typeof saveComponentField>['body']['type'];
// sales staff hold the CMS permissions: the attack needs no administrator
const sales = { as: 'sales' } as const;
const ok = async <C extends CallContract>(call: C, input: SendInput<C>) => {
  const response = await t.send(call, input, sales);
  expect(response.status, response.response.body).toBeLessThan(300);
  return response.value;
};
const component = async (code: string) =>
  (await ok(getComponents, { query: { search: code, pageSize: 200 } })).items.find((c) => c.code === code)!;
const componentFields = async (id: number) => (await ok(getComponent, { params: { id } })).fields;
const addField = (body: SendInput<typeof saveComponentField>['body']) => ok(saveComponentField, { body });
const fieldType = async (id: number) => (await ok(getComponentField, { params: { id } })).type;
const saveField = (field: Field, type: FieldType) =>
  t.send(
    saveComponentField,
    {
      body: {
        id: field.id,
        componentId: field.componentId,
        name: field.name,
        code: field.code,
        type,
        translatable: field.translatable,
        required: field.required,
      },
    },
    sales,
  );
const publish = (contentTypeID: number, name: string, fields: Doc, id?: number) =>
  ok(saveContentWithFields, {
    body: {
      content: { id, name, contentTypeID },
      locales: { en: { slug: name, fields } },
      action: 'publish',
    },
  });
type ContentQuery = NonNullable<SendInput<typeof queryContent>['body']>;
const publicQuery = async (where: ContentQuery['where']): Promise<Doc[]> => {
  const response = await t.send(queryContent, { body: { where } }, { as: 'anonymous' });
  expect(response.status, response.response.body).toBe(200);
  return response.value as Doc[];
};

const ATTACK =
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><img src=x onerror=alert(1)>Offer';
/** What must never reach a visitor: a tag that acts (a refresh, an image with a handler), whatever its text says. */
const expectNoLiveHtml = (answer: unknown) => {
  const json = JSON.stringify(answer);
  expect(json).not.toMatch(/<meta/i);
  expect(json).not.toMatch(/<img/i);
  expect(json).not.toMatch(/<[^>]*onerror/i);
};

describe('a field changing type', () => {
  it('cannot smuggle HTML to the storefront: rich text → text → HTML saved → rich text', async () => {
    const page = await component('page');
    const body = page.fields.find((f) => f.code === 'body')!;
    expect(body.type).toBe('richtext');
    const saved = await publish(page.id, 'summer-offer', {
      title: 'Summer offer',
      body: '<p>Gold &amp; silver</p><p>Two lines</p>',
    });
    expect((await saveField(body, 'text')).status).toBe(200);
    // rich text → text: the tags are gone, the text stays
    const [asText] = await publicQuery({ id: saved.id });
    expect(asText!.body).toBe('Gold & silver\n\nTwo lines');

    await publish(page.id, 'summer-offer', { title: 'Summer offer', body: ATTACK }, saved.id);
    const switched = await saveField(body, 'richtext');
    expect(switched.status, switched.response.body).toBe(200);

    const [answer] = await publicQuery({ id: saved.id });
    expectNoLiveHtml(answer);
    // text → rich text: the text is escaped into a paragraph, shown as the characters it was
    expect(answer!.body).toBe(
      '<p>&lt;meta http-equiv="refresh" content="0;url=https://evil.example"&gt;&lt;img src=x onerror=alert(1)&gt;Offer</p>',
    );
    expectNoLiveHtml(await publicQuery({ component: 'page' }));
    // the draft the editor reopens was converted too
    const draft = await ok(getContent, { params: { id: saved.id } });
    expectNoLiveHtml(draft.locales.en?.fields);
  });

  it('sanitises rich text in the public answer even when it was stored unsanitised', async () => {
    // a value written before this rule, or while the field was something else and not converted (a field deleted and
    // made again under its code): the answer sanitises every rich-text value it shows
    const faq = await component('faq-entry');
    const [entry] = await publicQuery({ component: 'faq-entry', order: 1 });
    await t.db.execute(
      sql`update cms_content_locales set published = published || ${JSON.stringify({ answer: ATTACK, stale: ATTACK })}::jsonb where content_id = ${entry!.id}`,
    );
    // any field change moves the content generation on, as a publish does: the cached answer is not served again
    const order = faq.fields.find((f) => f.code === 'order')!;
    expect((await saveField(order, 'number')).status).toBe(200);
    const [answer] = await publicQuery({ id: entry!.id });
    expectNoLiveHtml(answer);
    expect(answer!.answer).toBe('Offer');
    // a key that is no field of the component is not shown
    expect(answer).not.toHaveProperty('stale');
  });

  it('refuses a change its values cannot follow (409 listing them), changing nothing', async () => {
    const card = await ok(saveComponent, { body: { name: 'Ring size card', code: 'ring-size-card' } });
    for (const [code, type] of [
      ['size', 'text'],
      ['notes', 'richtext'],
    ] as const)
      await addField({ componentId: card.id, name: code, code, type });
    const fields = await componentFields(card.id);
    const size = fields.find((f) => f.code === 'size')!;
    const notes = fields.find((f) => f.code === 'notes')!;
    const small = await publish(card.id, 'size-small', { size: ' 52 ', notes: '<p>Fits <b>most</b></p>' });
    const odd = await publish(card.id, 'size-odd', { size: 'about 60', notes: '<p>7</p>' });

    const refused = await saveField(size, 'number');
    expect(refused.status).toBe(409);
    const problems = refused.errorMessages;
    // the odd one's draft and published values (French published under English), named; not the convertible one
    expect(problems[0]).toEqual({
      key: 'type',
      value: '3 value(s) of this field cannot become number: change or clear them first',
    });
    expect(problems.slice(1).map((p) => p.value.split(':')[0])).toEqual([
      '"size-odd" (en, draft)',
      '"size-odd" (en, published)',
      '"size-odd" (fr, published)',
    ]);
    expect(problems[1]).toEqual({
      key: 'type',
      value: '"size-odd" (en, draft): Must be a number ("about 60")',
    });
    expect(problems.map((p) => p.value).join()).not.toMatch(/size-small/);
    expect(await fieldType(size.id)).toBe('text');
    expect((await publicQuery({ id: small.id }))[0]!.size).toBe(' 52 ');

    expect((await saveField(notes, 'boolean')).status).toBe(409);
    expect(await fieldType(notes.id)).toBe('richtext');

    await publish(card.id, 'size-odd', { size: '60', notes: '<p>7</p>' }, odd.id);
    expect((await saveField(size, 'number')).status).toBe(200);
    expect((await saveField(notes, 'text')).status).toBe(200);
    const converted = await publicQuery({ component: 'ring-size-card' });
    expect(converted.map((d) => [d.slug, d.size, d.notes])).toEqual([
      ['size-small', 52, 'Fits most'],
      ['size-odd', 60, '7'],
    ]);
  });

  it('converts the values of a nested block wherever the block sits', async () => {
    const block = await ok(saveComponent, {
      body: { name: 'Promo block', code: 'promo-block', contentType: false, nestable: true },
    });
    const blurb = await addField({ componentId: block.id, name: 'Blurb', code: 'blurb', type: 'text' });
    const holder = await ok(saveComponent, { body: { name: 'Promo page', code: 'promo-page' } });
    await addField({
      componentId: holder.id,
      name: 'Blocks',
      code: 'blocks',
      type: 'components',
      allowedComponents: ['promo-block'],
    });
    const saved = await publish(holder.id, 'promo', {
      blocks: [{ component: 'promo-block', blurb: ATTACK }],
    });
    expect((await saveField(blurb, 'richtext')).status).toBe(200);
    const [answer] = await publicQuery({ id: saved.id });
    expectNoLiveHtml(answer);
    expect(answer!.blocks).toEqual([{ component: 'promo-block', blurb: textToRichText(ATTACK) }]);
  });
});

describe('text and rich text', () => {
  it('escape and strip without losing the words', () => {
    expect(textToRichText('a < b & c\nnext\n\nsecond')).toBe('<p>a &lt; b &amp; c<br>next</p><p>second</p>');
    expect(richTextToText('<h2>Care</h2><p>a &lt; b &amp;amp; c<br>next</p><script>x()</script>')).toBe(
      'Care\n\na < b &amp; c\nnext',
    );
  });
});
