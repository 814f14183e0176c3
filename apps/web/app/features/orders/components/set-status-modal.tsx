import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { StatusOption } from '../api/order-types';
import { useNestedDialog } from './nested-dialog';

/**
 * Staff move orders to a status: the status, an optional reason for quotes, then a confirmation of what will change.
 * A refusal from the server (nothing changed: spec §4 bulk changes are all or nothing) stays shown in the dialog.
 */
export function SetStatusModal({
  opened,
  onClose,
  title,
  statuses,
  currentCode,
  confirmText,
  withReason = false,
  pending,
  error,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  statuses: readonly StatusOption[];
  currentCode?: string;
  /** The sentence that says what will happen with the chosen status's name. */
  confirmText: (statusName: string) => string;
  withReason?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (statusCode: string, reasonText: string | null) => void;
}) {
  useNestedDialog(opened);
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = statuses.find((s) => s.code === code) ?? null;
  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        {!confirming ? (
          <>
            <Select
              label={t('orders.setStatus.status')}
              placeholder={t('orders.setStatus.placeholder')}
              data={statuses
                .filter((s) => s.code !== currentCode)
                .map((s) => ({ value: s.code, label: s.name }))}
              value={code}
              onChange={setCode}
              required
              comboboxProps={{ withinPortal: true }}
              data-testid="set-status-select"
            />
            {withReason && (
              <Textarea
                label={t('orders.setStatus.reason')}
                value={reasonText}
                onChange={(event) => setReasonText(event.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={2}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button disabled={!chosen} onClick={() => setConfirming(true)} data-testid="set-status-next">
                {t('orders.setStatus.next')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text data-testid="set-status-confirm-text">{confirmText(chosen?.name ?? '')}</Text>
            {error && (
              <Alert color="red" role="alert" title={t('orders.setStatus.nothingChanged')}>
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
                {t('orders.setStatus.back')}
              </Button>
              <Button
                loading={pending}
                onClick={() => chosen && onConfirm(chosen.code, reasonText.trim() || null)}
                data-testid="set-status-confirm"
              >
                {t('orders.setStatus.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
