import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n/use-translation';

/**
 * Asks before a step that cannot be undone (a deletion, a withdrawal, a destruction), saying what it means; a refusal's
 * reasons from the server, in the user's language, stay in the dialog (`fallbackReason` when the server gave none).
 */
export function ConfirmAction({
  title,
  question,
  children,
  confirmLabel,
  closeLabel,
  pending,
  testId,
  fallbackReason,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  /** More about what goes with it, under the question. */
  children?: ReactNode;
  confirmLabel: string;
  closeLabel: string;
  pending: boolean;
  /** `{testId}-modal` and `{testId}-confirm`. */
  testId: string;
  fallbackReason?: string;
  /** Runs the step; `showRefusal` keeps the server's reasons in the dialog. */
  onConfirm: (showRefusal: (error: unknown) => void) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<string[]>([]);
  const showRefusal = (error: unknown) => {
    const given = error instanceof ApiError ? error.userMessages : [];
    setReasons(given.length > 0 || !fallbackReason ? given : [fallbackReason]);
  };
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
            onClick={() => onConfirm(showRefusal)}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
