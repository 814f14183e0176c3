/** The types a global setting can have (issue 19): its value is kept as text and checked against its rules. */
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

/** Why a value does not fit a setting, or null when it does. Shared so the screen says it before the API does. */
export function settingValueError(rules: SettingRules, value: string): string | null {
  const text = value.trim();
  if (text === '') return rules.isRequired || rules.valueType !== 'string' ? 'A value is required' : null;
  switch (rules.valueType) {
    case 'boolean':
      return text === 'true' || text === 'false' ? null : 'Must be true or false';
    case 'select':
      return rules.options?.includes(text) ? null : `Must be one of: ${(rules.options ?? []).join(', ')}`;
    case 'number': {
      if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return 'Must be a number';
      const n = Number(text);
      if (rules.minValue !== null && n < rules.minValue) return `Must be at least ${rules.minValue}`;
      if (rules.maxValue !== null && n > rules.maxValue) return `Must be at most ${rules.maxValue}`;
      return null;
    }
    case 'string':
      if (rules.maxLength !== null && text.length > rules.maxLength)
        return `Must be at most ${rules.maxLength} characters`;
      if (rules.format === 'email' && !EMAIL.test(text)) return 'E-mail must be valid';
      if (rules.format === 'url' && !/^https?:\/\/[^\s]+\.[^\s]+$/.test(text)) return 'Must be a web address';
      return null;
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
