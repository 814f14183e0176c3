import { Pager } from '../../../components/pager';
import './media-library.css';
import { Alert, Button, Grid, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAssetFolders } from '../api/get-asset-folders';
import { type AssetRow, useAssets } from '../api/get-assets';
import { AssetCard } from './asset-card';
import { DeleteAssetsDialog, EditAssetDialog, MoveAssetsDialog, OpenAssetDialog } from './asset-dialogs';
import { type FolderChoice, FolderList } from './folder-list';
import { UploadLimitsPanel } from './upload-limits-panel';
import { UploadZone } from './upload-zone';

const PAGE_SIZE = 24;

export interface MediaLibraryProps {
  /** The admin view: every customer's assets, sharing, every folder. */
  isAdmin: boolean;
  canEdit: boolean;
  /** Staff with CP_CONFIGURATION see the upload limits tab; with EDIT they change them. */
  canViewLimits: boolean;
  canEditLimits: boolean;
  customerId: number | null;
}

/** The library: folders, a grid of thumbnails, upload, and the dialogs of spec §4 (add, edit, delete, change folder, open). */
function Library({ isAdmin, canEdit, customerId }: MediaLibraryProps) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState<FolderChoice>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<AssetRow | null>(null);
  const [editing, setEditing] = useState<AssetRow | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const folders = useAssetFolders();
  const assets = useAssets({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(folder === 'all' ? {} : { folderId: folder }),
    ...(debounced ? { search: debounced } : {}),
  });
  const mayChange = (asset: AssetRow) => canEdit && (isAdmin || asset.customerId === customerId);
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const pages = Math.max(1, Math.ceil((assets.data?.pagingData.itemCount ?? 0) / PAGE_SIZE));
  const choose = (choice: FolderChoice) => {
    setFolder(choice);
    setPageNo(1);
    setSelected([]);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <FolderList
          folders={folders.data ?? []}
          value={folder}
          onChange={choose}
          canEdit={canEdit}
          isAdmin={isAdmin}
          customerId={customerId}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          {canEdit && (
            <UploadZone folderId={typeof folder === 'number' && folder > 0 ? folder : null} shared={false} />
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <TextInput
              aria-label={t('media.search')}
              placeholder={t('media.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPageNo(1);
              }}
              style={{ flex: '1 1 200px' }}
            />
            {canEdit && (
              <Group gap="xs">
                <Button
                  variant="default"
                  disabled={selected.length === 0}
                  onClick={() => setMoving(selected)}
                >
                  {t('media.changeFolder')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  disabled={selected.length === 0}
                  onClick={() => setDeleting(selected)}
                >
                  {t('media.deleteChosen', { count: selected.length })}
                </Button>
              </Group>
            )}
          </Group>
          {assets.isError ? (
            <Alert color="red">{t('media.loadFailed')}</Alert>
          ) : !assets.data ? (
            <Group justify="center" p="xl">
              <Loader aria-label={t('media.loading')} />
            </Group>
          ) : assets.data.items.length === 0 ? (
            <Text c="dimmed" data-testid="media-empty">
              {t('media.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="media-grid">
              {assets.data.items.map((asset) => (
                <AssetCard
                  key={asset.id}
                  asset={asset}
                  selected={selected.includes(asset.id)}
                  onSelect={(on) => toggle(asset.id, on)}
                  mayChange={mayChange(asset)}
                  onOpen={() => setOpened(asset)}
                  onEdit={() => setEditing(asset)}
                />
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && <Pager total={pages} value={pageNo} onChange={setPageNo} size="sm" />}
        </Stack>
      </Grid.Col>
      <OpenAssetDialog asset={opened} onClose={() => setOpened(null)} />
      <EditAssetDialog asset={editing} isAdmin={isAdmin} onClose={() => setEditing(null)} />
      <MoveAssetsDialog
        ids={moving}
        folders={(folders.data ?? []).filter((f) => isAdmin || f.customerId === customerId)}
        onClose={(moved) => {
          setMoving(null);
          if (moved) setSelected([]);
        }}
      />
      <DeleteAssetsDialog
        ids={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) setSelected([]);
        }}
      />
    </Grid>
  );
}

/** /backoffice/media-library: the library, and for staff who configure the portal, the upload limits per use. */
export function MediaLibraryPage(props: MediaLibraryProps) {
  const { t } = useTranslation();
  if (!props.canViewLimits) return <Library {...props} />;
  return (
    <Tabs defaultValue="library" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="library">{t('media.tabs.library')}</Tabs.Tab>
        <Tabs.Tab value="limits">{t('media.tabs.limits')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="library">
        <Library {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="limits">
        <UploadLimitsPanel canEdit={props.canEditLimits} />
      </Tabs.Panel>
    </Tabs>
  );
}
