import { ActionIcon, Alert, Anchor, Button, Group, Image, Text, Tooltip } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../../components/icon';
import { type SettingsGridColumn, SettingsGrid, useSettingsGrid } from '../../../../components/settings-grid';
import { pageRows, sortRows } from '../../../../lib/grid-rows';
import { useLang, useLocalizePath } from '../../../../lib/i18n/use-lang';
import { mediaUrl } from '../../../../lib/media';
import { useCurrentUser } from '../../../../lib/session/session';
import { type AdminCategory, useAdminCategories } from '../api/get-categories';
import { type CategoryFilter, EMPTY_CATEGORY_FILTER, filterCategories } from '../category-filter';
import { shownName } from '../category-name';
import { CategoryEditor } from './category-editor';
import { CategoryFilterBar } from './category-filter-bar';
import { CategoryOrderModal } from './category-order-modal';
import { DeleteCategoryModal } from './delete-category-modal';

type Editing = { mode: 'create' } | { mode: 'edit'; category: AdminCategory } | null;

/**
 * /backoffice/catalog: every category in a grid (grid key Catalog) with the spec §5 category filter, create and edit in a
 * drawer, delete after a confirmation, and the order of sub-categories (rank) arranged by drag or keyboard.
 */
export function CategoryAdmin() {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizePath();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_CATALOG_ADMIN:EDIT');
  const categories = useAdminCategories();
  const [filter, setFilter] = useState<CategoryFilter>(EMPTY_CATEGORY_FILTER);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [ordering, setOrdering] = useState<number | null | false>(false);

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const parentName = (category: AdminCategory) =>
    category.parentId === null ? '' : shownName(byId.get(category.parentId) ?? category, lang);

  const columns: SettingsGridColumn<AdminCategory>[] = [
    {
      field: 'picture',
      title: t('catalogAdmin.columns.picture'),
      render: (category) => {
        const url = category.smallImage ?? category.largeImage;
        return url ? (
          <Image src={mediaUrl(url, 160)} alt="" w={48} h={48} fit="contain" radius="sm" />
        ) : (
          <Text c="gray.5" aria-hidden>
            <Icon name="photo" size={28} />
          </Text>
        );
      },
    },
    {
      field: 'name',
      title: t('catalogAdmin.columns.name'),
      locked: true,
      sortable: true,
      // The name opens the editor too: on a phone the actions column is off screen.
      render: (category) =>
        canEdit ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => setEditing({ mode: 'edit', category })}
          >
            {shownName(category, lang)}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {shownName(category, lang)}
          </Text>
        ),
    },
    { field: 'code', title: t('catalogAdmin.columns.code'), sortable: true, noWrap: true },
    { field: 'parent', title: t('catalogAdmin.columns.parent'), sortable: true, render: parentName },
    { field: 'rank', title: t('catalogAdmin.columns.rank'), sortable: true, textAlign: 'right' },
    { field: 'itemCount', title: t('catalogAdmin.columns.itemCount'), sortable: true, textAlign: 'right' },
    {
      field: 'childCount',
      title: t('catalogAdmin.columns.childCount'),
      sortable: true,
      textAlign: 'right',
      visible: false,
    },
    {
      field: 'description',
      title: t('catalogAdmin.columns.description'),
      visible: false,
      render: (category) => (
        <Text size="sm" lineClamp={2}>
          {category.description}
        </Text>
      ),
    },
    {
      field: 'actions',
      title: t('catalogAdmin.columns.actions'),
      locked: true,
      textAlign: 'right',
      render: (category) => {
        const name = shownName(category, lang);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('catalogAdmin.products', { name })}>
              <ActionIcon
                component={Link}
                to={localize(`/backoffice/catalog/${category.id}/products`)}
                variant="subtle"
                aria-label={t('catalogAdmin.products', { name })}
              >
                <Icon name="list" size={18} />
              </ActionIcon>
            </Tooltip>
            {canEdit && (
              <>
                <Tooltip label={t('catalogAdmin.edit', { name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('catalogAdmin.edit', { name })}
                    onClick={() => setEditing({ mode: 'edit', category })}
                    data-testid="category-edit"
                  >
                    <Icon name="pencil" size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('catalogAdmin.delete.action', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('catalogAdmin.delete.action', { name })}
                    onClick={() => setDeleting(category)}
                    data-testid="category-delete"
                  >
                    <Icon name="trash" size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          </Group>
        );
      },
    },
  ];
  const grid = useSettingsGrid('Catalog', columns, { defaultSort: { field: 'name', direction: 'asc' } });
  const filtered = sortRows(filterCategories(all, filter), grid.sort, {
    name: (c) => shownName(c, lang),
    code: (c) => c.code,
    parent: parentName,
    rank: (c) => c.rank,
    itemCount: (c) => c.itemCount,
    childCount: (c) => c.childCount,
  });

  return (
    <>
      {categories.isError ? (
        <Alert color="red" role="alert" title={t('catalogAdmin.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void categories.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <SettingsGrid
          grid={grid}
          testId="catalog-grid"
          records={pageRows(filtered, grid.page, grid.pageSize)}
          totalRecords={filtered.length}
          fetching={categories.isPending}
          noRecordsText={t('catalogAdmin.noCategories')}
          rowAttributes={(category) => ({ 'data-code': category.code })}
          toolbar={
            <>
              <CategoryFilterBar
                categories={all}
                value={filter}
                onChange={(next) => {
                  setFilter(next);
                  grid.setPage(1);
                }}
              />
              {canEdit && (
                <Group gap="xs">
                  <Button
                    leftSection={<Icon name="pencil" size={16} />}
                    onClick={() => setEditing({ mode: 'create' })}
                    data-testid="category-create"
                  >
                    {t('catalogAdmin.create')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<Icon name="switch" size={16} />}
                    onClick={() => setOrdering(typeof filter.parent === 'number' ? filter.parent : null)}
                    data-testid="category-order"
                  >
                    {t('catalogAdmin.order.open')}
                  </Button>
                </Group>
              )}
            </>
          }
        />
      )}

      {editing && (
        <CategoryEditor
          category={editing.mode === 'edit' ? editing.category : null}
          categories={all}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />}
      {ordering !== false && (
        <CategoryOrderModal categories={all} initialParentId={ordering} onClose={() => setOrdering(false)} />
      )}
    </>
  );
}
