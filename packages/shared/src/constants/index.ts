/** spec §9: business constants and limits shared by the server and the web app. */
export const ENTITY_TYPE_IDS = {
  MasterAlloys: 16,
  JobItem: 107,
  JOB_IMAGES: 1000,
  PRICE_QUOTE: 22,
  SALES_ORDER: 127,
} as const;

export const ORDER_TYPE_CODES = ['JO', 'SO', 'PQ', 'PQCTO', 'POS_LSO'] as const;
export type OrderTypeCode = (typeof ORDER_TYPE_CODES)[number];

/** The status kinds of the EntityStatus calls. */
export const ENTITY_STATUS_KINDS = [
  'JOB_ORDER',
  'SALES_ORDER',
  'PRICE_QUOTE',
  'INVOICE',
  'SERVICE_TYPE',
] as const;
export type EntityStatusKind = (typeof ENTITY_STATUS_KINDS)[number];

export const GRID_SETTING_KEYS = [
  'CPv3_PriceQuoteGrid',
  'JobOrderGrid',
  'SalesOrderGrid',
  'InvoiceGrid',
  'PaymentGrid',
  'CustomerCreditGrid',
  'Contents',
  'Components',
  'ProductCatalog',
  'Catalog',
  'ProductsGrid',
  'SEOProductTable',
  'SEOCatalogTable',
] as const;

export const USER_SETTING_KEYS = ['CPV3_DASHBOARD_GRID_LAYOUT', 'CP_IsMenuCollapsed'] as const;

export const OWNER_COMPANY_CODE = 'OWNER_COMPANY_CODE';
export const REPORT_TYPES = ['CREDIT_MEMO'] as const;

export const REFRESH_TOKEN_MAX_AGE_SECONDS = 15552000;
export const AUTH_COOKIE_MAX_AGE_SECONDS = 15552000;
/** The auth cookie: the web app keeps its token pair there; the media route reads it for private pictures. */
export const AUTH_COOKIE_NAME = 'portal_auth';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const;
export type Language = keyof typeof LOCALES;

export const TIMING = {
  minimumDisplayDelayMs: 200,
  prefetchIdleTimeoutMs: 2000,
  progressBarDurationMs: 5000,
  toastDurationMs: 3000,
} as const;

export const THEME_COLOURS = { primary: '#343383', secondary: '#C9D6E2', background: '#FFFFFF' } as const;
export const CAPTCHA_DEFAULT_VERSION = 3;
