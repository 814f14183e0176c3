import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages';
import en from './en.json';
import fr from './fr.json';

type Catalog = { [key: string]: string | Catalog };

/** Every leaf of a catalog as 'a.b.c' → text. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(name, value);
    else for (const [k, v] of flatten(value, name)) leaves.set(k, v);
  }
  return leaves;
}

const english = flatten(en);
const french = flatten(fr);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('has every English key in French', () => {
    const missing = [...english.keys()].filter((key) => !french.has(key));
    expect(missing, `keys missing from fr.json`).toEqual([]);
  });

  it('has every French key in English', () => {
    const missing = [...french.keys()].filter((key) => !english.has(key));
    expect(missing, `keys missing from en.json`).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const different = [...english.keys()].filter(
      (key) => french.has(key) && variables(english.get(key)!).join() !== variables(french.get(key)!).join(),
    );
    expect(different).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = [...english, ...french].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('is really translated: French differs from English for nearly every text', () => {
    const same = [...english].filter(([key, text]) => french.get(key) === text).map(([key]) => key);
    // Names that are the same in both languages (language names, 'Catalogue', 'OK', 'SEO'...) are few.
    expect(same.length / english.size).toBeLessThan(0.1);
  });

  it('keeps the spec §8 wording of the fixed messages', () => {
    expect(english.get('auth.emailInvalid')).toBe('E-mail must be valid');
    expect(english.get('cart.loginRequired')).toBe(
      'You need to log in first to have access to the shopping cart!',
    );
    expect(english.get('errors.notFoundTitle')).toBe('404 Not Found');
    expect(english.get('errors.notFoundMessage')).toBe('This page could not be found');
    expect(english.get('errors.errorTitle')).toBe('An error occurred');
    expect(english.get('feedback.errorOccured')).toBe('Error occured while {{operation}}{{name}}!');
    expect(english.get('feedback.savedNamed')).toBe('{{name}} - saved successfully!');
    expect(english.get('cart.errors.generic')).toBe(
      'Something went wrong please contact the site administrator!',
    );
    expect(english.get('cart.errors.quantityStorefront')).toBe(
      'Something went wrong please contact customer support!!',
    );
    expect(english.get('cart.errors.updateFailed')).toBe('Error while updating shopping cart!');
    expect(english.get('checkout.errors.submitFailed')).toBe(
      'Something went wrong! Please check the portal logs for more information!',
    );
    expect(english.get('checkout.errors.attributesFailed')).toBe(
      'Error while fetching incoming order attributes!',
    );
    expect(english.get('checkout.errors.customerFailed')).toBe('Error while getting customer!');
    expect(english.get('finance.card.processorFailed')).toBe('Error while getting payment processor');
    expect(english.get('checkout.created')).toBe('{{order_code}} - created successfully!');
  });
});

/** Source files of the app, for the keys they use literally. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

describe('keys used by the app', () => {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const used = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
    for (const match of text.matchAll(/titleKey: '([\w.]+)'/g)) used.add(match[1]!);
  }
  for (const page of PAGES) used.add(page.titleKey);

  it('finds the literal keys', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  it('exist in the English catalog', () => {
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
