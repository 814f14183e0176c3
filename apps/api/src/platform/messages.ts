import type { ErrorMessage } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import { z } from 'zod';
import french from '../locales/fr.json' with { type: 'json' };

/**
 * Server messages are written in English where they are thrown or declared (services, zod contracts) and looked up in
 * `locales/fr.json` by their English text when the caller reads French (gettext's way: the text is its own key, so a
 * message cannot lose its translation by a key typo). A message with parts (`{} is required`) is found by its shape,
 * and each part is translated too when it is itself a known text ("State" → "Province / État").
 * `messages.test.ts` fails when a message of the code has no French text.
 */
const exact = new Map<string, string>(Object.entries(french));

const PLACEHOLDER = '{}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shapes = [...exact.entries()]
  .filter(([english]) => english.includes(PLACEHOLDER))
  // The most specific shape first: "{} must be at most 100 characters" before "{} must be at most {} characters".
  .sort(([a], [b]) => b.replaceAll(PLACEHOLDER, '').length - a.replaceAll(PLACEHOLDER, '').length)
  .map(([english, translated]) => ({
    pattern: new RegExp(`^${english.split(PLACEHOLDER).map(escapeRegExp).join('(.+?)')}$`, 's'),
    translated,
  }));

export function translateMessage(language: Language, message: string): string {
  if (language !== 'fr') return message;
  const known = exact.get(message);
  if (known !== undefined) return known;
  for (const { pattern, translated } of shapes) {
    const parts = pattern.exec(message);
    if (parts)
      return translated.replace(/\{(\d+)\}/g, (_, index: string) => {
        const part = parts[Number(index) + 1] ?? '';
        return exact.get(part) ?? part;
      });
  }
  return message;
}

export const translateFieldErrors = (language: Language, errors: readonly ErrorMessage[]): ErrorMessage[] =>
  errors.map((error) => ({ ...error, value: translateMessage(language, error.value) }));

/** zod's own messages (a wrong type, a missing field) in the caller's language; the contracts' messages win over it. */
const frenchZod = z.locales.fr();
export const zodMessagesOf = (language: Language) =>
  language === 'fr' ? { error: frenchZod.localeError } : undefined;
