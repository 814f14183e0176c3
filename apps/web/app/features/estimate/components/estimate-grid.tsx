import { Alert, Button, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { estimateTotal } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { type EstimateData, useEstimateData } from '../api/get-estimate-data';
import { useGramsPerUnit } from '../api/get-unit-conversion';
import { type EstimateChoices, estimateInputOf, initialChoices } from '../estimate-input';
import { EstimateBreakdown } from './estimate-breakdown';
import { EstimateOptions } from './estimate-options';
import { EstimatePrices } from './estimate-prices';

function EstimateForm({ data }: { data: EstimateData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [choices, setChoices] = useState<EstimateChoices>(() => initialChoices(data));
  const gramsPerUnit = useGramsPerUnit(choices.unit);
  const input = estimateInputOf(data, choices, gramsPerUnit.data);
  // spec §3 / architecture: the arithmetic is the shared rule, the same as the server's tests.
  const breakdown = estimateTotal(input);
  const surcharge = data.priorities.find((p) => p.id === choices.priorityId)?.surchargePercent ?? 0;

  return (
    <Grid gap="lg" data-testid="estimate-grid">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <EstimateOptions data={data} choices={choices} onChange={setChoices} />
        {/* On a phone the breakdown comes after the options: the total stays in view while they change. */}
        <Paper
          hiddenFrom="md"
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          mt="md"
          pos="sticky"
          bottom={8}
          style={{ zIndex: 2 }}
        >
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t('estimate.breakdown.total')}</Text>
            <Text fw={700} fz="lg" data-testid="estimate-total-sticky">
              {format.moneyWithSymbol(breakdown.total, data.currencySymbol)}
            </Text>
          </Group>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack
          gap="lg"
          style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}
        >
          <EstimateBreakdown
            breakdown={breakdown}
            symbol={data.currencySymbol}
            quantity={input.quantity}
            surchargePercent={surcharge}
            converting={choices.metalId !== null && gramsPerUnit.isPending}
          />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              onClick={() => setChoices(initialChoices(data))}
              data-testid="estimate-reset"
            >
              {t('estimate.reset')}
            </Button>
          </Group>
          <EstimatePrices data={data} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /backoffice/order-creation/estimate (spec §2 "estimate grid"): what a job would cost, as the options change. */
export function EstimateGrid() {
  const { t } = useTranslation();
  const estimate = useEstimateData();
  if (estimate.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (estimate.isError)
    return (
      <Alert color="red" variant="light">
        {t('estimate.loadFailed')}
      </Alert>
    );
  return <EstimateForm data={estimate.data} />;
}
