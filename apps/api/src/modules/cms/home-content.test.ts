import { getContentFields } from '@portal/shared/cms/get-content-fields';
import { queryContent } from '@portal/shared/cms/query-content';
import { saveContentWithFields } from '@portal/shared/cms/save-content-with-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sections = async (locale: 'en' | 'fr') => {
  const response = await t.send(
    queryContent,
    {
      body: {
        where: { component: 'home-section' },
        sortBy: { order: 1 },
        only: ['id', 'layout', 'title', 'buttonLabel', 'buttonLink'],
        locale,
      },
    },
    { as: 'anonymous' },
  );
  expect(response.status, response.response.body).toBe(200);
  return response.value as Record<string, unknown>[];
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
    const { content, fields } = (
      await t.send(getContentFields, { params: { id: Number(hero.id) } }, { as: 'admin' })
    ).value;
    const values = (lang: 'en' | 'fr') =>
      Object.fromEntries(fields.map((f) => [f.code, f.values[lang]]).filter(([, v]) => v != null));
    const save = (action: 'save' | 'publish', title: string) =>
      t.send(
        saveContentWithFields,
        {
          body: {
            content: { id: Number(hero.id), name: content.name, contentTypeID: content.contentTypeID },
            locales: {
              en: { slug: content.slug, fields: { ...values('en'), title } },
              fr: { fields: { ...values('fr'), title: undefined } },
            },
            action,
          },
        },
        { as: 'admin' },
      );
    expect((await save('save', 'Rings for every promise')).status).toBe(200);
    expect((await sections('en'))[0]!.title).toBe('Fine jewellery, made in our workshop for yours');
    expect((await save('publish', 'Rings for every promise')).status).toBe(200);
    expect((await sections('en'))[0]!.title).toBe('Rings for every promise');
    expect((await sections('fr'))[0]!.title).toBe('Rings for every promise');
  });
});
