import type { Language } from '@portal/shared/platform/language';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, sendPdf } from '../finance/public';
import { ownerCompany } from '../reference/public';
import { loadVisibleMemo } from './memo-records';
import { memoItems, memoReturns } from './tables';

const WORDS = {
  en: {
    title: 'Memo return',
    shipTo: 'Ship to',
    from: 'From',
    authorisation: 'Return authorisation',
    memo: 'Memo',
    pieces: 'Pieces returned',
    code: 'Style',
    description: 'Description',
    quantity: 'Qty',
    instructions: 'Cut out the label above and fix it to the parcel; put this list inside.',
  },
  fr: {
    title: 'Retour de confié',
    shipTo: 'Expédier à',
    from: 'De',
    authorisation: 'Autorisation de retour',
    memo: 'Confié',
    pieces: 'Pièces rendues',
    code: 'Modèle',
    description: 'Description',
    quantity: 'Qté',
    instructions:
      'Découpez l’étiquette ci-dessus et collez-la sur le colis ; glissez cette liste à l’intérieur.',
  },
} as const;

/**
 * GET /memos/returns/{id}/label: the parcel label (the manufacturer's address, the customer, the return number in
 * large type) above the list of the pieces it holds. Another customer's return is a 404.
 */
export async function printMemoReturnLabel(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  returnId: number,
  language: Language,
): Promise<FastifyReply> {
  const [authorisation] = await db.select().from(memoReturns).where(eq(memoReturns.id, returnId));
  if (!authorisation) throw notFound('The return authorisation');
  const memo = await loadVisibleMemo(db, scope, authorisation.memoId).catch(() => {
    throw notFound('The return authorisation');
  });
  const [company, [customer], pieces] = await Promise.all([
    ownerCompany(db),
    db
      .select({ name: customers.name, accountNumber: customers.accountNumber })
      .from(customers)
      .where(eq(customers.id, memo.customerId)),
    db.select().from(memoItems).where(eq(memoItems.returnId, returnId)).orderBy(asc(memoItems.rank)),
  ]);
  const w = WORDS[language];
  const sender = [customer!.name, `(${customer!.accountNumber})`].join(' ');
  const memoLine = [w.memo, memo.code].join(' ');
  return sendPdf(reply, `${authorisation.code}.pdf`, async (doc) => {
    doc
      .rect(LEFT, 50, RIGHT - LEFT, 230)
      .dash(4, { space: 4 })
      .stroke()
      .undash();
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text(w.shipTo, LEFT + 15, 65);
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(16)
      .text(company.name, LEFT + 15, 78, { width: 300 });
    doc.font(PDF_FONT).fontSize(11);
    for (const line of [
      company.addressLine1,
      company.addressLine2,
      [company.zip, company.city].filter(Boolean).join(' '),
      [company.stateName, company.countryName].filter(Boolean).join(', '),
    ])
      if (line) doc.text(line, { width: 300 });
    doc.font(PDF_FONT).fontSize(9).text(w.from, 360, 65);
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(11)
      .text(sender, 360, 78, { width: RIGHT - 375 });
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text(w.authorisation, LEFT + 15, 200);
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(32)
      .text(authorisation.code, LEFT + 15, 212);
    doc.font(PDF_FONT).fontSize(10).text(memoLine, 360, 225);
    doc.y = 300;
    doc.x = LEFT;
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .text(w.instructions, LEFT, 290, { width: RIGHT - LEFT });
    doc.y += 12;
    row(
      doc,
      [{ text: `${w.pieces}: ${authorisation.code}`, x: LEFT, width: RIGHT - LEFT, align: 'left' }],
      true,
    );
    const columns = (code: string, description: string, quantity: string) => [
      { text: code, x: LEFT, width: 100, align: 'left' as const },
      { text: description, x: 160, width: 320, align: 'left' as const },
      { text: quantity, x: 480, width: RIGHT - 480 },
    ];
    row(doc, columns(w.code, w.description, w.quantity), true);
    for (const piece of pieces) row(doc, columns(piece.styleCode, piece.description, String(piece.quantity)));
  });
}
