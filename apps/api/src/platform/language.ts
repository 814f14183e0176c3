import type { FastifyRequest } from 'fastify';

/** The language of names in reference data: French when the web app asks under /fr (Accept-Language fr). */
export function requestLanguage(request: FastifyRequest): 'en' | 'fr' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^fr\b/i.test(header.trim()) ? 'fr' : 'en';
}

export const localName = (language: 'en' | 'fr', row: { name: string; nameFr: string }) =>
  language === 'fr' ? row.nameFr : row.name;
