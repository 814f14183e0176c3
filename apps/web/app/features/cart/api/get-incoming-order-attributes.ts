import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { useSession } from '../../../lib/session/session';
import { cartKeys } from './keys';

/** A question an order asks (rush order, needed-by date...); `valueType` is boolean, date, number or text. */
export interface IncomingOrderAttribute {
  id: number;
  code: string;
  name: string;
  valueType: string;
  isRequired: boolean;
}

/** GET /api/shoppingCart/incoming-order-attributes: the general questions and those of the customer's type. */
export function getIncomingOrderAttributes(): Promise<IncomingOrderAttribute[]> {
  return api.get<IncomingOrderAttribute[]>('/api/shoppingCart/incoming-order-attributes', { silent: true });
}

/** The caller shows 'Error while fetching incoming order attributes!' when this fails (spec §8). */
export function useIncomingOrderAttributes() {
  const { user } = useSession();
  const lang = useLang();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQuery({
    queryKey: cartKeys.incomingOrderAttributes(viewer, lang),
    queryFn: getIncomingOrderAttributes,
    staleTime: 5 * 60_000,
  });
}
