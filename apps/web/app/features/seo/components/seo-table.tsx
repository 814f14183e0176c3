import { ActionIcon, Alert, Anchor, Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { type SettingsGridColumn, SettingsGrid, useSettingsGrid } from '../../../components/settings-grid';
import type { GridCode } from '../../../lib/grid-settings';
import { useCurrentUser } from '../../../lib/session/session';
import { type SeoKind, type SeoRow, useSeoEntries } from '../api/get-seo-entries';
import { SEO_FIELDS, SEO_LANGUAGES, filledCount } from '../seo-entry';
import { SeoEditorModal } from './seo-editor-modal';

/** spec §9 grid keys of the two tables. */
const GRID_CODES: Record<SeoKind, GridCode> = { catalog: 'SEOCatalogTable', product: 'SEOProductTable' };

/**
 * One SEO table (categories or products): paged on the server, searched by name or code, each language's fields as
 * columns the user may show, how complete each language is, and the editor.
 */
export function SeoTable({ kind }: { kind: SeoKind }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_SEO:EDIT');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [editing, setEditing] = useState<SeoRow | null>(null);

  const languageColumns: SettingsGridColumn<SeoRow>[] = SEO_LANGUAGES.flatMap((lang) =>
    SEO_FIELDS.map((field) => ({
      field: `${lang}.${field}`,
      title: t('seo.columns.field', { field: t(`seo.fields.${field}`), language: lang.toUpperCase() }),
      // The English title and description are shown at first; the rest are in the column chooser.
      visible: lang === 'en' && (field === 'pageTitle' || field === 'metaDescription'),
      render: (row: SeoRow) => (
        <Text size="sm" lineClamp={2} c={row.seo[lang]?.[field] ? undefined : 'dimmed'}>
          {row.seo[lang]?.[field] || t('common.none')}
        </Text>
      ),
    })),
  );
  const columns: SettingsGridColumn<SeoRow>[] = [
    {
      field: 'name',
      title: t('seo.columns.name'),
      locked: true,
      // The name opens the editor too: on a phone the actions column is off screen.
      render: (row) =>
        canEdit ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => setEditing(row)}
          >
            {row.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
        ),
    },
    { field: 'code', title: t('seo.columns.code'), noWrap: true },
    ...languageColumns,
    {
      field: 'status',
      title: t('seo.columns.status'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {SEO_LANGUAGES.map((lang) => {
            const filled = filledCount(row.seo[lang]);
            return (
              <Badge
                key={lang}
                variant={filled === 4 ? 'filled' : 'light'}
                color={filled === 0 ? 'gray' : filled === 4 ? 'green' : 'yellow'}
                aria-label={t('seo.status', { language: t(`seo.languages.${lang}`), count: filled })}
              >
                {lang.toUpperCase()} {filled}/4
              </Badge>
            );
          })}
        </Group>
      ),
    },
    {
      field: 'actions',
      title: t('seo.columns.actions'),
      locked: true,
      textAlign: 'right',
      render: (row) =>
        canEdit ? (
          <Tooltip label={t('seo.edit', { name: row.name })}>
            <ActionIcon
              variant="subtle"
              aria-label={t('seo.edit', { name: row.name })}
              onClick={() => setEditing(row)}
              data-testid="seo-edit"
            >
              <Icon name="pencil" size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
  const grid = useSettingsGrid(GRID_CODES[kind], columns);
  const entries = useSeoEntries(
    kind,
    { pageNo: grid.page, pageSize: grid.pageSize, search: debouncedSearch },
    grid.ready,
  );

  if (entries.isError) {
    return (
      <Alert color="red" role="alert" title={t('seo.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void entries.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <>
      <SettingsGrid
        grid={grid}
        testId={`seo-${kind}-grid`}
        records={entries.data?.items ?? []}
        totalRecords={entries.data?.pagingData.itemCount ?? 0}
        fetching={entries.isFetching}
        noRecordsText={t('seo.empty')}
        rowAttributes={(row) => ({ 'data-code': row.code })}
        toolbar={
          <TextInput
            label={t(kind === 'catalog' ? 'seo.searchCategories' : 'seo.searchProducts')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              grid.setPage(1);
            }}
            leftSection={<Icon name="search" size={16} />}
            w={{ base: '100%', xs: 280 }}
            data-testid={`seo-${kind}-search`}
          />
        }
      />
      {editing && <SeoEditorModal kind={kind} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
