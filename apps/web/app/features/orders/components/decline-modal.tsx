import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { DECLINE_REASONS, type DeclineReason, isDeclineReason } from '@portal/shared/orders/decline-reasons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNestedDialog } from './nested-dialog';

/**
 * Declining needs a reason (spec §3 "Decline: reason, reason text"): a reason from a short list, and the reason text,
 * which is required; an empty text is shown as the field's error before anything is sent.
 */
export function DeclineModal({
  opened,
  title,
  pending,
  onClose,
  onDecline,
}: {
  opened: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onDecline: (reason: DeclineReason | null, reasonText: string) => void;
}) {
  useNestedDialog(opened);
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError(t('orders.decline.reasonTextRequired'));
            return;
          }
          onDecline(reason, text.trim());
        }}
      >
        <Stack>
          <Select
            label={t('orders.decline.reason')}
            placeholder={t('orders.decline.reasonPlaceholder')}
            data={DECLINE_REASONS.map((value) => ({ value, label: t(`orders.decline.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(isDeclineReason(value) ? value : null)}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="decline-reason"
          />
          <Textarea
            label={t('orders.decline.reasonText')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            required
            autosize
            minRows={3}
            maxLength={2000}
            data-testid="decline-reason-text"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending} data-testid="decline-submit">
              {t('orders.actions.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
