import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterAttribute } from '../api/get-filter-attributes';
import { type CatalogueState, activeFilterCount, clearFilters, toggleFilter } from '../catalogue-search';

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
            <Checkbox.Group
              key={attribute.id}
              label={attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
              value={selected}
              data-testid={`filter-${attribute.code}`}
              onChange={(values) => {
                // One value changes per click: find it and toggle it, so the state stays normalised.
                const changed =
                  values.find((v) => !selected.includes(v)) ?? selected.find((v) => !values.includes(v));
                if (changed !== undefined)
                  onChange(toggleFilter(state, attribute.code.toUpperCase(), changed));
              }}
            >
              <Stack gap={6} mt={6}>
                {attribute.options.map((option) => (
                  <Checkbox
                    key={option.value}
                    value={option.value}
                    size="sm"
                    label={
                      <>
                        {option.label}{' '}
                        <Text span size="xs" c="dimmed">
                          ({option.count})
                        </Text>
                      </>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
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
