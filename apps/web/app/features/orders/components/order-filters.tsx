import { Button, Group, Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUrlText } from '../../../lib/use-url-filters';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { Icon } from '../../../components/icon';
import { useOrderStatuses } from '../api/get-order-statuses';
import { type OrderListFilters, statusFitsTab } from '../list-query';
import type { OrderKind } from '../order-kinds';

const SEARCH_DELAY_MS = 350;

/**
 * The filters above a list: search (debounced), status (from the server, those of the tab), open / closed for job
 * orders, order date range, and the customer for staff (a slot the page fills).
 */
export function OrderFilters({
  kind,
  filters,
  onChange,
  customerFilter,
}: {
  kind: OrderKind;
  filters: OrderListFilters;
  onChange: (change: Partial<OrderListFilters>) => void;
  customerFilter?: ReactNode;
}) {
  const { t } = useTranslation();
  const statuses = useOrderStatuses(kind);
  const {
    text,
    setText,
    write: writeSearch,
  } = useUrlText(filters.search, (search) => onChange({ search }), SEARCH_DELAY_MS);

  const statusOptions = (statuses.data ?? [])
    .filter((s) => statusFitsTab(filters.tab, s.isClosed))
    .map((s) => ({ value: s.code, label: s.name }));
  const filtered =
    filters.search !== '' ||
    filters.statusCode !== null ||
    filters.dateFrom !== null ||
    filters.dateTo !== null ||
    filters.openClosed !== 'ALL' ||
    filters.customerId !== null;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {/* Job orders have a fourth filter, the open/closed switch, whose three French labels need about 280 px: four
          in a row only on wide screens, two rows of two below. */}
      <SimpleGrid
        cols={kind === 'JO' ? { base: 1, xs: 2, xl: 4 } : { base: 1, xs: 2, md: 3 }}
        spacing="sm"
        style={{ flex: '1 1 480px' }}
      >
        <TextInput
          label={t('orders.filters.search')}
          placeholder={t('orders.filters.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            writeSearch(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') writeSearch.flush();
          }}
          type="search"
          maxLength={100}
          data-testid="order-search"
        />
        <Select
          label={t('orders.filters.status')}
          placeholder={t('orders.filters.anyStatus')}
          data={statusOptions}
          value={
            filters.statusCode && statusOptions.some((o) => o.value === filters.statusCode)
              ? filters.statusCode
              : null
          }
          onChange={(statusCode) => onChange({ statusCode })}
          clearable
          disabled={statuses.isError}
          data-testid="order-status-filter"
        />
        {kind === 'JO' && (
          <Input.Wrapper label={t('orders.filters.openClosed')} labelElement="div">
            <SegmentedControl
              fullWidth
              aria-label={t('orders.filters.openClosed')}
              value={filters.openClosed}
              onChange={(value) => onChange({ openClosed: value as OrderListFilters['openClosed'] })}
              data={(['ALL', 'OPEN', 'CLOSED'] as const).map((value) => ({
                value,
                label: t(`orders.filters.openClosedValues.${value}`),
              }))}
              data-testid="order-open-closed"
            />
          </Input.Wrapper>
        )}
        <DateRangeFilter
          label={t('orders.filters.dates')}
          placeholder={t('orders.filters.datesPlaceholder')}
          dateFrom={filters.dateFrom}
          dateTo={filters.dateTo}
          onChange={onChange}
          testId="order-dates"
        />
      </SimpleGrid>
      {customerFilter}
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => {
            setText('');
            onChange({
              search: '',
              statusCode: null,
              dateFrom: null,
              dateTo: null,
              openClosed: 'ALL',
              customerId: null,
            });
          }}
          data-testid="order-clear-filters"
        >
          {t('orders.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
