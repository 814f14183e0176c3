import { createContext, useContext } from 'react';
import { useCurrentUser } from '../../../../lib/session/session';
import type { CardScope } from '../../api/card-queries';

/** The customer a staff member chose on the dashboard (null: every customer), provided by the board. */
export const ChosenCustomerContext = createContext<number | null>(null);

/**
 * Staff see every customer's figures, or those of the customer they chose on the dashboard (at first the one they
 * switched to); a portal user's customer comes from its token, so nothing is sent.
 */
export function useCardScope(): CardScope {
  const user = useCurrentUser();
  const chosen = useContext(ChosenCustomerContext);
  return user.kind === 'staff' && chosen !== null ? { customerId: chosen } : {};
}

export const useIsStaff = () => useCurrentUser().kind === 'staff';

/** A date without a time (an invoice date) is the same day everywhere. */
export const DAY_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
