import { describe, expect, it } from 'vitest';
import type { Design } from './design';
import { requiredFieldErrors } from './field-rules';

const design = (change: Partial<Design> = {}): Design => ({
  itemTypeID: 1,
  metalID: null,
  variantIDs: [],
  subItems: [],
  quantity: 1,
  ringSize: '',
  engraving: '',
  description: '',
  ...change,
});

describe('required fields of a piece', () => {
  const rules = [
    { code: 'engraving', visible: true, required: true, readOnly: false },
    { code: 'description', visible: false, required: false, readOnly: true },
  ];

  it('names each required field left empty or blank', () => {
    expect(requiredFieldErrors(rules, design({ engraving: '  ' }), 'Required')).toEqual({
      engraving: 'Required',
    });
  });

  it('is satisfied once the field is filled, and asks nothing without rules', () => {
    expect(requiredFieldErrors(rules, design({ engraving: 'Forever' }), 'Required')).toEqual({});
    expect(requiredFieldErrors(undefined, design(), 'Required')).toEqual({});
  });
});
