import type { Language } from '@portal/shared/platform/language';

/** The words of the finance PDFs, in the user's language. */
export const PDF_LABELS = {
  en: {
    invoice: 'INVOICE',
    creditMemo: 'CREDIT MEMO',
    prepayment: 'PREPAYMENT',
    refundDue: 'CREDIT DUE',
    number: 'Number',
    date: 'Date',
    dueDate: 'Due date',
    status: 'Status',
    billTo: 'Bill to',
    customer: 'Customer',
    account: 'Account',
    poNumber: 'PO number',
    order: 'Order',
    code: 'Code',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subTotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Sales tax',
    total: 'Total',
    paymentsApplied: 'Payments and credits applied',
    reversed: 'reversed',
    balanceDue: 'Balance due',
    amount: 'Amount',
    applied: 'Applied to invoices',
    refunded: 'Refunded',
    balance: 'Balance',
    reason: 'Reason',
    fromPayment: 'From payment',
    againstInvoice: 'Against invoice',
    notes: 'Notes',
    page: 'Page',
  },
  fr: {
    invoice: 'FACTURE',
    creditMemo: 'NOTE DE CRÉDIT',
    prepayment: 'PAIEMENT ANTICIPÉ',
    refundDue: 'CRÉDIT À REMBOURSER',
    number: 'Numéro',
    date: 'Date',
    dueDate: 'Échéance',
    status: 'Statut',
    billTo: 'Facturer à',
    customer: 'Client',
    account: 'Compte',
    poNumber: 'N° de bon de commande',
    order: 'Commande',
    code: 'Code',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    subTotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'Taxe de vente',
    total: 'Total',
    paymentsApplied: 'Paiements et crédits appliqués',
    reversed: 'annulé',
    balanceDue: 'Solde dû',
    amount: 'Montant',
    applied: 'Appliqué aux factures',
    refunded: 'Remboursé',
    balance: 'Solde',
    reason: 'Motif',
    fromPayment: 'Du paiement',
    againstInvoice: 'Sur la facture',
    notes: 'Notes',
    page: 'Page',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PdfLabels = (typeof PDF_LABELS)[Language];

const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

// The PDF's standard fonts know WinAnsi only: the narrow and no-break spaces of French numbers become plain spaces.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export interface PdfFormat {
  labels: PdfLabels;
  money: (value: number, currency: string) => string;
  date: (isoDay: string | null) => string;
  quantity: (value: number) => string;
}

export function pdfFormat(language: Language): PdfFormat {
  const locale = LOCALES[language];
  const currencies = new Map<string, Intl.NumberFormat>();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const quantities = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return {
    labels: PDF_LABELS[language],
    money: (value, currency) => {
      let format = currencies.get(currency);
      if (!format)
        currencies.set(currency, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
      return plainSpaces(format.format(value));
    },
    date: (day) =>
      day ? plainSpaces(dates.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day))) : '—',
    quantity: (value) => plainSpaces(quantities.format(value)),
  };
}
