import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getSeoCatalogs } from '@portal/shared/seo/get-seo-catalogs';
import { getSeoProducts } from '@portal/shared/seo/get-seo-products';
import { saveSeoEntry } from '@portal/shared/seo/save-seo-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The origin of sitemaps and robots.txt is the configured one, whatever Host a request claims (a forged Host must not
  // reach them).
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
});
afterAll(() => t.close());

describe('SEO entries', () => {
  it('saves an entry per language for a category and lists it', async () => {
    const bands = (await t.send(getCategoryByCode, { params: { code: 'BANDS' } }, { as: 'admin' })).value;
    const en = await t.send(
      saveSeoEntry,
      {
        body: {
          entityType: 'category',
          entityId: bands.id,
          language: 'en',
          pageTitle: 'Wedding bands made to order',
          metaDescription: 'Gold and platinum wedding bands.',
          metaKeywords: 'wedding bands, gold',
          imageAlt: 'Gold wedding bands',
        },
      },
      { as: 'admin' },
    );
    expect(en.status, en.response.body).toBe(200);
    await t.send(
      saveSeoEntry,
      {
        body: {
          entityType: 'catalog',
          entityId: bands.id,
          language: 'fr',
          pageTitle: 'Alliances sur mesure',
        },
      },
      { as: 'admin' },
    );
    const list = (
      await t.send(
        getSeoCatalogs,
        { query: { filters: JSON.stringify({ search: 'wedding' }) } },
        { as: 'admin' },
      )
    ).value;
    const row = list.items.find((r) => r.id === bands.id)!;
    expect(row.seo.en!.pageTitle).toBe('Wedding bands made to order');
    expect(row.seo.fr).toMatchObject({ pageTitle: 'Alliances sur mesure', metaDescription: null });
    // the storefront reads the entry with the category, in the page's language
    const fr = await t.send(
      getCategoryByCode,
      { params: { code: 'BANDS' } },
      { as: 'anonymous', language: 'fr' },
    );
    expect(fr.value.seo!.pageTitle).toBe('Alliances sur mesure');
  });

  it('updates a product entry in place and clears emptied fields', async () => {
    const products = (await t.send(getSeoProducts, { query: { pageSize: 1 } }, { as: 'admin' })).value;
    const id = products.items[0]!.id;
    const save = (pageTitle: string, imageAlt: string) =>
      t.send(
        saveSeoEntry,
        { body: { entityType: 'product', entityId: id, pageTitle, imageAlt } },
        { as: 'admin' },
      );
    await save('First', 'Picture');
    const second = (await save('Second', '')).value;
    expect(second).toMatchObject({ pageTitle: 'Second', imageAlt: null, language: 'en' });
    const list = (await t.send(getSeoProducts, { query: { pageSize: 1 } }, { as: 'admin' })).value;
    expect(list.items[0]!.seo.en!.pageTitle).toBe('Second');
  });

  it('refuses unknown targets, overlong text and portal users', async () => {
    const unknown = await t.send(
      saveSeoEntry,
      { body: { entityType: 'product', entityId: 99999999, pageTitle: 'x' } },
      { as: 'admin' },
    );
    expect(unknown.status).toBe(404);
    const long = await t.send(
      saveSeoEntry,
      { body: { entityType: 'product', entityId: 1, pageTitle: 'x'.repeat(121) } },
      { as: 'admin' },
    );
    expect(long.status).toBe(400);
    expect(long.errorMessages[0]!.key).toBe('pageTitle');
    expect((await t.send(getSeoProducts, {}, { as: 'customer' })).status).toBe(403);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists pages, categories and products in both languages with hreflang links', async () => {
    const index = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<loc>https://shop.example/sitemap-pages.xml</loc>');
    expect(index.body).toContain('<loc>https://shop.example/sitemap-products-1.xml</loc>');
    const pages = await t.app.inject({
      method: 'GET',
      url: '/sitemap-pages.xml',
      headers: { host: 'evil.example' },
    });
    expect(pages.body).toContain('<loc>https://shop.example/catalogue/rings</loc>');
    expect(pages.body).toContain('<loc>https://shop.example/fr/catalogue/rings</loc>');
    expect(pages.body).toContain('hreflang="fr" href="https://shop.example/fr/catalogue/bands"');
    const products = await t.app.inject({
      method: 'GET',
      url: '/sitemap-products-1.xml',
      headers: { host: 'evil.example' },
    });
    expect(products.body.match(/<url>/g)!.length).toBeGreaterThan(1000);
    expect(products.body).toMatch(/<loc>https:\/\/shop\.example\/product\/ns-[a-z]+\d+<\/loc>/);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-products-99.xml' })).statusCode).toBe(404);
  });

  it('keeps crawlers out of the back-office and the API', async () => {
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example' },
    });
    expect(robots.body).toContain('Disallow: /backoffice/');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
