import { getComponents } from '@portal/shared/cms/get-components';
import { queryContent, type ContentQuery } from '@portal/shared/cms/query-content';
import { saveContentWithFields } from '@portal/shared/cms/save-content-with-fields';
import type { Language } from '@portal/shared/platform/language';
import { getHealth } from '@portal/shared/system/get-health';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { limitedRows, QUERY_TIME_LIMIT_MS, queryRefusal } from './query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const query = (body: ContentQuery, language?: Language) =>
  t.send(queryContent, { body }, { as: 'anonymous', language });
const docs = async (body: ContentQuery, language?: Language) => {
  const response = await query(body, language);
  expect(response.status, response.response.body).toBe(200);
  return response.value;
};
const faqs = { component: 'faq-entry' };

describe('POST /api/_content/query', () => {
  it('answers published contents to anyone, in English and in French', async () => {
    const en = await docs({ where: faqs, sortBy: { order: 1 }, only: ['question', 'order'] });
    expect(en).toHaveLength(7);
    expect(en[0]).toEqual({ question: 'How long does a custom ring take?', order: 1 });
    const fr = await docs({
      where: faqs,
      sortBy: { order: 1 },
      only: ['question', 'language'],
      locale: 'fr',
    });
    expect(fr[0]).toEqual({
      question: 'Combien de temps faut-il pour une bague sur mesure ?',
      language: 'fr',
    });
    const byHeader = await docs({ where: faqs, limit: 1, sortBy: { order: 1 } }, 'fr');
    expect(byHeader[0]!.question).toMatch(/^Combien/);
  });

  it('takes the where operators of Nuxt Content', async () => {
    const count = async (where: object) => (await docs({ where: { ...faqs, ...where } })).length;
    expect(await count({ topic: 'care' })).toBe(2);
    expect(await count({ topic: { $ne: 'care' } })).toBe(5);
    expect(await count({ topic: { $in: ['care', 'shipping'] } })).toBe(4);
    expect(await count({ order: { $gt: 2, $lte: 5 } })).toBe(3);
    expect(await count({ order: { $gte: 6 } })).toBe(2);
    expect(await count({ order: { $lt: 2 } })).toBe(1);
    expect(await count({ question: { $contains: 'ring' } })).toBe(2);
    expect(await count({ question: { $icontains: 'RING' } })).toBe(2);
    expect(await count({ question: { $containsAny: ['resize', 'insured'] } })).toBe(2);
    expect(await count({ question: { $regex: '/^how/i' } })).toBe(2);
    expect(await count({ question: { $not: { $icontains: 'how' } } })).toBe(5);
    expect(await count({ $or: [{ topic: 'care' }, { order: 1 }] })).toBe(3);
    expect(await count({ $and: [{ topic: 'orders' }, { order: { $gt: 1 } }] })).toBe(2);
    expect(await count({ place: { $exists: true } })).toBe(0);
    expect(await count({ answer: { $exists: true } })).toBe(7);
  });

  it('sorts, picks fields, pages, searches and surrounds', async () => {
    const desc = await docs({ where: faqs, sortBy: [{ topic: 1 }, { order: -1 }], only: ['order'] });
    expect(desc.map((d) => d!.order)).toEqual([7, 6, 3, 2, 1, 5, 4]);
    const page = await docs({ where: faqs, sortBy: { order: 1 }, skip: 2, limit: 2, without: ['answer'] });
    expect(page.map((d) => d!.order)).toEqual([3, 4]);
    expect(page[0]).not.toHaveProperty('answer');
    expect(page[0]).toHaveProperty('slug');
    const found = await docs({ where: faqs, search: 'insured parcel', only: ['question'] });
    expect(found[0]).toEqual({ question: 'Is my parcel insured?' });
    const trouve = await docs({ where: faqs, search: 'colis assuré', only: ['question'], locale: 'fr' });
    expect(trouve[0]).toEqual({ question: 'Mon colis est-il assuré ?' });
    const all = await docs({ where: faqs, sortBy: { order: 1 }, only: ['slug'] });
    const around = await docs({
      where: faqs,
      sortBy: { order: 1 },
      only: ['slug'],
      surround: { query: all[0]!.slug as string },
    });
    expect(around).toEqual([null, { slug: all[1]!.slug }]);
    const middle = await docs({
      where: faqs,
      sortBy: { order: 1 },
      only: ['order'],
      surround: { query: { order: 4 }, before: 2, after: 1 },
    });
    expect(middle).toEqual([{ order: 2 }, { order: 3 }, { order: 5 }]);
  });

  it('refuses unknown operators and fields, naming them, and previews only for staff', async () => {
    const bad = await query({ where: { topic: { $near: 1 }, colour: 'red' }, sortBy: { weight: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages).toEqual([
      { key: 'where.topic.$near', value: "Unknown operator '$near'" },
      { key: 'where.colour', value: "Unknown field 'colour'" },
      { key: 'sortBy.weight', value: "Unknown field 'weight'" },
    ]);
    expect((await query({ where: { question: { $regex: '(' } } })).status).toBe(400);
    expect((await query({ skip: 20_000 })).status).toBe(400);
    expect((await query({ limit: 1000 })).status).toBe(400);
    expect((await query({ preview: true })).status).toBe(403);
  });

  it('shows a publish at once, and drafts only in preview', async () => {
    const save = (body: SendInput<typeof saveContentWithFields>['body']) =>
      t.send(saveContentWithFields, { body }, { as: 'admin' });
    const faq = (await t.send(getComponents, { query: { search: 'faq-entry' } }, { as: 'admin' })).value
      .items[0]!;
    const before = await docs({ where: faqs, only: ['id'] }); // cached now
    const body = {
      content: { name: 'Engraving', contentTypeID: faq.id },
      locales: {
        en: {
          fields: {
            question: 'Can you engrave a band?',
            answer: '<p>Yes<script>alert(1)</script></p>',
            order: 8,
          },
        },
        fr: { fields: { question: 'Gravez-vous les alliances ?' } },
      },
    };
    const saved = (await save(body)).value;
    expect(await docs({ where: faqs, only: ['id'] })).toHaveLength(before.length);
    const preview = await t.send(
      queryContent,
      { body: { where: { id: saved.id }, preview: true, locale: 'fr' } },
      { as: 'admin' },
    );
    expect(preview.value[0]).toMatchObject({
      question: 'Gravez-vous les alliances ?',
      answer: '<p>Yes</p>',
    });
    await save({
      ...body,
      content: { ...body.content, id: saved.id },
      action: 'publish',
    });
    const after = await docs({ where: { id: saved.id }, locale: 'fr' });
    expect(after[0]).toMatchObject({
      question: 'Gravez-vous les alliances ?',
      answer: '<p>Yes</p>',
      order: 8,
    });
    expect(JSON.stringify(await docs({}))).not.toMatch(/<script/i);
    await save({
      ...body,
      content: { ...body.content, id: saved.id },
      action: 'unpublish',
    });
    expect(await docs({ where: { id: saved.id } })).toEqual([]);
  });
});

describe('the cost of a public content query is bounded', () => {
  const timed = async (body: ContentQuery) => {
    const started = performance.now();
    const response = await query(body);
    return { response, ms: performance.now() - started };
  };

  it('refuses a backtracking regular expression at once, and the server keeps answering', async () => {
    // one anonymous request with this pattern held PostgreSQL's regex engine (the process itself on PGlite) for minutes
    const { response, ms } = await timed({ where: { body: { $regex: '(.{0,255}){0,50}' } }, only: ['id'] });
    expect(response.status, response.response.body).toBe(400);
    expect(ms).toBeLessThan(1_500);
    expect(response.errorMessages[0]).toMatchObject({ key: 'where.body.$regex' });
    expect(response.errorMessages[0]!.value).toMatch(/literal text/);
    const health = await t.send(getHealth, {}, { as: 'anonymous' });
    expect(health.status).toBe(200);
    // the pattern PostgreSQL refused with 2201B (a 500 before) is a 400 like any other
    const nested = await timed({ where: { body: { $regex: '((.{0,255}){0,255}){0,255}' } } });
    expect(nested.response.status, nested.response.response.body).toBe(400);
    expect(nested.ms).toBeLessThan(1_500);
    for (const pattern of ['(a+)+$', 'a|b', '[a-z]+', '\\d', 'x*', '/how/m', '/(?=x)/'])
      expect((await query({ where: { question: { $regex: pattern } } })).status, pattern).toBe(400);
  });

  it('keeps $regex as literal text with anchors, its LIKE signs matching themselves', async () => {
    const count = async (pattern: string) =>
      (await docs({ where: { ...faqs, question: { $regex: pattern } } })).length;
    expect(await count('/^how/i')).toBe(2);
    expect(await count('^how')).toBe(0);
    expect(await count('^How long')).toBe(1);
    expect(await count('\\?$')).toBe(7);
    expect(await count('/RING/i')).toBe(2);
    // % and _ are LIKE's wildcards: typed in a pattern they are only themselves
    expect(await count('%')).toBe(0);
    expect(await count('_')).toBe(0);
  });

  it('refuses too many conditions, too deep a nesting, too long a text and too many sort keys', async () => {
    const many = await query({ where: { $or: [...Array(150).keys()].map((order) => ({ order })) } });
    expect(many.status).toBe(400);
    expect(many.errorMessages[0]!.value).toMatch(/Too many conditions/);
    let deep: Record<string, unknown> = { order: 1 };
    for (let i = 0; i < 10; i++) deep = { $not: deep };
    const nested = await query({ where: deep });
    expect(nested.status).toBe(400);
    expect(nested.errorMessages[0]!.value).toMatch(/nested too deeply/);
    const long = await query({ where: { question: { $icontains: 'x'.repeat(201) } } });
    expect(long.status).toBe(400);
    const anyLong = await query({ where: { question: { $containsAny: ['ring', 'y'.repeat(300)] } } });
    expect(anyLong.status).toBe(400);
    const sorts = await query({ sortBy: [...Array(11).keys()].map(() => ({ id: 1 as const })) });
    expect(sorts.status).toBe(400);
  });

  it('answers a timed-out or refused statement with a 400 naming the cause', async () => {
    // drizzle wraps the driver's error: its code is on `cause`
    const timeout = queryRefusal(new Error('Failed query', { cause: { code: '57014' } }));
    expect(timeout?.status).toBe(400);
    expect(timeout?.message).toMatch(/took too long/);
    expect(queryRefusal(Object.assign(new Error('x'), { code: '2201B' }))?.status).toBe(400);
    expect(queryRefusal(new Error('Failed query', { cause: { code: '23505' } }))).toBeNull();
  });

  // PGlite runs in this process and has no timer to cancel a statement; there the bounds above are the protection
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stops a statement after the time limit on PostgreSQL',
    async () => {
      const started = performance.now();
      const error: unknown = await limitedRows(t.db, sql`select pg_sleep(10)`).catch((e: unknown) => e);
      expect(queryRefusal(error)?.status).toBe(400);
      expect(performance.now() - started).toBeLessThan(QUERY_TIME_LIMIT_MS + 1_500);
      // the limit was local to that transaction: the pooled connection is back to the pool's own (30 s by default)
      const [setting] = await limitedRows<{ ms: string }>(t.db, sql`select 1 as ms`);
      expect(setting).toEqual({ ms: 1 });
      const rows = (await t.db.execute(
        sql`select current_setting('statement_timeout') as value`,
      )) as unknown as {
        rows: { value: string }[];
      };
      expect(rows.rows[0]!.value).toBe('30s');
    },
  );
});
