import { Alert, Button, Loader, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { RushTier } from '@portal/shared/production/rush-schemas';
import {
  type EditableColumn,
  EditableRows,
  rowFieldError,
  useEditableRows,
} from '../../../components/editable-rows';
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

const blankRow = (key: string): Row => ({
  key,
  code: '',
  name: '',
  nameFr: '',
  feePercent: 0,
  leadDays: 10,
  dailyCapacity: '',
  offered: true,
});

/**
 * The rush tiers staff offer at checkout: names in both languages, fee, lead time in working days and
 * daily capacity, in the order shown to customers. A tier no longer offered is retired, never deleted; adding a tier
 * with its code offers it again.
 */
export function RushTiersEditor({ tiers, canEdit }: { tiers: RushTier[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRushTiers();
  const editor = useEditableRows(() => rowsOf(tiers), blankRow);
  const error = save.error instanceof ApiError ? save.error : null;
  const offered = editor.rows.filter((row) => row.offered);
  // The server numbers the errors by the list it received: the offered rows, in order.
  const fieldError = (row: Row, field: string) => rowFieldError(error, 'tiers', offered.indexOf(row), field);
  // A saved tier's code names it in the orders and estimates: it is read, not edited.
  const code = (row: Row, index: number) =>
    row.id === undefined ? (
      <TextInput
        aria-label={t('production.rushTiers.codeOf', { n: index + 1 })}
        value={row.code}
        maxLength={40}
        w={110}
        disabled={!canEdit}
        onChange={(e) => editor.change(index, { code: e.currentTarget.value })}
        error={fieldError(row, 'code')}
        data-testid="rush-tier-code"
      />
    ) : (
      <Text size="sm" fw={600} data-testid="rush-tier-code">
        {row.code}
      </Text>
    );
  const name = (field: 'name' | 'nameFr', label: string) => (row: Row, index: number) => (
    <TextInput
      aria-label={t(label, { n: index + 1 })}
      value={row[field]}
      maxLength={80}
      miw={180}
      disabled={!canEdit}
      onChange={(e) => editor.change(index, { [field]: e.currentTarget.value })}
      error={fieldError(row, field)}
      data-testid={field === 'name' ? 'rush-tier-name' : 'rush-tier-name-fr'}
    />
  );
  const number =
    (
      field: 'feePercent' | 'leadDays' | 'dailyCapacity',
      label: string,
      props: { min: number; max: number; decimals: boolean; suffix?: string },
    ) =>
    (row: Row, index: number) => (
      <NumberInput
        aria-label={t(label, { n: index + 1 })}
        value={row[field]}
        min={props.min}
        max={props.max}
        allowDecimal={props.decimals}
        decimalScale={props.decimals ? 2 : undefined}
        suffix={props.suffix}
        w={90}
        disabled={!canEdit}
        onChange={(value) => editor.change(index, { [field]: value })}
        error={fieldError(row, field)}
        data-testid={`rush-tier-${field}`}
      />
    );
  const columns: EditableColumn<Row>[] = [
    { title: t('production.rushTiers.code'), cell: code },
    { title: t('production.rushTiers.name'), cell: name('name', 'production.rushTiers.nameOf') },
    { title: t('production.rushTiers.nameFr'), cell: name('nameFr', 'production.rushTiers.nameFrOf') },
    {
      title: t('production.rushTiers.fee'),
      cell: number('feePercent', 'production.rushTiers.feeOf', {
        min: 0,
        max: 500,
        decimals: true,
        suffix: ' %',
      }),
    },
    {
      title: t('production.rushTiers.leadDays'),
      cell: number('leadDays', 'production.rushTiers.leadDaysOf', { min: 0, max: 250, decimals: false }),
    },
    {
      title: t('production.rushTiers.capacity'),
      cell: number('dailyCapacity', 'production.rushTiers.capacityOf', {
        min: 1,
        max: 10_000,
        decimals: false,
      }),
    },
    {
      title: t('production.rushTiers.offered'),
      cell: (row, index) => (
        <Switch
          aria-label={t('production.rushTiers.offeredOf', { n: index + 1 })}
          checked={row.offered}
          disabled={!canEdit}
          onChange={(e) => editor.change(index, { offered: e.currentTarget.checked })}
          data-testid="rush-tier-offered"
        />
      ),
    },
  ];

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
        <EditableRows
          editor={editor}
          columns={columns}
          canEdit={canEdit}
          texts="production.rushTiers"
          minWidth={980}
          testIds={{ one: 'rush-tier', many: 'rush-tiers' }}
          actions={{
            title: t('production.stages.actions'),
            moveUp: (row) => t('production.stages.up', { name: row.name }),
            moveDown: (row) => t('production.stages.down', { name: row.name }),
          }}
          empty={null}
          list="tiers"
          error={error}
          saving={save.isPending}
        />
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
