import type { Language } from '@portal/shared/platform/language';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { notFound } from '../../../platform/errors';
import type { Services } from '../../../platform/request-context';
import type { Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, sendPdf, type Doc } from '../../finance/public';
import { orders } from '../../orders/tables';
import { users } from '../../users/tables';
import { jobOf } from '../job-of';
import { roundOf } from '../proofs-service';
import { proofImages } from '../tables';

const WORDS = {
  en: {
    title: 'PROOF APPROVAL',
    job: 'Job order',
    customer: 'Customer',
    round: 'Proof round',
    sent: 'Sent',
    note: 'Note from the workshop',
    approved: 'Approved',
    signature: 'Signature (full name typed)',
    signedBy: 'Signed in as',
    address: 'From address',
    images: 'The proofs approved',
    statement: (code: string, round: number) =>
      `The customer approved proof round ${round} of job order ${code} as shown below, by typing their full name as signature. This record cannot be changed.`,
  },
  fr: {
    title: 'APPROBATION D’ÉPREUVES',
    job: 'Ordre de fabrication',
    customer: 'Client',
    round: 'Série d’épreuves',
    sent: 'Envoyée le',
    note: 'Note de l’atelier',
    approved: 'Approuvée le',
    signature: 'Signature (nom complet saisi)',
    signedBy: 'Connecté en tant que',
    address: 'Depuis l’adresse',
    images: 'Les épreuves approuvées',
    statement: (code: string, round: number) =>
      `Le client a approuvé la série d’épreuves ${round} de l’ordre de fabrication ${code} telle que ci-dessous, en saisissant son nom complet comme signature. Ce document ne peut pas être modifié.`,
  },
} as const;

const THUMB = 160;

/** The approved images side by side, as PNG (what the PDF embeds), three to a row. */
async function drawImages(doc: Doc, services: Services, keys: string[]) {
  let x = LEFT;
  for (const key of keys) {
    const original = await services.media.read(key);
    if (!original) continue;
    const png = await sharp(original)
      .rotate()
      .resize({ width: THUMB * 2, height: THUMB * 2, fit: 'inside' })
      .png()
      .toBuffer();
    if (x + THUMB > RIGHT) {
      x = LEFT;
      doc.y += THUMB + 10;
    }
    if (doc.y + THUMB > 740) {
      doc.addPage();
      x = LEFT;
    }
    doc.image(png, x, doc.y, { fit: [THUMB, THUMB] });
    x += THUMB + 16;
  }
}

/**
 * GET /JobOrders/{id}/proofs/{roundId}/approval.pdf: the signed record of an approved round, in the reader's language,
 * with the approved images. A round not approved has no approval: not found.
 */
export async function printProofApproval(
  services: Services,
  scope: Scope,
  reply: FastifyReply,
  target: { orderId: number; roundId: number },
  language: Language,
): Promise<FastifyReply> {
  const { db } = services;
  const job = await jobOf(db, scope, target.orderId);
  const round = await roundOf(db, job.id, target.roundId);
  if (round.status !== 'approved') throw notFound('The approval');
  const [[customer], [signer], images] = await Promise.all([
    db
      .select({ name: customers.name, accountNumber: customers.accountNumber })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, job.id)),
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, round.decidedByUserId!)),
    db
      .select({ key: proofImages.imageKey })
      .from(proofImages)
      .where(eq(proofImages.roundId, round.id))
      .orderBy(asc(proofImages.rank)),
  ]);
  const w = WORDS[language];
  const when = (date: Date) =>
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone: 'UTC',
    }).format(date);
  return sendPdf(reply, `${job.code}-proof-${round.number}-approval.pdf`, async (doc) => {
    doc.font(PDF_FONT_BOLD).fontSize(18).text(w.title, LEFT, 50);
    doc
      .font(PDF_FONT)
      .fontSize(10)
      .text(w.statement(job.code, round.number), LEFT, doc.y + 6, {
        width: RIGHT - LEFT,
      });
    doc.y += 12;
    const facts: [string, string | null][] = [
      [w.job, job.code],
      [w.customer, customer ? `${customer.name} (${customer.accountNumber})` : null],
      [w.round, String(round.number)],
      [w.sent, when(round.uploadedAt)],
      [w.note, round.note],
      [w.approved, when(round.decidedAt!)],
      [w.signature, round.signatureName],
      [w.signedBy, signer ? `${signer.firstName} ${signer.lastName} <${signer.email}>` : null],
      [w.address, round.signatureIp],
    ];
    for (const [label, value] of facts)
      if (value)
        row(doc, [
          { text: label, x: LEFT, width: 160, align: 'left' },
          { text: value, x: LEFT + 165, width: RIGHT - LEFT - 165, align: 'left' },
        ]);
    doc.y += 14;
    doc.font(PDF_FONT_BOLD).fontSize(12).text(w.images, LEFT, doc.y);
    doc.y += 6;
    await drawImages(
      doc,
      services,
      images.map((i) => i.key),
    );
  });
}
