import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { registerCatalog, translator } from '../../lib/i18n/i18n';
import { contactFieldMessage } from './contact-messages';

registerCatalog('en', en);
registerCatalog('fr', fr);
const tFr = translator('fr');
const tEn = translator('en');

describe('the contact form’s field errors from the server', () => {
  it('are said in French on the French form', () => {
    expect(contactFieldMessage({ key: 'email', value: 'E-mail must be valid' }, tFr)).toBe(
      fr.contact.invalidEmail,
    );
    expect(contactFieldMessage({ key: 'subject', value: 'Subject is required' }, tFr)).toBe(
      'L’objet est obligatoire',
    );
    expect(
      contactFieldMessage({ key: 'captchaToken', value: 'The captcha check failed. Please try again.' }, tFr),
    ).toBe('La vérification captcha a échoué. Veuillez réessayer.');
  });

  it('keep the server’s English on the English form, and any message not listed as written', () => {
    expect(contactFieldMessage({ key: 'name', value: 'Name is required' }, tEn)).toBe('Name is required');
    expect(contactFieldMessage({ key: 'message', value: 'Too big' }, tFr)).toBe('Too big');
  });
});
