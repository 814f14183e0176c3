import { Stack, Tabs } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSavedGridSettings } from '../../../lib/grid-settings';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params';
import { useHydratedMark } from '../../../lib/use-hydrated';
import type { OrderRow } from '../api/order-types';
import {
  DEFAULT_SORT,
  filtersFromSearch,
  type ListSort,
  type OrderListFilters,
  searchFromFilters,
} from '../list-query';
import { canChangeStatusInBulk, type Viewer } from '../order-actions';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { JobServicesView } from './job-services-view';
import type { CartBridge } from './order-actions-bar';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilters } from './order-filters';
import { OrderList, type OrderPaymentBridge } from './order-list';

const SERVICES_TAB = 'services';

/** The list's URL with an order open over it (`?id=`), its filters kept. */
const withOrder = (id: number) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set('id', String(id));
  return next;
};

/**
 * The status tracking page of one kind (spec §2 / §4): its tabs (plus the job services view of job orders), the
 * filters, the list and the open order, all in the URL.
 */
export function OrderTrackingPage({
  kind,
  viewer,
  cart,
  customerFilter,
  payment,
}: {
  kind: OrderKind;
  viewer: Viewer;
  cart: CartBridge;
  /** Paying selected orders by card, when the viewer may (the page composes it from the finance feature). */
  payment?: OrderPaymentBridge;
  /** Staff: a customer picker bound to the customer filter (the page composes it from the customers feature). */
  customerFilter?: (value: number | null, onChange: (customerId: number | null) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const config = ORDER_KINDS[kind];
  // Every change of the URL starts from the latest one: a tab clicked as the search text lands keeps the search.
  const { params, write, followLink } = useLatestSearchParams();
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  const saved = useSavedGridSettings(config.gridCode).data?.sort;
  const defaultSort = useMemo<ListSort>(
    () =>
      saved
        ? { sortBy: saved.field as ListSort['sortBy'], sortAsc: saved.direction === 'asc' }
        : DEFAULT_SORT,
    [saved],
  );
  const filters = useMemo(() => filtersFromSearch(kind, params, defaultSort), [kind, params, defaultSort]);
  const openId = Number(params.get('id')) || null;

  const change = useCallback(
    (next: Partial<OrderListFilters>, push = false) =>
      write(
        (current) =>
          searchFromFilters(
            kind,
            { ...filtersFromSearch(kind, current, defaultSort), ...next },
            current,
            defaultSort,
          ),
        { push },
      ),
    [kind, write, defaultSort],
  );
  const detailHref = useCallback((row: OrderRow) => `?${withOrder(row.id)(params).toString()}`, [params]);
  /** Opening an order keeps the filters of the latest URL, not those of the render the link was drawn in. */
  const openDetail = useCallback(
    (row: OrderRow, event: MouseEvent<HTMLElement>) => followLink(event, withOrder(row.id)),
    [followLink],
  );
  const closeDetail = () =>
    write(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        return next;
      },
      { push: true },
    );

  const tabValue = filters.view === 'services' ? SERVICES_TAB : filters.tab;
  // A new set of filters is a new list: its selection and pages start over.
  const listKey = JSON.stringify(filters);

  return (
    <Stack gap="md" ref={hydratedMark}>
      <Tabs
        value={tabValue}
        onChange={(tab) => {
          if (!tab) return;
          if (tab === SERVICES_TAB) change({ view: 'services' }, true);
          else change({ view: 'list', tab, statusCode: null }, true);
        }}
      >
        <Tabs.List
          aria-label={t('orders.tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {config.tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`order-tab-${tab}`}>
              {t(`orders.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
          {kind === 'JO' && (
            <Tabs.Tab value={SERVICES_TAB} data-testid="order-tab-services">
              {t('orders.tabs.services')}
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>

      {filters.view === 'services' ? (
        <JobServicesView isStaff={viewer.isStaff} detailHref={detailHref} openDetail={openDetail} />
      ) : (
        <>
          <OrderFilters
            kind={kind}
            filters={filters}
            onChange={(next) => change(next)}
            customerFilter={
              viewer.isStaff && customerFilter
                ? customerFilter(filters.customerId, (customerId) => change({ customerId }))
                : undefined
            }
          />
          <OrderList
            key={listKey}
            kind={kind}
            filters={filters}
            isStaff={viewer.isStaff}
            canBulk={canChangeStatusInBulk(kind, viewer)}
            payment={kind === 'PQ' ? undefined : payment}
            detailHref={detailHref}
            openDetail={openDetail}
            onSortChange={(sort) => change(sort)}
          />
        </>
      )}

      <OrderDetailDrawer kind={kind} orderId={openId} viewer={viewer} cart={cart} onClose={closeDetail} />
    </Stack>
  );
}
