import type { Lang } from '../../../pages';
import type { OrderListFilters } from '../list-query';
import type { OrderKind } from '../order-kinds';

/**
 * Query keys of order tracking (one factory per domain). The API answers status and product names in the page's
 * language: those keys carry it. Everything of a kind sits under `orderKeys.kind(kind)`, which an action invalidates.
 */
export const orderKeys = {
  all: ['orders'] as const,
  kind: (kind: OrderKind) => [...orderKeys.all, kind] as const,
  list: (kind: OrderKind, filters: OrderListFilters, pageSize: number, lang: Lang) =>
    [...orderKeys.kind(kind), 'list', filters, pageSize, lang] as const,
  jobServices: (pageSize: number, lang: Lang) =>
    [...orderKeys.kind('JO'), 'job-services', pageSize, lang] as const,
  jobServiceGroup: (serviceTypeId: number, pageSize: number, lang: Lang) =>
    [...orderKeys.kind('JO'), 'job-service-group', serviceTypeId, pageSize, lang] as const,
  detail: (kind: OrderKind, id: number, lang: Lang) => [...orderKeys.kind(kind), 'detail', id, lang] as const,
  notes: (kind: OrderKind, id: number, which: 'notes' | 'customernotes') =>
    [...orderKeys.kind(kind), 'notes', id, which] as const,
  allItems: (id: number, lang: Lang) => [...orderKeys.kind('JO'), 'all-items', id, lang] as const,
  images: (id: number) => [...orderKeys.kind('JO'), 'images', id] as const,
  statuses: (list: string, lang: Lang) => [...orderKeys.all, 'statuses', list, lang] as const,
};
