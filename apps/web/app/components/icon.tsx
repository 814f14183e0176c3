/** Small stroke icons (24×24, drawn with currentColor); decorative, so hidden from assistive technology. */
const PATHS = {
  cart: 'M6 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4M17 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4M17 17h-11v-14h-2M6 5l14 1l-1 7h-13',
  heart: 'M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572',
  user: 'M12 3a4 4 0 1 0 0 8a4 4 0 1 0 0-8M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
  users:
    'M9 3a4 4 0 1 0 0 8a4 4 0 1 0 0-8M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0 -3 -3.85',
  chevronDown: 'M6 9l6 6l6 -6',
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  chevronUp: 'M6 15l6 -6l6 6',
  chevronsLeft: 'M11 7l-5 5l5 5M17 7l-5 5l5 5',
  chevronsRight: 'M7 7l5 5l-5 5M13 7l5 5l-5 5',
  selector: 'M8 9l4 -4l4 4M16 15l-4 4l-4 -4',
  dashboard:
    'M5 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1M15 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1M5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1M15 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1',
  book: 'M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0M3 6v13M12 6v13M21 6v13',
  pencil: 'M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4M13.5 6.5l4 4',
  clipboard:
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2M11 3h2a2 2 0 0 1 0 4h-2a2 2 0 0 1 0-4M9 12h.01M13 12h2M9 16h.01M13 16h2',
  receipt:
    'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16l-3 -2l-2 2l-2 -2l-2 2l-2 -2l-3 2M9 7h6M9 11h6M9 15h4',
  fileDollar:
    'M14 3v4a1 1 0 0 0 1 1h4M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2zM14 11h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3h-2.5M12 17v1m0 -8v1',
  fileText:
    'M14 3v4a1 1 0 0 0 1 1h4M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2zM9 9h1M9 13h6M9 17h6',
  creditCard:
    'M6 5h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-12a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3M3 10h18M7 15h.01M11 15h2',
  coin: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M14.8 9a2 2 0 0 0 -1.8 -1h-2a2 2 0 1 0 0 4h2a2 2 0 1 1 0 4h-2a2 2 0 0 1 -1.8 -1M12 6v2m0 8v2',
  photo:
    'M15 8h.01M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3h-10a3 3 0 0 1-3-3v-10a3 3 0 0 1 3-3M4 15l4 -4a3 5 0 0 1 3 0l5 5M14 14l1 -1a3 5 0 0 1 3 0l2 2',
  layout: 'M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-12a2 2 0 0 1 2-2M4 9h16M10 9v11',
  search: 'M10 3a7 7 0 1 0 0 14a7 7 0 1 0 0-14M21 21l-6 -6',
  tag: 'M8.5 8.5h.01M4 7v3.859c0 .537 .213 1.052 .593 1.432l8.116 8.116a2.025 2.025 0 0 0 2.864 0l4.834 -4.834a2.025 2.025 0 0 0 0 -2.864l-8.117 -8.116a2.025 2.025 0 0 0 -1.431 -.593h-3.859a3 3 0 0 0 -3 3z',
  adjustments:
    'M6 8a2 2 0 1 0 0 4a2 2 0 1 0 0-4M6 4v4M6 12v8M12 14a2 2 0 1 0 0 4a2 2 0 1 0 0-4M12 4v10M12 18v2M18 5a2 2 0 1 0 0 4a2 2 0 1 0 0-4M18 4v1M18 9v11',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2M3 7l9 6l9 -6',
  list: 'M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01',
  logout:
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2M9 12h12l-3 -3M18 15l3 -3',
  building: 'M3 21h18M5 21v-14l8 -4v18M19 21v-10l-6 -4M9 9v.01M9 12v.01M9 15v.01M9 18v.01',
  switch: 'M16 3l4 4l-4 4M10 7h10M8 13l-4 4l4 4M4 17h9',
  home: 'M5 12h-2l9 -9l9 9h-2M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-7M9 21v-6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v6',
  globe:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18',
  externalLink: 'M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6M11 13l9 -9M15 4h5v5',
  x: 'M18 6l-12 12M6 6l12 12',
  trash:
    'M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, stroke = 1.8 }: { name: IconName; size?: number; stroke?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The icon of a back-office module in the side navigation. */
export const MODULE_ICONS: Record<string, IconName> = {
  CP_DASHBOARD: 'dashboard',
  CP_CATALOG: 'book',
  CP_SHOPPING_CART: 'cart',
  CP_ORDER_CREATION: 'pencil',
  CP_JOB_ORDERS: 'clipboard',
  CP_SALES_ORDERS: 'receipt',
  CP_PRICE_QUOTES: 'fileDollar',
  CP_INVOICES: 'fileText',
  CP_PAYMENTS: 'creditCard',
  CP_CUSTOMER_CREDITS: 'coin',
  CP_MEDIA_LIBRARY: 'photo',
  CP_MY_PROFILE: 'user',
  CP_CMS: 'layout',
  CP_SEO: 'search',
  CP_CATALOG_ADMIN: 'tag',
  CP_CUSTOMERS: 'building',
  CP_USERS: 'users',
  CP_DECEDENTS: 'list',
  CP_COMMISSIONS: 'coin',
  CP_CONFIGURATION: 'adjustments',
  MAIL_OUTBOX: 'mail',
  METAL_ACCOUNTABILITY: 'dashboard',
  METAL_RECEIPTS: 'coin',
  METAL_SETTINGS: 'adjustments',
};
