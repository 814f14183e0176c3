import type { SubmittedOrderKind } from '@portal/shared';
import { forbidden, notFound } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';

/** A card shows data of another module: the caller needs that module's VIEW too, as its own list would ask. */
export const ORDER_VIEW_PERMISSION: Record<SubmittedOrderKind, string> = {
  JO: 'CP_JOB_ORDERS:VIEW',
  SO: 'CP_SALES_ORDERS:VIEW',
  PQ: 'CP_PRICE_QUOTES:VIEW',
};
export const INVOICE_VIEW_PERMISSION = 'CP_INVOICES:VIEW';

export function requirePermission(scope: Scope, permission: string): void {
  if (!scope.permissions.has(permission)) throw forbidden();
}

/**
 * The customer a card is about: staff choose one (or none: every customer); a portal user always gets its active
 * customer, and naming another one is "not found", never a look at it.
 */
export function cardCustomer(scope: Scope, requested: number | undefined): number | undefined {
  if (isStaff(scope)) return requested;
  if (requested !== undefined && requested !== scope.customerId) throw notFound('The customer');
  return scope.customerId ?? -1;
}
