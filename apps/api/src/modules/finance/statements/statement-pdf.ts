import type { Language } from '@portal/shared/platform/language';
import { moneyNumber } from '../money';
import {
  companyBlock,
  LEFT,
  RIGHT,
  row,
  titleBlock,
  totalRow,
  type CompanyHeader,
  type Doc,
} from '../pdf/finance-pdf';
import { PDF_FONT } from '../pdf/pdf-fonts';
import type { PdfFormat } from '../pdf/pdf-format';
import type { Statement, StatementSection } from './statement-data';

const WORDS = {
  en: {
    title: 'Statement',
    period: 'Period',
    account: 'Account',
    customer: 'Customer',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    sections: { invoice: 'Invoices', payment: 'Payments', credit: 'Credits' },
    noActivity: 'No activity this month.',
    date: 'Date',
    reference: 'Reference',
    amount: 'Amount',
    aging: 'Aging of open invoices at the end of the month',
    buckets: ['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total'],
    unappliedCredits: 'Unused credits',
    monthName: (month: string) => monthName(month, 'en-US'),
  },
  fr: {
    title: 'Relevé de compte',
    period: 'Période',
    account: 'Compte',
    customer: 'Client',
    openingBalance: 'Solde d’ouverture',
    closingBalance: 'Solde de clôture',
    sections: { invoice: 'Factures', payment: 'Paiements', credit: 'Crédits' },
    noActivity: 'Aucun mouvement ce mois-ci.',
    date: 'Date',
    reference: 'Référence',
    amount: 'Montant',
    aging: 'Ancienneté des factures ouvertes en fin de mois',
    buckets: ['Non échu', '1 à 30 jours', '31 à 60 jours', '61 à 90 jours', 'Plus de 90 jours', 'Total'],
    unappliedCredits: 'Crédits non utilisés',
    monthName: (month: string) => monthName(month, 'fr-FR'),
  },
} as const;

/** 'October 2026', 'octobre 2026'. */
function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export const statementMonthName = (month: string, language: Language) => WORDS[language].monthName(month);

const SECTIONS: StatementSection[] = ['invoice', 'payment', 'credit'];

/** One statement: company, title and facts, the opening balance, the month's lines by kind, closing balance, aging. */
export function drawStatement(
  doc: Doc,
  statement: Statement,
  company: CompanyHeader,
  f: PdfFormat,
  language: Language,
) {
  const w = WORDS[language];
  const money = (v: string | number) =>
    f.money(typeof v === 'number' ? v : moneyNumber(v), statement.currencyCode);
  companyBlock(doc, company, f);
  titleBlock(doc, w.title, [
    [w.period, w.monthName(statement.month)],
    [w.customer, statement.customerName],
    [w.account, statement.accountNumber],
  ]);
  doc.y = Math.max(doc.y, 170) + 10;
  doc.x = LEFT;
  totalRow(doc, w.openingBalance, money(statement.openingBalance), true);
  if (statement.lines.length === 0) {
    doc.y += 6;
    row(doc, [{ text: w.noActivity, x: LEFT, width: RIGHT - LEFT, align: 'left' }]);
  }
  for (const section of SECTIONS) {
    const lines = statement.lines.filter((l) => l.section === section);
    if (lines.length === 0) continue;
    doc.y += 8;
    row(doc, [{ text: w.sections[section], x: LEFT, width: 300, align: 'left' }], true);
    row(doc, [
      { text: w.date, x: LEFT, width: 120, align: 'left' },
      { text: w.reference, x: 180, width: 200, align: 'left' },
      { text: w.amount, x: 470, width: RIGHT - 470 },
    ]);
    doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
    doc.y += 3;
    for (const line of lines)
      row(doc, [
        { text: f.date(line.date), x: LEFT, width: 120, align: 'left' },
        { text: line.reference, x: 180, width: 200, align: 'left' },
        { text: money(line.amount), x: 470, width: RIGHT - 470 },
      ]);
  }
  doc.y += 8;
  totalRow(doc, w.closingBalance, money(statement.closingBalance), true);
  drawAging(doc, statement, w, money);
}

function drawAging(
  doc: Doc,
  statement: Statement,
  w: (typeof WORDS)[Language],
  money: (v: string | number) => string,
) {
  doc.y += 14;
  row(doc, [{ text: w.aging, x: LEFT, width: RIGHT - LEFT, align: 'left' }], true);
  const a = statement.aging;
  const values = [a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.total];
  const width = (RIGHT - LEFT) / values.length;
  const cells = (texts: readonly string[]) => texts.map((text, i) => ({ text, x: LEFT + i * width, width }));
  row(doc, cells(w.buckets));
  row(doc, cells(values.map((v) => money(v))), true);
  // The closing balance is the open invoices less the credits not yet used: say so when they differ.
  const unused = Math.round((a.total - moneyNumber(statement.closingBalance)) * 100) / 100;
  if (unused !== 0) {
    doc.y += 4;
    doc.font(PDF_FONT);
    totalRow(doc, w.unappliedCredits, money(-unused));
  }
}
