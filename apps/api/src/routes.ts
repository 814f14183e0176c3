import { tagged, type RouteDefinition } from './platform/route';
import { cartShippingRoutes, checkoutShippingRoutes } from './flows/checkout-shipping';
import { familyOrderRoutes } from './flows/family-order';
import { reorderRoutes } from './flows/reorder';
import { orderPaymentRoutes } from './flows/order-payment';
import { submitOrderRoutes } from './flows/submit-order';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { cmsRoutes } from './modules/cms/routes';
import { commissionRoutes } from './modules/commissions/routes';
import { contactRoutes } from './modules/contact/routes';
import { categoryAdminRoutes } from './modules/catalog/category-admin-routes';
import { itemGroupRoutes } from './modules/catalog/item-groups-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { metalFixingRoutes } from './modules/catalog/fixings-routes';
import { customOrderRoutes } from './modules/custom-orders/routes';
import { customerRoutes } from './modules/customers/routes';
import { decedentRoutes } from './modules/decedents/routes';
import { familyLinkRoutes } from './modules/family-links/routes';
import { assetLimitationRoutes, mediaRoutes } from './modules/media/routes';
import { metalRoutes } from './modules/metal/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { financeRoutes } from './modules/finance/routes';
import { agingRoutes } from './modules/finance/aging/routes';
import { statementRoutes } from './modules/finance/statements/routes';
import { memoRoutes } from './modules/memo/routes';
import { creditCardRoutes } from './modules/finance/cards/routes';
import { cardPaymentRoutes } from './modules/finance/payments/routes';
import { metalLockRoutes } from './modules/metal/lock-routes';
import { productionRoutes } from './modules/production/routes';
import { jobOrderRoutes } from './modules/orders/job-order-routes';
import { quoteRoutes, salesOrderRoutes } from './modules/orders/quote-sales-routes';
import { referenceRoutes } from './modules/reference/routes';
import { settingsRoutes } from './modules/settings/routes';
import { seoRoutes } from './modules/seo/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { systemRoutes } from './modules/system/routes';
import { tradeCreditRoutes } from './modules/trade-credit/routes';
import { userRoutes } from './modules/users/routes';
import { wishlistRoutes } from './modules/wishlist/routes';

/** Every call of the API, one list per domain. */
export const allRoutes: readonly RouteDefinition[] = [
  ...tagged('System', systemRoutes),
  ...tagged('Authentication', authRoutes),
  ...tagged('Users', userRoutes),
  ...tagged('Customers', customerRoutes),
  ...tagged('Reference data', referenceRoutes),
  ...tagged('Settings', settingsRoutes),
  ...tagged('Catalogue and products', catalogRoutes),
  ...tagged('Catalogue management', categoryAdminRoutes),
  ...tagged('Metal', metalFixingRoutes),
  ...tagged('Custom-order item groups', itemGroupRoutes),
  ...tagged('SEO', seoRoutes),
  ...tagged('Wish list', wishlistRoutes),
  ...tagged('CMS', cmsRoutes),
  ...tagged('Contact', contactRoutes),
  ...tagged('Cart', cartRoutes),
  ...tagged('Cart', cartShippingRoutes),
  ...tagged('Cart', submitOrderRoutes),
  ...tagged('Shipping', checkoutShippingRoutes),
  ...tagged('Shipping', shippingRoutes),
  ...tagged('Job orders', jobOrderRoutes),
  ...tagged('Job orders', reorderRoutes),
  ...tagged('Price quotes', quoteRoutes),
  ...tagged('Sales orders', salesOrderRoutes),
  ...tagged('Custom orders and estimates', customOrderRoutes),
  ...tagged('Metal', metalRoutes),
  ...tagged('Finance', financeRoutes),
  ...tagged('Finance', creditCardRoutes),
  ...tagged('Finance', cardPaymentRoutes),
  ...tagged('Finance', orderPaymentRoutes),
  ...tagged('Decedents', decedentRoutes),
  ...tagged('Family links', familyLinkRoutes),
  ...tagged('Family links', familyOrderRoutes),
  ...tagged('Commissions', commissionRoutes),
  ...tagged('Media library', mediaRoutes),
  ...tagged('Media library', assetLimitationRoutes),
  ...tagged('Dashboard', dashboardRoutes),
  ...tagged('Metal', metalLockRoutes),
  ...tagged('Production', productionRoutes),
  ...tagged('Finance', statementRoutes),
  ...tagged('Finance', agingRoutes),
  ...tagged('Memo', memoRoutes),
  ...tagged('Trade credit', tradeCreditRoutes),
];
