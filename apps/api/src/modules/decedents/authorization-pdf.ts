import type { Language } from '@portal/shared/platform/language';
import PDFDocument from 'pdfkit';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, type Doc } from '../finance/public';

const WORDS = {
  en: {
    title: 'NEXT-OF-KIN AUTHORISATION',
    subtitle: 'Fingerprints of the deceased for memorial pieces',
    funeralHome: 'Funeral home',
    decedent: 'Decedent',
    reference: 'Reference',
    signer: 'Authorised by',
    relationship: 'Relationship',
    email: 'E-mail',
    phone: 'Telephone',
    statement: 'Statement agreed to (version {})',
    signature: 'Signature',
    typed: 'Typed signature',
    signedAt: 'Signed on',
    recordedBy: 'Recorded by',
    document: 'Authorisation no. {}',
  },
  fr: {
    title: 'AUTORISATION DU PLUS PROCHE PARENT',
    subtitle: 'Empreintes digitales du défunt pour des pièces commémoratives',
    funeralHome: 'Salon funéraire',
    decedent: 'Défunt',
    reference: 'Référence',
    signer: 'Autorisé par',
    relationship: 'Lien de parenté',
    email: 'Courriel',
    phone: 'Téléphone',
    statement: 'Déclaration acceptée (version {})',
    signature: 'Signature',
    typed: 'Signature saisie',
    signedAt: 'Signé le',
    recordedBy: 'Enregistré par',
    document: 'Autorisation n° {}',
  },
} as const;

export interface SignedAuthorization {
  id: number;
  language: Language;
  funeralHome: string;
  decedentName: string;
  referenceNumber: string | null;
  signerName: string;
  relationship: string;
  email: string;
  phone: string;
  statementVersion: number;
  statementText: string;
  signatureText: string | null;
  /** The drawn signature (PNG), when it was drawn. */
  signatureImage: Buffer | null;
  signedAt: Date;
  recordedBy: string | null;
}

function draw(doc: Doc, a: SignedAuthorization) {
  const words = WORDS[a.language];
  const when = new Intl.DateTimeFormat(a.language === 'fr' ? 'fr-CA' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(a.signedAt);
  doc.font(PDF_FONT_BOLD).fontSize(16).text(words.title, LEFT, 50);
  doc.font(PDF_FONT).fontSize(10).text(words.subtitle);
  doc.text(words.document.replace('{}', String(a.id)));
  doc.y += 12;
  const facts: [string, string | null][] = [
    [words.funeralHome, a.funeralHome],
    [words.decedent, a.decedentName],
    [words.reference, a.referenceNumber],
    [words.signer, a.signerName],
    [words.relationship, a.relationship],
    [words.email, a.email],
    [words.phone, a.phone],
    [words.signedAt, `${when} UTC`],
    [words.recordedBy, a.recordedBy],
  ];
  for (const [label, value] of facts)
    if (value)
      row(doc, [
        { text: label, x: LEFT, width: 130, align: 'left' },
        { text: value, x: LEFT + 135, width: RIGHT - LEFT - 135, align: 'left' },
      ]);
  doc.y += 12;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(11)
    .text(words.statement.replace('{}', String(a.statementVersion)), LEFT, doc.y);
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .text(a.statementText, LEFT, doc.y + 4, { width: RIGHT - LEFT });
  doc.y += 16;
  doc.font(PDF_FONT_BOLD).fontSize(11).text(words.signature, LEFT, doc.y);
  const top = doc.y + 6;
  if (a.signatureImage) {
    doc.image(a.signatureImage, LEFT, top, { fit: [260, 100] });
    doc.y = top + 104;
  } else {
    doc.font(PDF_FONT).fontSize(9).text(words.typed, LEFT, top);
    doc.fontSize(18).text(a.signatureText ?? '', LEFT, doc.y + 4);
  }
  doc
    .moveTo(LEFT, doc.y + 4)
    .lineTo(LEFT + 260, doc.y + 4)
    .lineWidth(0.5)
    .stroke();
}

/** The signed authorisation as a PDF document, in the language its statement was shown in. */
export function authorizationPdf(a: SignedAuthorization): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    compress: true,
    font: PDF_FONT,
    info: { Title: WORDS[a.language].document.replace('{}', String(a.id)) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, a);
  doc.end();
  return done;
}
