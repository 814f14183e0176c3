import sharp from 'sharp';
import { thumbnailOf } from './sniff';

/**
 * The demo library's pictures, drawn with sharp from a few shapes (the way the catalogue's art is): a ring, a pendant,
 * earrings and a workshop sketch sheet. The same key always draws the same picture, so the seed stores rows only and
 * the files are made on their first request, on disk or in S3.
 */
export const DEMO_ASSET_ART = {
  'solitaire-ring': { background: '#f4efe6', metal: '#c9a227', stone: '#cfe8ff' },
  'heart-pendant': { background: '#f3e9ee', metal: '#b8b8c0', stone: '#d2335c' },
  'pearl-earrings': { background: '#e9eef3', metal: '#d4af37', stone: '#fbf7ef' },
  'signet-sketch': { background: '#ffffff', metal: '#444444', stone: '#9aa5b1' },
} as const;
export type DemoArt = keyof typeof DEMO_ASSET_ART;

export const demoAssetKey = (art: DemoArt) => `media-library/demo/${art}.png`;
export const demoThumbnailKey = (art: DemoArt) => `media-library/demo/${art}.thumb.webp`;

export async function demoAssetPng(art: DemoArt): Promise<Buffer> {
  const c = DEMO_ASSET_ART[art];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${c.background}"/>
    <ellipse cx="400" cy="520" rx="220" ry="30" fill="#000" opacity="0.08"/>
    <circle cx="400" cy="330" r="150" fill="none" stroke="${c.metal}" stroke-width="34"/>
    <circle cx="400" cy="330" r="132" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>
    <polygon points="400,90 460,170 400,230 340,170" fill="${c.stone}" stroke="${c.metal}" stroke-width="8"/>
    <polygon points="400,110 440,170 400,210 360,170" fill="#fff" opacity="0.45"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The demo file under `key`, or null when the key is not one of them. */
export async function generateDemoAsset(key: string): Promise<Buffer | null> {
  const match = /^media-library\/demo\/([a-z-]+)\.(png|thumb\.webp)$/.exec(key);
  if (!match || !(match[1]! in DEMO_ASSET_ART)) return null;
  const png = await demoAssetPng(match[1] as DemoArt);
  return match[2] === 'png' ? png : thumbnailOf(png);
}
