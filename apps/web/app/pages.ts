import type { Permission } from '@portal/shared';

/**
 * The one definition of every page (spec §2). `routes.ts` turns it into the English routes and their `/fr` twins; the
 * guards, breadcrumbs, titles and parameter checks read it at run time. No React and no runtime imports here: the
 * React Router config loader evaluates this file at build time.
 */

/** 'family': the memorial program's family page, in the funeral home's colours, without the store around it. */
export type LayoutName = 'frontend' | 'family' | 'default';

/**
 * Who may open a page (spec §5 Access): 'public' needs no sign-in; otherwise a signed-in user holding at least one of
 * the listed permissions. An empty list means the base permission 0 (any active signed-in user).
 */
export type Authority = 'public' | readonly Permission[];

/** How a route parameter is checked; a failure gives the 404 page (spec §5: "A page validation failure gives the 404 page"). */
export type ParamKind = 'id' | 'code';

export interface PageDefinition {
  /** Stable name; the route ids are `en.<id>` and `fr.<id>`. */
  id: string;
  /** React Router path without the language prefix and without a leading slash; '' is the landing page. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  layout: LayoutName;
  authority: Authority;
  /** i18n key of the page title (and of its breadcrumb). */
  titleKey: string;
  /** Page id of the breadcrumb parent. */
  parent?: string;
  /** Checks of the route parameters. */
  params?: Readonly<Record<string, ParamKind>>;
  /** Allowed values of the `?tab=` query of order lists (spec §2, §4); the first is the default. */
  tabs?: readonly string[];
}

/** spec §4: order listings are grouped by status tab. */
export const ORDER_TABS = ['new', 'processing', 'closed', 'all'] as const;
/**
 * spec §4: quote groupings; 'new' too, because spec §4 sends the user to the quotes "on tab new" after a cart
 * submission that became a price quote.
 */
export const QUOTE_TABS = ['open', 'new', 'closed', 'all'] as const;

const STOREFRONT_FRAME = 'routes/storefront-page.tsx';
/** The three status tracking pages share one route module, which picks the kind from the page. */
const ORDER_TRACKING = 'routes/backoffice/order-tracking.tsx';

const backoffice = (
  id: string,
  authority: readonly Permission[],
  extra: Partial<PageDefinition> & Pick<PageDefinition, 'file'>,
): PageDefinition => ({
  id: `backoffice.${id}`,
  path: `backoffice/${id.replaceAll('.', '/')}`,
  layout: 'default',
  authority,
  titleKey: `pages.backoffice.${id}`,
  ...extra,
});

const storefront = (id: string, path: string, extra: Partial<PageDefinition> = {}): PageDefinition => ({
  id: `storefront.${id}`,
  path,
  file: STOREFRONT_FRAME,
  layout: 'frontend',
  authority: 'public',
  titleKey: `pages.storefront.${id}`,
  parent: 'home',
  ...extra,
});

