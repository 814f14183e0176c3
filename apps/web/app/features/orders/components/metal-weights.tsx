import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { type PriceBasis, priceBasisText } from '@portal/shared/catalog/price-basis';
import type { MetalWeightLine, MetalWeights, OtherWeightUnits } from '@portal/shared/orders/metal-weights';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useApproveWeight, useMetalWeights, useRecordFinishedWeights } from '../api/metal-weights';
import type { Viewer } from '../order-actions';

/** Colour of the approval, on a light badge whose dark text keeps WCAG AA contrast on every tint. */
const APPROVAL_COLORS = {
  automatic: 'green',
  pending: 'orange',
  approved: 'green',
  overridden: 'blue',
} as const;

function useWeightFormat(currency: string) {
  const format = useFormat();
  const lang = useLang();
  const grams = (value: number | null) =>
    value === null
      ? '—'
      : `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} g`;
  const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);
  return {
    grams,
    /** A weight in the trade's three units, as the configurator shows one: "5.123 g · 3.294 dwt · 0.1647 oz t". */
    weight: (value: number | null, units: OtherWeightUnits | null) =>
      value === null || units === null
        ? grams(value)
        : [
            grams(value),
            `${format.number(units.dwt, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} dwt`,
            `${format.number(units.ozt, { minimumFractionDigits: 4, maximumFractionDigits: 4 })} oz t`,
          ].join(' · '),
    money: (value: number) => format.money(value, currency),
    difference: (line: MetalWeightLine) =>
      line.differenceGrams === null
        ? '—'
        : `${signed(grams(line.differenceGrams), line.differenceGrams)} (${signed(
            format.number(line.differencePercent ?? 0, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
            line.differencePercent ?? 0,
          )} %)`,
    basis: (basis: PriceBasis | null) =>
      basis
        ? priceBasisText(basis, lang, {
            money: (amount) => format.money(amount, currency),
            day: (iso) =>
              format.date(`${iso}T00:00:00Z`, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
                timeZone: 'UTC',
              }),
          })
        : '—',
    pricePerGram: (value: number | null) =>
      value === null
        ? '—'
        : `${format.number(value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 })}/g`,
  };
}

