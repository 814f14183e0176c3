import { Alert, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useMetalsShownInCatalog } from '../../catalog/public/get-metals';
import { notifyOperationFailed } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fetchMetalAccountabilityCsv } from '../api/export-metal-accountability';
import { useMetalAccountability, type MetalAccountabilityQuery } from '../api/get-metal-accountability';
import { MetalLossTable } from './metal-loss-table';

const MetalAccountabilityChart = lazy(() => import('./metal-accountability-chart'));

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/**
 * The metal accountability report (staff): for a period and optionally one metal, what production was issued,
 * returned and lost and what was invoiced, per metal and per step, with a chart per step and the CSV export.
 */
export function MetalAccountabilityReport() {
  const { t } = useTranslation();
  const metals = useMetalsShownInCatalog();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [metalId, setMetalId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query: MetalAccountabilityQuery = { from, to, ...(metalId ? { metalId: Number(metalId) } : {}) };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const report = useMetalAccountability(query);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchMetalAccountabilityCsv(query), `metal-accountability-${from}-${to}.csv`);
    } catch {
      notifyOperationFailed('load');
    } finally {
      setExporting(false);
    }
  };

  const data = report.data;
  return (
    <Stack gap="md" data-testid="metal-accountability">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('metal.report.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
          data-testid="metal-report-from"
        />
        <TextInput
          type="date"
          label={t('metal.report.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
          data-testid="metal-report-to"
        />
        <Select
          label={t('metal.report.metal')}
          placeholder={t('metal.report.allMetals')}
          value={metalId}
          onChange={setMetalId}
          clearable
          data={(metals.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!valid}
          data-testid="metal-report-csv"
        >
          {t('metal.report.exportCsv')}
        </Button>
      </Group>
      {report.isError ? (
        <Alert color="red" role="alert">
          {report.error.message}
        </Alert>
      ) : !data ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('metal.report.perMetal')}
            </Title>
            <MetalLossTable
              testId="metal-report-alloys"
              label={t('metal.report.perMetal')}
              withInvoiced
              rows={data.alloys.map((a) => ({
                ...a,
                key: String(a.metalId),
                label: (
                  <>
                    {a.metalName}
                    <Text size="xs" c="dimmed" component="span" display="block">
                      {a.masterAlloyName}
                    </Text>
                  </>
                ),
              }))}
              total={{ ...data.total, key: 'total', label: t('metal.loss.total') }}
            />
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('metal.report.perStep')}
            </Title>
            {data.steps.length > 0 && (
              <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
                <MetalAccountabilityChart report={data} />
              </Suspense>
            )}
            <MetalLossTable
              testId="metal-report-steps"
              label={t('metal.report.perStep')}
              rows={data.steps.map((s) => ({
                ...s,
                key: `${s.metalId}-${s.step}`,
                label: `${t(`metal.steps.${s.step}`)} · ${s.metalName}`,
              }))}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
