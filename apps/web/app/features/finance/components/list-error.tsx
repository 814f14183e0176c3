import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A list that could not be loaded: what failed, and a retry. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
