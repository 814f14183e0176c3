import { hasAnyPermission } from '@portal/shared/auth/permission-check';
import type { AuthUser } from '@portal/shared';
import { matchPath } from 'react-router';
import { type PageDefinition, PAGES, type ParamKind } from '../../pages';
import { stripLang } from '../i18n/paths';
import type { Session } from './session';

export interface PageMatch {
  page: PageDefinition;
  params: Record<string, string | undefined>;
}

/** The page of a URL path (with or without the /fr prefix), from the one page definition. */
export function findPage(pathname: string): PageMatch | null {
  const path = stripLang(pathname);
  for (const page of PAGES) {
    const match = matchPath({ path: `/${page.path}`, end: true }, path);
    if (match) return { page, params: match.params };
  }
  return null;
}

export const findPageById = (id: string): PageDefinition | undefined => PAGES.find((page) => page.id === id);

const PARAM_PATTERNS: Record<ParamKind, RegExp> = {
  id: /^[1-9]\d{0,9}$/,
  code: /^[\p{L}\p{N}][\p{L}\p{N}._~ -]{0,119}$/u,
};

/** spec §5: "A page validation failure gives the 404 page": bad parameters or an unknown ?tab= of an order list. */
export function isValidPageRequest(
  page: PageDefinition,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): boolean {
  for (const [name, kind] of Object.entries(page.params ?? {})) {
    const value = params[name];
    if (value !== undefined && !PARAM_PATTERNS[kind].test(value)) return false;
  }
  const tab = search.get('tab');
  return !page.tabs || tab === null || page.tabs.includes(tab);
}

/** Query string the landing page reads to explain a redirect (spec §5: the logged-out cart message). */
export const CART_LOGIN_NOTICE = 'cart-login';

/**
 * spec §5 Access, in order: public pages are open; a blocked account goes to /blocked; nobody signed in goes to /
 * (from the cart, with the cart message); a forced password change goes to the sign-in page, which asks for it; a user
 * without one of the page's permissions goes to /backoffice/authorization-error. Returns the unprefixed redirect
 * target, or null to let the user in.
 */
export function decideAccess(page: PageDefinition, session: Session): string | null {
  if (page.authority === 'public') return null;
  if (session.blocked) return '/blocked';
  const user = session.user;
  if (!user) return page.id === 'backoffice.shoppingCart' ? `/?notice=${CART_LOGIN_NOTICE}` : '/';
  if (user.mustChangePassword) return '/login';
  if (!hasAnyPermission(user.permissions, page.authority)) return '/backoffice/authorization-error';
  return null;
}

/** Where a user lands after signing in: the startup module, else the dashboard, else the first module they may open. */
export function homePathFor(user: AuthUser): string {
  const session = { user, blocked: false };
  const canOpen = (path: string) => {
    const found = findPage(path);
    return found !== null && decideAccess(found.page, session) === null;
  };
  const modules = user.availableModules.filter((module) => module.route && canOpen(module.route));
  const startup = modules.find((module) => module.code === user.startupModule);
  if (startup?.route) return startup.route;
  if (canOpen('/backoffice/dashboard')) return '/backoffice/dashboard';
  return modules[0]?.route ?? '/backoffice/my-profile';
}

/** Only same-site, unprefixed-or-prefixed app paths may be a post-sign-in target (no open redirects). */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