export const PAGES: readonly PageDefinition[] = [
  // Public pages (spec §2 static routes).
  {
    id: 'home',
    path: '',
    file: 'routes/home.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.home',
  },
  {
    id: 'login',
    path: 'login',
    file: 'routes/login.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.login',
    parent: 'home',
  },
  {
    id: 'logout',
    path: 'logout',
    file: 'routes/logout.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.logout',
    parent: 'home',
  },
  {
    id: 'blocked',
    path: 'blocked',
    file: 'routes/blocked.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.blocked',
    parent: 'home',
  },
  {
    // The link of the mail that confirms a new sign-in e-mail (features/users/profile, docs/decisions.md).
    id: 'confirm-email',
    path: 'confirm-email',
    file: 'routes/confirm-email.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.confirmEmail',
    parent: 'home',
  },
  {
    id: 'dev-help',
    path: 'dev-help',
    file: 'routes/dev-help.tsx',
    layout: 'frontend',
    authority: 'public',
    titleKey: 'pages.devHelp',
    parent: 'home',
  },

  // Public storefront pages (spec §1); later issues fill them.
  storefront('catalogue', 'catalogue/:categoryCode?', {
    file: 'routes/catalogue.tsx',
    params: { categoryCode: 'code' },
  }),
  storefront('product', 'product/:productCode', {
    file: 'routes/product.tsx',
    parent: 'storefront.catalogue',
    params: { productCode: 'code' },
  }),
  storefront('configurator', 'configurator/:productCode?', {
    file: 'routes/configurator.tsx',
    parent: 'storefront.catalogue',
    params: { productCode: 'code' },
  }),
  storefront('shoppingCart', 'shopping-cart', { file: 'routes/storefront-cart.tsx' }),
  storefront('checkout', 'checkout', { file: 'routes/checkout.tsx', parent: 'storefront.shoppingCart' }),
  storefront('orderConfirmation', 'order-confirmation/:orderCode?', {
    file: 'routes/order-confirmation.tsx',
    params: { orderCode: 'code' },
    authority: ['CP_JOB_ORDERS:VIEW', 'CP_SALES_ORDERS:VIEW', 'CP_PRICE_QUOTES:VIEW'],
  }),
  storefront('wishlist', 'wishlist', { file: 'routes/wishlist.tsx' }),
  storefront('signUp', 'sign-up', { file: 'routes/sign-up.tsx' }),
  storefront('faqs', 'faqs'),
  storefront('contactUs', 'contact-us', { file: 'routes/contact-us.tsx' }),
  storefront('accountInformation', 'account-information'),
  storefront('shippingInformation', 'shipping-information'),
  storefront('generalInfo', 'general-info'),
  storefront('testimonials', 'testimonials'),
  storefront('findAuthorizedPartner', 'find-authorized-partner', {
    file: 'routes/find-authorized-partner.tsx',
  }),
  storefront('marketing', 'marketing/:slug', { params: { slug: 'code' } }),
  // A family's private page, reached only through its link's token (checked by the page itself); the funeral
  // home's page, not our shop, so it has a layout of its own (docs/decisions.md "The family page's layout, pieces and
  // metals").
  storefront('memorial', 'memorial/:token', { file: 'routes/memorial.tsx', layout: 'family' }),

  // Back-office (spec §2), each with the authority its module needs.
  backoffice('authorization-error', [], {
    id: 'backoffice.authorizationError',
    file: 'routes/backoffice/authorization-error.tsx',
    titleKey: 'pages.backoffice.authorizationError',
  }),
  backoffice('dashboard', ['CP_DASHBOARD:VIEW'], { file: 'routes/backoffice/dashboard.tsx' }),
  backoffice('my-profile', ['CP_MY_PROFILE:VIEW'], {
    id: 'backoffice.myProfile',
    file: 'routes/backoffice/my-profile.tsx',
    titleKey: 'pages.backoffice.myProfile',
  }),
  backoffice('users', ['CP_USERS:VIEW', 'CP_MY_PROFILE:USERS'], {
    file: 'routes/backoffice/users.tsx',
    titleKey: 'people.users.title',
  }),
  backoffice('catalog', ['CP_CATALOG_ADMIN:VIEW'], { file: 'routes/backoffice/catalog.tsx' }),
  backoffice('catalogProducts', ['CP_CATALOG_ADMIN:VIEW'], {
    file: 'routes/backoffice/catalog-products.tsx',
    path: 'backoffice/catalog/:id/products',
    parent: 'backoffice.catalog',
    params: { id: 'id' },
  }),
  backoffice('decedents', ['CP_DECEDENTS:VIEW'], { file: 'routes/backoffice/decedents.tsx' }),
  backoffice('configuration', ['CP_CONFIGURATION:VIEW'], { file: 'routes/backoffice/configuration.tsx' }),
  // The permission of its calls (listOutboxMails): mail delivery is the installation's configuration, staff only.
  backoffice('mail-outbox', ['CP_CONFIGURATION:VIEW'], {
    id: 'backoffice.mailOutbox',
    file: 'routes/backoffice/mail-outbox.tsx',
    titleKey: 'pages.backoffice.mailOutbox',
  }),
  // Trade credit: staff decide the orders on credit hold; a customer's administrator its buyers' orders above their limit.
  backoffice('credit-holds', ['CP_CUSTOMERS:VIEW'], {
    id: 'backoffice.creditHolds',
    file: 'routes/backoffice/credit-holds.tsx',
    titleKey: 'pages.backoffice.creditHolds',
  }),
  backoffice('orders-awaiting-approval', ['CP_MY_PROFILE:USERS'], {
    id: 'backoffice.ordersAwaitingApproval',
    file: 'routes/backoffice/orders-awaiting-approval.tsx',
    titleKey: 'pages.backoffice.ordersAwaitingApproval',
  }),
  backoffice('metal', ['CP_METAL:VIEW'], { file: 'routes/backoffice/metal.tsx' }),
  // The metal module's screens (staff only): what production lost per metal and step, and metal received from customers.
  backoffice('metal-accountability', ['CP_METAL:VIEW'], {
    id: 'backoffice.metalAccountability',
    file: 'routes/backoffice/metal-accountability.tsx',
    titleKey: 'pages.backoffice.metalAccountability',
  }),
  backoffice('metal-receipts', ['CP_METAL:VIEW'], {
    id: 'backoffice.metalReceipts',
    file: 'routes/backoffice/metal-receipts.tsx',
    titleKey: 'pages.backoffice.metalReceipts',
  }),
  // The permission of its calls (getMetalSettings): the metal rules are staff's.
  backoffice('metal-settings', ['CP_METAL:VIEW'], {
    id: 'backoffice.metalSettings',
    file: 'routes/backoffice/metal-settings.tsx',
    titleKey: 'pages.backoffice.metalSettings',
  }),
  // Production: the scan page moves jobs (the permission of its move call); the stages screen reads them.
  backoffice('production.scan', ['CP_PRODUCTION:EDIT'], {
    id: 'backoffice.productionScan',
    file: 'routes/backoffice/production-scan.tsx',
    titleKey: 'pages.backoffice.productionScan',
  }),
  backoffice('production-stages', ['CP_PRODUCTION:VIEW'], {
    id: 'backoffice.productionStages',
    file: 'routes/backoffice/production-stages.tsx',
    titleKey: 'pages.backoffice.productionStages',
  }),
  // A repair's intake: staff who move jobs take one in for a customer; a customer who may order opens its own.
  backoffice('repairs.new', ['CP_PRODUCTION:EDIT', 'CP_SHOPPING_CART:EDIT'], {
    id: 'backoffice.newRepair',
    file: 'routes/backoffice/new-repair.tsx',
    titleKey: 'pages.backoffice.newRepair',
  }),
  backoffice('jobs-at-risk', ['CP_PRODUCTION:VIEW'], {
    id: 'backoffice.jobsAtRisk',
    file: 'routes/backoffice/jobs-at-risk.tsx',
    titleKey: 'pages.backoffice.jobsAtRisk',
  }),
  backoffice('media-library', ['CP_MEDIA_LIBRARY:VIEW', 'CP_MEDIA_LIBRARY:ADMIN'], {
    id: 'backoffice.mediaLibrary',
    file: 'routes/backoffice/media-library.tsx',
    titleKey: 'pages.backoffice.mediaLibrary',
  }),
  backoffice('product-catalog', ['CP_CATALOG:VIEW'], {
    id: 'backoffice.productCatalog',
    file: 'routes/backoffice/product-catalog.tsx',
    path: 'backoffice/product-catalog/:productCategoryId?',
    titleKey: 'pages.backoffice.productCatalog',
    params: { productCategoryId: 'id' },
  }),
  backoffice('product', ['CP_CATALOG:VIEW'], {
    file: 'routes/backoffice/product.tsx',
    path: 'backoffice/product/:id',
    parent: 'backoffice.productCatalog',
    params: { id: 'id' },
  }),
  backoffice('seo', ['CP_SEO:VIEW'], { file: 'routes/backoffice/seo.tsx' }),
  backoffice('shopping-cart', ['CP_SHOPPING_CART:VIEW'], {
    id: 'backoffice.shoppingCart',
    file: 'routes/backoffice/shopping-cart.tsx',
    titleKey: 'pages.backoffice.shoppingCart',
  }),
  // Filling the cart by style code needs the right to change it (the call's permission).
  backoffice('quick-order', ['CP_SHOPPING_CART:EDIT'], {
    id: 'backoffice.quickOrder',
    file: 'routes/backoffice/quick-order.tsx',
    titleKey: 'pages.backoffice.quickOrder',
  }),
  backoffice('cms.components', ['CP_CMS:VIEW'], { file: 'routes/backoffice/cms-components.tsx' }),
  backoffice('cms.component', ['CP_CMS:VIEW'], {
    file: 'routes/backoffice/cms-component.tsx',
    path: 'backoffice/cms/components/:componentId',
    parent: 'backoffice.cms.components',
    params: { componentId: 'id' },
  }),
  backoffice('cms.contents', ['CP_CMS:VIEW'], { file: 'routes/backoffice/cms-contents.tsx' }),
  backoffice('cms.content', ['CP_CMS:VIEW'], {
    file: 'routes/backoffice/cms-content.tsx',
    path: 'backoffice/cms/contents/:contentId',
    parent: 'backoffice.cms.contents',
    params: { contentId: 'id' },
  }),
  backoffice('financial.customer-credits', ['CP_CUSTOMER_CREDITS:VIEW'], {
    id: 'backoffice.financial.customerCredits',
    file: 'routes/backoffice/financial-customer-credits.tsx',
    titleKey: 'pages.backoffice.financial.customerCredits',
  }),
  // The metal a customer brought in and the credits it made, reached from the customer credits.
  backoffice('financial.metal-receipts', ['CP_CUSTOMER_CREDITS:VIEW'], {
    id: 'backoffice.financial.metalReceipts',
    file: 'routes/backoffice/financial-metal-receipts.tsx',
    titleKey: 'pages.backoffice.financial.metalReceipts',
    parent: 'backoffice.financial.customerCredits',
  }),
  // Monthly statements (a customer's months as PDFs) and the staff aging report of every customer.
  backoffice('financial.statements', ['CP_INVOICES:VIEW'], {
    file: 'routes/backoffice/financial-statements.tsx',
  }),
  backoffice('financial.aging', ['CP_CUSTOMERS:VIEW'], {
    file: 'routes/backoffice/financial-aging.tsx',
  }),
  backoffice('memo', ['CP_MEMO:VIEW'], { file: 'routes/backoffice/memo.tsx' }),
  // What funeral homes earn on paid family orders; staff settle them here.
  backoffice('commissions', ['CP_COMMISSIONS:VIEW'], { file: 'routes/backoffice/commissions.tsx' }),
  backoffice('financial.invoices', ['CP_INVOICES:VIEW'], {
    file: 'routes/backoffice/financial-invoices.tsx',
  }),
  backoffice('financial.payments', ['CP_PAYMENTS:VIEW', 'CP_PAYMENTS:VIEWP'], {
    file: 'routes/backoffice/financial-payments.tsx',
  }),
  backoffice('order-creation.estimate', ['CP_ORDER_CREATION:VIEW'], {
    id: 'backoffice.orderCreation.estimate',
    file: 'routes/backoffice/estimate.tsx',
    titleKey: 'pages.backoffice.orderCreation.estimate',
  }),
  backoffice('order-creation.custom-order', ['CP_ORDER_CREATION:VIEW'], {
    id: 'backoffice.orderCreation.customOrder',
    path: 'backoffice/order-creation/custom-order/:id?',
    file: 'routes/backoffice/custom-order.tsx',
    titleKey: 'pages.backoffice.orderCreation.customOrder',
    params: { id: 'id' },
  }),
  backoffice('order-creation.item-type', ['CP_ORDER_CREATION:VIEW'], {
    id: 'backoffice.orderCreation.itemType',
    path: 'backoffice/order-creation/custom-order/item-type/:id',
    file: 'routes/backoffice/custom-order-builder.tsx',
    titleKey: 'pages.backoffice.orderCreation.itemType',
    parent: 'backoffice.orderCreation.customOrder',
    params: { id: 'id' },
  }),
  backoffice('status-tracking.job-orders', ['CP_JOB_ORDERS:VIEW'], {
    id: 'backoffice.statusTracking.jobOrders',
    file: ORDER_TRACKING,
    titleKey: 'pages.backoffice.statusTracking.jobOrders',
    tabs: ORDER_TABS,
  }),
  backoffice('status-tracking.quotes', ['CP_PRICE_QUOTES:VIEW'], {
    id: 'backoffice.statusTracking.quotes',
    file: ORDER_TRACKING,
    titleKey: 'pages.backoffice.statusTracking.quotes',
    tabs: QUOTE_TABS,
  }),
  backoffice('status-tracking.sales-orders', ['CP_SALES_ORDERS:VIEW'], {
    id: 'backoffice.statusTracking.salesOrders',
    file: ORDER_TRACKING,
    titleKey: 'pages.backoffice.statusTracking.salesOrders',
    tabs: ORDER_TABS,
  }),
];

/** Pages that render the storefront (frontend) layout, and pages that render the back-office (default) layout. */
export const pagesOfLayout = (layout: LayoutName) => PAGES.filter((page) => page.layout === layout);

export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Route id of a page in a language: `en.backoffice.dashboard`, `fr.backoffice.dashboard`. */
export const routeIdOf = (lang: Lang, pageId: string) => `${lang}.${pageId}`;
export const NOT_FOUND_PAGE_ID = 'not-found';
