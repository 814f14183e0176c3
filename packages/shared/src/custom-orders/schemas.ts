import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { pagedOf } from '../platform/envelope';
import { pagingQuery } from '../platform/paging';
import { id } from '../platform/ids';

/** One designed piece as createOrder takes it (spec §3 Custom order). */
export const designRequest = z.object({
  itemTypeID: wireNumber(z.number({ message: 'Choose a product' }).int().positive('Choose a product')),
  metalID: id.nullable().optional(),
  quantity: wireNumber(z.number().int().min(1, 'Quantity must be at least 1').max(1000)).default(1),
  variantIDs: z.array(id).max(50).default([]),
  /** The stones and parts chosen; left out, the product's own (non-optional) ones. */
  subItems: z
    .array(
      z.object({
        itemTypeID: id,
        attachedEntityTypeId: id.nullable().optional(),
        quantity: wireNumber(z.number().min(0).max(10000)),
      }),
    )
    .max(100)
    .optional(),
  /** Ring size, engraving and the like. */
  configuration: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
  description: z.string().trim().max(4000).optional(),
});
export type DesignRequest = z.output<typeof designRequest>;

/** A custom order as the lists show it. */
export const customOrderSummary = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  itemTypeID: z.number(),
  code: z.string(),
  name: z.string(),
  metalName: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  description: z.string().nullable(),
  /** The job order it became; null while none. */
  jobOrderId: z.number().nullable(),
  jobOrderCode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  childCount: z.number(),
  createdAt: z.string(),
});
export type CustomOrderSummary = z.infer<typeof customOrderSummary>;

/** A reference picture of a custom order. */
export const customOrderImage = z.object({ id: z.number(), url: z.string() });
export type CustomOrderImage = z.infer<typeof customOrderImage>;

/** The lists' query: paging, and (staff) one customer. */
export const customOrderListQuery = pagingQuery(1).extend({
  customerId: id.optional(),
});
export const customOrderPage = pagedOf(customOrderSummary);

/** The text fields of the multipart upload of a custom order's pictures (the files come as `files`). */
export const customOrderImagesFields = z.object({ orderId: id });

/** A yes/no query parameter of the detail: `true` includes the part; `false` or left out, not. */
export const includeFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
