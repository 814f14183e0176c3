import { Box, Image } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { type MediaWidth, mediaSrcSet, mediaUrl } from '../../../lib/media';

/**
 * A square product picture, resized by the media server (srcset), or a neutral placeholder when there is none. A
 * picture in the first screen is `first`: fetched at once and before the scripts (it is often the page's largest
 * paint); the others wait until they come near the screen.
 */
export function ProductPicture({
  url,
  alt,
  sizes,
  width = 640,
  first = false,
}: {
  url: string | undefined;
  alt: string;
  sizes: string;
  width?: MediaWidth;
  first?: boolean;
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
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        w="100%"
        h="100%"
        fit="contain"
      />
    </Box>
  );
}
