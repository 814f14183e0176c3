import { Alert, Button, Divider, Group, Loader, Stack } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { repairPriceIsOpen } from '@portal/shared/production/price-repair';
import { usePrint } from '../../finance/public/print-price-quote';
import type { FinanceViewer } from '../../finance/public/viewer';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobOrderTimeline } from '../api/get-job-order-timeline';
import { useJobOrderProofs } from '../api/get-job-order-proofs';
import { useRepairIntake } from '../api/get-repair-intake';
import { fetchJobBagPdf } from '../api/print-job-bag';
import { JobPromiseCard } from './job-promise-card';
import { RepairIntakeCard } from './repair-intake-card';
import { RepairPriceForm } from './repair-price-form';
import { JobDeposit } from './job-deposit';
import { JobProofs } from './job-proofs';
import { JobTimeline } from './job-timeline';
import { StageMoveForm } from './stage-move-form';

/**
 * The job-order drawer's Production tab: the promised day, the deposit and the proof rounds, then the timeline, for
 * everyone who sees the order; for staff of production the job bag to print, and for those who move jobs the form that
 * moves it and the proof upload, and a repair's price until the customer answers it. The customer answers the promised
 * day and proof rounds, and pays the deposit, here; a repair's price with the job order's approve and decline.
 */
export function JobProductionPanel({
  orderId,
  canPrint,
  canMove,
  currency,
  viewer,
  statusCode,
}: {
  orderId: number;
  /** The job order's status: a repair is priced until the customer has answered. */
  statusCode: string;
  canPrint: boolean;
  canMove: boolean;
  /** The order's currency: the rush fee is shown in it. */
  currency: string;
  viewer: FinanceViewer;
}) {
  const { t } = useTranslation();
  const timeline = useJobOrderTimeline(orderId);
  const proofs = useJobOrderProofs(orderId);
  const intake = useRepairIntake(orderId);
  const customer = !viewer.isStaff;
  const rights = {
    canUpload: canMove,
    canAnswer: customer && hasPermission(viewer.permissions, 'CP_JOB_ORDERS:EDIT'),
    canApprove: customer && hasPermission(viewer.permissions, 'CP_JOB_ORDERS:APPROVE'),
  };
  const { print, printing } = usePrint('jobBag');
  if (timeline.isPending) return <Loader aria-label={t('app.loading')} />;
  if (timeline.isError)
    return (
      <Alert color="red" role="alert" title={t('production.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void timeline.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="job-production">
      <RepairIntakeCard orderId={orderId} />
      {canMove && intake.data && repairPriceIsOpen(statusCode) && <RepairPriceForm orderId={orderId} />}
      <JobPromiseCard orderId={orderId} currency={currency} canPromise={canMove} />
      {canPrint && (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={printing !== null}
            onClick={() => void print('job-bag', () => fetchJobBagPdf(orderId))}
            data-testid="job-bag-print"
          >
            {t('production.jobBag.print')}
          </Button>
        </Group>
      )}
      {proofs.data?.deposit && (
        <JobDeposit
          proofs={{ ...proofs.data, deposit: proofs.data.deposit }}
          viewer={viewer}
          canPay={hasPermission(viewer.permissions, 'CP_PAYMENTS:PAY')}
        />
      )}
      {proofs.data && <JobProofs proofs={proofs.data} rights={rights} />}
      <Divider />
      {canMove && (
        <>
          <StageMoveForm timeline={timeline.data} />
          <Divider />
        </>
      )}
      <JobTimeline timeline={timeline.data} />
    </Stack>
  );
}
