import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { RushTier } from '@portal/shared/production/rush-schemas';
import { useState } from 'react';
import { ScrollFrame } from '../../../components/scroll-frame';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRushTiers } from '../api/rush';
import { useSaveRushTiers } from '../api/rush-settings';

interface Row {
  id?: number;
  key: string;
  code: string;
  name: string;
  nameFr: string;
  feePercent: number | string;
  leadDays: number | string;
  /** Empty: no daily limit. */
  dailyCapacity: number | string;
  /** Unchecked: saved as no longer offered (kept for the orders and estimates that name it). */
  offered: boolean;
}

let newRows = 0;
const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

const rowsOf = (tiers: RushTier[]): Row[] =>
  tiers.map((tier) => ({
    id: tier.id,
    key: String(tier.id),
    code: tier.code,
    name: tier.nameEn,
    nameFr: tier.nameFr,
    feePercent: tier.feePercent,
    leadDays: tier.leadDays,
    dailyCapacity: tier.dailyCapacity ?? '',
    offered: true,
  }));

/**
 * The rush tiers staff offer at checkout: names in both languages, fee, lead time in working days and
 * daily capacity, in the order shown to customers. A tier no longer offered is retired, never deleted; adding a tier
 * with its code offers it again.
 */
export function RushTiersEditor({ tiers, canEdit }: { tiers: RushTier[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRushTiers();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(tiers));
  const error = save.error instanceof ApiError ? save.error : null;
  const offered = rows.filter((row) => row.offered);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const swap = (index: number, other: number) =>
    setRows((all) => {
      const copy = [...all];
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      return copy;
    });
  // The server numbers the errors by the list it received: the offered rows, in order.
  const fieldError = (row: Row, field: string) => {
    const index = offered.indexOf(row);
    return index < 0
      ? undefined
      : error?.errorMessages.find((m) => m.key === `tiers.${index}.${field}`)?.value;
  };
  const number = (
    row: Row,
    index: number,
    field: 'feePercent' | 'leadDays' | 'dailyCapacity',
    label: string,
    props: { min: number; max: number; decimals: boolean; suffix?: string },
  ) => (
    <NumberInput
      aria-label={t(label, { n: index + 1 })}
      value={row[field]}
      min={props.min}
      max={props.max}
      allowDecimal={props.decimals}
      decimalScale={props.decimals ? 2 : undefined}
      suffix={props.suffix}
      w={100}
      disabled={!canEdit}
      onChange={(value) => change(index, { [field]: value })}
      error={fieldError(row, field)}
      data-testid={`rush-tier-${field}`}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="rush-tiers-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            tiers: offered.map((row) => ({
              ...(row.id === undefined ? {} : { id: row.id }),
              code: row.code.trim().toUpperCase(),
              name: row.name,
              nameFr: row.nameFr,
              feePercent: asNumber(row.feePercent),
              leadDays: asNumber(row.leadDays),
              dailyCapacity: row.dailyCapacity === '' ? null : asNumber(row.dailyCapacity),
            })),
          },
          { onSuccess: () => notifySuccess(t('production.rushTiers.saved')) },
        );
      }}
      data-testid="rush-tiers"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id="rush-tiers-title">
          {t('production.rushTiers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('production.rushTiers.help')}
        </Text>
        <ScrollFrame minWidth={1040} label={t('production.rushTiers.title')}>
          <Table data-testid="rush-tiers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('production.rushTiers.code')}</Table.Th>
                <Table.Th>{t('production.rushTiers.name')}</Table.Th>
                <Table.Th>{t('production.rushTiers.nameFr')}</Table.Th>
                <Table.Th>{t('production.rushTiers.fee')}</Table.Th>
                <Table.Th>{t('production.rushTiers.leadDays')}</Table.Th>
                <Table.Th>{t('production.rushTiers.capacity')}</Table.Th>
                <Table.Th>{t('production.rushTiers.offered')}</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>{t('production.stages.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid="rush-tier-row">
                  <Table.Td>
                    <TextInput
                      aria-label={t('production.rushTiers.codeOf', { n: index + 1 })}
                      value={row.code}
                      maxLength={40}
                      w={120}
                      disabled={!canEdit || row.id !== undefined}
                      onChange={(e) => change(index, { code: e.currentTarget.value })}
                      error={fieldError(row, 'code')}
                      data-testid="rush-tier-code"
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('production.rushTiers.nameOf', { n: index + 1 })}
                      value={row.name}
                      maxLength={80}
                      miw={180}
                      disabled={!canEdit}
                      onChange={(e) => change(index, { name: e.currentTarget.value })}
                      error={fieldError(row, 'name')}
                      data-testid="rush-tier-name"
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('production.rushTiers.nameFrOf', { n: index + 1 })}
                      value={row.nameFr}
                      maxLength={80}
                      miw={180}
                      disabled={!canEdit}
                      onChange={(e) => change(index, { nameFr: e.currentTarget.value })}
                      error={fieldError(row, 'nameFr')}
                      data-testid="rush-tier-name-fr"
                    />
                  </Table.Td>
                  <Table.Td>
                    {number(row, index, 'feePercent', 'production.rushTiers.feeOf', {
                      min: 0,
                      max: 500,
                      decimals: true,
                      suffix: ' %',
                    })}
                  </Table.Td>
                  <Table.Td>
                    {number(row, index, 'leadDays', 'production.rushTiers.leadDaysOf', {
                      min: 0,
                      max: 250,
                      decimals: false,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {number(row, index, 'dailyCapacity', 'production.rushTiers.capacityOf', {
                      min: 1,
                      max: 10_000,
                      decimals: false,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('production.rushTiers.offeredOf', { n: index + 1 })}
                      checked={row.offered}
                      disabled={!canEdit}
                      onChange={(e) => change(index, { offered: e.currentTarget.checked })}
                      data-testid="rush-tier-offered"
                    />
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          disabled={index === 0}
                          onClick={() => swap(index, index - 1)}
                          aria-label={t('production.stages.up', { name: row.name })}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          disabled={index === rows.length - 1}
                          onClick={() => swap(index, index + 1)}
                          aria-label={t('production.stages.down', { name: row.name })}
                        >
                          ↓
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
        {error && !error.errorMessages.some((m) => /^tiers\.\d+\./.test(m.key)) && (
          <Alert color="red" role="alert" data-testid="rush-tiers-error">
            {error.errorMessages[0]?.value ?? error.message}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() =>
                setRows((all) => [
                  ...all,
                  {
                    key: `new-${(newRows += 1)}`,
                    code: '',
                    name: '',
                    nameFr: '',
                    feePercent: 0,
                    leadDays: 10,
                    dailyCapacity: '',
                    offered: true,
                  },
                ])
              }
              data-testid="rush-tier-add"
            >
              {t('production.rushTiers.add')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="rush-tiers-save">
              {t('production.rushTiers.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The rush tiers section of the production settings, once they are read. */
export function RushTiersSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const tiers = useRushTiers();
  if (tiers.isPending) return <Loader aria-label={t('app.loading')} />;
  if (tiers.isError)
    return (
      <Alert color="red" role="alert" title={t('production.rush.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void tiers.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <RushTiersEditor
      key={tiers.data
        .map(
          (x) =>
            `${x.id}/${x.code}/${x.nameEn}/${x.nameFr}/${x.feePercent}/${x.leadDays}/${x.dailyCapacity ?? ''}`,
        )
        .join(',')}
      tiers={tiers.data}
      canEdit={canEdit}
    />
  );
}
