import { estimateTotal } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { EstimateData } from './api/get-estimate-data';
import { choicesOfWire, estimateInputOf, initialChoices, wireChoicesOf } from './estimate-input';

const data: EstimateData = {
  serviceTypeGroups: [
    {
      code: 'MANUFACTURING',
      name: 'Manufacturing',
      serviceTypes: [
        { id: 1, code: 'MANUFACTURING', name: 'Manufacturing', basePrice: 85 },
        { id: 8, code: 'CASTING', name: 'Casting', basePrice: 45 },
      ],
    },
    {
      code: 'SETTING',
      name: 'Setting and engraving',
      serviceTypes: [{ id: 5, code: 'ENGRAVING', name: 'Engraving', basePrice: 30 }],
    },
  ],
  treatments: [
    { id: 1, code: 'HIGH_POLISH', name: 'High polish', price: 0 },
    { id: 3, code: 'HAMMERED', name: 'Hammered finish', price: 24 },
  ],
  priorities: [
    { id: 7, code: 'RUSH', name: 'Rush', surchargePercent: 25 },
    { id: 6, code: 'STANDARD', name: 'Standard', surchargePercent: 0 },
  ],
  metals: [{ id: 4, code: '14KY', name: '14K yellow gold', pricePerGram: 51.0417 }],
  currencySymbol: '$',
  masterAlloyPrices: [],
  attributes: [],
  jobTypeAttributes: [],
  infoText: '',
};

describe('the estimate input', () => {
  it('starts with nothing chosen, in grams, one piece, at the priority without surcharge', () => {
    expect(initialChoices(data)).toEqual({
      serviceTypeIds: [],
      metalId: null,
      weight: '',
      unit: 'g',
      treatmentIds: [],
      priorityId: 6,
      quantity: 1,
      attributes: {},
    });
  });

  it('collects the chosen services across groups, the metal, treatments, surcharge and quantity', () => {
    const choices = {
      ...initialChoices(data),
      serviceTypeIds: [5, 1],
      metalId: 4,
      weight: 2,
      unit: 'dwt' as const,
      treatmentIds: [3],
      priorityId: 7,
      quantity: 3,
    };
    const input = estimateInputOf(data, choices, 1.55517384);
    expect(input).toEqual({
      servicePrices: [85, 30],
      metalWeight: 2,
      gramsPerUnit: 1.55517384,
      metalPricePerGram: 51.0417,
      treatmentPrices: [24],
      surchargePercent: 25,
      quantity: 3,
    });
    // (85 + 30 + 3.110 g × 51.0417 + 24) × 3 = (139 + 158.74) × 3 = 893.22; + 25 % = 223.31 (rounded to cents).
    expect(estimateTotal(input)).toMatchObject({
      metalGrams: 3.11,
      metal: 158.74,
      subtotal: 893.22,
      total: 1116.53,
    });
  });

  it('counts no metal without a metal, without a weight, or while the unit conversion is unknown', () => {
    const choices = { ...initialChoices(data), metalId: 4, weight: 5 as number | '' };
    expect(estimateInputOf(data, choices, undefined)).toMatchObject({ metalWeight: 0, gramsPerUnit: 0 });
    expect(estimateInputOf(data, { ...choices, metalId: null }, 1)).toMatchObject({ metalWeight: 0 });
    expect(estimateInputOf(data, { ...choices, weight: '' }, 1)).toMatchObject({ metalWeight: 0 });
    expect(estimateInputOf(data, { ...choices, weight: -2 }, 1)).toMatchObject({ metalWeight: 0 });
    expect(estimateTotal(estimateInputOf(data, choices, 1)).metal).toBe(255.21);
  });

  it('ignores options that are gone and never counts less than one piece', () => {
    const input = estimateInputOf(
      data,
      { ...initialChoices(data), serviceTypeIds: [99], treatmentIds: [42], priorityId: 1, quantity: 0 },
      1,
    );
    expect(input).toMatchObject({ servicePrices: [], treatmentPrices: [], surchargePercent: 0, quantity: 1 });
  });
});

describe('saved choices', () => {
  it('keeps the choices and gives them back as they were, an empty weight as none', () => {
    const choices = {
      serviceTypeIds: [3, 5],
      metalId: 2,
      weight: 1.5 as number | '',
      unit: 'dwt' as const,
      treatmentIds: [7],
      priorityId: 1,
      quantity: 2,
      attributes: { RING_SIZE: '7' },
    };
    expect(choicesOfWire(wireChoicesOf(choices))).toEqual(choices);
    const noMetal = wireChoicesOf({ ...choices, metalId: null, weight: '' });
    expect(noMetal.weight).toBe(0);
    expect(choicesOfWire(noMetal).weight).toBe('');
  });
});
