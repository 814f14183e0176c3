import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from './errors';

/** Who is calling: passed explicitly to every service (code-style habit 3). */
export interface Scope {
  userId: number;
  /** The staff member acting as userId after switchUser, or null. */
  impersonatorId: number | null;
  sessionId: string;
  kind: 'staff' | 'customer';
  /** The active customer; from the token, never from the request. */
  customerId: number | null;
  permissions: ReadonlySet<string>;
  requestId: string;
}

export const isStaff = (scope: Scope) => scope.kind === 'staff';

/**
 * The one place customer isolation is decided. Customer users see their active customer only; staff see every
 * customer, or the one they ask for. Returns a condition for `where`, or undefined for "no restriction".
 */
export function customerCondition(
  scope: Scope,
  column: PgColumn,
  requestedCustomerId?: number | null,
): SQL | undefined {
  const customerId = scopedCustomerId(scope, requestedCustomerId);
  return customerId === null ? undefined : eq(column, customerId);
}

/**
 * The one customer a read is limited to, or null for every customer (staff who asked for none): a portal user always
 * reads its active customer's (-1, which matches nothing, when it has none); staff the customer they asked for.
 */
export function scopedCustomerId(scope: Scope, requestedCustomerId?: number | null): number | null {
  if (isStaff(scope)) return requestedCustomerId || null;
  return scope.customerId ?? -1;
}

/** For a record already loaded: another customer's record is reported as missing, never as forbidden. */
export function assertCustomerAccess(
  scope: Scope,
  ownerCustomerId: number | null,
  what = 'The record',
): void {
  if (isStaff(scope)) return;
  if (ownerCustomerId === null || ownerCustomerId !== scope.customerId) throw notFound(what);
}
