import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { notifyOperationFailed, operationFailedMessage } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface CardQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * What one card shows while its own call is on its way (a skeleton of its shape), when it failed (spec §8 'Error
 * occured while loading…', as a toast once and in the card with a retry) and when it came: the other cards are not
 * touched by any of it.
 */
export function CardState<T>({
  query,
  loadName,
  skeletonRows = 3,
  children,
}: {
  query: CardQuery<T>;
  loadName: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // The card's calls are silent (no server toast): this one message per failure says which card failed.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || reported.current === query.error) return;
    reported.current = query.error;
    notifyOperationFailed('load', loadName);
  }, [query.error, loadName]);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <Alert color="red" role="alert" title={operationFailedMessage(lang, 'load', loadName)}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: skeletonRows }, (_, i) => (
        <Skeleton key={i} height={22} radius="sm" />
      ))}
    </Stack>
  );
}
