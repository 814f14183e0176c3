import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { pagedOf } from '../platform/envelope';
import { seoFields } from '../seo/schemas';
import { id } from '../platform/ids';
import { priceBasis } from './price-basis';

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
  /** The distinct products of the category and of its active sub-categories at any depth. Always sent by the API. */
  totalItemCount: z.number().int().optional(),
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
  /**
   * A version of a master item, or a master item with versions: the configurator offers the other versions (spec §7
   * getChildItemByMasterItemTypeAttributes). Always sent by the API.
   */
  hasVersions: z.boolean().optional(),
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
  /**
   * A ring: the US sizes it is made in (quarter sizes from `min` to `max`), the size its weight and price are given
   * for, and whether they follow the size chosen. Null for a piece not made in sizes. Always sent by the API.
   */
  ringSizes: z
    .object({ min: z.number(), max: z.number(), base: z.number(), weightFollowsSize: z.boolean() })
    .nullable()
    .optional(),
  /** What engraving it takes (characters at most, its surcharge), or null. Always sent by the API. */
  engraving: z.object({ maxLength: z.number().int(), price: z.number() }).nullable().optional(),
  /**
   * What the price of its default metal rests on (the fixing or the price staff set, and the metal's formula), or null
   * for a piece without metal. Always sent by the API.
   */
  priceBasis: priceBasis.nullable().optional(),
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
  /** What the price per gram rests on: the fixing or the price staff set, and the metal's formula. */
  priceBasis,
});

/** A yes/no query parameter: true / false or 1 / 0. */
export const catalogFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A category, product or item group by its code (path parameter). */
export const catalogCodeParams = z.object({ code: z.string().min(1).max(40) });

/** A page of the product listing. */
export const productListPage = pagedOf(productListItem);

/** What a shopper types in a product search box: code, name or description words, in either language. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const productSearchText = z
  .string()
  .trim()
  .max(PRODUCT_SEARCH_MAX_LENGTH, `The search must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
  .refine((text) => !/\p{Cc}/u.test(text), 'The search cannot hold control characters');

/** A product offered as one types in a search box. */
export const productSuggestion = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  imageURL: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestion>;

/** What a product's detail carries besides itself (GET /itemtypes/{id} and /itemtypes/by-code/{code}). */
export const productDetailFlags = z.object({
  includesubitems: catalogFlag.default(true),
  includevariants: catalogFlag.default(true),
  includesubItemattributes: catalogFlag.default(false),
});

/** An item type in the plain lists of the pickers (shown in the catalogue, of an item group). */
export const itemTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  itemGroupId: z.number().nullable(),
});

/** spec §3 Custom-order item group: the parent group and how many item types it holds. */
export const itemGroup = z.object({
  id: z.number(),
  code: z.string(),
  groupName: z.string(),
  parentId: z.number().nullable(),
  parentGroupName: z.string().nullable(),
  rank: z.number(),
  itemTypeCount: z.number(),
});

/** spec §3 Category detail element: an item of a category (imageCode is its first picture). */
export const categoryItem = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  rank: z.number(),
  imageCode: z.string().nullable(),
  isChecked: z.boolean(),
});

/** The id lists of adding items to a category and removing them: a bare array, or `{ ids }` / `{ itemTypeIds }`. */
export const categoryItemIds = z
  .union([z.array(id), z.object({ ids: z.array(id) }), z.object({ itemTypeIds: z.array(id) })])
  .transform((v) => (Array.isArray(v) ? v : 'ids' in v ? v.ids : v.itemTypeIds));

/** spec §3 Product category: the four pictures of a category. */
export const CATEGORY_IMAGES = ['largeImage', 'smallImage', 'title1Image', 'title2Image'] as const;
export type CategoryImage = (typeof CATEGORY_IMAGES)[number];

/**
 * The text fields of the multipart body of a category's create and update (the pictures are its files, the items
 * `items[n].id`): the API reads the form and checks these.
 */
export const categoryFormFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  nameFr: z.string().trim().min(1).max(200).optional(),
  code: z
    .string()
    .trim()
    .min(1, 'Code is required')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may hold letters, digits, - and _ only'),
  parentId: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'null' || v === '0' ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v > 0), 'Parent must be a category id'),
  rank: wireNumber(z.number().int().min(0).max(1_000_000)).optional(),
  description: z.string().max(5000).optional(),
  removeImages: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(CATEGORY_IMAGES))),
});
export type CategoryFormFields = z.output<typeof categoryFormFields>;

/** A multipart body as the client sends it; the handler reads and checks its fields (`categoryFormFields`). */
/** The multipart form of a category's create and update: its fields, its four pictures and its items. */
export const categoryFormWithPictures = () =>
  categoryFormFields
    .extend({
      largeImage: z.file().optional(),
      smallImage: z.file().optional(),
      title1Image: z.file().optional(),
      title2Image: z.file().optional(),
    })
    .describe('The items of the category are the fields `items[0].id`, `items[1].id`, ... in their order');

export const categoryForm = z.custom<FormData>();
