import type { AuthUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { activeNavCode, navItemsFor } from './navigation';

const configuration = {
  id: 19,
  name: 'Configuration',
  code: 'CP_CONFIGURATION',
  route: '/backoffice/configuration',
};
const dashboard = { id: 1, name: 'Dashboard', code: 'CP_DASHBOARD', route: '/backoffice/dashboard' };

function user(
  kind: AuthUser['kind'],
  permissions: string[],
  modules: AuthUser['availableModules'],
): AuthUser {
  return {
    id: 7,
    email: 'someone@example.test',
    firstName: 'Sam',
    lastName: 'One',
    fullName: 'Sam One',
    kind,
    status: 'active',
    mustChangePassword: false,
    language: 'en',
    startupModule: null,
    imageUrl: null,
    userDetails: { title: null, jobTitle: null, phone: null },
    roles: [],
    permissions: ['0', ...permissions],
    scope: { customerId: null, allCustomers: kind === 'staff' },
    activeCustomer: null,
    usersCustomers: [],
    availableModules: modules,
    impersonator: null,
  } as AuthUser;
}

describe('the back-office navigation', () => {
  it('lists the mail outbox right after the configuration for staff who may open it', () => {
    const staff = user('staff', ['CP_DASHBOARD:VIEW', 'CP_CONFIGURATION:VIEW'], [dashboard, configuration]);
    const items = navItemsFor(staff);
    expect(items.map((i) => i.code)).toEqual(['CP_DASHBOARD', 'CP_CONFIGURATION', 'MAIL_OUTBOX']);
    expect(activeNavCode(items, '/backoffice/mail-outbox')).toBe('MAIL_OUTBOX');
    expect(activeNavCode(items, '/backoffice/configuration')).toBe('CP_CONFIGURATION');
  });

  it('shows no mail outbox to a user without the configuration', () => {
    const buyer = user('customer', ['CP_DASHBOARD:VIEW'], [dashboard]);
    expect(navItemsFor(buyer).map((i) => i.code)).toEqual(['CP_DASHBOARD']);
  });

  it('offers a new repair after the job orders to whoever may open one, staff or customer', () => {
    const jobOrders = {
      id: 5,
      name: 'Job orders',
      code: 'CP_JOB_ORDERS',
      route: '/backoffice/status-tracking/job-orders',
    };
    const bench = user('staff', ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:EDIT'], [jobOrders]);
    expect(navItemsFor(bench).map((i) => i.code)).toEqual(['CP_JOB_ORDERS', 'NEW_REPAIR']);
    const buyer = user('customer', ['CP_JOB_ORDERS:VIEW', 'CP_SHOPPING_CART:EDIT'], [jobOrders]);
    const items = navItemsFor(buyer);
    expect(items.map((i) => i.code)).toEqual(['CP_JOB_ORDERS', 'NEW_REPAIR']);
    expect(activeNavCode(items, '/backoffice/repairs/new')).toBe('NEW_REPAIR');
    const viewer = user('customer', ['CP_JOB_ORDERS:VIEW'], [jobOrders]);
    expect(navItemsFor(viewer).map((i) => i.code)).toEqual(['CP_JOB_ORDERS']);
  });
});
