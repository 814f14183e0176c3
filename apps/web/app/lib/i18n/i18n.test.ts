import { describe, expect, it } from 'vitest';
import { registerCatalog, translator } from './i18n';

// The catalogs of the product are registered by the test setup; these use keys of their own.
registerCatalog('en', {
  test: {
    hello: 'Hello {{name}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    onlyEnglish: 'Only in English',
    total: 'Total: {{amount}}',
  },
});

describe('translator', () => {
  const en = translator('en');

  it('fills placeholders and leaves a missing value empty', () => {
    expect(en('test.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(en('test.hello')).toBe('Hello ');
  });

  it('chooses the plural form by the language rules', () => {
    expect(en('test.items', { count: 1 })).toBe('1 item');
    expect(en('test.items', { count: 0 })).toBe('0 items');
    expect(en('test.items', { count: 3 })).toBe('3 items');
  });

  it('counts 0 and 1 as singular in French', () => {
    registerCatalog('fr', { test: { items_one: '{{count}} article', items_other: '{{count}} articles' } });
    const fr = translator('fr');
    expect(fr('test.items', { count: 0 })).toBe('0 article');
    expect(fr('test.items', { count: 1 })).toBe('1 article');
    expect(fr('test.items', { count: 2 })).toBe('2 articles');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const fr = translator('fr');
    expect(fr('test.onlyEnglish')).toBe('Only in English');
    expect(fr('test.nowhere', { defaultValue: 'Par défaut' })).toBe('Par défaut');
    expect(fr('test.nowhere')).toBe('test.nowhere');
  });
});
