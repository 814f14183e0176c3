import { Button, Card, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Icon } from '../../../../components/icon';
import { mediaUrl } from '../../../../lib/media';
import { IMAGE_TYPES } from '../category-draft';

/**
 * One of a category's four pictures: the saved one or the newly chosen file as a preview, a file picker and a way to
 * take the picture away (or to undo the choice of a new file).
 */
export function CategoryImageInput({
  label,
  savedUrl,
  file,
  removed,
  error,
  onFile,
  onRemove,
  testId,
}: {
  label: string;
  savedUrl: string | null;
  file: File | undefined;
  removed: boolean;
  error?: string;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  const shown = preview ?? (removed || !savedUrl ? null : mediaUrl(savedUrl, 320));
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Card.Section
            w={88}
            h={88}
            m={0}
            bg="gray.0"
            style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          >
            {shown ? (
              <Image
                src={shown}
                alt={t('catalogAdmin.images.preview', { label })}
                w={88}
                h={88}
                fit="contain"
                data-testid={`${testId}-preview`}
              />
            ) : (
              <Text c="gray.5" ta="center" pt={28} aria-hidden>
                <Icon name="photo" size={32} />
              </Text>
            )}
          </Card.Section>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <FileInput
              label={label}
              placeholder={t('catalogAdmin.images.choose')}
              accept={IMAGE_TYPES.join(',')}
              value={file ?? null}
              onChange={onFile}
              clearable
              error={error}
              data-testid={`${testId}-file`}
            />
            {!file && savedUrl && !removed && (
              <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} w="fit-content">
                {t('catalogAdmin.images.remove')}
              </Button>
            )}
            {!file && removed && (
              <Text size="xs" c="dimmed">
                {t('catalogAdmin.images.willBeRemoved')}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

/** An object URL of the chosen file for its preview, released when the file changes or the input goes away. */
function useObjectUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
