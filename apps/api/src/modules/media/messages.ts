import type { Language } from '@portal/shared/platform/language';
import { translateMessage } from '../../platform/messages';

/** 10 MB, 1,5 Mo, 500 KB: as a person reads a size. */
function megabytes(bytes: number, language: Language): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, translateMessage(language, 'MB')]
      : [bytes / 1024, translateMessage(language, 'KB')];
  return `${amount.toLocaleString(locale, { maximumFractionDigits: 1 })} ${unit}`;
}

/**
 * The refusals of the media library, each in the caller's language (spec §8: messages shown as they are); the French
 * texts are in `locales/fr.json` (docs/decisions.md "Server messages in the caller's language").
 */
export const mediaMessages = {
  tooLarge: (max: number, language: Language) =>
    translateMessage(
      language,
      `The file is too large: the media library accepts files of up to ${megabytes(max, language)}.`,
    ),
  /** Another use than the library's: its name as staff see it among the asset limitations. */
  tooLargeFor: (use: string, max: number, language: Language) =>
    translateMessage(
      language,
      `The file is too large (${use.toLowerCase()}: at most ${megabytes(max, language)}).`,
    ),
  notAllowed: (found: string, allowed: readonly string[], language: Language) =>
    translateMessage(
      language,
      `This type of file (${found}) is not accepted. Accepted types: ${allowed.join(', ')}.`,
    ),
  unknownType: (language: Language) =>
    translateMessage(
      language,
      'This file is not an image (JPEG, PNG, WebP, GIF, AVIF, TIFF) or a PDF, whatever its name says.',
    ),
  markup: (language: Language) =>
    translateMessage(language, 'HTML, XML and SVG files are not accepted: they can carry scripts.'),
  empty: (language: Language) => translateMessage(language, 'The file is empty (0 bytes).'),
  fileRequired: (language: Language) => translateMessage(language, 'Choose the file to upload.'),
  folderNotEmpty: (name: string, count: number, language: Language) =>
    translateMessage(
      language,
      `The folder “${name}” still holds ${count} asset(s): move or delete them first.`,
    ),
};
