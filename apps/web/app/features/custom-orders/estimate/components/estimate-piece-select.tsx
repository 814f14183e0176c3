import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { usePieceSuggestions } from '../api/find-pieces';

export interface EstimatePiece {
  id: number;
  name: string;
}

/** The piece the work is on: a catalogue product found as one types its name or code (needed to send the estimate). */
export function EstimatePieceSelect({
  value,
  onChange,
  error,
}: {
  value: EstimatePiece | null;
  onChange: (piece: EstimatePiece | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePieceSuggestions(debounced).data?.items ?? [];
  const options = [
    ...(value ? [{ value: String(value.id), label: value.name }] : []),
    ...found
      .filter((p) => p.id !== value?.id)
      .map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
  ];
  return (
    <Select
      label={t('estimate.save.piece')}
      description={t('estimate.save.pieceHint')}
      placeholder={t('estimate.save.piecePlaceholder')}
      searchable
      clearable
      data={options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const option = options.find((o) => o.value === id);
        onChange(option ? { id: Number(option.value), name: option.label } : null);
      }}
      nothingFoundMessage={debounced.trim().length >= 2 ? t('estimate.save.noPiece') : undefined}
      filter={({ options: all }) => all}
      error={error}
      data-testid="estimate-piece"
    />
  );
}
