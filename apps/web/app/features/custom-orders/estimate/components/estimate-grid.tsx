import { Alert, Anchor, Button, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { estimateTotal } from '@portal/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { type EstimateData, useEstimateData } from '../api/get-estimate-data';
import { useSavedEstimate } from '../api/get-saved-estimate';
import type { SavedEstimate } from '../api/get-saved-estimates';
import { useGramsPerUnit } from '../api/get-unit-conversion';
import { type EstimateChoices, choicesOfWire, estimateInputOf, initialChoices } from '../estimate-input';
import { estimatePaths, savedEstimateIdOf } from '../paths';
import { EstimateBreakdown } from './estimate-breakdown';
import { EstimateOptions } from './estimate-options';
import { EstimatePrices } from './estimate-prices';
import { type CustomerPicker, EstimateSavePanel } from './estimate-save-panel';
import { SavedEstimatesList } from './saved-estimates-list';

function EstimateForm({
  data,
  saved,
  customerPicker,
}: {
  data: EstimateData;
  saved: SavedEstimate | null;
  customerPicker?: CustomerPicker;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<EstimateChoices>(() =>
    saved ? choicesOfWire(saved.choices) : initialChoices(data),
  );
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
          <EstimateSavePanel saved={saved} choices={choices} customerPicker={customerPicker} />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              // A saved estimate stays as saved: starting again is a new estimate.
              onClick={() =>
                saved ? void navigate(localize(estimatePaths.estimate())) : setChoices(initialChoices(data))
              }
              data-testid="estimate-reset"
            >
              {saved ? t('estimate.startNew') : t('estimate.reset')}
            </Button>
          </Group>
          <EstimatePrices data={data} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /backoffice/order-creation/estimate (spec §2 "estimate grid"): what a job would cost, as the options change; kept
 * under a name, reopened from the list (`?estimate=`), and sent to the workshop.
 */
export function EstimateGrid({ customerPicker }: { customerPicker?: CustomerPicker }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [search] = useSearchParams();
  const openId = savedEstimateIdOf(search);
  const estimate = useEstimateData();
  const saved = useSavedEstimate(openId);
  if (estimate.isPending || (openId !== null && saved.isPending))
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
  const symbol = estimate.data.currencySymbol;
  return (
    <Stack gap="xl">
      {openId !== null && saved.isError ? (
        <Alert color="red" variant="light" data-testid="estimate-missing">
          {t('estimate.saved.missing')}{' '}
          <Anchor component={Link} to={localize(estimatePaths.estimate())}>
            {t('estimate.startNew')}
          </Anchor>
        </Alert>
      ) : (
        <EstimateForm
          key={openId ?? 'new'}
          data={estimate.data}
          saved={saved.data ?? null}
          customerPicker={customerPicker}
        />
      )}
      <SavedEstimatesList symbol={symbol} openId={openId} />
    </Stack>
  );
}
