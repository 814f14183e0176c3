import { calculatePrice, calculatePriceSchemas } from '@portal/shared/catalog/calculate-price';
import { getCategory, getCategorySchemas } from '@portal/shared/catalog/get-category';
import { suggestItemTypes, suggestItemTypesSchemas } from '@portal/shared/catalog/suggest-item-types';
import { getCategoryByCode, getCategoryByCodeSchemas } from '@portal/shared/catalog/get-category-by-code';
import {
  getCategoryProducts,
  getCategoryProductsSchemas,
} from '@portal/shared/catalog/get-category-products';
import { getChildItem, getChildItemSchemas } from '@portal/shared/catalog/get-child-item';
import {
  getChildProductCatalogs,
  getChildProductCatalogsSchemas,
} from '@portal/shared/catalog/get-child-product-catalogs';
import {
  getCustomAttributeValues,
  getCustomAttributeValuesSchemas,
} from '@portal/shared/catalog/get-custom-attribute-values';
import {
  getCustomerDiscountOrMarkup,
  getCustomerDiscountOrMarkupSchemas,
} from '@portal/shared/catalog/get-customer-discount-or-markup';
import {
  getFilterAttributes,
  getFilterAttributesSchemas,
} from '@portal/shared/catalog/get-filter-attributes';
import {
  getFilterAttributesByCategory,
  getFilterAttributesByCategorySchemas,
} from '@portal/shared/catalog/get-filter-attributes-by-category';
import { getItemType, getItemTypeSchemas } from '@portal/shared/catalog/get-item-type';
import {
  getItemTypesByGroupCode,
  getItemTypesByGroupCodeSchemas,
} from '@portal/shared/catalog/get-item-types-by-group-code';
import {
  getItemTypesShownInCatalog,
  getItemTypesShownInCatalogSchemas,
} from '@portal/shared/catalog/get-item-types-shown-in-catalog';
import {
  getMetalSubItemVariants,
  getMetalSubItemVariantsSchemas,
} from '@portal/shared/catalog/get-metal-sub-item-variants';
import {
  getMetalsShownInCatalog,
  getMetalsShownInCatalogSchemas,
} from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { getProductByCode, getProductByCodeSchemas } from '@portal/shared/catalog/get-product-by-code';
import {
  getProductCategories,
  getProductCategoriesSchemas,
} from '@portal/shared/catalog/get-product-categories';
import { getProductImages, getProductImagesSchemas } from '@portal/shared/catalog/get-product-images';
import {
  getProductSuggestions,
  getProductSuggestionsSchemas,
} from '@portal/shared/catalog/get-product-suggestions';
import { getRetailProducts, getRetailProductsSchemas } from '@portal/shared/catalog/get-retail-products';
import { getUnitConversion, getUnitConversionSchemas } from '@portal/shared/catalog/get-unit-conversion';
import {
  updateMasterAlloyPrice,
  updateMasterAlloyPriceSchemas,
} from '@portal/shared/catalog/update-master-alloy-price';
import { bindCall } from '../../platform/route';
import * as categories from './categories-service';
import * as metals from './metals-service';
import * as pricing from './pricing-service';
import * as search from './product-search';
import * as filters from './products/filter-attributes';
import * as lookups from './products/item-type-lookups';
import * as listing from './products/listing';
import * as products from './products/product-detail';

