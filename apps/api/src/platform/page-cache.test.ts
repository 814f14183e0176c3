import { describe, expect, it } from 'vitest';
import { contentChanged, contentGeneration } from './content-generation';
import { hasAuthCookie, PageCache } from './page-cache';

const page = {
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  pieces: [Buffer.from('<html>')],
};

describe('page cache', () => {
  it('keeps storefront pages for visitors who are not signed in, per language choice', () => {
    const cache = new PageCache();
    expect(cache.keyOf('GET', '/product/NS-1', undefined)).toBe('/product/NS-1|');
    expect(cache.keyOf('GET', '/fr/catalogue/RINGS?sort=price', 'i18n_redirected=fr')).toBe(
      '/fr/catalogue/RINGS?sort=price|fr',
    );
    expect(cache.keyOf('GET', '/product/NS-1', 'a=1; portal_auth=%7B%7D')).toBeNull();
    // The web app trims a cookie's name and renders a signed-in page for it: such a page is never kept.
    expect(cache.keyOf('GET', '/product/NS-1', 'portal_auth =%7B%7D')).toBeNull();
    expect(cache.keyOf('GET', '/product/NS-1', 'a=1;portal_auth\t=%7B%7D')).toBeNull();
    expect(cache.keyOf('POST', '/product/NS-1', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/dev-help', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/catalogue/rings.data?sort=price', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/backoffice/dashboard', undefined)).toBeNull();
  });

  it('tells a signed-in visitor by the auth cookie’s name, as the web app reads it', () => {
    expect(hasAuthCookie('portal_auth={}')).toBe(true);
    expect(hasAuthCookie('a=1;  portal_auth = {}')).toBe(true);
    expect(hasAuthCookie(undefined)).toBe(false);
    expect(hasAuthCookie('not_portal_auth={}; portal_authx=1')).toBe(false);
  });

  it('forgets every page when the catalogue or SEO changes', () => {
    const cache = new PageCache();
    cache.set('/|', page, contentGeneration());
    expect(cache.get('/|')?.pieces.join('')).toBe('<html>');
    contentChanged();
    expect(cache.get('/|')).toBeNull();
    // a page rendered before a change is not kept under the new generation
    const before = contentGeneration();
    contentChanged();
    cache.set('/|', page, before);
    expect(cache.get('/|')).toBeNull();
  });
});
