import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { language } from '../platform/language';
import { seoFields } from './schemas';
import { id } from '../platform/ids';

const text = (max: number) =>
  z.string().max(max, `At most ${max} characters`).nullable().optional().default(null);

export const saveSeoEntrySchemas = () => ({
  body: z.object({
    entityType: z
      .enum(['product', 'category', 'catalog'])
      .transform((v) => (v === 'catalog' ? 'category' : v)),
    entityId: id,
    language: language.default('en'),
    pageTitle: text(120),
    metaDescription: text(320),
    metaKeywords: text(500),
    imageAlt: text(200),
  }),
  response: seoFields.extend({ entityType: z.string(), entityId: z.number(), language: z.string() }),
});

/** POST /SEO: the entry of one product or category in one language; empty fields are cleared. */
export const saveSeoEntry = defineCall<typeof saveSeoEntrySchemas>()({
  name: 'saveSeoEntry',
  domain: 'seo',
  method: 'POST',
  path: '/SEO',
  permission: 'CP_SEO:EDIT',
  summary: 'Save the SEO entry of a product or category in one language',
});
