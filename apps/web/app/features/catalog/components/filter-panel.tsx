import { Button, Stack, Text, Title } from '@mantine/core';
import { CheckboxGroupField } from '../../../components/native-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { FilterAttribute } from '../api/get-filter-attributes-by-category';
import {
  type CatalogueState,
  activeFilterCount,
  clearFilters,
  filterLabel,
  toggleFilter,
} from '../catalogue-search';

/** One checkbox list per attribute of the category (GET filterAttributesByCategory), with the number of products. */
export function FilterPanel({
  attributes,
  state,
  onChange,
  withHeading = true,
}: {
  attributes: FilterAttribute[];
  state: CatalogueState;
  onChange: (next: CatalogueState) => void;
  /** The drawer on phones has its own title. */
  withHeading?: boolean;
}) {
  const { t } = useTranslation();
  const active = activeFilterCount(state);
  if (attributes.length === 0) return null;
  return (
    <Stack gap="md" data-testid="filter-panel">
      {withHeading && (
        <Title order={2} fz="lg">
          {t('catalog.filters')}
        </Title>
      )}
      {attributes
        .filter((attribute) => attribute.options.length > 0)
        .map((attribute) => {
          const selected = state.filters[attribute.code.toUpperCase()] ?? [];
          return (
            <CheckboxGroupField
              key={attribute.id}
              label={filterLabel(attribute)}
              value={selected}
              testId={`filter-${attribute.code}`}
              onChange={(values) => {
                // One value changes per click: find it and toggle it, so the state stays normalised.
                const changed =
                  values.find((v) => !selected.includes(v)) ?? selected.find((v) => !values.includes(v));
                if (changed !== undefined)
                  onChange(toggleFilter(state, attribute.code.toUpperCase(), changed));
              }}
              options={attribute.options.map((option) => ({
                value: option.value,
                label: (
                  <span>
                    {option.label}{' '}
                    <Text span size="xs" c="dimmed">
                      ({option.count})
                    </Text>
                  </span>
                ),
              }))}
            />
          );
        })}
      {active > 0 && (
        <Button variant="subtle" onClick={() => onChange(clearFilters(state))} data-testid="clear-filters">
          {t('catalog.clearFilters', { count: active })}
        </Button>
      )}
    </Stack>
  );
}
