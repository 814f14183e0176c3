import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from './routes';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The calls of spec §7, written as the spec writes them. Every other API test sends its calls through their contracts
 * (`t.send(contract, input, { as })`, test/send.ts), so this is the one place where a contract's path is checked
 * against the spec's own text: a contract whose path drifted from it (a letter's case, a segment) fails here. Paths the
 * spec gives in prose ("GET and POST /DetailSetting") are spelled out; a query or a trailing slash is left off.
 */
const SPEC_CALLS: [method: string, path: string][] = [
  // Authentication
  ['POST', '/auth/portal-login'],
  ['POST', '/auth/login-with-unique-id'],
  ['POST', '/auth/switchUser'],
  ['POST', '/auth/switchCustomer'],
  ['POST', '/auth/refreshtoken'],
  ['GET', '/auth/user'],
  ['POST', '/auth/logout'],
  // Customers
  ['GET', '/CustomerTypes'],
  ['GET', '/Countries'],
  ['GET', '/Countries/states'],
  ['GET', '/customerfinancialsetting'],
  ['GET', '/customers/has-customer-discount-or-markup-by-item-type/{itemTypeId}'],
  ['GET', '/customers/get-id-by-account-number/{accountNo}'],
  ['GET', '/customers/getCustomerAddresses'],
  ['GET', '/Customers'],
  ['GET', '/Customers/getCustomersWithActivePortalUser'],
  ['GET', '/Customers/getDealersForCountry'],
  ['GET', '/customers/getContactPersons'],
  ['GET', '/CustomerCredit'],
  ['GET', '/reports/print-pdf-report/CREDIT_MEMO/{id}'],
  // Cart
  ['GET', '/shoppingCart/frontendGetBySessionId'],
  ['GET', '/shoppingCart/getBySessionId'],
  ['GET', '/shoppingCart/getDiscountValue'],
  ['GET', '/shoppingCart/shoppingCartItems'],
  ['POST', '/ShoppingCart/addToCart'],
  ['POST', '/shoppingCart/updateQuantity'],
  ['DELETE', '/shoppingCart/deleteCartItem/{id}'],
  ['POST', '/shoppingCart/clear-cart'],
  ['POST', '/shoppingCart/submitOrder'],
  ['POST', '/shoppingCart/get-sales-tax'],
  ['POST', '/shoppingCart/update-tax'],
  ['POST', '/shoppingCart/update-extra-info'],
  ['GET', '/shoppingCart/incoming-order-attributes'],
  // Wish list
  ['GET', '/wishlists/wishListItems'],
  ['POST', '/wishlists/addtowishlist'],
  ['DELETE', '/wishlists/wishlist-item/{id}'],
  // Catalogue and products
  ['GET', '/ProductCategories'],
  ['GET', '/ProductCategories/childProductCatalogs/{id}'],
  ['GET', '/ProductCategories/RetailProducts'],
  ['GET', '/productCategories/products'],
  ['GET', '/productCategories/{id}'],
  ['GET', '/productCategories/categoryCode/{code}'],
  ['GET', '/productCategories/filterAttributes'],
  ['GET', '/productCategories/filterAttributesByCategory'],
  ['POST', '/ProductCategories/create'],
  ['POST', '/ProductCategories/update/{id}'],
  ['DELETE', '/ProductCategories/delete'],
  ['GET', '/ProductCategories/categoryItems/{id}'],
  ['GET', '/ItemTypes/CanBeAddedToCategory'],
  ['POST', '/ItemTypes/AddItemsToProductCategory/{id}'],
  ['GET', '/itemtypes/{id}'],
  ['POST', '/products/cp/calculatePrice'],
  ['GET', '/products/updateProductImages'],
  ['POST', '/products/getChildItemByMasterItemTypeAttributes'],
  ['GET', '/ItemTypes/ShownInCatalog'],
  ['GET', '/ItemTypes/get-item-types-by-group-code/{code}'],
  ['GET', '/itemtypes/{id}/customattributevalues'],
  // Quotes
  ['GET', '/PriceQuotes'],
  ['GET', '/PriceQuotes/{id}/items'],
  ['POST', '/PriceQuotes/set-status'],
  // Custom orders and estimates
  ['GET', '/customOrders'],
  ['GET', '/customOrders/getTopLevelCustomOrders'],
  ['GET', '/customOrders/getByParentId/{id}'],
  ['GET', '/customOrders/{id}'],
  ['POST', '/customOrders/createOrder'],
  ['POST', '/customOrders/generateImagesForExistingOrder'],
  ['GET', '/Estimate/data'],
  ['GET', '/Metals/measureUnitConversions/{source}/{target}'],
  ['GET', '/Metals/ShownInCatalog'],
  ['GET', '/Metals/getMetalSubItemVariants/{id}'],
  ['GET', '/customOrderItemGroup/get-all'],
  ['GET', '/customOrderItemGroup'],
  ['GET', '/customOrderItemGroup/get-item-types/{groupID}'],
  ['POST', '/customOrderItemGroup'],
  ['POST', '/customOrderItemGroup/delete/{id}'],
  // Job orders
  ['GET', '/JobOrders/job-services'],
  ['GET', '/JobOrders/job-orders'],
  ['GET', '/JobOrders/{id}/notes'],
  ['POST', '/JobOrders/notes'],
  ['POST', '/JobOrders/customernotes'],
  ['POST', '/JobOrders/job-note-insert'],
  ['POST', '/JobOrders/{id}/cancel'],
  ['POST', '/JobOrders/re-order/{id}'],
  ['POST', '/JobOrders/{id}/approve'],
  ['POST', '/JobOrders/{id}/decline'],
  ['POST', '/JobOrders/update-status'],
  ['GET', '/JobItem/job-items-by-job-id/{id}'],
  ['GET', '/job-orders-extended/{id}/detail'],
  // Sales orders
  ['GET', '/SalesOrders'],
  ['GET', '/SalesOrders/{id}/items'],
  ['POST', '/SalesOrders/{id}/generate-paid-invoice'],
  // Invoices and reports
  ['GET', '/invoices'],
  ['GET', '/invoices/generateInvoicePDFReport/{id}'],
  ['POST', '/invoices/printMultipleInvoices'],
  ['GET', '/reports/print-invoice/{id}'],
  // Payments and cards
  ['POST', '/creditcard/nmi-card'],
  ['GET', '/CreditCard'],
  ['GET', '/CreditCard/types'],
  ['GET', '/CreditCard/gateway/{gatewayId}'],
  ['POST', '/creditcard/insertsquarecard'],
  ['POST', '/payment/pay'],
  ['POST', '/payment/createorderandpay'],
  ['POST', '/payment/insertOrdersAndPay'],
  ['POST', '/payment/add-pay-pal-overpayment'],
  ['GET', '/Payment'],
  ['GET', '/payment-options/get-by-config'],
  // Shipping
  ['POST', '/ShippingMethods/shippingMethodsForCheckout'],
  ['POST', '/ShippingMethods/shipping-methods-with-size-and-weight'],
  // Users
  ['GET', '/usersetting/{key}'],
  ['POST', '/usersetting/{key}'],
  ['GET', '/DetailSetting'],
  ['POST', '/DetailSetting'],
  ['GET', '/GridSetting/{code}'],
  ['POST', '/GridSetting'],
  ['GET', '/User/getPortalUsersByCustomerId/{id}'],
  ['GET', '/User/MyProfile'],
  ['GET', '/User/GetShippingAddresses'],
  ['GET', '/User/AvailableModules'],
  ['GET', '/User/user-customers'],
  ['POST', '/User/get-by-id'],
  ['POST', '/User/GeneralInfo'],
  ['POST', '/User/SettingInfo'],
  ['POST', '/user/get-role-by-code/{code}'],
  // Settings and configuration
  ['GET', '/modules/cp/fields'],
  ['GET', '/adminSettings'],
  ['GET', '/admin-settings/cp/settings'],
  ['GET', '/admin-settings/cp/settings/{code}'],
  ['PUT', '/admin-settings/cp/settings/{code}'],
  ['GET', '/CPCompanyDetails'],
  ['GET', '/FormatSettings'],
  ['GET', '/HardcodedSettings/api/timekeeping/hardcodedsettings'],
  ['GET', '/modules/cp'],
  ['POST', '/modules/cp'],
  ['POST', '/modules/cp/roles'],
  ['POST', '/modules/cp/fieldsSettings'],
  ['GET', '/modules/get-by-code/{moduleCode}'],
  // Statuses
  ['GET', '/EntityStatus/ClosedPriceQuoteStatuses'],
  ['GET', '/EntityStatus/OpenPriceQuoteStatuses'],
  ['GET', '/EntityStatus/invoiceStatuses'],
  ['GET', '/EntityStatus/SalesOrder'],
  ['GET', '/EntityStatus/JobOrder'],
  ['GET', '/EntityStatus/ServiceType'],
  // SEO, asset limits, decedents
  ['GET', '/decedents/{id}/fingerprints'],
  ['POST', '/SEO'],
  ['GET', '/SEO/catalogs'],
  ['POST', '/assetslimitation'],
  ['POST', '/assetslimitation/update/{id}'],
  ['GET', '/assetslimitation/{id}'],
  ['GET', '/decedents'],
  // Media library
  ['GET', '/manage/assets'],
  ['GET', '/manage/assets/{id}'],
  ['GET', '/manage/assets/folders'],
  ['GET', '/manage/assets/types'],
  ['POST', '/manage/assets/folder'],
  ['POST', '/manage/assets/folder/{id}'],
  ['POST', '/manage/assets/folder/change/{folderID}'],
  ['POST', '/upload/asset'],
  ['POST', '/manage/assets/update'],
  ['GET', '/manage/assets/download/{id}'],
  ['POST', '/manage/assets/delete'],
  // CMS
  ['GET', '/manage/components'],
  ['GET', '/manage/components/{id}'],
  ['GET', '/manage/components/{id}/fields'],
  ['POST', '/manage/components'],
  ['DELETE', '/manage/components/{id}'],
  ['GET', '/manage/contents'],
  ['GET', '/manage/contents/{id}'],
  ['DELETE', '/manage/contents/{id}'],
  ['GET', '/manage/contents/{id}/fields'],
  ['POST', '/manage/contents'],
  ['POST', '/manage/contents/content-with-fields'],
  ['GET', '/manage/contents/allfields'],
  ['GET', '/manage/data-sources'],
  ['GET', '/manage/component-fields/{id}'],
  ['GET', '/manage/component-fields/types'],
  ['POST', '/manage/component-fields/save'],
  // Dashboard
  ['GET', '/Dashboard/Settings'],
  ['POST', '/Dashboard/Settings'],
  ['GET', '/Dashboard/messages'],
  ['GET', '/Dashboard/BalanceInfo'],
  ['GET', '/Dashboard/Orders'],
  ['GET', '/Dashboard/OrdersStatusSummary/{kind}'],
  ['GET', '/Dashboard/InvoiceStatusSummary'],
  ['GET', '/Dashboard/Invoices'],
  ['GET', '/Dashboard/Metals'],
  ['GET', '/Dashboard/Featured'],
  ['POST', '/Dashboard/PrimitiveSetting'],
  ['GET', '/Dashboard/PrimitiveSetting/{code}'],
];

const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe("the spec's literal paths (spec §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('each is a route bound to a contract with the same method and the same path, letter for letter', () => {
    const routes = new Set(allRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = SPEC_CALLS.filter(([method, path]) => !routes.has(`${method} ${routerPath(path)}`));
    expect(missing).toEqual([]);
  });

  it('each reaches its route as a client writes it, with a value in each parameter', () => {
    const unrouted = SPEC_CALLS.filter(
      ([method, path]) =>
        t.app.findRoute({ method: method as 'GET', url: `/api${path.replace(/\{\w+\}/g, '1')}` }) === null,
    );
    expect(unrouted).toEqual([]);
  });
});
