/** The demo accounts of api-conventions, and two more for the roles the spec implies. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@demo.test',
    password: 'Demo#Admin1',
    who: 'Staff administrator: every permission, every customer',
    firstName: 'Ada',
    lastName: 'Marlow',
    kind: 'staff',
    roles: ['ADMINISTRATOR'],
    customers: [],
  },
  {
    email: 'customer@demo.test',
    password: 'Demo#Customer1',
    who: 'Portal user of C1001 Aurora Jewelers, also linked to C1003 Aurora Outlet',
    firstName: 'Claire',
    lastName: 'Dupont',
    kind: 'customer',
    roles: ['CUSTOMER_ADMIN'],
    customers: ['C1001', 'C1003'],
  },
  {
    email: 'other@demo.test',
    password: 'Demo#Customer2',
    who: 'Portal user of C1002 Bellweather Funeral Home only',
    firstName: 'Owen',
    lastName: 'Bell',
    kind: 'customer',
    roles: ['CUSTOMER_ADMIN'],
    customers: ['C1002'],
  },
  {
    email: 'sales@demo.test',
    password: 'Demo#Sales1',
    who: 'Sales staff: orders and catalogue, no configuration',
    firstName: 'Sam',
    lastName: 'Rivera',
    kind: 'staff',
    roles: ['SALES_STAFF'],
    customers: [],
  },
  {
    email: 'viewer@demo.test',
    password: 'Demo#Viewer1',
    who: 'Read-only portal user of C1001 Aurora Jewelers',
    firstName: 'Vera',
    lastName: 'Lind',
    kind: 'customer',
    roles: ['READ_ONLY'],
    customers: ['C1001'],
  },
] as const;

/** Set in hardcoded_settings when the demo data is loaded; /dev-help shows the accounts only then. */
export const DEMO_DATA_SETTING = 'DEMO_DATA';
