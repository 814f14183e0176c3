import { Button } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { useMoveToNextStages } from '../api/move-job-orders-stage';

/** The job-order list's bulk action (staff who move jobs): every selected job to its next stage, or none moves. */
export function BulkStageButton({ orderIds, onDone }: { orderIds: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const move = useMoveToNextStages();
  if (!hasPermission(user.permissions, 'CP_PRODUCTION:EDIT')) return null;
  return (
    <Button
      size="sm"
      variant="default"
      loading={move.isPending}
      onClick={() =>
        move.mutate(orderIds, {
          onSuccess: (answer) => {
            notifySuccess(t('production.bulk.done', { count: answer.moved }));
            onDone();
          },
        })
      }
      data-testid="bulk-next-stage"
    >
      {t('production.bulk.next')}
    </Button>
  );
}
