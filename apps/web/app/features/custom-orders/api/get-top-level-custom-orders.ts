import type { CustomOrderSummary } from '@portal/shared/custom-orders/schemas';
import { getTopLevelCustomOrders as getTopLevelCustomOrdersCall } from '@portal/shared/custom-orders/get-top-level-custom-orders';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** A custom order as the lists show it. */
export type { CustomOrderSummary };

export type CustomOrderPage = CallResponse<typeof getTopLevelCustomOrdersCall>;

export const CUSTOM_ORDER_PAGE_SIZE = 10;

const inputOf = (pageNo: number): CallInput<typeof getTopLevelCustomOrdersCall> => ({
  query: { pageNo, pageSize: CUSTOM_ORDER_PAGE_SIZE },
});

/** GET /api/customOrders/getTopLevelCustomOrders: the caller's sets (custom orders that are not part of another), newest first. */
export function getTopLevelCustomOrders(pageNo: number): Promise<CustomOrderPage> {
  return api.send(getTopLevelCustomOrdersCall, inputOf(pageNo));
}

/** Product and metal names come in the page's language: the key carries it. */
export function useTopLevelCustomOrders(pageNo: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getTopLevelCustomOrdersCall, inputOf(pageNo)), lang],
    queryFn: () => getTopLevelCustomOrders(pageNo),
    placeholderData: keepPreviousData,
  });
}
