import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { metal } from './schemas';

export const getMetalSubItemVariantsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(metal),
});

/** GET /Metals/getMetalSubItemVariants/{id}: the metals of the same master alloy (other karats and colours). */
export const getMetalSubItemVariants = defineCall<typeof getMetalSubItemVariantsSchemas>()({
  name: 'getMetalSubItemVariants',
  domain: 'catalog',
  method: 'GET',
  path: '/Metals/getMetalSubItemVariants/{id}',
  permission: 'public',
  summary: 'Other karats and colours of a metal',
});
