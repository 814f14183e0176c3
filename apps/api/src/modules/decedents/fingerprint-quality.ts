import { FINGERPRINT_QUALITY } from '@portal/shared/decedents/schemas';
import type { Language } from '@portal/shared/platform/language';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';

/** The picture formats a print may come in, read from the file's content (never from its name or declared type). */
const PRINT_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff']);

/**
 * Why a print is refused, in the user's language (the screen shows the message as it is): written in English with
 * its values, and found in `locales/fr.json` by its shape for a French caller.
 */
const REFUSALS = {
  notImage: () => 'This file is not a picture. Upload a fingerprint as a JPEG, PNG, WebP or TIFF image.',
  tooSmall: ({ width, height, min }: Values) =>
    `The picture is too small (${width} × ${height} pixels): it must be at least ${min} pixels on each side. Scan the print at a higher resolution.`,
  tooLarge: ({ width, height, max }: Values) =>
    `The picture is too large (${width} × ${height} pixels): at most ${max} pixels on each side.`,
  lowContrast: ({ value, min }: Values) =>
    `The ridges cannot be told from the background (contrast ${value}, at least ${min} is needed). Take the print again with darker ink or better light.`,
  blurred: ({ value, min }: Values) =>
    `The picture is blurred (sharpness ${value}, at least ${min} is needed). Hold the camera still and focus on the ridges, or scan the print.`,
} as const satisfies Record<string, (values: Values) => string>;

type Values = Record<string, string | number>;
type Refusal = keyof typeof REFUSALS;

export function refusalMessage(reason: Refusal, language: Language, values: Values = {}) {
  return translateMessage(language, REFUSALS[reason](values));
}

const refuse = (
  reason: Refusal,
  language: Language,
  values?: Record<string, string | number>,
  code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE' = 'VALIDATION',
) => {
  const message = refusalMessage(reason, language, values);
  return new AppError(code, message, [{ key: 'file', value: message }]);
};

export interface CheckedPrint {
  /** The picture as kept: turned upright, metadata (place, camera) removed, PNG. */
  png: Buffer;
  width: number;
  height: number;
  contrast: number;
  sharpness: number;
}

/** Grey levels of the picture brought within 400 px, so the measures do not depend on the resolution it came in. */
async function measures(upright: Sharp) {
  const grey = await upright
    .clone()
    .greyscale()
    .resize({ width: 400, height: 400, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: 1 as const } };
  const contrast = (await sharp(grey.data, raw).stats()).channels[0]!.stdev;
  // The Laplacian answers strongly at sharp ridge edges and weakly on a blurred picture.
  const edges = await sharp(grey.data, raw)
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer();
  const sharpness = (await sharp(edges, raw).stats()).channels[0]!.stdev;
  return { contrast: Math.round(contrast * 10) / 10, sharpness: Math.round(sharpness * 10) / 10 };
}

/**
 * The quality check of a fingerprint (docs/decisions.md "Decedents and fingerprints"): a picture by its content, large
 * enough, with enough contrast and sharp enough to engrave. A refusal names the reason in the user's language and
 * nothing is kept.
 */
export async function checkFingerprint(data: Buffer, language: Language): Promise<CheckedPrint> {
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !PRINT_FORMATS.has(metadata.format))
    throw refuse('notImage', language, {}, 'UNSUPPORTED_MEDIA_TYPE');
  const upright = sharp(data).rotate();
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = (sideways ? metadata.height : metadata.width) ?? 0;
  const height = (sideways ? metadata.width : metadata.height) ?? 0;
  const { minSide, maxSide, minContrast, minSharpness } = FINGERPRINT_QUALITY;
  if (Math.min(width, height) < minSide) throw refuse('tooSmall', language, { width, height, min: minSide });
  if (Math.max(width, height) > maxSide) throw refuse('tooLarge', language, { width, height, max: maxSide });
  const { contrast, sharpness } = await measures(upright);
  if (contrast < minContrast)
    throw refuse('lowContrast', language, { value: contrast.toFixed(1), min: minContrast });
  if (sharpness < minSharpness)
    throw refuse('blurred', language, { value: sharpness.toFixed(1), min: minSharpness });
  const png = await upright.png().toBuffer();
  return { png, width, height, contrast, sharpness };
}
