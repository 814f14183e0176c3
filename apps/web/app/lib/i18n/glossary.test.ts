import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/glossary.md: one French name per thing; its last column lists the names that are not used. */
const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const avoided = read('docs/glossary.md')
  .split('\n')
  .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| English'))
  .flatMap((line) => {
    const [english, french, not] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    return (not ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .map((word) => ({ english: english!, french: french!, word }));
  });

const frenchTexts = {
  'apps/web/app/locales/fr.json': read('apps/web/app/locales/fr.json'),
  'apps/api/src/locales/fr.json': read('apps/api/src/locales/fr.json'),
  'apps/api/src/modules/finance/pdf/pdf-format.ts': read('apps/api/src/modules/finance/pdf/pdf-format.ts'),
};

describe('the glossary (docs/glossary.md)', () => {
  it('lists the names to avoid', () => {
    expect(avoided.find((a) => a.english === 'job order')?.word).toBe('bon de travail');
  });

  it.each(Object.entries(frenchTexts))('%s uses one French name per thing', (_file, text) => {
    const folded = text.toLowerCase().replaceAll("'", '’');
    const found = avoided
      .filter(({ word }) => folded.includes(word.toLowerCase().replaceAll("'", '’')))
      .map(({ english, french, word }) => `"${word}" for ${english}: the glossary says "${french}"`);
    expect(found).toEqual([]);
  });
});
