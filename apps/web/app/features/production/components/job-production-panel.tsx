import { Alert, Button, Divider, Group, Loader, Stack } from '@mantine/core';
import { usePrint } from '../../finance/public/print-price-quote';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobOrderTimeline } from '../api/get-job-order-timeline';
import { fetchJobBagPdf } from '../api/print-job-bag';
import { JobPromiseCard } from './job-promise-card';
import { JobTimeline } from './job-timeline';
import { StageMoveForm } from './stage-move-form';

/**
 * The job-order drawer's Production tab: the promised day and the timeline for everyone who sees the order; for staff of production the
 * job bag to print, and for those who move jobs the form that moves it.
 */
export function JobProductionPanel({
  orderId,
  canPrint,
  canMove,
  currency,
}: {
  orderId: number;
  canPrint: boolean;
  canMove: boolean;
  /** The order's currency: the rush fee is shown in it. */
  currency: string;
}) {
  const { t } = useTranslation();
  const timeline = useJobOrderTimeline(orderId);
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
