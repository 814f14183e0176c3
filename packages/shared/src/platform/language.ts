import { z } from 'zod';

/** The two languages of the product (spec §9): English by default, French under /fr. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const language = z.enum(LANGUAGES);
