import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_REPAIR_PRICE_LINES, type RepairPriceLine } from '@portal/shared/production/price-repair';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePriceRepair } from '../api/price-repair';
import { type KindLine, KindLineRow } from './kind-line-row';

type PriceRow = KindLine<RepairPriceLine['kind']>;

let rowKeys = 0;
const newRow = (kind: PriceRow['kind']): PriceRow => ({
  key: (rowKeys += 1),
  kind,
  description: '',
  value: '',
});

/**
 * Staff price a repair (docs/decisions.md "A repair is priced through the job order's approval"): labour
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
                amount: typeof row.value === 'number' ? row.value : Number.NaN,
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
            <KindLineRow
              key={row.key}
              line={row}
              kinds={[
                { value: 'LABOUR', label: t('production.repairPrice.kind.LABOUR') },
                { value: 'MATERIALS', label: t('production.repairPrice.kind.MATERIALS') },
              ]}
              labels={{
                kind: t('production.repairPrice.kindOf', { n: index + 1 }),
                description: t('production.repairPrice.descriptionOf', { n: index + 1 }),
                placeholder: t('production.repairPrice.description'),
                value: t('production.repairPrice.amountOf', { n: index + 1 }),
                remove: t('production.repairPrice.remove', { n: index + 1 }),
              }}
              number={{ decimalScale: 2, testId: 'amount' }}
              errors={{
                description: fieldError(`lines.${index}.description`),
                value: fieldError(`lines.${index}.amount`),
              }}
              testIds={{ row: 'repair-price-line', fields: 'repair-price' }}
              onChange={(patch) => change(index, patch)}
              onRemove={() => setRows((all) => all.filter((_, i) => i !== index))}
              removable={rows.length > 1}
            />
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
