import type { ReactNode } from 'react';
import { hasPermission } from '@portal/shared/auth/permission-check';

/** Who looks at the finance screens: staff see every customer and filter by one; a portal user sees its own. */
export interface FinanceViewer {
  isStaff: boolean;
  permissions: readonly string[];
}

/** Paying selected invoices (a viewer who tries to pay is refused). */
export const canPay = (viewer: FinanceViewer) => hasPermission(viewer.permissions, 'CP_PAYMENTS:PAY');

/** Staff recording money that came in outside the card processors (a PayPal overpayment). */
export const canRecordPayments = (viewer: FinanceViewer) =>
  viewer.isStaff && hasPermission(viewer.permissions, 'CP_PAYMENTS:EDIT');

/** spec §6: the credit cards of the user are loaded only with CP_PAYMENTS:VIEWP. */
export const canLoadCards = (viewer: FinanceViewer) => hasPermission(viewer.permissions, 'CP_PAYMENTS:VIEWP');

/** Renders the customer picker bound to a list's customer filter (the route composes it from the customers feature). */
export type CustomerFilterSlot = (
  value: number | null,
  onChange: (customerId: number | null) => void,
) => ReactNode;

/** The customer credits a payer may see, and so offer to pay with in the pay dialog. */
export const canSeeCredits = (viewer: FinanceViewer) =>
  hasPermission(viewer.permissions, 'CP_CUSTOMER_CREDITS:VIEW');
