import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages';
import { breadcrumbTrail } from './breadcrumbs';

const page = (id: string) => PAGES.find((p) => p.id === id)!;

describe('breadcrumbs', () => {
  it('start at the dashboard in the back-office and follow the parents', () => {
    expect(breadcrumbTrail(page('backoffice.cms.component')).map((c) => [c.id, c.path])).toEqual([
      ['backoffice.dashboard', '/backoffice/dashboard'],
      ['backoffice.cms.components', '/backoffice/cms/components'],
      ['backoffice.cms.component', null],
    ]);
  });

  it('start at home on the storefront and drop optional parameters from links', () => {
    expect(breadcrumbTrail(page('storefront.product')).map((c) => c.path)).toEqual(['/', '/catalogue', null]);
  });
});
