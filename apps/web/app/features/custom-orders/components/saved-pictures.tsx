import { Box, Center, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import type { CustomOrderImage } from '../api/get-custom-order';

/** The uploaded reference pictures of a saved custom order: the chosen one big, the others as thumbnails. */
export function SavedPictures({ images, alt }: { images: readonly CustomOrderImage[]; alt: string }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shown = images.find((image) => image.id === chosenId) ?? images[0];
  return (
    <Stack gap="sm" data-testid="custom-order-pictures">
      <Box
        bg="gray.0"
        bd="1px solid gray.3"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '4 / 3' }}
      >
        {shown ? (
          <Image
            src={mediaUrl(shown.url, 960)}
            srcSet={mediaSrcSet(shown.url, 320, 1280)}
            sizes="(min-width: 62em) 40vw, 100vw"
            alt={alt}
            w="100%"
            h="100%"
            fit="contain"
          />
        ) : (
          <Center h="100%" c="gray.6">
            <Stack align="center" gap={4}>
              <Icon name="photo" size={36} />
              <Text size="sm">{t('customOrders.detail.noPictures')}</Text>
            </Stack>
          </Center>
        )}
      </Box>
      {images.length > 1 && (
        <Group gap="xs" role="list" aria-label={t('customOrders.pictures.list')}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              role="listitem"
              onClick={() => setChosenId(image.id)}
              aria-label={t('customOrders.detail.showPicture', { number: index + 1 })}
              aria-current={image.id === shown?.id ? 'true' : undefined}
              style={{
                width: 64,
                height: 64,
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
                border: `2px solid var(--mantine-color-${image.id === shown?.id ? 'brand-6' : 'gray-3'})`,
              }}
            >
              <Image src={mediaUrl(image.url, 160)} alt="" w={60} h={60} fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
