import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NavLink,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../../components/icon';
import { ApiError } from '../../../lib/api';
import { notifyDone, notifyOperationFailed } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AssetFolder } from '../api/get-asset-folders';
import { useCreateAssetFolder, useDeleteAssetFolder } from '../api/save-asset-folder';

/** Which assets the grid shows: every one, those in no folder (0), or one folder's. */
export type FolderChoice = 'all' | number;

function NewFolderDialog({
  opened,
  isAdmin,
  onClose,
}: {
  opened: boolean;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAssetFolder();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setShared(false);
    setError(null);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('media.errors.folderNameRequired'));
    create.mutate(
      { name, ...(isAdmin ? { shared } : {}) },
      {
        onSuccess: (folder) => {
          notifyDone('saved', folder.name);
          close();
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.errorMessages[0] ? e.errorMessages[0].value : t('media.errors.failed'),
          ),
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('media.close') }}
      opened={opened}
      onClose={close}
      title={t('media.newFolder')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('media.fields.folderName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            required
            data-autofocus
            data-testid="media-folder-name"
          />
          {isAdmin && (
            <Checkbox
              label={t('media.fields.sharedFolder')}
              checked={shared}
              onChange={(e) => setShared(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('media.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('media.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The folders the caller sees, with counts; an own (or, for staff, any) folder can be deleted once empty. */
export function FolderList({
  folders,
  value,
  onChange,
  canEdit,
  isAdmin,
  customerId,
}: {
  folders: AssetFolder[];
  value: FolderChoice;
  onChange: (choice: FolderChoice) => void;
  canEdit: boolean;
  isAdmin: boolean;
  customerId: number | null;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAssetFolder();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap={4} data-testid="media-folders">
      <Group justify="space-between">
        <Title order={2} fz="md">
          {t('media.folders')}
        </Title>
        {canEdit && (
          <Button size="xs" variant="light" onClick={() => setCreating(true)}>
            {t('media.newFolder')}
          </Button>
        )}
      </Group>
      <NavLink
        component="button"
        label={t('media.allAssets')}
        active={value === 'all'}
        onClick={() => onChange('all')}
      />
      <NavLink
        component="button"
        label={t('media.noFolder')}
        active={value === 0}
        onClick={() => onChange(0)}
      />
      {folders.map((folder) => (
        <Group key={folder.id} gap={4} wrap="nowrap">
          <NavLink
            component="button"
            style={{ flex: 1, minWidth: 0 }}
            label={folder.name}
            description={
              folder.shared ? t('media.sharedFolder') : ((isAdmin ? folder.customerName : null) ?? undefined)
            }
            active={value === folder.id}
            onClick={() => onChange(folder.id)}
            rightSection={<Badge variant="light">{folder.assetCount}</Badge>}
          />
          {canEdit && (isAdmin || folder.customerId === customerId) && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('media.deleteFolder', { name: folder.name })}
              loading={remove.isPending && remove.variables === folder.id}
              onClick={() =>
                remove.mutate(folder.id, {
                  onSuccess: () => {
                    notifyDone('deleted', folder.name);
                    if (value === folder.id) onChange('all');
                  },
                  // spec §8: a failed delete shows 'Error occured while deleting{name}!' (the server's reason too).
                  onError: () =>
                    notifyOperationFailed('delete', t('media.folderNamed', { name: folder.name })),
                })
              }
            >
              <Icon name="trash" size={18} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <NewFolderDialog opened={creating} isAdmin={isAdmin} onClose={() => setCreating(false)} />
    </Stack>
  );
}
