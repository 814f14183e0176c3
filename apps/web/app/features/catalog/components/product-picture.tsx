import { Icon } from '../../../components/icon';
import { type MediaWidth, mediaSrcSet, mediaUrl } from '../../../lib/media';

// Plain elements rather than Mantine's Box and Image: a catalogue page draws two dozen pictures while it hydrates.
const frame = {
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: 'var(--mantine-color-gray-0)',
} as const;
const placeholder = {
  ...frame,
  display: 'grid',
  placeItems: 'center',
  background: 'var(--mantine-color-gray-1)',
  color: 'var(--mantine-color-gray-5)',
} as const;
const picture = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

/**
 * A square product picture, resized by the media server (srcset), or a neutral placeholder when there is none. A
 * picture in the first screen is `first`: fetched at once and before the scripts (it is often the page's largest
 * paint), and decoded with the paint it arrives for: an asynchronous decode lets the page's first frames go without it,
 * and the next frame waits for the scripts to finish (the largest paint moved from 0.6 s to 1.9 s at 4× CPU). The
 * others wait until they come near the screen.
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
      <div style={placeholder} role="img" aria-label={alt}>
        <Icon name="photo" size={40} />
      </div>
    );
  }
  return (
    <div style={frame}>
      <img
        src={mediaUrl(url, width)}
        srcSet={mediaSrcSet(url)}
        sizes={sizes}
        alt={alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? 'sync' : 'async'}
        style={picture}
      />
    </div>
  );
}
