import type { Language } from '@portal/shared/platform/language';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { mediaMessages } from './messages';

export interface RecognisedFile {
  contentType: string;
  type: 'image' | 'document';
  extension: string;
  width: number | null;
  height: number | null;
}

const IMAGE_TYPES: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  heif: { contentType: 'image/avif', extension: 'avif' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  tiff: { contentType: 'image/tiff', extension: 'tif' },
};

/** Text that a browser could read as a page or a script: HTML, XML and SVG, after any BOM and blank space. */
function looksLikeMarkup(head: Buffer): boolean {
  const text = head
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') || /<(svg|html|script|\?xml)/i.test(text);
}

/**
 * What a file is, read from its bytes and never from its name or the type the browser sent (spec §7 Media library): a
 * PDF by its signature, an image by what sharp can decode. SVG is refused like any markup (docs/decisions.md "SVG
 * policy").
 */
export async function recogniseFile(data: Buffer, language: Language): Promise<RecognisedFile> {
  if (data.length === 0)
    throw new AppError('VALIDATION', mediaMessages.empty(language), [
      { key: 'file', value: mediaMessages.empty(language) },
    ]);
  if (data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', type: 'document', extension: 'pdf', width: null, height: null };
  if (looksLikeMarkup(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.markup(language));
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  const known = meta?.format ? IMAGE_TYPES[meta.format] : undefined;
  if (!meta || !known) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.unknownType(language));
  return { ...known, type: 'image', width: meta.width ?? null, height: meta.height ?? null };
}

/** The grid's picture: 320 px wide at most, WebP, turned upright. */
export const thumbnailOf = (data: Buffer) =>
  sharp(data)
    .rotate()
    .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/** The name as shown and sent back on download: no directory part, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch !== '\u007f' && ch !== '"')
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(-255);
  return clean || 'file';
}
