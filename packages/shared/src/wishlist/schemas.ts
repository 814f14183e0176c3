import { z } from 'zod';
import { id } from '../platform/ids';

/** spec §3 Wish list item: a product with the metal and configuration it was saved with, priced for the caller. */
export const wishListItem = z.object({
  id: z.number().int(),
  itemTypeID: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  metalID: z.number().int().nullable(),
  metalName: z.string().nullable(),
  price: z.number(),
  productImageURLs: z.array(z.string()),
  configuration: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** What adding to the wish list takes. */
export const addToWishListRequest = z.object({
  itemTypeID: id,
  metalID: id.nullable().optional(),
  configuration: z.record(z.string(), z.unknown()).default({}),
});
