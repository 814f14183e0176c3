/**
 * The permission catalogue. A permission is `MODULE:ACTION` (api-conventions "Permissions"); roles hold them per
 * module as role settings. `0` is the base permission every active signed-in user holds.
 */
import { BASE_PERMISSION } from './permission-check';

export { BASE_PERMISSION };
/** Marks a route that needs no sign-in at all (public storefront reads, login). */
export const PUBLIC = 'public';

export interface ModuleDefinition {
  code: string;
  name: string;
  nameFr: string;
  /** Where the back-office navigation sends the user; null for modules without a screen of their own. */
  route: string | null;
  actions: readonly string[];
  /** Staff-only modules never appear for customer users, whatever their roles say. */
  staffOnly: boolean;
  rank: number;
}

export const MODULES = [
  {
    code: 'CP_DASHBOARD',
    name: 'Dashboard',
    nameFr: 'Tableau de bord',
    route: '/backoffice/dashboard',
    actions: ['VIEW'],
    staffOnly: false,
    rank: 10,
  },
  {
    code: 'CP_CATALOG',
    name: 'Catalog',
    nameFr: 'Catalogue',
    route: '/backoffice/product-catalog',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 20,
  },
  {
    code: 'CP_SHOPPING_CART',
    name: 'Shopping cart',
    nameFr: 'Panier',
    route: '/backoffice/shopping-cart',
    actions: ['VIEW', 'EDIT', 'SUBMIT'],
    staffOnly: false,
    rank: 30,
  },
  {
    code: 'CP_ORDER_CREATION',
    name: 'Order creation',
    nameFr: 'Création de commande',
    route: '/backoffice/order-creation/custom-order',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 40,
  },
  {
    code: 'CP_JOB_ORDERS',
    name: 'Job orders',
    nameFr: 'Ordres de fabrication',
    route: '/backoffice/status-tracking/job-orders',
    actions: ['VIEW', 'EDIT', 'APPROVE', 'STATUS'],
    staffOnly: false,
    rank: 50,
  },
  {
    code: 'CP_SALES_ORDERS',
    name: 'Sales orders',
    nameFr: 'Commandes clients',
    route: '/backoffice/status-tracking/sales-orders',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 60,
  },
  {
    code: 'CP_PRICE_QUOTES',
    name: 'Price quotes',
    nameFr: 'Devis',
    route: '/backoffice/status-tracking/quotes',
    actions: ['VIEW', 'EDIT', 'APPROVE'],
    staffOnly: false,
    rank: 70,
  },
  {
    code: 'CP_INVOICES',
    name: 'Invoices',
    nameFr: 'Factures',
    route: '/backoffice/financial/invoices',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 80,
  },
  {
    code: 'CP_PAYMENTS',
    name: 'Payments',
    nameFr: 'Paiements',
    route: '/backoffice/financial/payments',
    actions: ['VIEW', 'VIEWP', 'PAY', 'EDIT'],
    staffOnly: false,
    rank: 90,
  },
  {
    code: 'CP_CUSTOMER_CREDITS',
    name: 'Customer credits',
    nameFr: 'Crédits clients',
    route: '/backoffice/financial/customer-credits',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 100,
  },
  {
    code: 'CP_MEMO',
    name: 'Memo',
    nameFr: 'Confié',
    // Pieces on memo (sale or return): VIEW reads them, DECIDE returns or keeps them (the customer), SEND sends pieces
    // on memo and reads memo out per customer (staff; the service refuses a portal user whatever its roles say).
    route: '/backoffice/memo',
    actions: ['VIEW', 'DECIDE', 'SEND'],
    staffOnly: false,
    rank: 105,
  },
  {
    code: 'CP_MEDIA_LIBRARY',
    name: 'Media library',
    nameFr: 'Médiathèque',
    route: '/backoffice/media-library',
    actions: ['VIEW', 'EDIT', 'ADMIN'],
    staffOnly: false,
    rank: 110,
  },
  {
    code: 'CP_MY_PROFILE',
    name: 'My profile',
    nameFr: 'Mon profil',
    route: '/backoffice/my-profile',
    // USERS: a customer's own administrator manages the portal users of its customer (docs/decisions.md "Sign-up,
    // public form throttles and the staff users page").
    actions: ['VIEW', 'EDIT', 'USERS'],
    staffOnly: false,
    rank: 120,
  },
  {
    code: 'CP_CMS',
    name: 'Content',
    nameFr: 'Contenu',
    route: '/backoffice/cms/contents',
    actions: ['VIEW', 'EDIT'],
    staffOnly: true,
    rank: 200,
  },
  {
    code: 'CP_SEO',
    name: 'SEO',
    nameFr: 'SEO',
    route: '/backoffice/seo',
    actions: ['VIEW', 'EDIT'],
    staffOnly: true,
    rank: 210,
  },
  {
    code: 'CP_CATALOG_ADMIN',
    name: 'Catalog management',
    nameFr: 'Gestion du catalogue',
    route: '/backoffice/catalog',
    actions: ['VIEW', 'EDIT'],
    staffOnly: true,
    rank: 220,
  },
  {
    code: 'CP_CUSTOMERS',
    name: 'Customers',
    nameFr: 'Clients',
    route: null,
    actions: ['VIEW', 'EDIT', 'SWITCH'],
    staffOnly: true,
    rank: 230,
  },
  {
    code: 'CP_USERS',
    name: 'Users',
    nameFr: 'Utilisateurs',
    route: '/backoffice/users',
    actions: ['VIEW', 'EDIT', 'SWITCH'],
    staffOnly: true,
    rank: 240,
  },
  {
    code: 'CP_DECEDENTS',
    name: 'Decedents',
    nameFr: 'Défunts',
    // Funeral homes keep their decedents and fingerprints here (docs/decisions.md "Decedents and fingerprints"); the
    // menu shows it to funeral homes only.
    route: '/backoffice/decedents',
    actions: ['VIEW', 'EDIT'],
    staffOnly: false,
    rank: 250,
  },
  {
    code: 'CP_COMMISSIONS',
    name: 'Commissions',
    nameFr: 'Commissions',
    // What funeral homes earn on paid family orders: VIEW reads them and their monthly statement, SETTLE
    // sets a customer's rate and settles a commission (staff; the service refuses a portal user whatever its roles say).
    route: '/backoffice/commissions',
    actions: ['VIEW', 'SETTLE'],
    staffOnly: false,
    rank: 252,
  },
  {
    code: 'CP_METAL',
    name: 'Metal',
    nameFr: 'Métal',
    // Fixings, metal formulas, price locks, finished weights, metal issued to production and scrap received
    // (docs/jewelry-trade.md §2–4); its screen opens on the fixings and the formulas.
    route: '/backoffice/metal',
    actions: ['VIEW', 'EDIT'],
    staffOnly: true,
    rank: 255,
  },
  {
    code: 'CP_PRODUCTION',
    name: 'Production',
    nameFr: 'Production',
    // Production stages: VIEW reads them, EDIT moves jobs (the drawer's Production tab, the scan page),
    // CONFIGURE sets each service type's stages.
    route: '/backoffice/production/scan',
    actions: ['VIEW', 'EDIT', 'CONFIGURE'],
    staffOnly: true,
    rank: 257,
  },
  {
    code: 'CP_CONFIGURATION',
    name: 'Configuration',
    nameFr: 'Configuration',
    route: '/backoffice/configuration',
    actions: ['VIEW', 'EDIT'],
    staffOnly: true,
    rank: 260,
  },
] as const satisfies readonly ModuleDefinition[];

export type ModuleCode = (typeof MODULES)[number]['code'];
type ActionsOf<M> = M extends { code: infer C extends string; actions: readonly (infer A extends string)[] }
  ? `${C}:${A}`
  : never;
/** Every permission string the product knows, typed so a typo in a route declaration fails to compile. */
export type Permission = ActionsOf<(typeof MODULES)[number]>;
export type RoutePermission = Permission | typeof BASE_PERMISSION | typeof PUBLIC;

// Marked pure so that a bundle that imports this file without using the list leaves it out.
export const ALL_PERMISSIONS: Permission[] = /* @__PURE__ */ MODULES.flatMap((m) =>
  m.actions.map((a) => `${m.code}:${a}` as Permission),
);

export { hasAnyPermission, hasPermission } from './permission-check';
