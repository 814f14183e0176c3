import { getIncomingOrderAttributes as getIncomingOrderAttributesCall } from '@portal/shared/cart/get-incoming-order-attributes';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import { useSession } from '../../../lib/session/session';

/** A question an order asks (rush order, needed-by date...); `valueType` is boolean, date, number or text. */
export type IncomingOrderAttribute = CallResponse<typeof getIncomingOrderAttributesCall>[number];

/** GET /api/shoppingCart/incoming-order-attributes: the general questions and those of the customer's type. */
export function getIncomingOrderAttributes(): Promise<IncomingOrderAttribute[]> {
  return api.send(getIncomingOrderAttributesCall, { query: {} }, { silent: true });
}

/**
 * The caller shows 'Error while fetching incoming order attributes!' when this fails (spec §8). The questions depend
 * on who asks (the customer's type) and come in the page's language: the key carries both.
 */
export function useIncomingOrderAttributes() {
  const { user } = useSession();
  const lang = useLang();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQuery({
    queryKey: [...callKey(getIncomingOrderAttributesCall, { query: {} }), viewer, lang],
    queryFn: getIncomingOrderAttributes,
    staleTime: 5 * 60_000,
  });
}
