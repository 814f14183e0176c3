import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CustomerRow, useCustomers } from '../api/get-customers';

export type PickedCustomer = Pick<CustomerRow, 'id' | 'name' | 'accountNumber'>;

const labelOf = (customer: PickedCustomer) => `${customer.name} (${customer.accountNumber})`;

/**
 * A searchable list of customers for staff (GET /api/Customers, searched on the server by name or account number).
 * The chosen customer stays shown when the current search does not list it.
 */
export function CustomerSelect({
  value,
  onChange,
  label,
  description,
  disabled,
  onClear,
  placeholder,
  testId = 'cart-customer-select',
}: {
  value: number | null;
  onChange: (customer: PickedCustomer) => void;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Offers to empty the choice (a filter's "all customers"). */
  onClear?: () => void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const rows = useCustomers('').data?.items ?? [];
  const known = rows.find((c) => c.id === value) ?? (picked?.id === value ? picked : null);
  // The input shows the chosen customer's label: searching for it would hide everybody else.
  const query = known && search === labelOf(known) ? '' : debounced;
  const found = useCustomers(query);
  const matches = (found.data?.items ?? []).filter((c) => c.isActive);
  const options: { value: string; label: string; customer: PickedCustomer | null }[] = matches.map((c) => ({
    value: String(c.id),
    label: labelOf(c),
    customer: c,
  }));
  if (value !== null && !options.some((o) => o.value === String(value))) {
    options.unshift({
      value: String(value),
      label: known ? labelOf(known) : t('customer.numbered', { id: value }),
      customer: known,
    });
  }

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? t('customer.pickerPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by name and account number.
      filter={({ options: all }) => all}
      data={options.map(({ value: id, label: text }) => ({ value: id, label: text }))}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        if (id === null) {
          setSearch('');
          onClear?.();
          return;
        }
        const customer = options.find((o) => o.value === id)?.customer;
        if (!customer) return;
        setPicked(customer);
        onChange({ id: customer.id, name: customer.name, accountNumber: customer.accountNumber });
      }}
      nothingFoundMessage={found.isFetching ? t('app.loading') : t('common.nothingFound')}
      disabled={disabled}
      allowDeselect={false}
      clearable={onClear !== undefined}
      maxDropdownHeight={280}
      data-testid={testId}
    />
  );
}
