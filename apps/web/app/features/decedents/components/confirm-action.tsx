import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * Asks before a step that cannot be undone (withdrawing an authorisation, destroying a print), saying what it means;
 * a refusal's reason, in the user's language, stays in the dialog.
 */
export function ConfirmAction({
  title,
  explanation,
  children,
  confirmLabel,
  pending,
  testId,
  onConfirm,
  onClose,
}: {
  title: string;
  explanation: string;
  children?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** `{testId}-modal` and `{testId}-confirm`. */
  testId: string;
  onConfirm: (onError: (error: unknown) => void) => void;
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
      closeButtonProps={{ 'aria-label': t('authorizations.closeDialog') }}
      data-testid={`${testId}-modal`}
    >
      <Stack gap="md">
        <Text>{explanation}</Text>
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
              onConfirm((error) =>
                setReasons(
                  error instanceof ApiError && error.userMessages.length > 0
                    ? error.userMessages
                    : [t('authorizations.errors.actionFailed')],
                ),
              )
            }
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
