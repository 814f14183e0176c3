import {
  calculatePriceRequest,
  calculatePriceResponse,
  filterAttribute,
  metal,
  pagedOf,
  productCategory,
  productDetail,
  productListItem,
} from '@portal/shared';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { filtersParam, pagingQuery } from '../../platform/paging';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as categories from './categories-service';
import * as metalsService from './metals-service';
import { parseProductQuery } from './product-filters';
import { calculatePrice, hasDiscountOrMarkup } from './pricing-service';
import * as products from './products-service';

const id = z.object({ id: z.coerce.number().int().positive() });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const attributeValueRow = z.object({
  attributeId: z.number(),
  code: z.string(),
  name: z.string(),
  valueType: z.string(),
  value: z.string(),
  label: z.string(),
});
const itemTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  itemGroupId: z.number().nullable(),
});

const detailFlags = z.object({
  includesubitems: flag.default(true),
  includevariants: flag.default(true),
  includesubItemattributes: flag.default(false),
});
const includesOf = (query: z.output<typeof detailFlags>) => ({
  subItems: query.includesubitems,
  variants: query.includevariants,
  subItemAttributes: query.includesubItemattributes,
});

export const catalogRoutes = [
  defineRoute({
    method: 'GET',
    url: '/ProductCategories',
    permission: 'public',
    summary: 'Top-level product categories, or all with getOnlyParent=false',
    query: z.object({
      getOnlyParent: flag.default(true),
      ignoreSettingUsersCanOnlyViewTheirItemTypes: flag.optional(),
    }),
    response: z.array(productCategory),
    handler: ({ services, request, query }) =>
      categories.listCategories(services.db, requestLanguage(request), query.getOnlyParent),
  }),
  defineRoute({
    method: 'GET',
    url: '/ProductCategories/childProductCatalogs/:id',
    permission: 'public',
    summary: 'The sub-categories of a category',
    params: id,
    response: z.array(productCategory),
    handler: ({ services, request, params }) =>
      categories.childCategories(services.db, requestLanguage(request), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/ProductCategories/RetailProducts',
    permission: 'public',
    summary: 'Retail products, paged; FeaturedProductOnPortal narrows to featured ones',
    query: pagingQuery(1).extend({ FeaturedProductOnPortal: flag.default(false) }),
    response: pagedOf(productListItem),
    handler: async ({ services, request, query, scope }) =>
      products.listProducts(
        services.db,
        scope,
        requestLanguage(request),
        { retailOnly: true },
        { ...parseProductQuery({}), featuredOnly: query.FeaturedProductOnPortal },
        query,
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/productCategories/products',
    permission: 'public',
    summary:
      'Products of a category (and its sub-categories) with attribute filters, search, sort and paging',
    query: pagingQuery(1).extend({
      categoryId: z.coerce.number().int().positive().optional(),
      itemGroupID: z.coerce.number().int().positive().optional(),
      filters: filtersParam,
      attributeFilterStr: z.string().max(2000).optional(),
    }),
    response: pagedOf(productListItem),
    handler: async ({ services, request, query, scope }) => {
      if (query.categoryId) await categories.assertCategory(services.db, query.categoryId);
      return products.listProducts(
        services.db,
        scope,
        requestLanguage(request),
        { categoryId: query.categoryId, itemGroupId: query.itemGroupID },
        parseProductQuery(query.filters, query.attributeFilterStr),
        query,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/productCategories/filterAttributes',
    permission: 'public',
    summary: 'Filterable attributes and their values among the products of an item group',
    query: z.object({ itemGroupID: z.coerce.number().int().positive().optional() }),
    response: z.array(filterAttribute),
    handler: ({ services, request, query }) =>
      products.filterAttributes(services.db, requestLanguage(request), { itemGroupId: query.itemGroupID }),
  }),
  defineRoute({
    method: 'GET',
    url: '/productCategories/filterAttributesByCategory',
    permission: 'public',
    summary: 'Filterable attributes and their values among the products of a category',
    query: z.object({ categoryID: z.coerce.number().int().positive() }),
    response: z.array(filterAttribute),
    handler: async ({ services, request, query }) => (
      await categories.assertCategory(services.db, query.categoryID),
      products.filterAttributes(services.db, requestLanguage(request), { categoryId: query.categoryID })
    ),
  }),
  defineRoute({
    method: 'GET',
    url: '/productCategories/categoryCode/:code',
    permission: 'public',
    summary: 'A category by its code',
    params: z.object({ code: z.string().min(1).max(40) }),
    response: productCategory,
    handler: ({ services, request, params }) =>
      categories.categoryBy(services.db, requestLanguage(request), { code: params.code }),
  }),
  defineRoute({
    method: 'GET',
    url: '/productCategories/:id',
    permission: 'public',
    summary: 'A category by id',
    params: id,
    response: productCategory,
    handler: ({ services, request, params }) =>
      categories.categoryBy(services.db, requestLanguage(request), { id: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/itemtypes/:id',
    permission: 'public',
    summary: 'A product with its sub-items, variants, attributes and SEO entry',
    params: id,
    query: detailFlags,
    response: productDetail,
    handler: ({ services, request, params, query, scope }) =>
      products.productDetail(
        services.db,
        scope,
        requestLanguage(request),
        { id: params.id },
        includesOf(query),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/itemtypes/by-code/:code',
    permission: 'public',
    summary: 'A product by its code (storefront addresses use codes)',
    params: z.object({ code: z.string().min(1).max(40) }),
    query: detailFlags,
    response: productDetail,
    handler: ({ services, request, params, query, scope }) =>
      products.productDetail(
        services.db,
        scope,
        requestLanguage(request),
        { code: params.code },
        includesOf(query),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/itemtypes/:id/customattributevalues',
    permission: 'public',
    summary: 'The custom attribute values of a product',
    params: id,
    response: z.array(attributeValueRow),
    handler: ({ services, request, params }) =>
      products.customAttributeValues(services.db, requestLanguage(request), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/ItemTypes/ShownInCatalog',
    permission: ['CP_CATALOG:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
    summary: 'Item types shown in the catalogue',
    response: z.array(itemTypeRow),
    handler: ({ services, request }) =>
      products.itemTypeList(services.db, requestLanguage(request), { shownInCatalog: true }),
  }),
  defineRoute({
    method: 'GET',
    url: '/ItemTypes/get-item-types-by-group-code/:code',
    permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
    summary: 'Item types of an item group',
    params: z.object({ code: z.string().min(1).max(40) }),
    response: z.array(itemTypeRow),
    handler: ({ services, request, params }) =>
      products.itemTypeList(services.db, requestLanguage(request), { groupCode: params.code }),
  }),
  defineRoute({
    method: 'POST',
    url: '/products/cp/calculatePrice',
    permission: 'public',
    summary:
      'The live price of a configured product (metal, variants, sub-items, quantity), with the customer’s discount',
    body: calculatePriceRequest,
    response: calculatePriceResponse,
    handler: ({ services, body, scope }) => calculatePrice(services.db, scope, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/products/updateProductImages',
    permission: 'public',
    summary: 'The pictures of a product in a metal',
    query: z.object({
      productCode: z.string().min(1).max(40),
      metalId: z.coerce.number().int().positive().optional(),
    }),
    response: z.array(z.string()),
    handler: ({ services, query }) =>
      products.productImagesForMetal(services.db, query.productCode, query.metalId ?? null),
  }),
  defineRoute({
    method: 'POST',
    url: '/products/getChildItemByMasterItemTypeAttributes',
    permission: 'public',
    summary: 'The child item of a master item that has the chosen attributes',
    body: z.object({
      itemTypeID: z.coerce.number().int().positive(),
      attributes: z.record(
        z.string(),
        z
          .union([z.string(), z.number(), z.boolean()])
          .transform((v) => (v === true ? '1' : v === false ? '0' : String(v))),
      ),
    }),
    response: z.object({ id: z.number(), code: z.string(), name: z.string() }),
    handler: ({ services, request, body }) =>
      products.childItemByAttributes(services.db, requestLanguage(request), body.itemTypeID, body.attributes),
  }),
  defineRoute({
    method: 'GET',
    url: '/Metals/ShownInCatalog',
    permission: 'public',
    summary: 'Metals offered in the catalogue with their price per gram',
    response: z.array(metal),
    handler: ({ services, request }) =>
      metalsService.metalsShownInCatalog(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/Metals/master-alloy-price',
    permission: 'CP_CONFIGURATION:EDIT',
    summary:
      'Set the market price per troy ounce of gold, silver, platinum or palladium; metals are re-priced',
    body: z.object({
      code: z.string().min(1).max(20),
      pricePerOunce: z.coerce.number().positive().max(1_000_000),
    }),
    response: z.object({ code: z.string(), pricePerOunce: z.number() }),
    handler: ({ services, scope, body }) =>
      metalsService.updateMasterAlloyPrice(services.db, requireScope(scope), body.code, body.pricePerOunce),
  }),
  defineRoute({
    method: 'GET',
    url: '/Metals/getMetalSubItemVariants/:id',
    permission: 'public',
    summary: 'Other karats and colours of a metal',
    params: id,
    response: z.array(metal),
    handler: ({ services, request, params }) =>
      metalsService.metalVariants(services.db, requestLanguage(request), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/Metals/measureUnitConversions/:source/:target',
    permission: 'public',
    summary: 'Conversion factor between weight units (g, dwt, ozt)',
    params: z.object({ source: z.string().min(1).max(10), target: z.string().min(1).max(10) }),
    response: z.object({ source: z.string(), target: z.string(), factor: z.number() }),
    handler: ({ services, params }) =>
      metalsService.unitConversion(services.db, params.source, params.target),
  }),
  defineRoute({
    method: 'GET',
    url: '/customers/has-customer-discount-or-markup-by-item-type/:itemTypeId',
    permission: '0',
    summary: 'Whether the active customer has a discount or markup on an item type',
    params: z.object({ itemTypeId: z.coerce.number().int().positive() }),
    response: z.object({ hasDiscountOrMarkup: z.boolean(), adjustmentPercent: z.number() }),
    handler: ({ services, scope, params }) =>
      hasDiscountOrMarkup(services.db, requireScope(scope), params.itemTypeId),
  }),
];
