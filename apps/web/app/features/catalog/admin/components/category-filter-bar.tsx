import { Button, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { AdminCategory } from '../api/get-categories';
import { type CategoryFilter, type ParentFilter, isCategoryFilterActive } from '../category-filter';
import { parentOptions } from '../parent-options';

/** spec §5 category filter: name text, code text and parent; applied as the user types. */
export function CategoryFilterBar({
  categories,
  value,
  onChange,
}: {
  categories: readonly AdminCategory[];
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const parentValue = typeof value.parent === 'number' ? String(value.parent) : value.parent;
  return (
    <>
      <TextInput
        label={t('catalogAdmin.filter.name')}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        w={{ base: '100%', xs: 180 }}
        data-testid="catalog-filter-name"
      />
      <TextInput
        label={t('catalogAdmin.filter.code')}
        value={value.code}
        onChange={(event) => onChange({ ...value, code: event.currentTarget.value })}
        w={{ base: '100%', xs: 160 }}
        data-testid="catalog-filter-code"
      />
      <Select
        label={t('catalogAdmin.filter.parent')}
        data={[
          { value: 'any', label: t('catalogAdmin.filter.anyParent') },
          { value: 'top', label: t('catalogAdmin.topLevel') },
          ...parentOptions(categories, lang, null),
        ]}
        value={parentValue}
        onChange={(next) => {
          const parent: ParentFilter =
            next === null || next === 'any' ? 'any' : next === 'top' ? 'top' : Number(next);
          onChange({ ...value, parent });
        }}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 220 }}
        data-testid="catalog-filter-parent"
      />
      {isCategoryFilterActive(value) && (
        <Button
          variant="subtle"
          onClick={() => onChange({ name: '', code: '', parent: 'any' })}
          data-testid="catalog-filter-clear"
        >
          {t('catalogAdmin.filter.clear')}
        </Button>
      )}
    </>
  );
}
