import { getCustomOrder as getCustomOrderCall } from '@portal/shared/custom-orders/get-custom-order';
import type { CustomOrderImage } from '@portal/shared/custom-orders/schemas';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type { CustomOrderImage };

/** spec §3 Custom order: sub-items (attachedEntityTypeId, itemTypeID), variants, images; and its children. */
export type CustomOrderDetail = CallResponse<typeof getCustomOrderCall>;

/** With its stones and parts and its variants. */
const inputOf = (id: number): CallInput<typeof getCustomOrderCall> => ({
  params: { id },
  query: { includeSubItems: 'true', includeVariants: 'true' },
});

/** GET /api/customOrders/{id} with its stones and parts and its variants. */
export function getCustomOrder(id: number): Promise<CustomOrderDetail> {
  return api.send(getCustomOrderCall, inputOf(id), { silent: true });
}

export function useCustomOrder(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCustomOrderCall, inputOf(id ?? 0)), lang],
    queryFn: () => getCustomOrder(id!),
    enabled: id !== null,
    retry: false,
  });
}
