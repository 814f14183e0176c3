import { z } from 'zod';
import { seoFields } from '../seo/schemas';

// A product's and a category's SEO entry is the SEO domain's shape.
export { seoFields, type SeoFields } from '../seo/schemas';

export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  slug: z.string(),
  rank: z.number().int(),
  description: z.string().nullable(),
  parentID: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  largeImage: z.string().nullable(),
  smallImage: z.string().nullable(),
  title1Image: z.string().nullable(),
  title2Image: z.string().nullable(),
  childCount: z.number().int(),
  itemCount: z.number().int(),
  /** On single-category answers: the SEO entry in the request's language. */
  seo: seoFields.nullable().optional(),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const productListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  metalId: z.number().int().nullable(),
  metalName: z.string().nullable(),
  featured: z.boolean(),
  productImageURLs: z.array(z.string()),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const attributeValue = z.object({
  attributeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  valueType: z.string(),
  value: z.string(),
  label: z.string(),
});

export const productVariant = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  priceDelta: z.number(),
  weightDelta: z.number(),
});

export const productSubItem = z.object({
  id: z.number().int(),
  itemTypeID: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  attachedEntityTypeId: z.number().int().nullable(),
  isOptional: z.boolean(),
  attributes: z.array(attributeValue).optional(),
});

export const productDetail = productListItem.extend({
  description: z.string().nullable(),
  itemGroupId: z.number().int().nullable(),
  masterItemTypeId: z.number().int().nullable(),
  metalWeight: z.number(),
  labourPrice: z.number(),
  basePrice: z.number(),
  shownInCatalog: z.boolean(),
  isRetail: z.boolean(),
  categories: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  attributes: z.array(attributeValue),
  variants: z.array(productVariant),
  subItems: z.array(productSubItem),
  metals: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  seo: seoFields.nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const filterAttribute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  valueType: z.string(),
  unit: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});

export const metal = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  karat: z.number().int().nullable(),
  colour: z.string().nullable(),
  masterAlloyCode: z.string(),
  pricePerGram: z.number(),
});

export const calculatePriceRequest = z.object({
  itemTypeID: z.coerce.number().int().positive(),
  metalID: z.coerce.number().int().positive().nullable().optional(),
  quantity: z.coerce.number().int().min(1).max(10000).default(1),
  variantIDs: z.array(z.coerce.number().int().positive()).max(50).default([]),
  subItems: z
    .array(
      z.object({
        itemTypeID: z.coerce.number().int().positive(),
        quantity: z.coerce.number().min(0).max(10000),
      }),
    )
    .max(100)
    .optional(),
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequest>;

export const calculatePriceResponse = z.object({
  itemTypeID: z.number().int(),
  metalID: z.number().int().nullable(),
  price: z.number(),
  total: z.number(),
  currencyCode: z.string(),
  breakdown: z.object({
    metalWeight: z.number(),
    metalAmount: z.number(),
    labour: z.number(),
    base: z.number(),
    variants: z.number(),
    subItems: z.number(),
    subtotal: z.number(),
    adjustmentPercent: z.number(),
    adjustment: z.number(),
    unitPrice: z.number(),
    quantity: z.number(),
    total: z.number(),
  }),
});