export const catalogRoutes = [
  bindCall(getProductCategories, getProductCategoriesSchemas, ({ services, lang, query }) =>
    categories.getProductCategories(services.db, lang, query.getOnlyParent),
  ),
  bindCall(getChildProductCatalogs, getChildProductCatalogsSchemas, ({ services, lang, params }) =>
    categories.getChildProductCatalogs(services.db, lang, params.id),
  ),
  bindCall(getRetailProducts, getRetailProductsSchemas, ({ services, scope, lang, query }) =>
    listing.getRetailProducts(services.db, scope, lang, query),
  ),
  bindCall(getCategoryProducts, getCategoryProductsSchemas, ({ services, scope, lang, query }) =>
    listing.getCategoryProducts(services.db, scope, lang, query),
  ),
  bindCall(getProductSuggestions, getProductSuggestionsSchemas, async ({ services, lang, query }) => ({
    items: await search.getProductSuggestions(services.db, lang, query),
  })),
  bindCall(suggestItemTypes, suggestItemTypesSchemas, async ({ services, lang, query }) => ({
    items: await search.suggestItemTypes(services.db, lang, query),
  })),
  bindCall(getFilterAttributes, getFilterAttributesSchemas, ({ services, lang, query }) =>
    filters.getFilterAttributes(services.db, lang, query),
  ),
  bindCall(getFilterAttributesByCategory, getFilterAttributesByCategorySchemas, ({ services, lang, query }) =>
    filters.getFilterAttributesByCategory(services.db, lang, query.categoryID),
  ),
  bindCall(getCategoryByCode, getCategoryByCodeSchemas, ({ services, lang, params }) =>
    categories.getCategoryByCode(services.db, lang, params.code),
  ),
  bindCall(getCategory, getCategorySchemas, ({ services, lang, params }) =>
    categories.getCategory(services.db, lang, params.id),
  ),
  bindCall(getItemType, getItemTypeSchemas, ({ services, scope, lang, params, query }) =>
    products.getItemType(services.db, scope, lang, params.id, query),
  ),
  bindCall(getProductByCode, getProductByCodeSchemas, ({ services, scope, lang, params, query }) =>
    products.getProductByCode(services.db, scope, lang, params.code, query),
  ),
  bindCall(getCustomAttributeValues, getCustomAttributeValuesSchemas, ({ services, lang, params }) =>
    products.getCustomAttributeValues(services.db, lang, params.id),
  ),
  bindCall(getItemTypesShownInCatalog, getItemTypesShownInCatalogSchemas, ({ services, lang }) =>
    lookups.getItemTypesShownInCatalog(services.db, lang),
  ),
  bindCall(getItemTypesByGroupCode, getItemTypesByGroupCodeSchemas, ({ services, lang, params }) =>
    lookups.getItemTypesByGroupCode(services.db, lang, params.code),
  ),
  bindCall(calculatePrice, calculatePriceSchemas, async ({ services, scope, body }) => {
    // The checked size and engraving are for the cart that stores them; the answer has the priced size.
    const { personalisation: _checked, ...price } = await pricing.calculatePrice(services.db, scope, body);
    return price;
  }),
  bindCall(getProductImages, getProductImagesSchemas, ({ services, query }) =>
    lookups.getProductImages(services.db, query.productCode, query.metalId ?? null),
  ),
  bindCall(getChildItem, getChildItemSchemas, ({ services, lang, body }) =>
    lookups.getChildItem(services.db, lang, body.itemTypeID, body.attributes),
  ),
  bindCall(getMetalsShownInCatalog, getMetalsShownInCatalogSchemas, ({ services, lang }) =>
    metals.getMetalsShownInCatalog(services.db, lang),
  ),
  bindCall(updateMasterAlloyPrice, updateMasterAlloyPriceSchemas, ({ services, scope, body }) =>
    metals.updateMasterAlloyPrice(services.db, scope, body.code, body.pricePerOunce),
  ),
  bindCall(getMetalSubItemVariants, getMetalSubItemVariantsSchemas, ({ services, lang, params }) =>
    metals.getMetalSubItemVariants(services.db, lang, params.id),
  ),
  bindCall(getUnitConversion, getUnitConversionSchemas, ({ services, params }) =>
    metals.getUnitConversion(services.db, params.source, params.target),
  ),
  bindCall(getCustomerDiscountOrMarkup, getCustomerDiscountOrMarkupSchemas, ({ services, scope, params }) =>
    pricing.getCustomerDiscountOrMarkup(services.db, scope, params.itemTypeId),
  ),
];
