import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUploadAsset } from '../api/upload-asset';

/**
 * A plain file input and a drop zone (not @mantine/dropzone: it needs Node 22). Files go one after the other; each
 * refused one (too large, a type not accepted) is listed with the server's reason, in the page's language.
 */
export function UploadZone({ folderId, shared }: { folderId: number | null; shared: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadAsset();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<{ name: string; reason: string }[]>([]);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    setRefusals([]);
    const refused: { name: string; reason: string }[] = [];
    for (const file of files) {
      try {
        const asset = await upload.mutateAsync({ file, folderId, shared });
        notifyDone('saved', asset.title);
      } catch (error) {
        const reason =
          error instanceof ApiError && error.errorMessages[0]
            ? error.errorMessages[0].value
            : t('media.upload.failed');
        refused.push({ name: file.name, reason });
      }
    }
    setRefusals(refused);
    setBusy(false);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <div
        className="media-drop-zone"
        data-over={over || undefined}
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('media.upload.dropHere')}
          </Text>
          <Button size="sm" loading={busy} onClick={() => input.current?.click()}>
            {t('media.upload.choose')}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('media.upload.choose')}
          data-testid="media-file-input"
          onChange={(event) => void send([...(event.currentTarget.files ?? [])])}
        />
      </div>
      {refusals.map((r) => (
        <Alert key={r.name} color="red" role="alert" title={r.name} data-testid="media-upload-refused">
          {r.reason}
        </Alert>
      ))}
    </Stack>
  );
}
