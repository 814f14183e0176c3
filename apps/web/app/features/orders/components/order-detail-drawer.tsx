import { Alert, Anchor, Button, Drawer, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOrderDetail } from '../api/get-order-detail';
import { availableActions, type Viewer } from '../order-actions';
import type { OrderKind } from '../order-kinds';
import { type CartBridge, OrderActionsBar } from './order-actions-bar';
import { MetalWeightsPanel } from './metal-weights';
import { OrderImages } from './order-images';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';
import { OrderSummary } from './order-summary';
import { OrderWaitingNotice } from './order-waiting';
import { QuoteMetalLock } from './quote-metal-lock';
import { OrderTimeline } from './order-timeline';
import { NestedDialogs } from './nested-dialog';
import { StatusBadge } from './status-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { MetalMovementsSection } from '../../metal/public/metal-movements-section';
import { JobProductionPanel } from '../../production/public/job-production-panel';

/**
 * One order, opened from a row of the list (the URL keeps it: ?id=): its header, actions, facts, items, a job's
 * production stages (its timeline; staff move it there), pictures, notes and status timeline. On a phone it takes
 * the whole screen.
 */
export function OrderDetailDrawer({
  kind,
  orderId,
  viewer,
  cart,
  onClose,
}: {
  kind: OrderKind;
  orderId: number | null;
  viewer: Viewer;
  cart: CartBridge;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const detail = useOrderDetail(kind, orderId);
  // A dialog over the drawer takes Escape for itself.
  const [nested, setNested] = useState(0);
  const registerDialog = useCallback((delta: number) => setNested((n) => n + delta), []);
  const order = detail.data;
  const actions = order
    ? availableActions(kind, { statusCode: order.status.code, listGroup: order.status.listGroup }, viewer)
    : new Set<never>();
  // The job's metal: staff of the metal module only (issued to and returned from production, and its loss).
  const showsMetal = kind === 'JO' && viewer.isStaff && hasPermission(viewer.permissions, 'CP_METAL:VIEW');

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      closeOnEscape={nested === 0}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Title order={2} size="h3" data-testid="order-detail-code">
          {order?.code ?? t('orders.detail.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('orders.detail.close') }}
      data-testid="order-detail"
    >
      <NestedDialogs.Provider value={registerDialog}>
        {detail.isPending ? (
          <Loader aria-label={t('app.loading')} />
        ) : detail.isError || !order ? (
          <Alert color="red" role="alert" title={t('orders.detail.loadFailed')}>
            <Button variant="default" size="xs" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Group gap="sm">
                <StatusBadge
                  name={order.status.name}
                  code={order.status.code}
                  listGroup={order.status.listGroup}
                />
                <Text size="sm" c="dimmed">
                  {t('orders.detail.placedOn', { date: format.date(order.orderDate) })}
                </Text>
                <Anchor
                  component={Link}
                  to={localize(`/order-confirmation/${encodeURIComponent(order.code)}`)}
                  size="sm"
                  data-testid="order-confirmation-link"
                >
                  {t('orderConfirmation.open')}
                </Anchor>
              </Group>
              <Text fw={700} size="lg">
                {format.money(order.totals.grandTotal, order.totals.currencyCode)}
              </Text>
            </Group>
            <OrderActionsBar kind={kind} order={order} actions={actions} cart={cart} />
            {kind === 'PQ' && <QuoteMetalLock order={order} canLock={actions.has('approve')} />}
            <Tabs defaultValue="overview" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="overview">{t('orders.detail.tabs.overview')}</Tabs.Tab>
                <Tabs.Tab value="items">
                  {t('orders.detail.tabs.items', { count: order.items.length })}
                </Tabs.Tab>
                {kind === 'JO' && (
                  <Tabs.Tab value="production" data-testid="order-tab-production">
                    {t('orders.detail.tabs.production')}
                  </Tabs.Tab>
                )}
                {kind === 'JO' && <Tabs.Tab value="images">{t('orders.detail.tabs.images')}</Tabs.Tab>}
                {kind === 'JO' && (
                  <Tabs.Tab value="metal" data-testid="order-tab-metal">
                    {t('orders.detail.tabs.metal')}
                  </Tabs.Tab>
                )}
                {showsMetal && (
                  <Tabs.Tab value="production-metal" data-testid="order-tab-production-metal">
                    {t('orders.detail.tabs.productionMetal')}
                  </Tabs.Tab>
                )}
                <Tabs.Tab value="notes" data-testid="order-tab-notes">
                  {t('orders.detail.tabs.notes')}
                </Tabs.Tab>
                <Tabs.Tab value="history" data-testid="order-tab-history">
                  {t('orders.detail.tabs.history')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="overview" pt="md">
                <OrderWaitingNotice waitingOn={order.waitingOn} mb="md" />
                <OrderSummary order={order} isStaff={viewer.isStaff} />
              </Tabs.Panel>
              <Tabs.Panel value="items" pt="md">
                <OrderItems
                  kind={kind}
                  orderId={order.id}
                  items={order.items}
                  currency={order.totals.currencyCode}
                />
              </Tabs.Panel>
              {kind === 'JO' && (
                <Tabs.Panel value="production" pt="md">
                  <JobProductionPanel
                    orderId={order.id}
                    canPrint={viewer.isStaff && hasPermission(viewer.permissions, 'CP_PRODUCTION:VIEW')}
                    canMove={viewer.isStaff && hasPermission(viewer.permissions, 'CP_PRODUCTION:EDIT')}
                    currency={order.totals.currencyCode}
                    viewer={viewer}
                    statusCode={order.status.code}
                  />
                </Tabs.Panel>
              )}
              {kind === 'JO' && (
                <Tabs.Panel value="images" pt="md">
                  <OrderImages orderId={order.id} />
                </Tabs.Panel>
              )}
              {kind === 'JO' && (
                <Tabs.Panel value="metal" pt="md">
                  <MetalWeightsPanel orderId={order.id} viewer={viewer} />
                </Tabs.Panel>
              )}
              {showsMetal && (
                <Tabs.Panel value="production-metal" pt="md">
                  <MetalMovementsSection
                    orderId={order.id}
                    canEdit={hasPermission(viewer.permissions, 'CP_METAL:EDIT')}
                  />
                </Tabs.Panel>
              )}
              <Tabs.Panel value="notes" pt="md">
                <OrderNotes
                  kind={kind}
                  orderId={order.id}
                  orderCode={order.code}
                  canAdd={actions.has('addNote')}
                  canInternal={actions.has('addInternalNote')}
                />
              </Tabs.Panel>
              <Tabs.Panel value="history" pt="md">
                <OrderTimeline timeline={order.timeline} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </NestedDialogs.Provider>
    </Drawer>
  );
}
