/**
 * The types a global setting can have (spec §7 Settings and configuration): its value is kept as text and checked
 * against its rules.
 */
export const SETTING_TYPES = ['string', 'number', 'boolean', 'select'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export interface SettingRules {
  valueType: SettingType;
  isRequired: boolean;
  options: readonly string[] | null;
  minValue: number | null;
  maxValue: number | null;
  maxLength: number | null;
  format: 'email' | 'url' | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a value does not fit a setting: a code the screen translates, with what the message needs. */
export type SettingProblem =
  | { code: 'required' | 'boolean' | 'number' | 'email' | 'url' }
  | { code: 'select'; options: string }
  | { code: 'min' | 'max' | 'maxLength'; limit: number };

/** The problem of a value, or null when it fits. Shared so the screen says it before the API does. */
export function settingValueProblem(rules: SettingRules, value: string): SettingProblem | null {
  const text = value.trim();
  if (text === '') return rules.isRequired || rules.valueType !== 'string' ? { code: 'required' } : null;
  switch (rules.valueType) {
    case 'boolean':
      return text === 'true' || text === 'false' ? null : { code: 'boolean' };
    case 'select':
      return rules.options?.includes(text)
        ? null
        : { code: 'select', options: (rules.options ?? []).join(', ') };
    case 'number': {
      if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return { code: 'number' };
      const n = Number(text);
      if (rules.minValue !== null && n < rules.minValue) return { code: 'min', limit: rules.minValue };
      if (rules.maxValue !== null && n > rules.maxValue) return { code: 'max', limit: rules.maxValue };
      return null;
    }
    case 'string':
      if (rules.maxLength !== null && text.length > rules.maxLength)
        return { code: 'maxLength', limit: rules.maxLength };
      if (rules.format === 'email' && !EMAIL.test(text)) return { code: 'email' };
      if (rules.format === 'url' && !/^https?:\/\/[^\s]+\.[^\s]+$/.test(text)) return { code: 'url' };
      return null;
  }
}

/** The API's English message of a problem (the screen has its own, in both languages). */
export function settingValueError(rules: SettingRules, value: string): string | null {
  const problem = settingValueProblem(rules, value);
  if (!problem) return null;
  switch (problem.code) {
    case 'required':
      return 'A value is required';
    case 'boolean':
      return 'Must be true or false';
    case 'number':
      return 'Must be a number';
    case 'email':
      return 'E-mail must be valid';
    case 'url':
      return 'Must be a web address';
    case 'select':
      return `Must be one of: ${problem.options}`;
    case 'min':
      return `Must be at least ${problem.limit}`;
    case 'max':
      return `Must be at most ${problem.limit}`;
    case 'maxLength':
      return `Must be at most ${problem.limit} characters`;
  }
}

/** The group of the order settings: what a submitted cart becomes (read by the checkout's submission). */
export const ORDER_SETTINGS_GROUP = 'CUSTOMER_ORDERS';
export const ORDER_SETTING = {
  /** A cart with a made-to-order line becomes: JO or PQ. */
  madeToOrder: 'ORDER_KIND_MADE_TO_ORDER',
  /** A cart of stock items only becomes: SO, JO or PQ. */
  stockOnly: 'ORDER_KIND_STOCK_ONLY',
  /** A cart whose total is above this amount becomes a price quote; 0 never. */
  quoteAbove: 'ORDER_QUOTE_ABOVE_AMOUNT',
  /** A customer whose account asks for quotes first gets a price quote. */
  honourQuoteFirst: 'ORDER_HONOUR_CUSTOMER_QUOTE_FIRST',
} as const;
