import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone, notifyOperationFailed } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * Deleting a component or a field asks first. spec §8: 'deleted successfully!', or 'Error occured while deleting
 * {name}!' with the server's reason (a component that contents use cannot go) kept in the dialog.
 */
export function ConfirmDelete({
  title,
  question,
  name,
  pending,
  onDelete,
  onClose,
}: {
  title: string;
  question: string;
  name: string;
  pending: boolean;
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
      closeButtonProps={{ 'aria-label': t('cms.close') }}
      data-testid="cms-delete-modal"
    >
      <Stack gap="md">
        <Text>{question}</Text>
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
            data-testid="cms-delete-confirm"
            onClick={() =>
              onDelete({
                onSuccess: () => {
                  notifyDone('deleted', name);
                  onClose();
                },
                onError: (error) => {
                  notifyOperationFailed('delete', name);
                  setReasons(error instanceof ApiError ? error.userMessages : []);
                },
              })
            }
          >
            {t('cms.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
