import type { Commission } from '@portal/shared/commissions/schemas';
import { moneyFormatter } from '@portal/shared/finance/format-money';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { LEFT, PDF_FONT, PDF_FONT_BOLD, RIGHT, row, sendPdf, type Doc } from '../finance/public';
import { invalid, notFound } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';
import { commissionsOfMonth } from './service';

const WORDS = {
  en: {
    title: 'COMMISSION STATEMENT',
    month: 'Month',
    account: 'Account',
    date: 'Earned',
    order: 'Family order',
    goods: 'Goods',
    rate: 'Rate',
    amount: 'Commission',
    state: 'Settled',
    open: 'open',
    payout: 'paid out',
    credit: 'credit',
    total: 'Total earned',
    unsettled: 'Not settled yet',
    none: 'No family order earned a commission this month.',
  },
  fr: {
    title: 'RELEVÉ DE COMMISSIONS',
    month: 'Mois',
    account: 'Compte',
    date: 'Acquise le',
    order: 'Commande de la famille',
    goods: 'Articles',
    rate: 'Taux',
    amount: 'Commission',
    state: 'Réglée',
    open: 'ouverte',
    payout: 'versée',
    credit: 'avoir',
    total: 'Total acquis',
    unsettled: 'Reste à régler',
    none: 'Aucune commande de famille n’a donné de commission ce mois-ci.',
  },
} as const;

const LOCALE = { en: 'en-US', fr: 'fr-CA' } as const;

/** A funeral home reads its own statement; staff name the customer. Another's is missing. */
async function statementCustomer(db: Db, scope: Scope, customerId: number | undefined) {
  const id = isStaff(scope) ? customerId : (scope.customerId ?? undefined);
  if (isStaff(scope) && id === undefined) throw invalid('customerId', 'Choose the customer');
  if (id === undefined || (!isStaff(scope) && customerId !== undefined && customerId !== id))
    throw notFound('The customer');
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw notFound('The customer');
  return customer;
}

function drawStatement(
  doc: Doc,
  heading: { name: string; accountNumber: string; month: string; currencyCode: string },
  lines: Commission[],
  language: Language,
) {
  const w = WORDS[language];
  const money = moneyFormatter(LOCALE[language], heading.currencyCode);
  const day = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' });
  doc.font(PDF_FONT_BOLD).fontSize(16).text(heading.name, LEFT, 50, { width: 300 });
  doc.font(PDF_FONT).fontSize(9).text([w.account, heading.accountNumber].join(' '));
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(16)
    .text(w.title, 300, 50, { width: RIGHT - 300, align: 'right' });
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .text([w.month, heading.month].join(' '), 300, doc.y, {
      width: RIGHT - 300,
      align: 'right',
    });
  doc.y = 120;
  const columns = (cells: string[]) => [
    { text: cells[0]!, x: LEFT, width: 80, align: 'left' as const },
    { text: cells[1]!, x: 135, width: 110, align: 'left' as const },
    { text: cells[2]!, x: 250, width: 80 },
    { text: cells[3]!, x: 335, width: 50 },
    { text: cells[4]!, x: 390, width: 80 },
    { text: cells[5]!, x: 475, width: RIGHT - 475 },
  ];
  row(doc, columns([w.date, w.order, w.goods, w.rate, w.amount, w.state]), true);
  if (lines.length === 0) doc.font(PDF_FONT).text(w.none, LEFT, doc.y + 6);
  for (const c of lines)
    row(
      doc,
      columns([
        day.format(new Date(c.earnedAt)),
        c.orderCode,
        money(c.goodsTotal),
        `${c.rate} %`,
        money(c.amount),
        c.settlement ? [w[c.settlement], c.settlementReference].filter(Boolean).join(' ') : w.open,
      ]),
    );
  const cents = (pick: (c: Commission) => boolean) =>
    lines.filter(pick).reduce((sum, c) => sum + Math.round(c.amount * 100), 0) / 100;
  doc.y += 10;
  row(
    doc,
    [
      { text: w.total, x: 250, width: 135 },
      { text: money(cents(() => true)), x: 390, width: 80 },
    ],
    true,
  );
  row(doc, [
    { text: w.unsettled, x: 250, width: 135 },
    { text: money(cents((c) => c.state === 'open')), x: 390, width: 80 },
  ]);
}

/** GET /commission-statements/{month}: the month's commissions of one funeral home as a PDF. */
export async function sendCommissionStatement(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  input: { month: string; customerId: number | undefined },
  language: Language,
): Promise<FastifyReply> {
  const customer = await statementCustomer(db, scope, input.customerId);
  const lines = await commissionsOfMonth(db, customer.id, input.month);
  return sendPdf(reply, `commissions-${customer.accountNumber}-${input.month}.pdf`, async (doc) => {
    drawStatement(
      doc,
      {
        name: customer.name,
        accountNumber: customer.accountNumber,
        month: input.month,
        currencyCode: lines[0]?.currencyCode ?? customer.currencyCode,
      },
      lines,
      language,
    );
  });
}
