import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MAX_REPAIR_PRICE_LINES, type RepairPriceLine } from '@portal/shared/production/price-repair';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePriceRepair } from '../api/price-repair';

interface PriceRow {
  key: number;
  kind: RepairPriceLine['kind'];
  description: string;
  amount: number | string;
}

let rowKeys = 0;
const newRow = (kind: PriceRow['kind']): PriceRow => ({
  key: (rowKeys += 1),
  kind,
  description: '',
  amount: '',
});

/**
 * Staff price a repair (issue 37 §5; docs/decisions.md "A repair is priced through the job order's approval"): labour
 * and materials lines, taxed as any line; sending them puts the job to the customer, who approves or declines it with
 * the job order's actions. Shown until the customer has answered.
 */
export function RepairPriceForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const price = usePriceRepair();
  const [rows, setRows] = useState<PriceRow[]>(() => [newRow('LABOUR')]);
  const error = price.error instanceof ApiError ? price.error : null;
  const fieldError = (key: string) => error?.errorMessages.find((m) => m.key === key)?.value;
  const change = (index: number, patch: Partial<PriceRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Card withBorder padding="md">
      <form
        noValidate
        aria-label={t('production.repairPrice.title')}
        data-testid="repair-price-form"
        onSubmit={(event) => {
          event.preventDefault();
          price.mutate(
            {
              orderId,
              lines: rows.map((row) => ({
                kind: row.kind,
                description: row.description,
                amount: typeof row.amount === 'number' ? row.amount : Number.NaN,
              })),
            },
            { onSuccess: (answer) => notifySuccess(t('production.repairPrice.sent', { code: answer.code })) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('production.repairPrice.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('production.repairPrice.help')}
          </Text>
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" align="flex-start" wrap="wrap" data-testid="repair-price-line">
              <NativeSelect
                aria-label={t('production.repairPrice.kindOf', { n: index + 1 })}
                value={row.kind}
                onChange={(e) => change(index, { kind: e.currentTarget.value as PriceRow['kind'] })}
                data={[
                  { value: 'LABOUR', label: t('production.repairPrice.kind.LABOUR') },
                  { value: 'MATERIALS', label: t('production.repairPrice.kind.MATERIALS') },
                ]}
                w={130}
                data-testid="repair-price-kind"
              />
              <TextInput
                aria-label={t('production.repairPrice.descriptionOf', { n: index + 1 })}
                placeholder={t('production.repairPrice.description')}
                value={row.description}
                maxLength={200}
                onChange={(e) => change(index, { description: e.currentTarget.value })}
                error={fieldError(`lines.${index}.description`)}
                style={{ flex: '1 1 180px' }}
                data-testid="repair-price-description"
              />
              <NumberInput
                aria-label={t('production.repairPrice.amountOf', { n: index + 1 })}
                value={row.amount}
                min={0}
                decimalScale={2}
                onChange={(value) => change(index, { amount: value })}
                error={fieldError(`lines.${index}.amount`)}
                w={130}
                data-testid="repair-price-amount"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={rows.length === 1}
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                aria-label={t('production.repairPrice.remove', { n: index + 1 })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {error && !error.errorMessages.some((m) => m.key.startsWith('lines.')) && (
            <Alert color="red" role="alert" data-testid="repair-price-error">
              {error.errorMessages[0]?.value ?? error.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={rows.length >= MAX_REPAIR_PRICE_LINES}
              onClick={() => setRows((all) => [...all, newRow('MATERIALS')])}
              data-testid="repair-price-add"
            >
              {t('production.repairPrice.add')}
            </Button>
            <Button type="submit" loading={price.isPending} data-testid="repair-price-submit">
              {t('production.repairPrice.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
