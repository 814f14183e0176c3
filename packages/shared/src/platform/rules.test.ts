import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission } from '../auth/permissions';
import { splitFilters } from './filters';
import { slugify } from './slug';

describe('slugify (spec §5)', () => {
  it('strips accents, lowercases, drops symbols and joins words with dashes', () => {
    expect(slugify('  Bague Éternité — Or 18K!  ')).toBe('bague-eternite-or-18k');
    expect(slugify('Memorial   Fingerprint\tPendant')).toBe('memorial-fingerprint-pendant');
  });

  it('always yields lowercase alphanumerics and single dashes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('filters (spec §5)', () => {
  it('sends ATTR_ filters as attributes with true as 1 and false as 0', () => {
    expect(
      splitFilters({ ATTR_Engravable: true, ATTR_Plated: false, ATTR_Metal: '14K', name: 'ring' }),
    ).toEqual({
      fields: { name: 'ring' },
      attributes: { Engravable: 1, Plated: 0, Metal: '14K' },
    });
  });
});

describe('permission checks (spec §5 Access)', () => {
  it('is false when signed out, true for 0 when signed in, and needs the permission otherwise', () => {
    expect(hasPermission(null, '0')).toBe(false);
    expect(hasPermission([], '0')).toBe(true);
    expect(hasPermission(['CP_PAYMENTS:VIEW'], 'CP_PAYMENTS:VIEWP')).toBe(false);
    expect(hasPermission(['CP_PAYMENTS:VIEWP'], 'CP_PAYMENTS:VIEWP')).toBe(true);
    expect(hasAnyPermission(['A:X'], ['B:Y', 'A:X'])).toBe(true);
    expect(hasAnyPermission(['A:X'], [])).toBe(true);
    expect(hasAnyPermission(undefined, [])).toBe(false);
  });
});
