import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNestedDialog } from './nested-dialog';

/** Asks before an action that cannot be taken back. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  useNestedDialog(opened);
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('orders.actions.keep')}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            loading={pending}
            onClick={onConfirm}
            data-testid="confirm-action"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
