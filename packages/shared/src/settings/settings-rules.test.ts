import { describe, expect, it } from 'vitest';
import { combineFieldRule } from './field-catalogue';
import { type SettingRules, settingValueProblem } from './setting-rules';

const open = { visible: true, required: false, readOnly: false };

describe('a user’s field rule from their roles', () => {
  it('is open without any role setting', () => {
    expect(combineFieldRule('engraving', [])).toEqual({ code: 'engraving', ...open });
  });

  it('lets the most open role win: one role showing the field is enough', () => {
    const hidden = { visible: false, required: false, readOnly: false };
    expect(combineFieldRule('f', [hidden, hidden])).toMatchObject({ visible: false, readOnly: true });
    expect(combineFieldRule('f', [hidden, open])).toMatchObject({ visible: true, readOnly: false });
  });

  it('is read-only only when every role that shows it locks it, and never required then', () => {
    const locked = { visible: true, required: false, readOnly: true };
    const required = { visible: true, required: true, readOnly: false };
    expect(combineFieldRule('f', [locked])).toMatchObject({ readOnly: true, required: false });
    expect(combineFieldRule('f', [locked, required])).toMatchObject({ readOnly: false, required: true });
  });
});

const rules = (change: Partial<SettingRules>): SettingRules => ({
  valueType: 'string',
  isRequired: false,
  options: null,
  minValue: null,
  maxValue: null,
  maxLength: null,
  format: null,
  ...change,
});

describe('a setting’s value against its rules', () => {
  it.each([
    [rules({ valueType: 'boolean' }), 'yes', { code: 'boolean' }],
    [rules({ valueType: 'boolean' }), 'false', null],
    [rules({ valueType: 'select', options: ['SO', 'JO'] }), 'PQ', { code: 'select', options: 'SO, JO' }],
    [rules({ valueType: 'number', minValue: 0 }), '-1', { code: 'min', limit: 0 }],
    [rules({ valueType: 'number', maxValue: 10 }), '10.5', { code: 'max', limit: 10 }],
    [rules({ valueType: 'number' }), '1.234', { code: 'number' }],
    [rules({ valueType: 'number' }), '', { code: 'required' }],
    [rules({ isRequired: true }), '  ', { code: 'required' }],
    [rules({}), '', null],
    [rules({ maxLength: 3 }), 'abcd', { code: 'maxLength', limit: 3 }],
    [rules({ format: 'email' }), 'a@b', { code: 'email' }],
    [rules({ format: 'url' }), 'https://northstar.example', null],
  ])('%# %j', (r, value, problem) => {
    expect(settingValueProblem(r, value)).toEqual(problem);
  });
});
