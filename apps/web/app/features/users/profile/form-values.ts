import type { Translate } from '../../../lib/i18n/i18n';

/** A card's values as its inputs hold them: text (dotted names for nested fields) and check boxes. */
export type Values = Record<string, string | boolean>;

/**
 * The messages the shared schemas and the API give, in the reader's language. spec §8: 'E-mail must be valid' word
 * for word. A message not listed is shown as the server wrote it.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'E-mail must be valid': 'people.messages.email',
  'First name is required': 'people.messages.firstName',
  'Last name is required': 'people.messages.lastName',
  'Address line 1 is required': 'people.messages.line1',
  'City is required': 'people.messages.city',
  'Company is required': 'people.messages.company',
  'Phone number is not valid': 'people.messages.phone',
  'Website must be a valid address (https://…)': 'people.messages.website',
  'This state is not in the chosen country': 'people.messages.state',
  'This e-mail is already used by another account': 'people.messages.emailTaken',
  'The current password is incorrect': 'people.messages.currentPassword',
  'The password needs at least 10 characters': 'people.messages.passwordLength',
  'The password needs a letter': 'people.messages.passwordLetter',
  'The password needs a digit': 'people.messages.passwordDigit',
  'The passwords do not match': 'people.messages.passwordsDiffer',
  'The new password must differ from the current one': 'people.messages.passwordSame',
  'This is already your sign-in e-mail': 'people.messages.emailSame',
  'Enter your current password': 'people.messages.currentPasswordRequired',
  'Too many e-mail changes asked. Please try again in an hour.': 'people.messages.emailChangesLimited',
  'Change your sign-in e-mail with your password: a link is sent to the new address':
    'people.messages.emailNotHere',
  'This module is not one you can open': 'people.messages.startupModule',
  // A country select left empty (the id field's own message).
  'Must be a positive number': 'people.messages.country',
  'The captcha check failed. Please try again.': 'captcha.failed',
};

export const fieldMessage = (message: string, t: Translate): string => {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
};

/** The first error of each field. */
export function errorsOf(messages: { key: string; value: string }[], t: Translate): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { key, value } of messages) found[key] ??= fieldMessage(value, t);
  return found;
}

/** The body a card sends: dotted names nested, empty selects as null. */
export function nest(values: Values, fields: { name: string; type?: string }[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    const value =
      (field.type === 'country' || field.type === 'state' || field.type === 'select') && raw === ''
        ? null
        : raw;
    const path = field.name.split('.');
    let target = body;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }
  return body;
}

/** A card's starting values from the saved record: null as an empty input. */
export function valuesOf(record: Record<string, unknown> | null | undefined, names: string[]): Values {
  const values: Values = {};
  for (const name of names) {
    const value = name
      .split('.')
      .reduce<unknown>((v, part) => (v as Record<string, unknown> | null)?.[part], record);
    values[name] =
      typeof value === 'boolean' ? value : value === null || value === undefined ? '' : String(value);
  }
  return values;
}
