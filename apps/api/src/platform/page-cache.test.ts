import { describe, expect, it } from 'vitest';
import { contentChanged, contentGeneration } from './content-generation';
import { PageCache } from './page-cache';

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
    expect(cache.keyOf('POST', '/product/NS-1', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/dev-help', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/catalogue/rings.data?sort=price', undefined)).toBeNull();
    expect(cache.keyOf('GET', '/backoffice/dashboard', undefined)).toBeNull();
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
