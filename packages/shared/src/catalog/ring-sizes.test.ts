import { describe, expect, it } from 'vitest';
import { engravingProblem } from './engraving';
import { configurationEntries, configurationSummary } from './line-configuration';
import {
  frenchRingSize,
  parseRingSize,
  ringSizeLabel,
  ringSizesBetween,
  usRingSizeLabel,
  weightInRingSize,
} from './ring-sizes';

describe('ring sizes', () => {
  it('reads sizes as people and stored lines write them', () => {
    expect(parseRingSize('6.75')).toBe(6.75);
    expect(parseRingSize('6,75')).toBe(6.75);
    expect(parseRingSize('6¾')).toBe(6.75);
    expect(parseRingSize('6 3/4')).toBe(6.75);
    expect(parseRingSize('½')).toBe(0.5);
    expect(parseRingSize(7)).toBe(7);
    expect(parseRingSize(' 10 ')).toBe(10);
  });

  it('refuses what is not a quarter size from 0 to 16', () => {
    for (const bad of ['6.6', '17', '-1', 'seven', '', '6¾¾', null, undefined, Number.NaN, {}])
      expect(parseRingSize(bad)).toBeNull();
  });

  it('gives the French size as the circumference in mm (the trade table)', () => {
    const table: [number, number][] = [
      [4, 47],
      [5, 49],
      [6, 52],
      [7, 54],
      [8, 57],
      [9, 60],
      [10, 62],
      [11, 65],
      [12, 67],
    ];
    for (const [us, french] of table) expect(frenchRingSize(us)).toBe(french);
    expect(frenchRingSize(6.75)).toBe(54);
  });

  it('labels halves and quarters as jewellers write them, in each language', () => {
    expect(usRingSizeLabel(6.75)).toBe('6¾');
    expect(usRingSizeLabel(7.5)).toBe('7½');
    expect(usRingSizeLabel(5.25)).toBe('5¼');
    expect(usRingSizeLabel(10)).toBe('10');
    expect(ringSizeLabel(6.75, 'en')).toBe('6¾');
    expect(ringSizeLabel(6.75, 'fr')).toBe('54 (US 6¾)');
  });

  it('lists every quarter size of a range', () => {
    expect(ringSizesBetween(6, 7)).toEqual([6, 6.25, 6.5, 6.75, 7]);
  });

  it('scales the metal weight with the circumference', () => {
    expect(weightInRingSize(4, 7, 7)).toBe('4.000');
    expect(Number(weightInRingSize(4, 7, 9))).toBeGreaterThan(4);
    expect(Number(weightInRingSize(4, 7, 5))).toBeLessThan(4);
  });
});

describe('engraving', () => {
  it('counts what a person sees and refuses line breaks', () => {
    expect(engravingProblem('Forever', 10)).toBeNull();
    expect(engravingProblem('Élodie ♥ 2026', 13)).toBeNull();
    expect(engravingProblem('Much too long to engrave', 10)).toBe('tooLong');
    expect(engravingProblem('   ', 10)).toBe('empty');
    expect(engravingProblem('a\nb', 10)).toBe('characters');
  });
});

describe('line configuration labels', () => {
  const configuration = { ringSize: '6.75', engraving: 'Forever', engravingFont: 'SCRIPT' };
  it('names each entry in the language, never by its key', () => {
    expect(configurationSummary(configuration, 'en')).toBe('Ring size 6¾ · Engraving “Forever” (Script)');
    expect(configurationEntries(configuration, 'fr')).toEqual([
      { key: 'ringSize', name: 'Taille de bague', value: '54 (US 6¾)' },
      { key: 'engraving', name: 'Gravure', value: '« Forever » (Script)' },
    ]);
  });
  it('leaves out what is not for reading (the options and quantity a wish list keeps)', () => {
    expect(configurationSummary({ variantIDs: [3], quantity: 1, ringSize: '7' }, 'en')).toBe('Ring size 7');
  });
  it('keeps a size it cannot read as written', () => {
    expect(configurationEntries({ ringSize: 'N½' }, 'en')).toEqual([
      { key: 'ringSize', name: 'Ring size', value: 'N½' },
    ]);
  });
});
