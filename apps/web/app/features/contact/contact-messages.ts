import type { Translate } from '../../lib/i18n/i18n';

/** The two checks a person can get wrong, said in the page's language whatever the server wrote. */
const BY_FIELD: Record<string, string> = { email: 'contact.invalidEmail', phone: 'contact.invalidPhone' };
/** The server's other messages a person can meet (its wording is English). */
const BY_MESSAGE: Record<string, string> = {
  'Name is required': 'contact.required.name',
  'Subject is required': 'contact.required.subject',
  'Message is required': 'contact.required.message',
  'The captcha check failed. Please try again.': 'captcha.failed',
};

/** A field error of the contact call's answer, in the page's language; a message not listed is shown as written. */
export function contactFieldMessage({ key, value }: { key: string; value: string }, t: Translate): string {
  const local = BY_FIELD[key] ?? BY_MESSAGE[value];
  return local ? t(local) : value;
}
