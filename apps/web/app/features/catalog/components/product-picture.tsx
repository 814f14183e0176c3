import { Box, Image } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { type MediaWidth, mediaSrcSet, mediaUrl } from '../../../lib/media';

/** A square product picture, resized by the media server (srcset), or a neutral placeholder when there is none. */
export function ProductPicture({
  url,
  alt,
  sizes,
  width = 640,
  eager = false,
}: {
  url: string | undefined;
  alt: string;
  sizes: string;
  width?: MediaWidth;
  eager?: boolean;
}) {
  if (!url) {
    return (
      <Box
        bg="gray.1"
        c="gray.5"
        style={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center' }}
        role="img"
        aria-label={alt}
      >
        <Icon name="photo" size={40} />
      </Box>
    );
  }
  return (
    <Box bg="gray.0" style={{ aspectRatio: '1 / 1', overflow: 'hidden' }}>
      <Image
        src={mediaUrl(url, width)}
        srcSet={mediaSrcSet(url)}
        sizes={sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        w="100%"
        h="100%"
        fit="contain"
      />
    </Box>
  );
}
