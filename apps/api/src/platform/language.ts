import type { Language } from '@portal/shared/platform/language';
import type { FastifyRequest } from 'fastify';

/** The language of names in reference data: French when the web app asks under /fr (Accept-Language fr). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^fr\b/i.test(header.trim()) ? 'fr' : 'en';
}

export const localName = (language: Language, row: { name: string; nameFr: string }) =>
  language === 'fr' ? row.nameFr : row.name;
