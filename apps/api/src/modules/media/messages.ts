import type { Language } from '@portal/shared/platform/language';

/** 10 MB, 1,5 Mo, 500 KB: as a person reads a size. */
function megabytes(bytes: number, language: Language): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, language === 'fr' ? 'Mo' : 'MB']
      : [bytes / 1024, language === 'fr' ? 'Ko' : 'KB'];
  return `${amount.toLocaleString(locale, { maximumFractionDigits: 1 })} ${unit}`;
}

/** The refusals of the media library, each in the caller's language (spec §8: messages shown as they are). */
export const mediaMessages = {
  tooLarge: (max: number, language: Language) =>
    language === 'fr'
      ? `Le fichier est trop volumineux : la médiathèque accepte des fichiers de ${megabytes(max, language)} au plus.`
      : `The file is too large: the media library accepts files of up to ${megabytes(max, language)}.`,
  /** Another use than the library's: its name as staff see it among the asset limitations. */
  tooLargeFor: (use: string, max: number, language: Language) =>
    language === 'fr'
      ? `Le fichier est trop volumineux (${use.toLowerCase()} : ${megabytes(max, language)} au plus).`
      : `The file is too large (${use.toLowerCase()}: at most ${megabytes(max, language)}).`,
  notAllowed: (found: string, allowed: readonly string[], language: Language) =>
    language === 'fr'
      ? `Ce type de fichier (${found}) n’est pas accepté. Types acceptés : ${allowed.join(', ')}.`
      : `This type of file (${found}) is not accepted. Accepted types: ${allowed.join(', ')}.`,
  unknownType: (language: Language) =>
    language === 'fr'
      ? 'Ce fichier n’est ni une image (JPEG, PNG, WebP, GIF, AVIF, TIFF) ni un PDF, quel que soit son nom.'
      : 'This file is not an image (JPEG, PNG, WebP, GIF, AVIF, TIFF) or a PDF, whatever its name says.',
  markup: (language: Language) =>
    language === 'fr'
      ? 'Les fichiers HTML, XML et SVG ne sont pas acceptés : ils peuvent contenir des scripts.'
      : 'HTML, XML and SVG files are not accepted: they can carry scripts.',
  empty: (language: Language) =>
    language === 'fr' ? 'Le fichier est vide (0 octet).' : 'The file is empty (0 bytes).',
  fileRequired: (language: Language) =>
    language === 'fr' ? 'Choisissez le fichier à envoyer.' : 'Choose the file to upload.',
  folderNotEmpty: (name: string, count: number, language: Language) =>
    language === 'fr'
      ? `Le dossier « ${name} » contient encore ${count} fichier(s) : déplacez-les ou supprimez-les d’abord.`
      : `The folder “${name}” still holds ${count} asset(s): move or delete them first.`,
};
