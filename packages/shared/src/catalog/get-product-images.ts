import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const getProductImagesSchemas = () => ({
  examples: [{ query: { productCode: 'STONE-DIA-010' } }],
  query: z.object({ productCode: z.string().min(1).max(40), metalId: id.optional() }),
  response: z.array(z.string()),
});

/** GET /products/updateProductImages: the pictures of a product in a metal, else its metal-independent ones. */
export const getProductImages = defineCall<typeof getProductImagesSchemas>()({
  name: 'getProductImages',
  domain: 'catalog',
  method: 'GET',
  path: '/products/updateProductImages',
  permission: 'public',
  summary: 'The pictures of a product in a metal',
});
