import { MODULES } from '@portal/shared/auth/permissions';
import type { Lang } from '../pages';
import type { Translate } from './i18n/i18n';

/**
 * Permissions and roles as a person reads them, in the page's language: never the raw code ("CP_JOB_ORDERS:VIEW",
 * "CUSTOMER_ADMIN"). A module is named by its catalogue name (English or French), an action by the `access.actions`
 * texts, a role by the `access.roles` texts; an unknown code falls back to the name the server gave, else the code.
 */

/** "Job orders: View" / "Ordres de fabrication : consulter" for "CP_JOB_ORDERS:VIEW"; "0" is signing in. */
export function permissionName(t: Translate, lang: Lang, code: string): string {
  if (code === '0') return t('access.base');
  const [moduleCode = '', action = ''] = code.split(':');
  const module = MODULES.find((m) => m.code === moduleCode);
  const moduleName = module ? (lang === 'fr' ? module.nameFr : module.name) : moduleCode;
  if (!action) return moduleName;
  return t('access.permission', {
    module: moduleName,
    action: t(`access.actions.${action}`, { defaultValue: action }),
  });
}

/** The name of an action alone ("View" / "Consulter"), for a permission shown under its module. */
export function actionName(t: Translate, action: string): string {
  const text = t(`access.actions.${action}`, { defaultValue: action });
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A role by its code ("CUSTOMER_ADMIN", or as some screens print it, "CUSTOMER ADMIN"); else the name given. */
export function roleName(t: Translate, role: string | { code: string; name?: string | null }): string {
  const code = typeof role === 'string' ? role : role.code;
  const fallback = typeof role === 'string' ? role : (role.name ?? role.code);
  const key = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return t(`access.roles.${key}`, { defaultValue: fallback });
}
