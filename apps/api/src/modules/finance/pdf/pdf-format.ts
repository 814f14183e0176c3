import { moneyFormatter } from '@portal/shared/finance/format-money';
import type { Language } from '@portal/shared/platform/language';
import { formatAddressLines } from '@portal/shared/reference/address-format';

/** The words of the finance PDFs, in the user's language. */
export const PDF_LABELS = {
  en: {
    invoice: 'INVOICE',
    quote: 'PRICE QUOTE',
    metalLockedUntil: 'Metal price locked until {}',
    lockedBasis: 'Locked metal price: {}',
    creditMemo: 'CREDIT MEMO',
    prepayment: 'PREPAYMENT',
    refundDue: 'CREDIT DUE',
    scrapMetal: 'SCRAP METAL CREDIT',
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
    quote: 'DEVIS',
    metalLockedUntil: 'Prix du métal bloqué jusqu’au {}',
    lockedBasis: 'Prix du métal bloqué : {}',
    creditMemo: 'AVOIR',
    prepayment: 'PAIEMENT ANTICIPÉ',
    refundDue: 'CRÉDIT À REMBOURSER',
    scrapMetal: 'CRÉDIT DE MÉTAL RÉCUPÉRÉ',
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

/** An address as the PDFs hold it: names of country and state (the invoice's bill-to, the company's details). */
export interface PrintedAddress {
  lines: readonly (string | null)[];
  city: string | null;
  zip: string | null;
  state: string | null;
  country: string | null;
}

/** The codes of the countries and states this installation knows, found by name, French name or code. */
export interface AddressPlaces {
  countries: { id: number; code: string; name: string; nameFr: string }[];
  states: { countryId: number; code: string; name: string }[];
}

export interface PdfFormat {
  labels: PdfLabels;
  money: (value: number, currency: string) => string;
  date: (isoDay: string | null) => string;
  quantity: (value: number) => string;
  /** The address's lines in its country's order ("New York, NY 10036", "75008 Paris"): shared/reference/address-format. */
  address: (address: PrintedAddress) => string[];
}

const same = (a: string, b: string | null) =>
  a.localeCompare(b?.trim() ?? '', 'en', { sensitivity: 'base' }) === 0;

export function pdfFormat(
  language: Language,
  places: AddressPlaces = { countries: [], states: [] },
): PdfFormat {
  const locale = LOCALES[language];
  const currencies = new Map<string, (value: number) => string>();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const quantities = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return {
    labels: PDF_LABELS[language],
    money: (value, currency) => {
      let format = currencies.get(currency);
      if (!format) currencies.set(currency, (format = moneyFormatter(locale, currency)));
      return format(value);
    },
    date: (day) => (day ? dates.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day)) : '—'),
    quantity: (value) => quantities.format(value),
    address: (address) => {
      const country = address.country
        ? places.countries.find((c) => [c.name, c.nameFr, c.code].some((n) => same(n, address.country)))
        : undefined;
      const state =
        country && address.state
          ? places.states.find(
              (s) => s.countryId === country.id && [s.name, s.code].some((n) => same(n, address.state)),
            )
          : undefined;
      return formatAddressLines({
        ...address,
        countryCode: country?.code ?? null,
        stateCode: state?.code ?? null,
      });
    },
  };
}
