import { Box, Group, Image, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { ProductPicture } from './product-picture';

/** The main picture and a row of thumbnails that choose it; a new set of pictures (another metal) starts at the first. */
export function ProductGallery({ images, alt, busy }: { images: string[]; alt: string; busy: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ images: string[]; index: number }>({ images, index: 0 });
  const index = chosen.images === images ? Math.min(chosen.index, images.length - 1) : 0;
  const main = images[Math.max(0, index)];
  return (
    <Box data-testid="product-gallery" aria-busy={busy}>
      <Box
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', opacity: busy ? 0.6 : 1 }}
        bd="1px solid gray.3"
      >
        <ProductPicture url={main} alt={alt} sizes="(min-width: 62em) 600px, 100vw" width={960} first />
      </Box>
      {images.length > 1 && (
        <Group gap="xs" mt="sm" role="list" aria-label={t('catalog.pictures')}>
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              role="listitem"
              onClick={() => setChosen({ images, index: i })}
              aria-label={t('catalog.showPicture', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              style={{
                width: 72,
                height: 72,
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
                border: `2px solid var(--mantine-color-${i === index ? 'brand-6' : 'gray-3'})`,
              }}
            >
              <Image
                src={mediaUrl(url, 160)}
                srcSet={mediaSrcSet(url, 160, 320)}
                sizes="72px"
                alt=""
                w={68}
                h={68}
                fit="contain"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
