import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { customOrderImage, customOrderSummary, includeFlag } from './schemas';

export const getCustomOrderSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  query: z.object({ includeSubItems: includeFlag, includeVariants: includeFlag }),
  response: customOrderSummary.extend({
    metalID: z.number().nullable(),
    configuration: z.record(z.string(), z.unknown()),
    subItems: z.array(
      z.object({
        itemTypeID: z.number(),
        attachedEntityTypeId: z.number().nullable(),
        code: z.string(),
        name: z.string(),
        quantity: z.number(),
      }),
    ),
    variants: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    images: z.array(customOrderImage),
    children: z.array(customOrderSummary),
  }),
});

/** GET /customOrders/{id}: spec §3 Custom order, with (on request) its sub-items and variants, its images, its children. */
export const getCustomOrder = defineCall<typeof getCustomOrderSchemas>()({
  name: 'getCustomOrder',
  domain: 'custom-orders',
  method: 'GET',
  path: '/customOrders/{id}',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'A custom order with (includeSubItems) its stones and parts and (includeVariants) its variants',
});
