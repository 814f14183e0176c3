import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { JobProofs } from '@portal/shared/production/proof-schemas';
import { lazy, Suspense, useState } from 'react';
import type { FinanceViewer } from '../../finance/public/viewer';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePayJobDeposit } from '../api/pay-job-deposit';

const PayAmountDialog = lazy(() => import('../../finance/public/pay-amount-dialog'));

const STATUS_COLOR = { due: 'orange', pending: 'blue', paid: 'green' } as const;

/**
 * The deposit the job's stages ask for: how much, before which stage, and whether it is paid; a payer
 * pays it by card here. The job does not reach that stage until it is paid.
 */
export function JobDeposit({
  proofs,
  viewer,
  canPay,
}: {
  proofs: JobProofs & { deposit: NonNullable<JobProofs['deposit']> };
  viewer: FinanceViewer;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { deposit } = proofs;
  const pay = usePayJobDeposit(proofs.orderId);
  const [paying, setPaying] = useState(false);
  const amount = format.money(deposit.amount, deposit.currencyCode);
  return (
    <Alert
      color={STATUS_COLOR[deposit.status]}
      variant="light"
      title={t('production.deposit.title')}
      data-testid="job-deposit"
      data-status={deposit.status}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('production.deposit.due', { percent: deposit.percent, amount, stage: deposit.stageName })}
          </Text>
          <Badge color={STATUS_COLOR[deposit.status]} data-testid="job-deposit-status">
            {t(`production.deposit.status.${deposit.status}`)}
          </Badge>
        </Group>
        {deposit.status === 'paid' && deposit.paymentCode && (
          <Text size="sm">
            {t('production.deposit.paidBy', {
              code: deposit.paymentCode,
              date: deposit.paidAt ? format.dateTime(deposit.paidAt) : '',
            })}
          </Text>
        )}
        {deposit.status === 'due' && canPay && (
          <Group>
            <Button size="xs" onClick={() => setPaying(true)} data-testid="job-deposit-pay">
              {t('production.deposit.pay', { amount })}
            </Button>
          </Group>
        )}
      </Stack>
      {paying && (
        <Suspense fallback={null}>
          <PayAmountDialog
            title={t('production.deposit.payTitle', { code: proofs.code })}
            hint={t('production.deposit.payHint', { stage: deposit.stageName })}
            amount={deposit.amount}
            currencyCode={deposit.currencyCode}
            customerId={proofs.customerId}
            viewer={viewer}
            pay={(body) => pay.mutateAsync(body)}
            onClose={() => setPaying(false)}
            onPaid={() => setPaying(false)}
          />
        </Suspense>
      )}
    </Alert>
  );
}
