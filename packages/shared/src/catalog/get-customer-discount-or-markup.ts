import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const getCustomerDiscountOrMarkupSchemas = () => ({
  examples: [{ params: { itemTypeId: 1 } }],
  params: z.object({ itemTypeId: id }),
  response: z.object({ hasDiscountOrMarkup: z.boolean(), adjustmentPercent: z.number() }),
});

/** GET /customers/has-customer-discount-or-markup-by-item-type/{itemTypeId}: the active customer's rule on an item. */
export const getCustomerDiscountOrMarkup = defineCall<typeof getCustomerDiscountOrMarkupSchemas>()({
  name: 'getCustomerDiscountOrMarkup',
  domain: 'catalog',
  method: 'GET',
  path: '/customers/has-customer-discount-or-markup-by-item-type/{itemTypeId}',
  permission: '0',
  summary: 'Whether the active customer has a discount or markup on an item type',
});
