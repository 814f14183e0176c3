import type { PageDefinition } from '../pages';
import { findPageById } from './session/access';

export interface Crumb {
  id: string;
  titleKey: string;
  /** Unprefixed link, or null when the page needs a parameter the trail does not know. */
  path: string | null;
}

/** The path of a page without its optional parameters; null when it has required ones. */
export function staticPathOf(page: PageDefinition): string | null {
  const path = `/${page.path.replace(/\/:[^/]+\?/g, '')}`;
  return path.includes(':') ? null : path;
}

/** Home (storefront) or Dashboard (back-office), then each parent, then the page itself. */
export function breadcrumbTrail(page: PageDefinition): Crumb[] {
  const trail: PageDefinition[] = [];
  for (let current: PageDefinition | undefined = page; current && trail.length < 10;) {
    trail.unshift(current);
    current = current.parent ? findPageById(current.parent) : undefined;
  }
  const root = findPageById(page.layout === 'default' ? 'backoffice.dashboard' : 'home');
  if (root && trail[0]?.id !== root.id) trail.unshift(root);
  return trail.map((p) => ({ id: p.id, titleKey: p.titleKey, path: staticPathOf(p) }));
}
