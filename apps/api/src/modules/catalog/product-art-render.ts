import sharp from 'sharp';
import { parseArtKey, productArtSvg } from './product-art';

/** Renders a generated demo picture (generated/<kind>-<colour>-<variant>.png) to PNG; null for any other key. */
export async function generateProductArt(key: string): Promise<Buffer | null> {
  const art = parseArtKey(key);
  if (!art) return null;
  return sharp(Buffer.from(productArtSvg(art.kind, art.colour, art.variant)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
