import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api';
import { notifyDone, notifyOperationFailed } from '../lib/feedback';
import { useTranslation } from '../lib/i18n/use-translation';

/**
 * Deleting something asks first. spec §8: 'deleted successfully!' (named when `namedWhenDone`), or 'Error occured while
 * deleting {name}!' with the server's reason (what still uses the thing, say) kept in the dialog.
 */
export function ConfirmDelete({
  title,
  question,
  children,
  name,
  namedWhenDone = false,
  pending,
  confirmLabel,
  closeLabel,
  testId,
  onDelete,
  onClose,
}: {
  title: string;
  question: string;
  /** More about what goes with it, under the question. */
  children?: ReactNode;
  name: string;
  namedWhenDone?: boolean;
  pending: boolean;
  confirmLabel: string;
  closeLabel: string;
  /** `{testId}-modal` and `{testId}-confirm`. */
  testId: string;
  onDelete: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<string[]>([]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} fz="h4">
          {title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': closeLabel }}
      data-testid={`${testId}-modal`}
    >
      <Stack gap="md">
        <Text>{question}</Text>
        {children}
        {reasons.length > 0 && (
          <Alert color="red" role="alert">
            {reasons.map((reason) => (
              <div key={reason}>{reason}</div>
            ))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            data-testid={`${testId}-confirm`}
            onClick={() =>
              onDelete({
                onSuccess: () => {
                  notifyDone('deleted', namedWhenDone ? name : undefined);
                  onClose();
                },
                onError: (error) => {
                  notifyOperationFailed('delete', name);
                  setReasons(error instanceof ApiError ? error.userMessages : []);
                },
              })
            }
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
