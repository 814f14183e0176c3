import { ScrollFrame } from '../../../components/scroll-frame';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { FIXING_METALS, type MetalFixing } from '@portal/shared/metal/fixing-schemas';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { useMetalFixings } from '../api/fixings';
import { FixingForm } from './fixing-form';

const PAGE_SIZE = 20;

/** The fixings recorded, newest first, by metal and days; a correction opens the fixing in the form. */
export function FixingsList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useStoreCurrency();
  const [metal, setMetal] = useState<string>('all');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [correcting, setCorrecting] = useState<MetalFixing | null>(null);
  const list = useMetalFixings({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(metal === 'all' ? {} : { metal: metal as (typeof FIXING_METALS)[number] }),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
  });
  const total = list.data?.pagingData.itemCount ?? 0;
  const day = (iso: string) => format.date(`${iso}T12:00:00Z`, { timeZone: 'UTC' });
  return (
    <Stack>
      {canEdit && <FixingForm fixing={null} />}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('metalFixings.fixings.metal')}
          value={metal}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          onChange={(value) => {
            setMetal(value ?? 'all');
            setPageNo(1);
          }}
          data={[
            { value: 'all', label: t('metalFixings.fixings.allMetals') },
            ...FIXING_METALS.map((m) => ({ value: m, label: t(`metalFixings.names.${m}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('metalFixings.fixings.from')}
          value={dateFrom}
          w={{ base: '100%', xs: 170 }}
          onChange={(e) => {
            setDateFrom(e.currentTarget.value);
            setPageNo(1);
          }}
        />
        <TextInput
          type="date"
          label={t('metalFixings.fixings.to')}
          value={dateTo}
          w={{ base: '100%', xs: 170 }}
          onChange={(e) => {
            setDateTo(e.currentTarget.value);
            setPageNo(1);
          }}
        />
      </Group>
      {list.isError && <Alert color="red">{t('metalFixings.fixings.loadFailed')}</Alert>}
      <ScrollFrame minWidth={760} label={t('pages.backoffice.metal')}>
        <Table data-testid="metal-fixings" verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('metalFixings.fixings.day')}</Table.Th>
              <Table.Th>{t('metalFixings.fixings.metal')}</Table.Th>
              <Table.Th>{t('metalFixings.fixings.session')}</Table.Th>
              <Table.Th>{t('metalFixings.fixings.source')}</Table.Th>
              <Table.Th ta="right">{t('metalFixings.fixings.pricePerOunce')}</Table.Th>
              <Table.Th>{t('metalFixings.fixings.fixedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.items ?? []).map((fixing) => (
              <Table.Tr key={fixing.id} data-testid="metal-fixing-row">
                <Table.Td>{day(fixing.fixingDate)}</Table.Td>
                <Table.Td>
                  {t(`metalFixings.names.${fixing.metal}`)}{' '}
                  {fixing.isCurrent && (
                    <Badge size="xs" variant="light" color="green">
                      {t('metalFixings.fixings.current')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`metalFixings.sessions.${fixing.session}`)}</Table.Td>
                <Table.Td>{fixing.source}</Table.Td>
                <Table.Td ta="right">{format.money(fixing.pricePerOunce, currency)}</Table.Td>
                <Table.Td>{format.dateTime(fixing.fixedAt)}</Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button size="xs" variant="subtle" onClick={() => setCorrecting(fixing)}>
                      {t('metalFixings.fixings.correct')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollFrame>
      {list.data && total === 0 && <Text c="dimmed">{t('metalFixings.fixings.none')}</Text>}
      {total > PAGE_SIZE && (
        <Pager value={pageNo} onChange={setPageNo} total={Math.ceil(total / PAGE_SIZE)} />
      )}
      <Modal
        opened={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={t('metalFixings.fixings.correctTitle')}
        size="xl"
      >
        {correcting && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('metalFixings.fixings.correctHint')}
            </Text>
            <FixingForm key={correcting.id} fixing={correcting} onSaved={() => setCorrecting(null)} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
