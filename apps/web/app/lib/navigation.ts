import type { AuthUser } from '@portal/shared';
import { decideAccess, findPage } from './session/access';

export interface NavItem {
  code: string;
  /** Unprefixed path. */
  route: string;
  /** The API's name, used when the catalogs have none for this module. */
  name: string;
}

/**
 * Screens that belong to no module of spec §2, each listed right after the module whose permission opens it: the mail
 * outbox beside the configuration, where staff look after how the installation behaves; the metal report, the metal
 * received from customers and the metal settings under the metal module; the production stages under production;
 * the quick order after the shopping cart it fills; the statements, the aging report and staff's credit holds after
 * the invoices; a customer administrator's orders awaiting approval after the job orders; a new repair after the job
 * orders too, since a repair is a job order and both staff and customers have that module.
 */
const SCREENS_AFTER_MODULE: readonly (NavItem & { after: string })[] = [
  { code: 'MAIL_OUTBOX', route: '/backoffice/mail-outbox', name: 'Mail outbox', after: 'CP_CONFIGURATION' },
  {
    code: 'METAL_ACCOUNTABILITY',
    route: '/backoffice/metal-accountability',
    name: 'Metal accountability',
    after: 'CP_METAL',
  },
  { code: 'METAL_RECEIPTS', route: '/backoffice/metal-receipts', name: 'Metal received', after: 'CP_METAL' },
  { code: 'METAL_SETTINGS', route: '/backoffice/metal-settings', name: 'Metal settings', after: 'CP_METAL' },
  { code: 'STATEMENTS', route: '/backoffice/financial/statements', name: 'Statements', after: 'CP_INVOICES' },
  { code: 'AGING_REPORT', route: '/backoffice/financial/aging', name: 'Aging report', after: 'CP_INVOICES' },
  { code: 'CREDIT_HOLDS', route: '/backoffice/credit-holds', name: 'Credit holds', after: 'CP_INVOICES' },
  {
    code: 'ORDERS_AWAITING_APPROVAL',
    route: '/backoffice/orders-awaiting-approval',
    name: 'Awaiting approval',
    after: 'CP_JOB_ORDERS',
  },
  { code: 'NEW_REPAIR', route: '/backoffice/repairs/new', name: 'New repair', after: 'CP_JOB_ORDERS' },
  { code: 'QUICK_ORDER', route: '/backoffice/quick-order', name: 'Quick order', after: 'CP_SHOPPING_CART' },
  {
    code: 'PRODUCTION_STAGES',
    route: '/backoffice/production-stages',
    name: 'Production stages',
    after: 'CP_PRODUCTION',
  },
  { code: 'JOBS_AT_RISK', route: '/backoffice/jobs-at-risk', name: 'Jobs at risk', after: 'CP_PRODUCTION' },
];

/**
 * The side navigation (spec §2): the user's available modules that have a screen, kept only when the user's
 * permissions let them open that screen (so no entry leads to the authorization error page).
 */
export function navItemsFor(user: AuthUser): NavItem[] {
  const session = { user, blocked: false };
  const opens = (route: string) => {
    const found = findPage(route);
    return found !== null && decideAccess(found.page, session) === null;
  };
  return user.availableModules.flatMap((module) => {
    const screens = SCREENS_AFTER_MODULE.filter((s) => s.after === module.code && opens(s.route)).map(
      ({ code, route, name }) => ({ code, route, name }),
    );
    if (!module.route || !opens(module.route)) return screens;
    return [{ code: module.code, route: module.route, name: module.name }, ...screens];
  });
}

/** The entry a path belongs to: the longest module route that prefixes it. */
export function activeNavCode(items: NavItem[], path: string): string | null {
  let best: NavItem | null = null;
  for (const item of items) {
    if (
      (path === item.route || path.startsWith(`${item.route}/`)) &&
      (!best || item.route.length > best.route.length)
    ) {
      best = item;
    }
  }
  return best?.code ?? null;
}
