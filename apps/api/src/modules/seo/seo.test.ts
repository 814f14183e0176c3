import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The origin of sitemaps and robots.txt is the configured one, whatever Host a request claims (a forged Host must not
  // reach them).
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  admin = (await t.login(DEMO.admin)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, payload, headers: t.bearer(token) });

describe('SEO entries', () => {
  it('saves an entry per language for a category and lists it', async () => {
    const bands = (await call('GET', '/api/productCategories/categoryCode/BANDS')).json().value;
    const en = await call('POST', '/api/SEO', {
      entityType: 'category',
      entityId: bands.id,
      language: 'en',
      pageTitle: 'Wedding bands made to order',
      metaDescription: 'Gold and platinum wedding bands.',
      metaKeywords: 'wedding bands, gold',
      imageAlt: 'Gold wedding bands',
    });
    expect(en.statusCode, en.body).toBe(200);
    await call('POST', '/api/SEO', {
      entityType: 'catalog',
      entityId: bands.id,
      language: 'fr',
      pageTitle: 'Alliances sur mesure',
    });
    const list = (
      await call(
        'GET',
        `/api/SEO/catalogs?filters=${encodeURIComponent(JSON.stringify({ search: 'wedding' }))}`,
      )
    ).json().value;
    const row = list.items.find((r: { id: number }) => r.id === bands.id);
    expect(row.seo.en.pageTitle).toBe('Wedding bands made to order');
    expect(row.seo.fr).toMatchObject({ pageTitle: 'Alliances sur mesure', metaDescription: null });
    // the storefront reads the entry with the category, in the page's language
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/productCategories/categoryCode/BANDS',
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().value.seo.pageTitle).toBe('Alliances sur mesure');
  });

  it('updates a product entry in place and clears emptied fields', async () => {
    const products = (await call('GET', '/api/SEO/products?pageSize=1')).json().value;
    const id = products.items[0].id;
    await call('POST', '/api/SEO', {
      entityType: 'product',
      entityId: id,
      pageTitle: 'First',
      imageAlt: 'Picture',
    });
    const second = (
      await call('POST', '/api/SEO', {
        entityType: 'product',
        entityId: id,
        pageTitle: 'Second',
        imageAlt: '',
      })
    ).json().value;
    expect(second).toMatchObject({ pageTitle: 'Second', imageAlt: null, language: 'en' });
    const list = (await call('GET', '/api/SEO/products?pageSize=1')).json().value;
    expect(list.items[0].seo.en.pageTitle).toBe('Second');
  });

  it('refuses unknown targets, overlong text and portal users', async () => {
    expect(
      (await call('POST', '/api/SEO', { entityType: 'product', entityId: 99999999, pageTitle: 'x' }))
        .statusCode,
    ).toBe(404);
    const long = await call('POST', '/api/SEO', {
      entityType: 'product',
      entityId: 1,
      pageTitle: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessages[0].key).toBe('pageTitle');
    const { token } = await t.login(DEMO.customer);
    expect((await call('GET', '/api/SEO/products', undefined, token)).statusCode).toBe(403);
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
