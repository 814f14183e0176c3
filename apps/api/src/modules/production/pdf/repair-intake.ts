// The repair intake printed with the job bag: the piece as it came in, its condition, the customer's
// stones and metal with their weights, the signature for the drop-off and the intake photos.
import type { Language } from '@portal/shared/platform/language';
import type { RepairIntake } from '@portal/shared/production/repair-schemas';
import sharp from 'sharp';
import type { Services } from '../../../platform/request-context';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, type Doc } from '../../finance/public';

const WORDS = {
  en: {
    title: 'Repair intake',
    piece: 'Piece',
    condition: 'Condition at intake',
    items: 'The customer’s stones and metal',
    kinds: { STONE: 'Stone', METAL: 'Metal' },
    weight: 'Weight',
    none: 'None left with the piece.',
    signed: (name: string, at: string, ip: string) => `Signed for at drop-off by ${name}, ${at} (from ${ip})`,
    receivedBy: (name: string) => `Received by ${name}`,
    photos: 'Photos at intake',
  },
  fr: {
    title: 'Réception en réparation',
    piece: 'Pièce',
    condition: 'État à la réception',
    items: 'Pierres et métal du client',
    kinds: { STONE: 'Pierre', METAL: 'Métal' },
    weight: 'Poids',
    none: 'Aucun laissé avec la pièce.',
    signed: (name: string, at: string, ip: string) => `Signé au dépôt par ${name}, le ${at} (depuis ${ip})`,
    receivedBy: (name: string) => `Reçu par ${name}`,
    photos: 'Photos à la réception',
  },
} as const;

const PHOTO_WIDTH = 120;

/** The intake's photos as PNG (what the PDF embeds), small enough for a bag. */
async function photosOf(services: Services, intake: RepairIntake) {
  const pictures: Buffer[] = [];
  for (const url of intake.photoUrls) {
    const key = decodeURIComponent(new URL(url, 'http://portal').pathname.replace(/^\/media\//, ''));
    const data = await services.media.readResized(key, PHOTO_WIDTH * 2);
    if (data) pictures.push(await sharp(data).png().toBuffer());
  }
  return pictures;
}

/** Draws the intake below the job bag's stages, on a page of its own when little room is left. */
export async function drawRepairIntake(
  doc: Doc,
  services: Services,
  intake: RepairIntake,
  language: Language,
) {
  const w = WORDS[language];
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(intake.signedAt));
  if (doc.y > 560) doc.addPage();
  doc.y += 16;
  doc.font(PDF_FONT_BOLD).fontSize(14).text(w.title, LEFT, doc.y);
  doc.y += 4;
  for (const [label, value] of [
    [w.piece, intake.piece],
    [w.condition, intake.condition],
  ] as const)
    row(doc, [
      { text: label, x: LEFT, width: 110, align: 'left' },
      { text: value, x: LEFT + 110, width: RIGHT - LEFT - 110, align: 'left' },
    ]);
  doc.y += 8;
  doc.font(PDF_FONT_BOLD).fontSize(11).text(w.items, LEFT, doc.y);
  doc.y += 4;
  if (intake.items.length === 0) doc.font(PDF_FONT).fontSize(9).text(w.none, LEFT, doc.y);
  for (const item of intake.items)
    row(doc, [
      { text: w.kinds[item.kind], x: LEFT, width: 80, align: 'left' },
      { text: item.description, x: LEFT + 85, width: 300, align: 'left' },
      { text: `${decimal.format(item.weight)} ${item.unit}`, x: RIGHT - 100, width: 100 },
    ]);
  doc.y += 8;
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .text(w.signed(intake.signedName, at, intake.signedIp), LEFT, doc.y, { width: RIGHT - LEFT });
  if (intake.receivedBy) doc.text(w.receivedBy(intake.receivedBy), LEFT, doc.y, { width: RIGHT - LEFT });
  const pictures = await photosOf(services, intake);
  if (pictures.length === 0) return;
  doc.y += 8;
  doc.font(PDF_FONT_BOLD).fontSize(11).text(w.photos, LEFT, doc.y);
  doc.y += 4;
  if (doc.y > 640) doc.addPage();
  const top = doc.y;
  pictures.forEach((picture, index) => {
    doc.image(picture, LEFT + index * (PHOTO_WIDTH + 8), top, { fit: [PHOTO_WIDTH, PHOTO_WIDTH] });
  });
  doc.y = top + PHOTO_WIDTH + 8;
}
