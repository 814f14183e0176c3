import { describe, expect, it } from 'vitest';
import {
  cleanSearch,
  DEFAULT_CATALOGUE_STATE,
  parseCatalogueSearch,
  productQueryOf,
  serializeCatalogueSearch,
  toggleFilter,
  withPage,
  withSort,
  filterLabel,
} from './catalogue-search';

describe('catalogue state in the URL', () => {
  it('reads filters, sort and page', () => {
    expect(parseCatalogueSearch('?f.metal=SILVER&f.METAL=GOLD&f.RING_SIZE=7&sort=price-desc&page=3')).toEqual(
      {
        sort: 'price-desc',
        page: 3,
        filters: { METAL: ['GOLD', 'SILVER'], RING_SIZE: ['7'] },
        search: '',
      },
    );
  });

  it('falls back to the default view on nonsense', () => {
    expect(parseCatalogueSearch('?sort=cheapest&page=-2&f.=X&f.METAL=A,B&f.bad%20code=1')).toEqual(
      DEFAULT_CATALOGUE_STATE,
    );
    expect(parseCatalogueSearch('?page=1.5').page).toBe(1);
  });

  it('writes a stable query string and leaves defaults out', () => {
    expect(serializeCatalogueSearch(DEFAULT_CATALOGUE_STATE)).toBe('');
    const state = {
      sort: 'newest' as const,
      page: 2,
      filters: { STONE: ['RUBY', 'DIAMOND'], METAL: ['GOLD'] },
      search: '',
    };
    const query = serializeCatalogueSearch(state);
    expect(query).toBe('?f.METAL=GOLD&f.STONE=DIAMOND&f.STONE=RUBY&sort=newest&page=2');
    expect(parseCatalogueSearch(query)).toEqual({
      ...state,
      filters: { METAL: ['GOLD'], STONE: ['DIAMOND', 'RUBY'] },
    });
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const onPage4 = withPage(DEFAULT_CATALOGUE_STATE, 4);
    const filtered = toggleFilter(onPage4, 'METAL', 'GOLD');
    expect(filtered).toEqual({ sort: 'name', page: 1, filters: { METAL: ['GOLD'] }, search: '' });
    expect(toggleFilter(filtered, 'METAL', 'GOLD').filters).toEqual({});
    expect(withSort(withPage(filtered, 3), 'price-asc').page).toBe(1);
  });

  it('builds the product listing query of the API', () => {
    const state = {
      sort: 'price-desc' as const,
      page: 2,
      filters: { METAL: ['SILVER', 'GOLD'], RING_SIZE: ['7'] },
      search: '',
    };
    expect(productQueryOf(state, 5, 12)).toEqual({
      categoryId: 5,
      pageNo: 2,
      pageSize: 12,
      filters: '{"sort":"price","sortDesc":true}',
      attributeFilterStr: 'METAL:GOLD,SILVER;RING_SIZE:7',
    });
    expect(productQueryOf(DEFAULT_CATALOGUE_STATE, 5).attributeFilterStr).toBeUndefined();
  });

  it('keeps a search in the address, best matches first unless another sort is chosen', () => {
    const searched = parseCatalogueSearch('?search=%20solitare%20%20ring%20&f.METAL=GOLD');
    expect(searched).toEqual({
      sort: 'relevance',
      page: 1,
      filters: { METAL: ['GOLD'] },
      search: 'solitare ring',
    });
    expect(serializeCatalogueSearch(searched)).toBe('?search=solitare+ring&f.METAL=GOLD');
    expect(productQueryOf(searched, undefined)).toMatchObject({ search: 'solitare ring', filters: '{}' });
    expect(productQueryOf(searched, undefined).categoryId).toBeUndefined();
    const byPrice = withSort(searched, 'price-asc');
    expect(serializeCatalogueSearch(byPrice)).toBe('?search=solitare+ring&f.METAL=GOLD&sort=price-asc');
    expect(parseCatalogueSearch(serializeCatalogueSearch(byPrice))).toEqual(byPrice);
    // Relevance means nothing without a search; control characters and length are cut as the API would refuse them.
    expect(parseCatalogueSearch('?sort=relevance').sort).toBe('name');
    expect(parseCatalogueSearch(`?search=a%00b${'c'.repeat(200)}`).search).toHaveLength(100);
    expect(cleanSearch('ring\u0007\n  band')).toBe('ring band');
  });
});

describe('filter labels', () => {
  it('names the unit only when the options are written in it', () => {
    const us = [
      { value: '4', label: '4' },
      { value: '5', label: '5' },
    ];
    const french = [
      { value: '4', label: '47' },
      { value: '5', label: '49' },
    ];
    expect(filterLabel({ name: 'Ring size', unit: 'US', options: us })).toBe('Ring size (US)');
    expect(filterLabel({ name: 'Taille de bague', unit: 'US', options: french })).toBe('Taille de bague');
    expect(filterLabel({ name: 'Width', unit: null, options: us })).toBe('Width');
  });
});
