/** The widths the media server resizes to (images served resized, as WebP, docs/benchmarks.md). */
export const MEDIA_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const isResizable = (url: string) => url.startsWith('/media/') && !url.includes('?');

/** The URL of a picture at a width; pictures not served by our media server are left as they are. */
export function mediaUrl(url: string, width: MediaWidth): string {
  return isResizable(url) ? `${url}?w=${width}` : url;
}

/** `srcset` of a picture from `min` to `max` width, or undefined when the server cannot resize it. */
export function mediaSrcSet(url: string, min: MediaWidth = 160, max: MediaWidth = 1280): string | undefined {
  if (!isResizable(url)) return undefined;
  return MEDIA_WIDTHS.filter((w) => w >= min && w <= max)
    .map((w) => `${url}?w=${w} ${w}w`)
    .join(', ');
}