/** Staff record the finished grams of each metal line (the whole line) when the job reaches finishing. */
function FinishedWeightForm({ weights }: { weights: MetalWeights }) {
  const { t } = useTranslation();
  const record = useRecordFinishedWeights();
  const [grams, setGrams] = useState<Record<number, number | string>>(() =>
    Object.fromEntries(weights.lines.map((l) => [l.orderItemId, l.finishedGrams ?? ''])),
  );
  const lines = weights.lines
    .filter((l) => l.estimatedGrams !== null && typeof grams[l.orderItemId] === 'number')
    .map((l) => ({ orderItemId: l.orderItemId, grams: grams[l.orderItemId] as number }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          { id: weights.orderId, lines },
          { onSuccess: () => notifySuccess(t('metalWeights.recorded')) },
        );
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>{t('metalWeights.recordTitle')}</Text>
        {weights.lines
          .filter((l) => l.estimatedGrams !== null)
          .map((l) => (
            <NumberInput
              key={l.orderItemId}
              label={t('metalWeights.finishedFor', {
                name: l.metalName ? `${l.name} (${l.metalName})` : l.name,
              })}
              description={t('metalWeights.wholeLine', { quantity: l.quantity })}
              value={grams[l.orderItemId]}
              onChange={(value) => setGrams((g) => ({ ...g, [l.orderItemId]: value }))}
              min={0}
              decimalScale={3}
              suffix=" g"
              data-testid={`finished-weight-${l.orderItemId}`}
            />
          ))}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={record.isPending}
            disabled={lines.length === 0}
            data-testid="finished-weight-save"
          >
            {t('metalWeights.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The customer approves a finished weight beyond the tolerance; staff may do it in their place with a reason. */
function ApproveDifference({ weights, viewer }: { weights: MetalWeights; viewer: Viewer }) {
  const { t } = useTranslation();
  const f = useWeightFormat(weights.currencyCode);
  const approve = useApproveWeight();
  const [reason, setReason] = useState('');
  const change = weights.amountDifference;
  return (
    <Alert color="orange" title={t('metalWeights.pendingTitle')} data-testid="weight-pending">
      <Stack gap="xs">
        <Text size="sm">{t('metalWeights.pendingText', { tolerance: weights.weightTolerancePercent })}</Text>
        <Text size="sm" fw={600} data-testid="weight-money-change">
          {t(change >= 0 ? 'metalWeights.moneyMore' : 'metalWeights.moneyLess', {
            amount: f.money(Math.abs(change)),
          })}
        </Text>
        {viewer.isStaff && (
          <Textarea
            label={t('metalWeights.overrideReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
        )}
        <Group>
          <Button
            loading={approve.isPending}
            disabled={viewer.isStaff && reason.trim() === ''}
            onClick={() =>
              approve.mutate(
                { id: weights.orderId, reason: viewer.isStaff ? reason.trim() : undefined },
                { onSuccess: () => notifySuccess(t('metalWeights.approved')) },
              )
            }
            data-testid="weight-approve"
          >
            {t(viewer.isStaff ? 'metalWeights.override' : 'metalWeights.approve')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A job order's metal (docs/jewelry-trade.md §3): estimated and finished weight per line, the difference, the basis. */
export function MetalWeightsPanel({ orderId, viewer }: { orderId: number; viewer: Viewer }) {
  const { t } = useTranslation();
  const weights = useMetalWeights(orderId);
  const f = useWeightFormat(weights.data?.currencyCode ?? 'USD');
  if (weights.isPending) return <Text size="sm">{t('app.loading')}</Text>;
  if (weights.isError || !weights.data) return <Alert color="red">{t('metalWeights.loadFailed')}</Alert>;
  const data = weights.data;
  if (data.lines.length === 0) return <Text size="sm">{t('metalWeights.none')}</Text>;
  const mayRecord = viewer.isStaff && hasPermission(viewer.permissions, 'CP_METAL:EDIT') && !data.invoiced;
  const mayApprove = hasPermission(viewer.permissions, 'CP_JOB_ORDERS:APPROVE');
  return (
    <Stack gap="md" data-testid="metal-weights">
      <Group gap="xs">
        <Text size="sm">{t('metalWeights.tolerance', { tolerance: data.weightTolerancePercent })}</Text>
        {data.weightApproval && (
          <Badge
            variant="light"
            color={APPROVAL_COLORS[data.weightApproval]}
            c="dark.7"
            radius="sm"
            tt="none"
            data-testid="weight-approval"
          >
            {t(`metalWeights.approval.${data.weightApproval}`)}
          </Badge>
        )}
      </Group>
      {data.weightApproval === 'pending' && mayApprove && (
        <ApproveDifference weights={data} viewer={viewer} />
      )}
      {data.lines.map((line) => (
        <Table
          key={line.orderItemId}
          captionSide="top"
          withTableBorder
          variant="vertical"
          layout="fixed"
          data-testid="metal-weight-line"
        >
          <Table.Caption ta="left" fw={600}>
            {line.code} {line.name}
            {line.metalName ? ` (${line.metalName})` : ''} × {line.quantity}
          </Table.Caption>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{t('metalWeights.estimated')}</Table.Th>
              <Table.Td data-testid="estimated-grams">
                {f.weight(line.estimatedGrams, line.estimatedUnits)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('metalWeights.finished')}</Table.Th>
              <Table.Td data-testid="finished-grams">
                {f.weight(line.finishedGrams, line.finishedUnits)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('metalWeights.difference')}</Table.Th>
              <Table.Td data-testid="weight-difference">{f.difference(line)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('metalWeights.pricePerGram')}</Table.Th>
              <Table.Td data-testid="metal-weight-price">
                {f.pricePerGram(line.finishedPricePerGram ?? line.orderedPricePerGram)}
                {line.locked ? ` · ${t('metalWeights.locked')}` : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('metalWeights.basis')}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="metal-weight-basis">
                {f.basis(line.finishedPriceBasis ?? line.orderedPriceBasis)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('metalWeights.metalAmount')}</Table.Th>
              <Table.Td>
                {line.estimatedMetalAmount === null ? '—' : f.money(line.estimatedMetalAmount)}
                {line.finishedMetalAmount === null ? '' : ` → ${f.money(line.finishedMetalAmount)}`}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ))}
      {mayRecord && <FinishedWeightForm key={data.lines.map((l) => l.finishedGrams).join()} weights={data} />}
    </Stack>
  );
}
