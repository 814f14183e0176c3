import { ALL_PERMISSIONS, type Permission } from './permissions';

/** The roles the demo data (and a new installation) starts with. Staff roles see every customer. */
export interface RoleDefinition {
  code: string;
  name: string;
  isStaff: boolean;
  permissions: readonly Permission[];
}

const customerView: Permission[] = [
  'CP_DASHBOARD:VIEW',
  'CP_CATALOG:VIEW',
  'CP_JOB_ORDERS:VIEW',
  'CP_SALES_ORDERS:VIEW',
  'CP_PRICE_QUOTES:VIEW',
  'CP_INVOICES:VIEW',
  'CP_PAYMENTS:VIEW',
  'CP_CUSTOMER_CREDITS:VIEW',
  'CP_MEDIA_LIBRARY:VIEW',
  'CP_MY_PROFILE:VIEW',
  'CP_DECEDENTS:VIEW',
  'CP_MEMO:VIEW',
  'CP_COMMISSIONS:VIEW',
];

const customerBuy: Permission[] = [
  ...customerView,
  'CP_SHOPPING_CART:VIEW',
  'CP_SHOPPING_CART:EDIT',
  'CP_SHOPPING_CART:SUBMIT',
  'CP_ORDER_CREATION:VIEW',
  'CP_ORDER_CREATION:EDIT',
  'CP_JOB_ORDERS:EDIT',
  'CP_SALES_ORDERS:EDIT',
  'CP_PRICE_QUOTES:EDIT',
  'CP_MY_PROFILE:EDIT',
  'CP_DECEDENTS:EDIT',
  'CP_MEMO:DECIDE',
];

export const ROLES: readonly RoleDefinition[] = [
  { code: 'ADMINISTRATOR', name: 'Administrator', isStaff: true, permissions: ALL_PERMISSIONS },
  {
    code: 'SALES_STAFF',
    name: 'Sales staff',
    isStaff: true,
    permissions: ALL_PERMISSIONS.filter(
      (p) => !p.startsWith('CP_CONFIGURATION:') && p !== 'CP_USERS:EDIT' && p !== 'CP_USERS:SWITCH',
    ),
  },
  {
    code: 'CUSTOMER_ADMIN',
    name: 'Customer admin',
    isStaff: false,
    permissions: [
      ...customerBuy,
      'CP_JOB_ORDERS:APPROVE',
      'CP_PRICE_QUOTES:APPROVE',
      'CP_PAYMENTS:VIEWP',
      'CP_PAYMENTS:PAY',
      'CP_MEDIA_LIBRARY:EDIT',
      'CP_MY_PROFILE:USERS',
    ],
  },
  { code: 'CUSTOMER_BUYER', name: 'Customer buyer', isStaff: false, permissions: customerBuy },
  { code: 'READ_ONLY', name: 'Read-only', isStaff: false, permissions: customerView },
];
