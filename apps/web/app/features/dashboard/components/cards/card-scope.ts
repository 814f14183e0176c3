import { useCurrentUser } from '../../../../lib/session/session';
import type { CardScope } from '../../api/card-queries';

/**
 * Staff see every customer's figures, or those of the customer they switched to; a portal user's customer comes from
 * its token, so nothing is sent.
 */
export function useCardScope(): CardScope {
  const user = useCurrentUser();
  return user.kind === 'staff' && user.activeCustomer ? { customerId: user.activeCustomer.id } : {};
}

export const useIsStaff = () => useCurrentUser().kind === 'staff';

/** A date without a time (an invoice date) is the same day everywhere. */
export const DAY_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
