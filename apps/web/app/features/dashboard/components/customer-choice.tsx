import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerChoices } from '../api/get-customer-choices';

interface Choice {
  value: string;
  label: string;
}

/** Staff narrow every card to one customer, or clear the choice to see them all. */
export function CustomerChoice({
  initial,
  onChange,
}: {
  initial: Choice | null;
  onChange: (customerId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Choice | null>(initial);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const choices = useCustomerChoices(search, opened);
  const found = (choices.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.accountNumber})`,
  }));
  // The chosen customer stays in the list whatever the search shows, so the field keeps its label.
  const data = chosen && !found.some((c) => c.value === chosen.value) ? [chosen, ...found] : found;

  return (
    <Select
      label={t('dashboard.customerChoice')}
      placeholder={t('dashboard.allCustomers')}
      data={data}
      value={chosen?.value ?? null}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={t('common.nothingFound')}
      onChange={(value, option) => {
        const next = value && option ? { value, label: option.label } : null;
        setChosen(next);
        onChange(next ? Number(next.value) : null);
      }}
      w={{ base: '100%', xs: 320 }}
      size="xs"
    />
  );
}
