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
 * The side navigation (spec §2): the user's available modules that have a screen, kept only when the user's
 * permissions let them open that screen (so no entry leads to the authorization error page).
 */
export function navItemsFor(user: AuthUser): NavItem[] {
  const session = { user, blocked: false };
  return user.availableModules.flatMap((module) => {
    if (!module.route) return [];
    const found = findPage(module.route);
    if (!found || decideAccess(found.page, session) !== null) return [];
    return [{ code: module.code, route: module.route, name: module.name }];
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
