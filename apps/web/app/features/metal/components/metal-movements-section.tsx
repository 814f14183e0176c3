import { ScrollFrame } from '../../../components/scroll-frame';
import { Alert, Badge, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMetalsShownInCatalog } from '../../catalog/public/get-metals';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobMetal } from '../api/get-job-metal';
import { MetalLossTable } from './metal-loss-table';
import { MetalMovementForm } from './metal-movement-form';

/**
 * A job order's metal (staff): the loss per production step and in all, flagged past the alloy's threshold, the
 * movements, newest first, and the form that records one.
 */
export function MetalMovementsSection({ orderId, canEdit }: { orderId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const job = useJobMetal(orderId);
  const metals = useMetalsShownInCatalog();
  if (job.isPending) return <Loader aria-label={t('app.loading')} />;
  if (job.isError)
    return (
      <Alert color="red" role="alert" title={t('metal.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void job.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const metal = job.data;
  const grams = (value: number) =>
    `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} g`;
  return (
    <Stack gap="md" data-testid="job-metal">
      <Title order={3} size="h4">
        {t('metal.lossTitle')}
      </Title>
      {metal.lossFlagged && (
        <Alert color="red" role="status" data-testid="job-metal-flag">
          {t('metal.flagged', {
            percent: format.number(metal.total.lossPercent ?? 0, { maximumFractionDigits: 2 }),
            threshold: format.number(metal.lossThresholdPercent ?? 0, { maximumFractionDigits: 2 }),
          })}
        </Alert>
      )}
      <MetalLossTable
        testId="job-metal-steps"
        label={t('metal.lossTitle')}
        rows={metal.steps.map((s) => ({ ...s, key: s.step, label: t(`metal.steps.${s.step}`) }))}
        total={{ ...metal.total, key: 'total', label: t('metal.loss.total') }}
      />
      {canEdit &&
        (metals.data ? (
          <MetalMovementForm
            orderId={orderId}
            metals={metals.data.map((m) => ({ value: String(m.id), label: m.name }))}
          />
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        ))}
      <Title order={3} size="h4">
        {t('metal.movementsTitle')}
      </Title>
      {metal.movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('metal.noMovements')}
        </Text>
      ) : (
        <ScrollFrame minWidth={560} label={t('metal.movementsTitle')}>
          <Table striped data-testid="job-metal-movements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('metal.columns.movedAt')}</Table.Th>
                <Table.Th>{t('metal.columns.step')}</Table.Th>
                <Table.Th>{t('metal.columns.direction')}</Table.Th>
                <Table.Th>{t('metal.columns.metal')}</Table.Th>
                <Table.Th ta="right">{t('metal.columns.grams')}</Table.Th>
                <Table.Th>{t('metal.columns.worker')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metal.movements.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{format.dateTime(m.movedAt)}</Table.Td>
                  <Table.Td>{t(`metal.steps.${m.step}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.direction === 'issued' ? 'blue' : 'teal'} tt="none">
                      {t(`metal.direction.${m.direction}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{m.metalName}</Table.Td>
                  <Table.Td ta="right">{grams(m.grams)}</Table.Td>
                  <Table.Td>
                    {m.worker ?? '—'}
                    {m.note && (
                      <Text size="xs" c="dimmed">
                        {m.note}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
      )}
    </Stack>
  );
}
