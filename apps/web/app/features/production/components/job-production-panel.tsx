import { Alert, Button, Divider, Loader, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobOrderTimeline } from '../api/get-job-order-timeline';
import { JobTimeline } from './job-timeline';
import { StageMoveForm } from './stage-move-form';

/**
 * The job-order drawer's Production tab: the timeline for everyone who sees the order, and for staff who move jobs
 * the form that moves it.
 */
export function JobProductionPanel({ orderId, canMove }: { orderId: number; canMove: boolean }) {
  const { t } = useTranslation();
  const timeline = useJobOrderTimeline(orderId);
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
