import { describe, expect, it } from 'vitest';
import { storefrontSeoMeta } from './seo';

const origin = 'https://shop.example';

describe('storefront SEO head', () => {
  it('links the canonical address and both languages', () => {
    const meta = storefrontSeoMeta({
      location: { pathname: '/fr/catalogue/RINGS' },
      matches: [],
      origin,
      path: '/catalogue/rings',
      name: 'Bagues',
      description: 'Nos bagues',
      keywords: 'bague, or',
    });
    expect(meta).toContainEqual({ title: 'Bagues | Portail client' });
    expect(meta).toContainEqual({ name: 'description', content: 'Nos bagues' });
    expect(meta).toContainEqual({ name: 'keywords', content: 'bague, or' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}/fr/catalogue/rings` });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: `${origin}/catalogue/rings`,
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'fr',
      href: `${origin}/fr/catalogue/rings`,
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}/catalogue/rings`,
    });
  });

  it('uses the SEO page title as the whole title and makes the image absolute', () => {
    const meta = storefrontSeoMeta({
      location: { pathname: '/product/ns-1' },
      matches: [],
      origin,
      path: '/product/ns-1',
      name: 'Signet ring',
      pageTitle: 'Gold signet rings made to order',
      image: '/media/a.png',
    });
    expect(meta.filter((m) => 'title' in m)).toEqual([{ title: 'Gold signet rings made to order' }]);
    expect(meta).toContainEqual({ property: 'og:image', content: `${origin}/media/a.png` });
    expect(meta.some((m) => 'name' in m && m.name === 'keywords')).toBe(false);
  });
});
