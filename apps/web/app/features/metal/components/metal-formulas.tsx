import { ScrollFrame } from '../../../components/scroll-frame';
import { Alert, Badge, Button, Group, Modal, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import type { MasterAlloyFormula, MetalFormula } from '@portal/shared/metal/fixing-schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { useMetalFormulas, useUpdateAlloyTerms, useUpdateMetalFormula } from '../api/formulas';

type Editing =
  | { kind: 'alloy'; code: string; name: string; a: number; b: number }
  | { kind: 'metal'; id: number; name: string; a: number; b: number };

const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.errorMessages[0] ? error.errorMessages[0].value : fallback;

/** Changes two numbers of an alloy (loss threshold, refining charge) or of a metal (surcharge, markup). */
function FormulaEditor({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const [a, setA] = useState<number | string>(editing.a);
  const [b, setB] = useState<number | string>(editing.b);
  const [error, setError] = useState<string | null>(null);
  const metal = useUpdateMetalFormula();
  const alloy = useUpdateAlloyTerms();
  const labels =
    editing.kind === 'alloy'
      ? [t('metalFixings.formulas.lossThreshold'), t('metalFixings.formulas.refiningCharge')]
      : [t('metalFixings.formulas.surcharge'), t('metalFixings.formulas.markup')];
  const done = () => {
    notifySuccess(t('metalFixings.formulas.saved', { name: editing.name }));
    onClose();
  };
  const save = () => {
    const [first, second] = [Number(a), Number(b)];
    const onError = (e: unknown) => setError(refusal(e, t('metalFixings.formulas.saveFailed')));
    if (editing.kind === 'alloy')
      alloy.mutate(
        { code: editing.code, lossThresholdPercent: first, refiningChargePercent: second },
        { onSuccess: done, onError },
      );
    else
      metal.mutate(
        { id: editing.id, surchargePerOunce: first, markupPercent: second },
        { onSuccess: done, onError },
      );
  };
  return (
    <Stack gap="sm">
      <NumberInput label={labels[0]} value={a} onChange={setA} decimalScale={2} min={0} />
      <NumberInput label={labels[1]} value={b} onChange={setB} decimalScale={2} min={0} />
      {editing.kind === 'metal' && (
        <Text size="xs" c="dimmed">
          {t('metalFixings.formulas.formulaHint')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={metal.isPending || alloy.isPending}>
          {t('metalFixings.formulas.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The master alloys' prices and what each rests on (a fixing, or a manual price), and every metal's formula. */
export function MetalFormulas({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useStoreCurrency();
  const formulas = useMetalFormulas();
  const [editing, setEditing] = useState<Editing | null>(null);
  const money = (amount: number) => format.money(amount, currency);
  const percent = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} %`;
  const basis = (alloy: MasterAlloyFormula) =>
    alloy.fixing ? (
      <Text size="sm">
        {t('metalFixings.formulas.fixingBasis', {
          session: t(`metalFixings.sessions.${alloy.fixing.session}`),
          day: format.date(`${alloy.fixing.fixingDate}T12:00:00Z`, { timeZone: 'UTC' }),
          source: alloy.fixing.source,
        })}
      </Text>
    ) : (
      <Badge color="orange" variant="light" data-testid="manual-price">
        {t('metalFixings.formulas.manual')}
      </Badge>
    );
  const editMetal = (m: MetalFormula) =>
    setEditing({ kind: 'metal', id: m.id, name: m.name, a: m.surchargePerOunce, b: m.markupPercent });
  if (formulas.isError) return <Alert color="red">{t('metalFixings.formulas.loadFailed')}</Alert>;
  return (
    <Stack>
      <Title order={3} size="h4">
        {t('metalFixings.formulas.alloys')}
      </Title>
      <ScrollFrame minWidth={720} label={t('metalFixings.formulas.alloys')}>
        <Table verticalSpacing="xs" striped data-testid="alloy-formulas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('metalFixings.fixings.metal')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.fixings.pricePerOunce')}</Table.Th>
              <Table.Th>{t('metalFixings.formulas.basis')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.lossThreshold')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.refiningCharge')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(formulas.data?.masterAlloys ?? []).map((alloy) => (
              <Table.Tr key={alloy.code}>
                <Table.Td>{alloy.name}</Table.Td>
                <Table.Td ta="right">{money(alloy.pricePerOunce)}</Table.Td>
                <Table.Td>{basis(alloy)}</Table.Td>
                <Table.Td ta="right">{percent(alloy.lossThresholdPercent)}</Table.Td>
                <Table.Td ta="right">{percent(alloy.refiningChargePercent)}</Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() =>
                        setEditing({
                          kind: 'alloy',
                          code: alloy.code,
                          name: alloy.name,
                          a: alloy.lossThresholdPercent,
                          b: alloy.refiningChargePercent,
                        })
                      }
                    >
                      {t('metalFixings.formulas.change')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollFrame>
      <Title order={3} size="h4">
        {t('metalFixings.formulas.metals')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('metalFixings.formulas.formulaHint')}
      </Text>
      <ScrollFrame minWidth={720} label={t('metalFixings.formulas.metals')}>
        <Table verticalSpacing="xs" striped data-testid="metal-formulas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('metalFixings.formulas.metal')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.purity')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.surcharge')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.markup')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.formulas.pricePerGram')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(formulas.data?.metals ?? []).map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td ta="right">
                  {format.number(m.purity, { minimumFractionDigits: 3, maximumFractionDigits: 4 })}
                </Table.Td>
                <Table.Td ta="right">{money(m.surchargePerOunce)}</Table.Td>
                <Table.Td ta="right">{percent(m.markupPercent)}</Table.Td>
                <Table.Td ta="right">
                  {format.number(m.pricePerGram, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button size="xs" variant="subtle" onClick={() => editMetal(m)}>
                      {t('metalFixings.formulas.change')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollFrame>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.name}>
        {editing && (
          <FormulaEditor
            key={`${editing.kind}-${editing.name}`}
            editing={editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
