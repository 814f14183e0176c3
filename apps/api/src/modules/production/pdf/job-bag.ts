import type { Language } from '@portal/shared/platform/language';
import type { JobTimeline } from '@portal/shared/production/schemas';
import { RUSH_FEE_CHARGE } from '@portal/shared/production/rush-rules';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../../../db/client';
import type { Services } from '../../../platform/request-context';
import type { Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, sendPdf, type Doc } from '../../finance/public';
import { orderItems, orders } from '../../orders/tables';
import { getRepairIntake } from '../repairs-service';
import { getJobOrderTimeline } from '../timeline-service';
import { drawRepairIntake } from './repair-intake';

const WORDS = {
  en: {
    title: 'JOB BAG',
    customer: 'Customer',
    ordered: 'Ordered',
    due: 'Needed by',
    po: 'PO number',
    service: 'Service',
    lines: 'Pieces',
    code: 'Code',
    description: 'Description',
    quantity: 'Qty',
    stages: 'Stages',
    stage: 'Stage',
    days: 'Working days',
    date: 'Reached / expected',
    initials: 'Initials',
    expected: (date: string) => `expected ${date}`,
    scan: 'Scan this code on the scan page to move the job to its next stage.',
  },
  fr: {
    title: 'SACHET DE FABRICATION',
    customer: 'Client',
    ordered: 'Commandé le',
    due: 'Pour le',
    po: 'Bon de commande',
    service: 'Service',
    lines: 'Pièces',
    code: 'Code',
    description: 'Description',
    quantity: 'Qté',
    stages: 'Étapes',
    stage: 'Étape',
    days: 'Jours ouvrés',
    date: 'Atteinte / prévue',
    initials: 'Visa',
    expected: (date: string) => `prévue le ${date}`,
    scan: 'Scannez ce code sur la page de scan pour passer l’ordre à l’étape suivante.',
  },
} as const;

const QR_SIZE = 130;

/**
 * The job's code as a QR code, drawn as squares (vector: sharp at any printer's resolution), with the quiet zone of
 * four modules a reader needs. Error correction M: a bag gets creased and stained at the bench.
 */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  for (let r = 0; r < modules.size; r += 1)
    for (let c = 0; c < modules.size; c += 1)
      if (modules.get(r, c)) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
  doc.fill('#000000');
}

type Words = (typeof WORDS)[Language];

function drawJobBag(
  doc: Doc,
  words: Words,
  job: {
    code: string;
    customer: string;
    ordered: string;
    due: string | null;
    po: string | null;
    service: string | null;
  },
  lines: { code: string; description: string; quantity: string }[],
  stages: { name: string; days: string; date: string }[],
) {
  doc.font(PDF_FONT_BOLD).fontSize(18).text(words.title, LEFT, 50, { width: 300 });
  doc.font(PDF_FONT_BOLD).fontSize(28).text(job.code, LEFT, 78, { width: 300 });
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .text(words.scan, LEFT, doc.y + 2, { width: 300 });
  drawQrCode(doc, job.code, RIGHT - QR_SIZE, 40, QR_SIZE);
  doc.y = Math.max(doc.y, 40 + QR_SIZE) + 10;
  const facts: [string, string | null][] = [
    [words.customer, job.customer],
    [words.ordered, job.ordered],
    [words.due, job.due],
    [words.po, job.po],
    [words.service, job.service],
  ];
  for (const [label, value] of facts)
    if (value)
      row(doc, [
        { text: label, x: LEFT, width: 110, align: 'left' },
        { text: value, x: LEFT + 110, width: RIGHT - LEFT - 110, align: 'left' },
      ]);
  doc.y += 12;
  doc.font(PDF_FONT_BOLD).fontSize(12).text(words.lines, LEFT, doc.y);
  doc.y += 4;
  const lineColumns = (code: string, description: string, quantity: string) => [
    { text: code, x: LEFT, width: 110, align: 'left' as const },
    { text: description, x: LEFT + 115, width: 330, align: 'left' as const },
    { text: quantity, x: RIGHT - 50, width: 50 },
  ];
  row(doc, lineColumns(words.code, words.description, words.quantity), true);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 4;
  for (const line of lines) row(doc, lineColumns(line.code, line.description, line.quantity));
  doc.y += 12;
  doc.font(PDF_FONT_BOLD).fontSize(12).text(words.stages, LEFT, doc.y);
  doc.y += 4;
  const stageColumns = (name: string, days: string, date: string, initials: string) => [
    { text: name, x: LEFT, width: 200, align: 'left' as const },
    { text: days, x: LEFT + 205, width: 80 },
    { text: date, x: LEFT + 295, width: 120 },
    { text: initials, x: RIGHT - 80, width: 80 },
  ];
  row(doc, stageColumns(words.stage, words.days, words.date, words.initials), true);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 4;
  for (const stage of stages) {
    row(doc, stageColumns(stage.name, stage.days, stage.date, ''));
    // A line to initial by hand at the bench.
    doc
      .moveTo(RIGHT - 70, doc.y - 2)
      .lineTo(RIGHT, doc.y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  }
}

/**
 * GET /JobOrders/{id}/job-bag: the job bag PDF in the reader's language, its stages as the timeline gives them (the
 * day each was reached, or is expected).
 */
export async function printJobBag(
  services: Services,
  scope: Scope,
  reply: FastifyReply,
  orderId: number,
  language: Language,
): Promise<FastifyReply> {
  const timeline: JobTimeline = await getJobOrderTimeline(services, scope, orderId, language);
  const db: Db = services.db;
  const [job] = await db
    .select({ order: orders, customerName: customers.name, accountNumber: customers.accountNumber })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  const lines = await db
    .select()
    .from(orderItems)
    // What the bench works on: the rush fee is billing, not work (a repair's line names its piece).
    .where(
      and(
        eq(orderItems.orderId, orderId),
        or(isNull(orderItems.charge), ne(orderItems.charge, RUSH_FEE_CHARGE)),
      ),
    )
    .orderBy(asc(orderItems.rank));
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value.length === 10 ? `${value}T12:00:00Z` : value),
    );
  const words = WORDS[language];
  const intake = await getRepairIntake(db, scope, orderId);
  return sendPdf(reply, `${timeline.code}-job-bag.pdf`, async (doc) => {
    drawJobBag(
      doc,
      words,
      {
        code: timeline.code,
        customer: `${job!.customerName} (${job!.accountNumber})`,
        ordered: day(job!.order.orderDate.toISOString()),
        due: job!.order.dueDate ? day(job!.order.dueDate) : null,
        po: job!.order.poNumber,
        service: timeline.serviceTypeName,
      },
      lines.map((l) => ({
        code: l.code,
        description: l.metalName ? `${l.name}\n${l.metalName}` : l.name,
        quantity: String(l.quantity),
      })),
      timeline.stages.map((s) => ({
        name: s.name,
        days: String(s.expectedDays),
        date: s.reachedAt ? day(s.reachedAt) : s.expectedOn ? words.expected(day(s.expectedOn)) : '',
      })),
    );
    if (intake) await drawRepairIntake(doc, services, intake, language);
  });
}
