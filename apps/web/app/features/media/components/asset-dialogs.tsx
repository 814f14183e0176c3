import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone, notifyOperationFailed } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fetchAssetFile } from '../api/download-asset';
import { useDeleteAssets, useMoveAssets, useUpdateAsset } from '../api/change-assets';
import type { AssetFolder } from '../api/get-asset-folders';
import type { AssetRow } from '../api/get-assets';
import { fileSize } from './file-size';

/** Saves the file of an asset under its own name (spec §8: a failed download is only logged). */
export async function saveAssetFile(asset: AssetRow): Promise<void> {
  try {
    const blob = await fetchAssetFile(asset.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = asset.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error('Asset download failed', error);
  }
}

/** The open dialog: the picture at full size (or the document's facts) with its download. */
export function OpenAssetDialog({ asset, onClose }: { asset: AssetRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!asset || asset.type !== 'image') return;
    let made: string | null = null;
    let live = true;
    fetchAssetFile(asset.id)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      })
      .catch((error: unknown) => console.error('Asset preview failed', error));
    return () => {
      live = false;
      setUrl(null);
      if (made) URL.revokeObjectURL(made);
    };
  }, [asset]);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('media.close') }}
      opened={asset !== null}
      onClose={onClose}
      title={asset?.title}
      size="lg"
    >
      {asset && (
        <Stack gap="sm" data-testid="media-open-dialog">
          {asset.type === 'image' ? (
            url ? (
              <Image src={url} alt={asset.title} fit="contain" mah="60vh" />
            ) : (
              <Group justify="center" p="xl">
                <Loader aria-label={t('media.loading')} />
              </Group>
            )
          ) : (
            <Text>{t('media.documentPreview')}</Text>
          )}
          <Text size="sm" c="dimmed">
            {asset.fileName} · {fileSize(asset.size, lang)}
            {asset.width && asset.height ? ` · ${asset.width} × ${asset.height} px` : ''}
            {asset.customerName ? ` · ${asset.customerName}` : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void saveAssetFile(asset)}>
              {t('media.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The edit dialog: the title, and for staff whether every customer sees the asset. */
export function EditAssetDialog({
  asset,
  isAdmin,
  onClose,
}: {
  asset: AssetRow | null;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('media.close') }}
      opened={asset !== null}
      onClose={onClose}
      title={t('media.edit')}
    >
      {asset && <EditAssetForm key={asset.id} asset={asset} isAdmin={isAdmin} onClose={onClose} />}
    </Modal>
  );
}

function EditAssetForm({
  asset,
  isAdmin,
  onClose,
}: {
  asset: AssetRow;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateAsset();
  const [title, setTitle] = useState(asset.title);
  const [shared, setShared] = useState(asset.shared);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('media.errors.titleRequired'));
    update.mutate(
      { id: asset.id, title, ...(isAdmin ? { shared } : {}) },
      {
        onSuccess: (saved) => {
          notifyDone('updated', saved.title);
          onClose();
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.errorMessages[0] ? e.errorMessages[0].value : t('media.errors.failed'),
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('media.fields.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={error}
          required
          data-autofocus
          data-testid="media-title-input"
        />
        {isAdmin && (
          <Checkbox
            label={t('media.fields.shared')}
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('media.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('media.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The change-folder dialog for the chosen assets. */
export function MoveAssetsDialog({
  ids,
  folders,
  onClose,
}: {
  ids: number[] | null;
  folders: AssetFolder[];
  onClose: (moved: boolean) => void;
}) {
  const { t } = useTranslation();
  const move = useMoveAssets();
  const [target, setTarget] = useState<string | null>('0');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('media.close') }}
      opened={ids !== null}
      onClose={() => onClose(false)}
      title={t('media.changeFolder')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('media.chosen', { count: ids?.length ?? 0 })}</Text>
        <Select
          label={t('media.fields.folder')}
          data={[
            { value: '0', label: t('media.noFolder') },
            ...folders.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="media-move-target"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('media.cancel')}
          </Button>
          <Button
            loading={move.isPending}
            onClick={() =>
              ids &&
              move.mutate(
                { folderId: Number(target ?? 0), ids },
                {
                  onSuccess: () => {
                    notifyDone('updated');
                    onClose(true);
                  },
                },
              )
            }
          >
            {t('media.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The delete dialog: the chosen assets go together, or none do. */
export function DeleteAssetsDialog({
  ids,
  onClose,
}: {
  ids: number[] | null;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAssets();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('media.close') }}
      opened={ids !== null}
      onClose={() => onClose(false)}
      title={t('media.delete')}
    >
      <Stack gap="sm">
        <Alert color="red">{t('media.deleteConfirm', { count: ids?.length ?? 0 })}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('media.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            data-testid="media-delete-confirm"
            onClick={() =>
              ids &&
              remove.mutate(ids, {
                onSuccess: () => {
                  notifyDone('deleted');
                  onClose(true);
                },
                // spec §8: a failed delete shows 'Error occured while deleting{name}!'.
                onError: () => notifyOperationFailed('delete', t('media.assetsNamed', { count: ids.length })),
              })
            }
          >
            {t('media.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
