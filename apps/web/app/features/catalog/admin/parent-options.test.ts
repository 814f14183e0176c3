import { describe, expect, it } from 'vitest';
import type { AdminCategory } from './api/get-categories';
import { parentOptions } from './parent-options';

const category = (id: number, name: string, parentId: number | null, rank = 10): AdminCategory => ({
  id,
  name,
  nameFr: `${name} (fr)`,
  code: `C${id}`,
  rank,
  description: null,
  parentId,
  largeImage: null,
  smallImage: null,
  title1Image: null,
  title2Image: null,
  childCount: 0,
  itemCount: 0,
});

const categories = [
  category(1, 'Rings', null, 20),
  category(2, 'Chains', null, 10),
  category(3, 'Signet rings', 1),
  category(4, 'Engraved signets', 3),
];

describe('parent options', () => {
  it('lists the tree in rank order, indented by depth, in the page language', () => {
    expect(parentOptions(categories, 'en', null).map((o) => o.label)).toEqual([
      'Chains',
      'Rings',
      '— Signet rings',
      '— — Engraved signets',
    ]);
    expect(parentOptions(categories, 'fr', null)[0]!.label).toBe('Chains (fr)');
  });

  it('leaves out a category and its sub-categories: it cannot be placed under itself', () => {
    expect(parentOptions(categories, 'en', 3).map((o) => o.value)).toEqual(['2', '1']);
  });
});
