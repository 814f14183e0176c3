import { describe, expect, it } from 'vitest';
import {
  attributeChoices,
  attributesInMetal,
  childItemQuery,
  initialMetalId,
  metalSwatch,
} from './configurator';

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

describe('details in the chosen metal', () => {
  const ring = [
    { code: 'METAL', name: 'Metal', value: 'GOLD', label: 'Gold' },
    { code: 'KARAT', name: 'Karat', value: '14', label: '14K' },
    { code: 'FINISH', name: 'Finish', value: 'POLISHED', label: 'Polished' },
  ];
  const product = {
    metalId: 4,
    metals: [
      { id: 4, code: '14KY', name: '14K yellow gold' },
      { id: 11, code: 'PT950', name: 'Platinum 950' },
    ],
  };

  it('names the chosen metal instead of the default one, in the metal row’s place, without its karat', () => {
    expect(attributesInMetal(ring, product, 11)).toEqual([
      { code: 'METAL', name: 'Metal', value: 'PT950', label: 'Platinum 950' },
      { code: 'FINISH', name: 'Finish', value: 'POLISHED', label: 'Polished' },
    ]);
  });

  it('keeps the product’s own rows for its default metal, no metal or a metal it is not offered in', () => {
    expect(attributesInMetal(ring, product, 4)).toEqual(ring);
    expect(attributesInMetal(ring, product, null)).toEqual(ring);
    expect(attributesInMetal(ring, product, 99)).toEqual(ring);
  });
});
