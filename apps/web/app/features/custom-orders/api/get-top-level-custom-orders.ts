import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { customOrderKeys } from './keys';

/** A custom order as the lists show it. */
export interface CustomOrderSummary {
  id: number;
  parentId: number | null;
  itemTypeID: number;
  code: string;
  name: string;
  metalName: string | null;
  quantity: number;
  unitPrice: number;
  description: string | null;
  /** The job order it became; null while none. */
  jobOrderId: number | null;
  jobOrderCode: string | null;
  imageUrl: string | null;
  childCount: number;
  createdAt: string;
}

export interface CustomOrderPage {
  items: CustomOrderSummary[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

export const CUSTOM_ORDER_PAGE_SIZE = 10;

/** GET /api/customOrders/getTopLevelCustomOrders: the caller's sets (custom orders that are not part of another), newest first. */
export function getTopLevelCustomOrders(pageNo: number): Promise<CustomOrderPage> {
  return api.get<CustomOrderPage>('/api/customOrders/getTopLevelCustomOrders', {
    query: { pageNo, pageSize: CUSTOM_ORDER_PAGE_SIZE },
  });
}

export function useTopLevelCustomOrders(pageNo: number) {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.topLevel(pageNo, lang),
    queryFn: () => getTopLevelCustomOrders(pageNo),
    placeholderData: keepPreviousData,
  });
}
