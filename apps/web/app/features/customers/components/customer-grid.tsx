import { Pager } from '../../../components/pager';
import { Alert, Badge, Group, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerGrid, useCustomerTypes } from '../api/customer-grid';
import type { CustomerRow } from '../api/get-customers';

const PAGE_SIZE = 10;
type YesNo = 'yes' | 'no' | null;
const flag = (value: YesNo) => (value === null ? undefined : value === 'yes');

/**
 * The customers grid for staff (GET /Customers): searched by name or account number, filtered by type, portal users
 * and credit hold, ten a page; a row is chosen to see its details and manage its portal users.
 */
export function CustomerGrid({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (customer: CustomerRow) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [withUsers, setWithUsers] = useState<YesNo>(null);
  const [onHold, setOnHold] = useState<YesNo>(null);
  const [pageNo, setPageNo] = useState(1);
  const types = useCustomerTypes();
  const filters = Object.fromEntries(
    Object.entries({
      customerTypeId: typeId === null ? undefined : Number(typeId),
      hasActivePortalUser: flag(withUsers),
      isOnCreditHold: flag(onHold),
    }).filter(([, v]) => v !== undefined),
  );
  const grid = useCustomerGrid({
    pageNo,
    pageSize: PAGE_SIZE,
    search: debounced.trim() || undefined,
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  });
  const total = grid.data?.pagingData.itemCount ?? 0;
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('people.customers.search')}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          style={{ flex: 2, minWidth: 200 }}
          data-testid="customer-grid-search"
        />
        <Select
          label={t('people.signUp.customerType')}
          clearable
          data={(types.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={typeId}
          onChange={reset(setTypeId)}
          style={{ flex: 1, minWidth: 160 }}
        />
        <Select
          label={t('people.customers.withPortalUsers')}
          clearable
          data={yesNo}
          value={withUsers}
          onChange={(v) => reset(setWithUsers)(v as YesNo)}
          style={{ flex: 1, minWidth: 140 }}
        />
        <Select
          label={t('people.customers.onCreditHold')}
          clearable
          data={yesNo}
          value={onHold}
          onChange={(v) => reset(setOnHold)(v as YesNo)}
          style={{ flex: 1, minWidth: 140 }}
        />
      </Group>
      {grid.isError && <Alert color="red">{t('people.customers.loadFailed')}</Alert>}
      <Table.ScrollContainer minWidth={900}>
        <Table data-testid="customer-grid" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('people.fields.accountNumber')}</Table.Th>
              <Table.Th>{t('people.fields.company')}</Table.Th>
              <Table.Th>{t('people.signUp.customerType')}</Table.Th>
              <Table.Th>{t('people.cards.contactPerson')}</Table.Th>
              <Table.Th>{t('people.customers.billingPlace')}</Table.Th>
              <Table.Th>{t('people.customers.portalUsers')}</Table.Th>
              <Table.Th>{t('people.customers.terms')}</Table.Th>
              <Table.Th>{t('people.customers.creditLimit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(grid.data?.items ?? []).map((c) => (
              <Table.Tr
                key={c.id}
                data-testid="customer-grid-row"
                bg={c.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onSelect(c)}
                    aria-pressed={c.id === selectedId}
                    fw={600}
                    c="var(--mantine-primary-color-filled)"
                  >
                    {c.accountNumber}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {c.name}{' '}
                  {!c.isActive && (
                    <Badge size="xs" color="gray" variant="light">
                      {t('people.customers.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{c.customerTypeName ?? '—'}</Table.Td>
                <Table.Td>{c.primaryContact ?? '—'}</Table.Td>
                <Table.Td>{c.billingPlace ?? '—'}</Table.Td>
                <Table.Td>{c.activePortalUsers}</Table.Td>
                <Table.Td>{c.paymentTermsCode ?? '—'}</Table.Td>
                <Table.Td>
                  {formatMoney(c.creditLimit, c.currencyCode, lang)}{' '}
                  {c.isOnCreditHold && (
                    <Badge size="xs" color="red" variant="light">
                      {t('people.customers.hold')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {grid.data && total === 0 && <Text c="dimmed">{t('people.customers.none')}</Text>}
      {total > PAGE_SIZE && (
        <Pager value={pageNo} onChange={setPageNo} total={Math.ceil(total / PAGE_SIZE)} />
      )}
    </Stack>
  );
}
