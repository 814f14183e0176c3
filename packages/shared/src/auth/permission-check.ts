/**
 * The permission checks alone, apart from the module catalogue (permissions.ts): a page that only checks a permission
 * (every storefront page does) then carries a few lines, not the list of every module and its names.
 */

/** The base permission every active signed-in user holds. */
export const BASE_PERMISSION = '0';

/** spec §5: a permission check is true only when the user is signed in and the list holds the permission. */
export function hasPermission(permissions: readonly string[] | null | undefined, required: string): boolean {
  if (!permissions) return false;
  if (required === BASE_PERMISSION) return true;
  return permissions.includes(required);
}

/** spec §5 Access: a route with several authorities needs at least one of them; none means permission 0. */
export function hasAnyPermission(
  permissions: readonly string[] | null | undefined,
  required: readonly string[],
): boolean {
  if (!permissions) return false;
  if (required.length === 0) return true;
  return required.some((p) => hasPermission(permissions, p));
}
