import type { AuthUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { PAGES, type PageDefinition } from '../../pages';
import { decideAccess, findPage, homePathFor, isValidPageRequest, safeRedirectTarget } from './access';

const page = (id: string): PageDefinition => PAGES.find((p) => p.id === id)!;

function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    email: 'buyer@example.test',
    firstName: 'Bea',
    lastName: 'Buyer',
    fullName: 'Bea Buyer',
    kind: 'customer',
    status: 'active',
    mustChangePassword: false,
    language: 'en',
    startupModule: null,
    imageUrl: null,
    userDetails: { title: null, jobTitle: null, phone: null },
    roles: [],
    permissions: ['0', 'CP_DASHBOARD:VIEW', 'CP_SHOPPING_CART:VIEW', 'CP_MY_PROFILE:VIEW'],
    scope: { customerId: 1, allCustomers: false },
    activeCustomer: { id: 1, accountNumber: 'C1001', name: 'Aurora Jewelers' },
    usersCustomers: [],
    availableModules: [
      { id: 1, name: 'Dashboard', code: 'CP_DASHBOARD', route: '/backoffice/dashboard' },
      { id: 2, name: 'Shopping cart', code: 'CP_SHOPPING_CART', route: '/backoffice/shopping-cart' },
    ],
    impersonator: null,
    ...overrides,
  };
}

describe('findPage', () => {
  it('finds static, parameterised and optional-parameter pages in both languages', () => {
    expect(findPage('/')?.page.id).toBe('home');
    expect(findPage('/fr')?.page.id).toBe('home');
    expect(findPage('/fr/backoffice/dashboard')?.page.id).toBe('backoffice.dashboard');
    expect(findPage('/backoffice/product-catalog')?.page.id).toBe('backoffice.productCatalog');
    expect(findPage('/backoffice/product-catalog/12')?.params).toEqual({ productCategoryId: '12' });
    expect(findPage('/backoffice/order-creation/custom-order/item-type/5')?.page.id).toBe(
      'backoffice.orderCreation.itemType',
    );
    expect(findPage('/backoffice/catalog/3/products')?.page.id).toBe('backoffice.catalogProducts');
  });

  it('knows no page for an unknown path', () => {
    expect(findPage('/nothing-here')).toBeNull();
    expect(findPage('/backoffice/dashboard/extra')).toBeNull();
  });
});

describe('isValidPageRequest (spec §5: a validation failure gives 404)', () => {
  const check = (path: string, search = '') => {
    const found = findPage(path)!;
    return isValidPageRequest(found.page, found.params, new URLSearchParams(search));
  };

  it('accepts numeric ids and known tabs', () => {
    expect(check('/backoffice/product/42')).toBe(true);
    expect(check('/backoffice/status-tracking/job-orders', '?tab=new')).toBe(true);
    expect(check('/backoffice/status-tracking/quotes', '?tab=open')).toBe(true);
  });

  it('refuses other ids and tabs', () => {
    expect(check('/backoffice/product/abc')).toBe(false);
    expect(check('/backoffice/product/0')).toBe(false);
    expect(check('/backoffice/order-creation/custom-order/item-type')).toBe(false);
    expect(check('/backoffice/status-tracking/sales-orders', '?tab=bogus')).toBe(false);
  });
});

describe('decideAccess (spec §5 Access)', () => {
  const anonymous = { user: null, blocked: false };

  it('lets everybody into public pages', () => {
    expect(decideAccess(page('home'), anonymous)).toBeNull();
    expect(decideAccess(page('login'), { user: null, blocked: true })).toBeNull();
  });

  it('sends visitors who are not signed in to /', () => {
    expect(decideAccess(page('backoffice.dashboard'), anonymous)).toBe('/');
  });

  it('explains the cart to visitors who are not signed in', () => {
    expect(decideAccess(page('backoffice.shoppingCart'), anonymous)).toBe('/?notice=cart-login');
  });

  it('sends blocked accounts to /blocked', () => {
    expect(decideAccess(page('backoffice.dashboard'), { user: null, blocked: true })).toBe('/blocked');
  });

  it('holds a pending password change on the sign-in page', () => {
    expect(
      decideAccess(page('backoffice.dashboard'), {
        user: user({ mustChangePassword: true }),
        blocked: false,
      }),
    ).toBe('/login');
  });

  it('checks the page authority against the permission list', () => {
    const session = { user: user(), blocked: false };
    expect(decideAccess(page('backoffice.dashboard'), session)).toBeNull();
    expect(decideAccess(page('backoffice.configuration'), session)).toBe('/backoffice/authorization-error');
    expect(decideAccess(page('backoffice.financial.payments'), session)).toBe(
      '/backoffice/authorization-error',
    );
  });

  it('needs only permission 0 where a page declares no authority', () => {
    expect(
      decideAccess(page('backoffice.authorizationError'), {
        user: user({ permissions: ['0'] }),
        blocked: false,
      }),
    ).toBeNull();
  });
});

describe('homePathFor', () => {
  it('prefers the startup module, then the dashboard, then the first module', () => {
    expect(homePathFor(user({ startupModule: 'CP_SHOPPING_CART' }))).toBe('/backoffice/shopping-cart');
    expect(homePathFor(user())).toBe('/backoffice/dashboard');
    expect(homePathFor(user({ permissions: ['0', 'CP_SHOPPING_CART:VIEW'] }))).toBe(
      '/backoffice/shopping-cart',
    );
    expect(homePathFor(user({ permissions: ['0'] }))).toBe('/backoffice/my-profile');
  });
});

describe('safeRedirectTarget', () => {
  it('allows only same-site paths', () => {
    expect(safeRedirectTarget('/fr/backoffice/seo')).toBe('/fr/backoffice/seo');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});
