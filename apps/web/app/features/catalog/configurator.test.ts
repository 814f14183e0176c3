import { describe, expect, it } from 'vitest';
import { attributeChoices, childItemQuery, initialMetalId, metalSwatch } from './configurator';

const attributes = [
  { code: 'RING_SIZE', name: 'Ring size', value: '7', label: '7' },
  { code: 'STONE', name: 'Stone', value: 'NONE', label: 'None' },
  { code: 'GENDER', name: 'Gender', value: 'MEN', label: 'Men' },
];
const offered = [
  {
    code: 'ring_size',
    name: 'Ring size',
    options: [
      { value: '6', label: '6' },
      { value: '8', label: '8' },
    ],
  },
  { code: 'STONE', name: 'Stone', options: [{ value: 'NONE', label: 'None' }] },
  { code: 'WIDTH', name: 'Width', options: [{ value: '2', label: '2 mm' }] },
];

describe('configurator', () => {
  it('offers the attributes the category has in more than one value, the product’s own value included', () => {
    expect(attributeChoices(attributes, offered)).toEqual([
      {
        code: 'RING_SIZE',
        name: 'Ring size',
        value: '7',
        options: [
          { value: '7', label: '7' },
          { value: '6', label: '6' },
          { value: '8', label: '8' },
        ],
      },
    ]);
    expect(attributeChoices(attributes, [])).toEqual([]);
  });

  it('asks the master for the version with the changed value and the other values kept', () => {
    const choices = [
      { code: 'RING_SIZE', value: '7' },
      { code: 'STONE', value: 'NONE' },
    ];
    expect(
      childItemQuery({ id: 40, masterItemTypeId: 12 }, choices, { code: 'RING_SIZE', value: '8' }),
    ).toEqual({
      itemTypeID: 12,
      attributes: { RING_SIZE: '8', STONE: 'NONE' },
    });
    expect(
      childItemQuery({ id: 12, masterItemTypeId: null }, choices, { code: 'STONE', value: 'RUBY' }),
    ).toEqual({
      itemTypeID: 12,
      attributes: { RING_SIZE: '7', STONE: 'RUBY' },
    });
  });

  it('starts on the metal of a shared link only when the product offers it', () => {
    const metals = [{ id: 4 }, { id: 6 }];
    expect(initialMetalId('6', metals, 4)).toBe(6);
    expect(initialMetalId('99', metals, 4)).toBe(4);
    expect(initialMetalId('abc', metals, null)).toBe(4);
    expect(initialMetalId(null, [], null)).toBeNull();
  });

  it('gives each metal colour a swatch', () => {
    expect(metalSwatch('yellow')).not.toBe(metalSwatch('rose'));
    expect(metalSwatch('white', 'PLATINUM')).not.toBe(metalSwatch('white', 'GOLD'));
    expect(metalSwatch(null)).toMatch(/^#/);
  });
});
