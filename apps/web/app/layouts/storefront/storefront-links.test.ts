import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS } from './storefront-links';

describe('storefront footer links', () => {
  const paths = FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.path as string));

  it('lists the storefront pages of spec §1', () => {
    expect(paths).toEqual(expect.arrayContaining(['/catalogue', '/faqs', '/contact-us', '/sign-up']));
  });

  it('does not link the developer help, which shows the demo passwords', () => {
    expect(paths).not.toContain('/dev-help');
  });
});
