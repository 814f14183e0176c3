import { Alert, Anchor, Button, Image, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hasPermission } from '@portal/shared/auth/permission-check';
import type { ProductCategory } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../../components/icon';
import { type SettingsGridColumn, SettingsGrid, useSettingsGrid } from '../../../../components/settings-grid';
import { pageRows, sortRows } from '../../../../lib/grid-rows';
import { notifyDone, notifyOperationFailed } from '../../../../lib/feedback';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { mediaUrl } from '../../../../lib/media';
import { useCurrentUser } from '../../../../lib/session/session';
import { useChangeCategoryItems } from '../api/change-category-items';
import { type CategoryItem, useCategoryItems } from '../api/get-category-items';
import { AddItemsModal } from './add-items-modal';

const matches = (item: CategoryItem, search: string) => {
  const text = search.trim().toLocaleLowerCase();
  return (
    !text || item.name.toLocaleLowerCase().includes(text) || item.code.toLocaleLowerCase().includes(text)
  );
};

/**
 * /backoffice/catalog/{id}/products: the items of a category (grid key ProductsGrid) with a search, several removed at
 * once, and items added from those the category does not hold yet.
 */
export function CategoryItems({ category }: { category: ProductCategory }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_CATALOG_ADMIN:EDIT');
  const items = useCategoryItems(category.id);
  const change = useChangeCategoryItems(category.id);
  const [selected, setSelected] = useState<CategoryItem[]>([]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 200);
  const [adding, setAdding] = useState(false);

  const columns: SettingsGridColumn<CategoryItem>[] = [
    {
      field: 'picture',
      title: t('catalogAdmin.columns.picture'),
      render: (item) =>
        item.imageCode ? (
          <Image src={mediaUrl(item.imageCode, 160)} alt="" w={48} h={48} fit="contain" radius="sm" />
        ) : (
          <Text c="gray.5" aria-hidden>
            <Icon name="photo" size={28} />
          </Text>
        ),
    },
    { field: 'code', title: t('catalogAdmin.columns.code'), sortable: true, noWrap: true },
    {
      field: 'name',
      title: t('catalogAdmin.columns.name'),
      locked: true,
      sortable: true,
      render: (item) => (
        <Anchor component={Link} to={localize(`/backoffice/product/${item.id}`)} size="sm" fw={600}>
          {item.name}
        </Anchor>
      ),
    },
    { field: 'rank', title: t('catalogAdmin.columns.rank'), sortable: true, textAlign: 'right' },
  ];
  const grid = useSettingsGrid('ProductsGrid', columns, { defaultSort: { field: 'rank', direction: 'asc' } });
  const rows = sortRows(
    (items.data ?? []).filter((item) => matches(item, debouncedSearch)),
    grid.sort,
    { code: (i) => i.code, name: (i) => i.name, rank: (i) => i.rank },
  );

  const remove = () => {
    const ids = selected.map((item) => item.id);
    change.mutate(
      { change: 'remove', itemIds: ids },
      {
        onSuccess: () => {
          setSelected([]);
          notifyDone('saved', category.name);
        },
        onError: () => notifyOperationFailed('save', category.name),
      },
    );
  };

  if (items.isError) {
    return (
      <Alert color="red" role="alert" title={t('catalogAdmin.items.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void items.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <>
      <SettingsGrid
        grid={grid}
        testId="category-items-grid"
        records={pageRows(rows, grid.page, grid.pageSize)}
        totalRecords={rows.length}
        fetching={items.isPending || change.isPending}
        noRecordsText={t('catalogAdmin.items.empty')}
        rowAttributes={(item) => ({ 'data-code': item.code })}
        selection={
          canEdit
            ? {
                selectedRecords: selected,
                onSelectedRecordsChange: setSelected,
                selectionLabel: (item) => t('catalogAdmin.items.select', { name: item.name }),
              }
            : undefined
        }
        toolbar={
          <>
            <TextInput
              label={t('catalogAdmin.items.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                grid.setPage(1);
              }}
              leftSection={<Icon name="search" size={16} />}
              w={{ base: '100%', xs: 240 }}
              data-testid="category-items-search"
            />
            {canEdit && (
              <>
                <Button
                  leftSection={<Icon name="list" size={16} />}
                  onClick={() => setAdding(true)}
                  data-testid="category-items-add"
                >
                  {t('catalogAdmin.items.add')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<Icon name="trash" size={16} />}
                  disabled={selected.length === 0}
                  loading={change.isPending}
                  onClick={remove}
                  data-testid="category-items-remove"
                >
                  {t('catalogAdmin.items.remove', { count: selected.length })}
                </Button>
              </>
            )}
          </>
        }
      />
      {adding && <AddItemsModal category={category} onClose={() => setAdding(false)} />}
    </>
  );
}
