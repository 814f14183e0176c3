import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { notifyError } from '../../../lib/feedback';
import { MAX_PICTURES } from '../api/upload-custom-order-images';
import { addPictures, choosePreview, type PictureList, previewOf, removePicture } from '../picture-list';

/** A picture picked on this device, shown from an object URL until it is uploaded with the order. */
export interface LocalPicture {
  id: string;
  file: File;
  url: string;
}

/** The server's default upload limit per file. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

let counter = 0;
const localPicture = (file: File): LocalPicture => ({
  id: `picture-${(counter += 1)}`,
  file,
  url: URL.createObjectURL(file),
});

/**
 * Reference pictures of the design: several can be picked, the chosen one is shown big with the others as thumbnails,
 * and each can be deleted (spec §5 rule in picture-list.ts). Object URLs are released when no longer shown.
 */
export function PicturePicker({
  pictures,
  onChange,
  disabled,
}: {
  pictures: PictureList<LocalPicture>;
  onChange: (pictures: PictureList<LocalPicture>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  }, [pictures]);
  useEffect(() => () => latest.current.items.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const preview = previewOf(pictures);

  const pick = (files: File[]) => {
    resetRef.current?.();
    const images = files.filter((f) => f.type.startsWith('image/') && f.size <= MAX_PICTURE_BYTES);
    if (images.length < files.length) notifyError(t('customOrders.pictures.notAnImage'));
    const { list, rejected } = addPictures(pictures, images.map(localPicture), MAX_PICTURES);
    rejected.forEach((p) => URL.revokeObjectURL(p.url));
    if (rejected.length > 0) notifyError(t('customOrders.pictures.tooMany', { max: MAX_PICTURES }));
    onChange(list);
  };

  const remove = (id: string) => {
    const { list, removed } = removePicture(pictures, id);
    removed.forEach((p) => URL.revokeObjectURL(p.url));
    onChange(list);
  };

  return (
    <Stack gap="sm" data-testid="design-pictures">
      {preview ? (
        <Box
          bg="gray.0"
          bd="1px solid gray.3"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '4 / 3' }}
        >
          <Image
            src={preview.url}
            alt={t('customOrders.pictures.previewAlt', { name: preview.file.name })}
            w="100%"
            h="100%"
            fit="contain"
            data-testid="picture-preview"
            data-name={preview.file.name}
          />
        </Box>
      ) : (
        <Group
          gap="sm"
          c="gray.6"
          p="md"
          bg="gray.0"
          wrap="nowrap"
          style={{
            border: '1px dashed var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Icon name="photo" size={28} />
          <Text size="sm">{t('customOrders.pictures.empty')}</Text>
        </Group>
      )}
      {pictures.items.length > 0 && (
        <Group gap="xs" role="list" aria-label={t('customOrders.pictures.list')}>
          {pictures.items.map((picture, index) => {
            const shown = picture.id === pictures.previewId;
            return (
              <Box key={picture.id} role="listitem" pos="relative" data-testid="picture-thumbnail">
                <UnstyledButton
                  onClick={() => onChange(choosePreview(pictures, picture.id))}
                  aria-label={t('customOrders.pictures.show', { number: index + 1, name: picture.file.name })}
                  aria-pressed={shown}
                  style={{
                    display: 'block',
                    width: 64,
                    height: 64,
                    borderRadius: 'var(--mantine-radius-sm)',
                    overflow: 'hidden',
                    border: `2px solid var(--mantine-color-${shown ? 'brand-6' : 'gray-3'})`,
                  }}
                >
                  <Image src={picture.url} alt="" w={60} h={60} fit="cover" />
                </UnstyledButton>
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={-6}
                  right={-6}
                  onClick={() => remove(picture.id)}
                  disabled={disabled}
                  aria-label={t('customOrders.pictures.delete', {
                    number: index + 1,
                    name: picture.file.name,
                  })}
                  data-testid="picture-delete"
                >
                  <Icon name="trash" size={14} />
                </ActionIcon>
              </Box>
            );
          })}
        </Group>
      )}
      <Group justify="space-between" gap="xs">
        <FileButton
          onChange={pick}
          accept="image/*"
          multiple
          resetRef={resetRef}
          disabled={disabled || pictures.items.length >= MAX_PICTURES}
          inputProps={{ 'data-testid': 'picture-input' } as React.ComponentProps<'input'>}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<Icon name="photo" size={16} />}
              disabled={disabled || pictures.items.length >= MAX_PICTURES}
            >
              {t('customOrders.pictures.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('customOrders.pictures.count', { count: pictures.items.length, max: MAX_PICTURES })}
        </Text>
      </Group>
    </Stack>
  );
}
