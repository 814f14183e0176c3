import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormat } from '../../../../lib/i18n/use-format';
import type { EstimateData } from '../api/get-estimate-data';

/** Today's master alloy prices (per troy ounce) and the estimate's terms. */
export function EstimatePrices({ data }: { data: EstimateData }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="lg">
      {data.masterAlloyPrices.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="estimate-alloys-title">
          <Stack gap="xs" data-testid="estimate-alloy-prices">
            <Title order={2} fz="md" id="estimate-alloys-title">
              {t('estimate.alloys.title')}
            </Title>
            {data.masterAlloyPrices.map((alloy) => (
              <Group key={alloy.code} justify="space-between" gap="xs">
                <Text size="sm">{alloy.name}</Text>
                <Text size="sm" fw={500}>
                  {t('estimate.alloys.perOunce', {
                    price: format.moneyWithSymbol(alloy.pricePerOunce, data.currencySymbol),
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {data.infoText && (
        <Alert variant="light" color="brand" title={t('estimate.infoTitle')} data-testid="estimate-info">
          {data.infoText}
        </Alert>
      )}
    </Stack>
  );
}
