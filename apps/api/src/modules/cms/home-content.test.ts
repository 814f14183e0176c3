import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login(DEMO.admin)).token;
});
afterAll(() => t.close());

const sections = async (locale: 'en' | 'fr') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/_content/query',
    payload: {
      where: { component: 'home-section' },
      sortBy: { order: 1 },
      only: ['id', 'layout', 'title', 'buttonLabel', 'buttonLink'],
      locale,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Record<string, unknown>[];
};

describe('the home page sections in the CMS (demo content)', () => {
  it('answers the hero, the cards and the banner in order, in English and in French', async () => {
    const en = await sections('en');
    expect(en.map((s) => s.layout)).toEqual(['hero', 'cards', 'banner']);
    expect(en[0]).toMatchObject({
      title: 'Fine jewellery, made in our workshop for yours',
      buttonLabel: 'Browse the catalogue',
      buttonLink: '/catalogue',
    });
    const fr = await sections('fr');
    expect(fr[0]).toMatchObject({
      title: 'Des bijoux d’exception, fabriqués dans notre atelier pour le vôtre',
      buttonLabel: 'Parcourir le catalogue',
      // Not translated: the French page takes the English value.
      buttonLink: '/catalogue',
    });
  });

  it('shows a section whose French title is left empty in English, and a staff edit once it is published', async () => {
    const hero = (await sections('en'))[0]!;
    const loaded = await t.app.inject({
      method: 'GET',
      url: `/api/manage/contents/${String(hero.id)}/fields`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const { content, fields } = loaded.json().value as {
      content: { name: string; contentTypeID: number; slug: string };
      fields: { code: string; values: { en: unknown; fr: unknown } }[];
    };
    const values = (lang: 'en' | 'fr') =>
      Object.fromEntries(fields.map((f) => [f.code, f.values[lang]]).filter(([, v]) => v != null));
    const save = (action: 'save' | 'publish', title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/manage/contents/content-with-fields',
        headers: { authorization: `Bearer ${admin}` },
        payload: {
          content: { id: hero.id, name: content.name, contentTypeID: content.contentTypeID },
          locales: {
            en: { slug: content.slug, fields: { ...values('en'), title } },
            fr: { fields: { ...values('fr'), title: undefined } },
          },
          action,
        },
      });
    expect((await save('save', 'Rings for every promise')).statusCode).toBe(200);
    expect((await sections('en'))[0]!.title).toBe('Fine jewellery, made in our workshop for yours');
    expect((await save('publish', 'Rings for every promise')).statusCode).toBe(200);
    expect((await sections('en'))[0]!.title).toBe('Rings for every promise');
    expect((await sections('fr'))[0]!.title).toBe('Rings for every promise');
  });
});
