import type { Language } from '@portal/shared/platform/language';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { mediaAssets, mediaFolders } from './tables';
import { AppError, forbidden } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { isStaff, type Scope } from '../../platform/scope';

/** The admin view (spec §6 "separate customer and admin views"): staff holding CP_MEDIA_LIBRARY:ADMIN see everything. */
export const isMediaAdmin = (scope: Scope) =>
  isStaff(scope) && scope.permissions.has('CP_MEDIA_LIBRARY:ADMIN');

/** The customer view: the caller's customer's own assets and the ones staff shared. Undefined: no restriction. */
export function visibleAssets(scope: Scope): SQL | undefined {
  if (isMediaAdmin(scope)) return undefined;
  return or(eq(mediaAssets.customerId, scope.customerId ?? -1), eq(mediaAssets.shared, true));
}

export function visibleFolders(scope: Scope): SQL | undefined {
  if (isMediaAdmin(scope)) return undefined;
  return or(eq(mediaFolders.customerId, scope.customerId ?? -1), eq(mediaFolders.shared, true));
}

export const andVisible = (scope: Scope, visible: (scope: Scope) => SQL | undefined, condition: SQL) =>
  and(condition, visible(scope));

/** A shared item a customer sees is still the staff's: changing it is refused (it exists, so 403, not 404). */
export function assertMayChange(scope: Scope, ownerCustomerId: number | null, language: Language): void {
  if (isMediaAdmin(scope)) return;
  if (ownerCustomerId === null || ownerCustomerId !== scope.customerId)
    throw forbidden(translateMessage(language, 'This item is shared by staff: only staff can change it.'));
}

/** The customer an upload or a folder of the caller belongs to: a customer's own, or null for staff. */
export function ownerOf(scope: Scope): number | null {
  if (isMediaAdmin(scope)) return null;
  if (scope.customerId === null) throw new AppError('FORBIDDEN', 'Choose a customer account first');
  return scope.customerId;
}
