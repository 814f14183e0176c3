import { Button, Group, MultiSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUrlText } from '../../../lib/use-url-filters';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { type FinanceFilters as Filters, isFiltered, NO_FILTERS } from '../list-filters';

const NUMBER_DELAY_MS = 350;

/**
 * The filters above a finance list, laid out like the order lists' own: the number (searched as typed, after a pause),
 * the statuses or kinds, a date range, "open balance only" where the list has balances, and the customer for staff
 * (a slot the page fills from the customers feature).
 */
export function FinanceFilters({
  testId,
  filters,
  onChange,
  codeLabel,
  codeOptions,
  openOnlyLabel,
  customerFilter,
}: {
  testId: string;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  codeLabel: string;
  codeOptions: { value: string; label: string }[];
  /** The "only with a balance" switch, when the list has one. */
  openOnlyLabel?: string;
  customerFilter?: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    text,
    setText,
    write: writeNumber,
  } = useUrlText(filters.number, (number) => onChange({ number }), NUMBER_DELAY_MS);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" style={{ flex: '1 1 480px' }}>
        <TextInput
          label={t('finance.filters.number')}
          placeholder={t('finance.filters.numberPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            writeNumber(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') writeNumber.flush();
          }}
          type="search"
          maxLength={40}
          data-testid={`${testId}-number`}
        />
        <MultiSelect
          label={codeLabel}
          placeholder={filters.codes.length === 0 ? t('finance.filters.any') : undefined}
          data={codeOptions}
          value={filters.codes}
          onChange={(codes) => onChange({ codes })}
          clearable
          data-testid={`${testId}-status`}
        />
        <DateRangeFilter
          label={t('finance.filters.dates')}
          placeholder={t('finance.filters.datesPlaceholder')}
          dateFrom={filters.dateFrom}
          dateTo={filters.dateTo}
          onChange={onChange}
          testId={`${testId}-dates`}
        />
      </SimpleGrid>
      {customerFilter}
      {openOnlyLabel && (
        <Switch
          label={openOnlyLabel}
          checked={filters.openOnly}
          onChange={(event) => onChange({ openOnly: event.currentTarget.checked })}
          mb={8}
          data-testid={`${testId}-open-only`}
        />
      )}
      {isFiltered(filters) && (
        <Button
          variant="subtle"
          onClick={() => {
            setText('');
            onChange(NO_FILTERS);
          }}
          data-testid={`${testId}-clear`}
        >
          {t('finance.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
