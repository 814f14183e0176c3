import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';
import { storefrontSeoMeta } from './seo';

const rootWith = (portalName: string | null) => [{ id: 'root', loaderData: { portalName } }];
const titleOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((entry) => ('title' in entry ? [entry.title] : []));

describe('page titles', () => {
  it('end with the configured portal name, in English and in French', () => {
    const matches = rootWith('Aurora Trade Desk');
    expect(titleOf(pageMeta({ location: { pathname: '/faqs' }, matches }))).toEqual([
      'FAQs | Aurora Trade Desk',
    ]);
    expect(titleOf(pageMeta({ location: { pathname: '/fr/faqs' }, matches }))).toEqual([
      'Questions fréquentes | Aurora Trade Desk',
    ]);
    expect(titleOf(pageMeta({ location: { pathname: '/' }, matches }))).toEqual(['Aurora Trade Desk']);
    expect(titleOf(pageMeta({ location: { pathname: '/nowhere' }, matches, error: new Error('x') }))).toEqual(
      ['An error occurred | Aurora Trade Desk'],
    );
  });

  it('name the portal on storefront pages with their SEO head', () => {
    const meta = storefrontSeoMeta({
      location: { pathname: '/fr/catalogue' },
      matches: rootWith('Aurora Trade Desk'),
      origin: 'https://shop.example',
      path: '/catalogue',
      name: 'Catalogue',
    });
    expect(titleOf(meta)).toEqual(['Catalogue | Aurora Trade Desk']);
    expect(meta).toContainEqual({ property: 'og:site_name', content: 'Aurora Trade Desk' });
  });

  it('fall back to the catalog name when the setting could not be read', () => {
    expect(titleOf(pageMeta({ location: { pathname: '/faqs' }, matches: rootWith(null) }))).toEqual([
      'FAQs | Customer Portal',
    ]);
  });
});
