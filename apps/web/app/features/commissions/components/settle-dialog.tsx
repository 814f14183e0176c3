import type { Commission } from '@portal/shared/commissions/schemas';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSettleCommission } from '../api/settle-commission';

/** Staff settle one commission: paid out with the transfer's reference, or given as a customer credit (a credit memo). */
export function SettleDialog({ commission, onClose }: { commission: Commission; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const settle = useSettleCommission();
  const [settlement, setSettlement] = useState<'payout' | 'credit'>('payout');
  const [reference, setReference] = useState('');
  const problem = settle.error instanceof ApiError ? settle.error : null;
  const referenceError = problem?.errorMessages.find((e) => e.key === 'reference')?.value;
  const submit = () =>
    settle.mutate(
      {
        params: { id: commission.id },
        body: settlement === 'payout' ? { settlement, reference } : { settlement },
      },
      {
        onSuccess: () => {
          notifySuccess(t('commissions.settled', { code: commission.orderCode }));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('commissions.settleTitle', { code: commission.orderCode })}>
      <Stack gap="sm">
        <Text>
          {commission.customerName} · {format.money(commission.amount, commission.currencyCode)}
        </Text>
        <Radio.Group
          label={t('commissions.settleAs')}
          value={settlement}
          onChange={(v) => setSettlement(v as 'payout' | 'credit')}
        >
          <Stack gap={4} mt={4}>
            <Radio value="payout" label={t('commissions.payout')} data-testid="settle-payout" />
            <Radio value="credit" label={t('commissions.credit')} data-testid="settle-credit" />
          </Stack>
        </Radio.Group>
        {settlement === 'payout' && (
          <TextInput
            label={t('commissions.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={referenceError}
            maxLength={80}
            data-testid="settle-reference"
          />
        )}
        {problem && !referenceError && (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('commissions.cancel')}
          </Button>
          <Button onClick={submit} loading={settle.isPending} data-testid="settle-confirm">
            {t('commissions.settle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
