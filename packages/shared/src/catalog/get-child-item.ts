import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const getChildItemSchemas = () => ({
  body: z.object({
    itemTypeID: id,
    attributes: z.record(
      z.string(),
      z
        .union([z.string(), z.number(), z.boolean()])
        .transform((v) => (v === true ? '1' : v === false ? '0' : String(v))),
    ),
  }),
  response: z.object({ id: z.number(), code: z.string(), name: z.string() }),
});

/**
 * POST /products/getChildItemByMasterItemTypeAttributes: the version of a master item that has the chosen attributes
 * (404 when none has them).
 */
export const getChildItem = defineCall<typeof getChildItemSchemas>()({
  name: 'getChildItem',
  domain: 'catalog',
  method: 'POST',
  path: '/products/getChildItemByMasterItemTypeAttributes',
  permission: 'public',
  summary: 'The child item of a master item that has the chosen attributes',
});
