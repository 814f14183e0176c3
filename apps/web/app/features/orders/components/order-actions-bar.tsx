import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { doneMessage, notifySuccess } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useApproveJobOrder } from '../api/approve-job-order';
import { useCancelJobOrder } from '../api/cancel-job-order';
import { useDeclineJobOrder } from '../api/decline-job-order';
import { useGeneratePaidInvoice } from '../api/generate-paid-invoice';
import { useOrderStatuses } from '../api/get-order-statuses';
import type { OrderDetail } from '../api/order-types';
import { useReorderOrder } from '../api/reorder-order';
import { useSetQuoteStatus } from '../api/set-quote-status';
import { useUpdateJobOrderStatuses } from '../api/update-job-order-statuses';
import { reportFailure, serverMessageOf } from '../feedback';
import type { OrderAction } from '../order-actions';
import type { OrderKind } from '../order-kinds';
import { ApproveJobModal } from './approve-modal';
import { ConfirmModal } from './confirm-modal';
import { DeclineModal } from './decline-modal';
import { ReorderResultModal } from './reorder-result-modal';
import { SetStatusModal } from './set-status-modal';

/** What the page lends the order screens of the cart (another feature): its session id and a refresh of its counter. */
export interface CartBridge {
  sessionId: () => string;
  refresh: () => void;
}

type Dialog = 'cancel' | 'approve' | 'decline' | 'setStatus' | 'invoice' | null;

/** The buttons of the actions the user may take on the order now, and the dialogs they open (spec §4). */
export function OrderActionsBar({
  kind,
  order,
  actions,
  cart,
}: {
  kind: OrderKind;
  order: OrderDetail;
  actions: Set<OrderAction>;
  cart: CartBridge;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [round, setRound] = useState(0);
  const statuses = useOrderStatuses(kind).data ?? [];
  const cancel = useCancelJobOrder();
  const approveJob = useApproveJobOrder();
  const declineJob = useDeclineJobOrder();
  const quote = useSetQuoteStatus();
  const setJobStatus = useUpdateJobOrderStatuses();
  const invoice = useGeneratePaidInvoice();
  const reorder = useReorderOrder(cart.refresh);
  // Each dialog starts fresh: empty fields, no error of an earlier attempt.
  const open = (next: Dialog) => {
    quote.reset();
    setJobStatus.reset();
    setRound((r) => r + 1);
    setDialog(next);
  };
  const close = () => setDialog(null);

  // spec §8: '{name} - updated successfully!' after a status change; the server's message, or the generic one, if not.
  const updated = () => {
    notifySuccess(doneMessage(lang, 'updated', order.code));
    close();
  };
  const failed = (error: unknown) => reportFailure(error, 'save', order.code);
  const has = (action: OrderAction) => actions.has(action);
  const statusPending = quote.isPending || setJobStatus.isPending;
  const statusError = quote.error ?? setJobStatus.error;

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="order-actions">
        {has('approve') && (
          <Button onClick={() => open('approve')} data-testid="action-approve">
            {t('orders.actions.approve')}
          </Button>
        )}
        {has('decline') && (
          <Button
            variant="outline"
            color="red.9"
            onClick={() => open('decline')}
            data-testid="action-decline"
          >
            {t('orders.actions.decline')}
          </Button>
        )}
        {has('reorder') && (
          <Button
            variant="default"
            loading={reorder.isPending}
            onClick={() =>
              reorder.mutate(
                { id: order.id, sessionId: cart.sessionId() },
                { onError: (error) => reportFailure(error, 'save', order.code) },
              )
            }
            data-testid="action-reorder"
          >
            {t('orders.actions.reorder')}
          </Button>
        )}
        {has('setStatus') && (
          <Button variant="default" onClick={() => open('setStatus')} data-testid="action-set-status">
            {t('orders.actions.setStatus')}
          </Button>
        )}
        {has('generateInvoice') && (
          <Button variant="default" onClick={() => open('invoice')} data-testid="action-invoice">
            {t('orders.actions.generateInvoice')}
          </Button>
        )}
        {has('cancel') && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            onClick={() => open('cancel')}
            data-testid="action-cancel"
          >
            {t('orders.actions.cancel')}
          </Button>
        )}
      </Group>
      <ReorderResultModal
        code={order.code}
        currencyCode={order.totals.currencyCode}
        answer={reorder.data ?? null}
        onClose={() => reorder.reset()}
      />
      <ConfirmModal
        opened={dialog === 'cancel'}
        title={t('orders.cancel.title', { code: order.code })}
        message={t('orders.cancel.text')}
        confirmLabel={t('orders.actions.cancel')}
        danger
        pending={cancel.isPending}
        onClose={close}
        onConfirm={() => cancel.mutate(order.id, { onSuccess: updated, onError: failed })}
      />
      <ConfirmModal
        opened={dialog === 'approve' && kind === 'PQ'}
        title={t('orders.approve.title', { code: order.code })}
        message={t('orders.approve.quoteText')}
        confirmLabel={t('orders.actions.approve')}
        pending={quote.isPending}
        onClose={close}
        onConfirm={() =>
          quote.mutate(
            { id: order.id, statusChangeAction: 'APPROVE' },
            { onSuccess: updated, onError: failed },
          )
        }
      />
      <ConfirmModal
        opened={dialog === 'invoice'}
        title={t('orders.invoice.title', { code: order.code })}
        message={t('orders.invoice.text')}
        confirmLabel={t('orders.actions.generateInvoice')}
        pending={invoice.isPending}
        onClose={close}
        onConfirm={() =>
          invoice.mutate(order.id, {
            onSuccess: (answer) => {
              notifySuccess(doneMessage(lang, 'saved', answer.invoiceCode));
              close();
            },
            onError: failed,
          })
        }
      />
      {kind === 'JO' && (
        <ApproveJobModal
          key={`approve-${round}`}
          opened={dialog === 'approve'}
          order={order}
          pending={approveJob.isPending}
          onClose={close}
          onApprove={(serviceType) =>
            approveJob.mutate({ id: order.id, serviceType }, { onSuccess: updated, onError: failed })
          }
        />
      )}
      <DeclineModal
        key={`decline-${round}`}
        opened={dialog === 'decline'}
        title={t('orders.decline.title', { code: order.code })}
        pending={declineJob.isPending || quote.isPending}
        onClose={close}
        onDecline={(reason, reasonText) =>
          kind === 'JO'
            ? declineJob.mutate({ id: order.id, reason, reasonText }, { onSuccess: updated, onError: failed })
            : quote.mutate(
                { id: order.id, statusChangeAction: 'DECLINE', reason, reasonText },
                { onSuccess: updated, onError: failed },
              )
        }
      />
      <SetStatusModal
        key={`status-${round}`}
        opened={dialog === 'setStatus'}
        onClose={close}
        title={t('orders.setStatus.title', { code: order.code })}
        statuses={statuses}
        currentCode={order.status.code}
        withReason={kind === 'PQ'}
        confirmText={(status) => t('orders.setStatus.confirmOne', { code: order.code, status })}
        pending={statusPending}
        error={statusError ? (serverMessageOf(statusError) ?? t('orders.bulk.failed')) : null}
        onConfirm={(statusCode, reasonText) =>
          kind === 'PQ'
            ? quote.mutate(
                { id: order.id, statusChangeAction: 'SET', statusCode, reasonText },
                { onSuccess: updated, onError: failed },
              )
            : setJobStatus.mutate({ ids: [order.id], statusCode }, { onSuccess: updated, onError: failed })
        }
      />
    </>
  );
}
