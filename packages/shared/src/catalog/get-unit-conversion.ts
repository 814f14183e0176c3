import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getUnitConversionSchemas = () => ({
  examples: [{ params: { source: 'ozt', target: 'g' } }],
  params: z.object({ source: z.string().min(1).max(10), target: z.string().min(1).max(10) }),
  /** `factor`: how many `target` units one `source` unit is. */
  response: z.object({ source: z.string(), target: z.string(), factor: z.number() }),
});

/** GET /Metals/measureUnitConversions/{source}/{target}: g, dwt (pennyweight) and ozt (troy ounce). */
export const getUnitConversion = defineCall<typeof getUnitConversionSchemas>()({
  name: 'getUnitConversion',
  domain: 'catalog',
  method: 'GET',
  path: '/Metals/measureUnitConversions/{source}/{target}',
  permission: 'public',
  summary: 'Conversion factor between weight units (g, dwt, ozt)',
});
