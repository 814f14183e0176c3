import { Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { EstimateBreakdown as Breakdown } from '@portal/shared';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormat } from '../../../../lib/i18n/use-format';

function Line({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The estimate's breakdown (spec §3 Estimate data, rule `estimateTotal`): per piece, then the quantity and surcharge. */
export function EstimateBreakdown({
  breakdown,
  symbol,
  quantity,
  surchargePercent,
  converting,
}: {
  breakdown: Breakdown;
  symbol: string;
  quantity: number;
  surchargePercent: number;
  /** The weight's unit conversion is still loading: the metal is not counted yet. */
  converting: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.moneyWithSymbol(amount, symbol);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="estimate-breakdown-title">
      <Stack gap="xs" aria-live="polite" data-testid="estimate-breakdown">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="estimate-breakdown-title">
            {t('estimate.breakdown.title')}
          </Title>
          {converting && <Loader size="xs" aria-label={t('app.loading')} />}
        </Group>
        <Line
          label={t('estimate.breakdown.labour')}
          value={money(breakdown.labour)}
          testId="estimate-labour"
        />
        <Line
          label={t('estimate.breakdown.metal', {
            grams: format.number(breakdown.metalGrams, {
              minimumFractionDigits: 3,
              maximumFractionDigits: 3,
            }),
          })}
          value={money(breakdown.metal)}
          testId="estimate-metal"
        />
        <Line
          label={t('estimate.breakdown.treatments')}
          value={money(breakdown.treatments)}
          testId="estimate-treatments"
        />
        <Divider />
        <Line
          label={t('estimate.breakdown.perPiece')}
          value={money(breakdown.perPiece)}
          testId="estimate-per-piece"
        />
        <Line
          label={t('estimate.breakdown.subtotal', { count: quantity })}
          value={money(breakdown.subtotal)}
          testId="estimate-subtotal"
        />
        <Line
          label={t('estimate.breakdown.surcharge', {
            percent: format.number(surchargePercent / 100, { style: 'percent' }),
          })}
          value={money(breakdown.surcharge)}
          testId="estimate-surcharge"
        />
        <Divider />
        <Line
          label={t('estimate.breakdown.total')}
          value={money(breakdown.total)}
          testId="estimate-total"
          strong
        />
      </Stack>
    </Card>
  );
}
