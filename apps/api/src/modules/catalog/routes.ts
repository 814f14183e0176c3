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
import * as products from './products-service';
import { productSuggestions } from './product-search';

export const catalogRoutes = [
  bindCall(getProductCategories, getProductCategoriesSchemas, ({ services, lang, query }) =>
    categories.listCategories(services.db, lang, query.getOnlyParent),
  ),
  bindCall(getChildProductCatalogs, getChildProductCatalogsSchemas, ({ services, lang, params }) =>
    categories.childCategories(services.db, lang, params.id),
  ),
  bindCall(getRetailProducts, getRetailProductsSchemas, ({ services, scope, lang, query }) =>
    products.retailProducts(services.db, scope, lang, query),
  ),
  bindCall(getCategoryProducts, getCategoryProductsSchemas, ({ services, scope, lang, query }) =>
    products.categoryProducts(services.db, scope, lang, query),
  ),
  bindCall(getProductSuggestions, getProductSuggestionsSchemas, async ({ services, lang, query }) => ({
    items: await productSuggestions(services.db, lang, query),
  })),
  bindCall(suggestItemTypes, suggestItemTypesSchemas, async ({ services, lang, query }) => ({
    items: await productSuggestions(services.db, lang, { search: query.code, limit: query.limit }),
  })),
  bindCall(getFilterAttributes, getFilterAttributesSchemas, ({ services, lang, query }) =>
    products.filterAttributes(services.db, lang, { itemGroupId: query.itemGroupID }, query.search),
  ),
  bindCall(getFilterAttributesByCategory, getFilterAttributesByCategorySchemas, ({ services, lang, query }) =>
    products.categoryFilterAttributes(services.db, lang, query.categoryID),
  ),
  bindCall(getCategoryByCode, getCategoryByCodeSchemas, ({ services, lang, params }) =>
    categories.categoryBy(services.db, lang, { code: params.code }),
  ),
  bindCall(getCategory, getCategorySchemas, ({ services, lang, params }) =>
    categories.categoryBy(services.db, lang, { id: params.id }),
  ),
  bindCall(getItemType, getItemTypeSchemas, ({ services, scope, lang, params, query }) =>
    products.productDetail(services.db, scope, lang, { id: params.id }, products.includesOf(query)),
  ),
  bindCall(getProductByCode, getProductByCodeSchemas, ({ services, scope, lang, params, query }) =>
    products.productDetail(services.db, scope, lang, { code: params.code }, products.includesOf(query)),
  ),
  bindCall(getCustomAttributeValues, getCustomAttributeValuesSchemas, ({ services, lang, params }) =>
    products.customAttributeValues(services.db, lang, params.id),
  ),
  bindCall(getItemTypesShownInCatalog, getItemTypesShownInCatalogSchemas, ({ services, lang }) =>
    products.itemTypeList(services.db, lang, { shownInCatalog: true }),
  ),
  bindCall(getItemTypesByGroupCode, getItemTypesByGroupCodeSchemas, ({ services, lang, params }) =>
    products.itemTypeList(services.db, lang, { groupCode: params.code }),
  ),
  bindCall(calculatePrice, calculatePriceSchemas, async ({ services, scope, body }) => {
    // The checked size and engraving are for the cart that stores them; the answer has the priced size.
    const { personalisation: _checked, ...price } = await pricing.calculatePrice(services.db, scope, body);
    return price;
  }),
  bindCall(getProductImages, getProductImagesSchemas, ({ services, query }) =>
    products.productImagesForMetal(services.db, query.productCode, query.metalId ?? null),
  ),
  bindCall(getChildItem, getChildItemSchemas, ({ services, lang, body }) =>
    products.childItemByAttributes(services.db, lang, body.itemTypeID, body.attributes),
  ),
  bindCall(getMetalsShownInCatalog, getMetalsShownInCatalogSchemas, ({ services, lang }) =>
    metals.metalsShownInCatalog(services.db, lang),
  ),
  bindCall(updateMasterAlloyPrice, updateMasterAlloyPriceSchemas, ({ services, scope, body }) =>
    metals.updateMasterAlloyPrice(services.db, scope, body.code, body.pricePerOunce),
  ),
  bindCall(getMetalSubItemVariants, getMetalSubItemVariantsSchemas, ({ services, lang, params }) =>
    metals.metalVariants(services.db, lang, params.id),
  ),
  bindCall(getUnitConversion, getUnitConversionSchemas, ({ services, params }) =>
    metals.unitConversion(services.db, params.source, params.target),
  ),
  bindCall(getCustomerDiscountOrMarkup, getCustomerDiscountOrMarkupSchemas, ({ services, scope, params }) =>
    pricing.hasDiscountOrMarkup(services.db, scope, params.itemTypeId),
  ),
];
