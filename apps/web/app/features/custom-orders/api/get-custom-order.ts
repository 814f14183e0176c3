import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { CustomOrderSummary } from './get-top-level-custom-orders';
import { customOrderKeys } from './keys';

export interface CustomOrderImage {
  id: number;
  url: string;
}

/** spec §3 Custom order: sub-items (attachedEntityTypeId, itemTypeID), variants, images; and its children. */
export interface CustomOrderDetail extends CustomOrderSummary {
  metalID: number | null;
  configuration: Record<string, unknown>;
  subItems: {
    itemTypeID: number;
    attachedEntityTypeId: number | null;
    code: string;
    name: string;
    quantity: number;
  }[];
  variants: { id: number; code: string; name: string }[];
  images: CustomOrderImage[];
  children: CustomOrderSummary[];
}

/** GET /api/customOrders/{id} with its stones and parts and its variants. */
export function getCustomOrder(id: number): Promise<CustomOrderDetail> {
  return api.get<CustomOrderDetail>(`/api/customOrders/${id}`, {
    query: { includeSubItems: true, includeVariants: true },
    silent: true,
  });
}

export function useCustomOrder(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.detail(id ?? 0, lang),
    queryFn: () => getCustomOrder(id!),
    enabled: id !== null,
    retry: false,
  });
}
