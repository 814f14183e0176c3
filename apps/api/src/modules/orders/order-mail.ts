import type { SubmittedOrderKind } from '@portal/shared';
import { configurationSummary } from '@portal/shared/catalog/line-configuration';
import type { Language } from '@portal/shared/platform/language';
import type { Services } from '../../platform/request-context';

const LIST_PATH: Record<SubmittedOrderKind, string> = {
  JO: '/backoffice/status-tracking/job-orders?tab=new',
  SO: '/backoffice/status-tracking/sales-orders?tab=new',
  PQ: '/backoffice/status-tracking/quotes?tab=new',
};

/** Where a customer follows orders of a kind, for links in e-mails. */
export const ordersListUrl = (services: Services, language: Language, kind: SubmittedOrderKind) =>
  `${services.publicOrigin()}${language === 'fr' ? '/fr' : ''}${LIST_PATH[kind]}`;

export interface ConfirmationContent {
  language: Language;
  contactName: string;
  orderCode: string;
  kind: SubmittedOrderKind;
  currencyCode: string;
  lines: {
    code: string;
    name: string;
    metalName: string | null;
    quantity: number;
    lineTotal: number;
    /** The ring size and engraving, told under the line in the mail's language. */
    configuration?: Record<string, unknown>;
  }[];
  totals: {
    subTotal: number;
    discountValue: number;
    shippingPrice: number;
    salesTaxValue: number;
    grandTotal: number;
  };
  shipTo: string;
  poNumber: string | null;
  ordersUrl: string;
}

const WORDS = {
  en: {
    kinds: { JO: 'job order', SO: 'sales order', PQ: 'price quote request' },
    subject: (code: string) => `We received your order ${code}`,
    hello: 'Hello',
    received: (kind: string, code: string) => `Thank you: your ${kind} ${code} has been received.`,
    quoteNote: 'Our team will price it and send you the quote to approve before anything is made.',
    items: 'Items',
    subTotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Sales tax',
    total: 'Total',
    shipTo: 'Ship to',
    po: 'PO number',
    follow: 'Follow its progress at',
  },
  fr: {
    kinds: { JO: 'ordre de fabrication', SO: 'commande client', PQ: 'demande de devis' },
    subject: (code: string) => `Nous avons bien reçu votre commande ${code}`,
    hello: 'Bonjour',
    // Worded without agreement: an « ordre de fabrication » is masculine, a « commande » feminine.
    received: (kind: string, code: string) => `Merci : nous avons bien reçu votre ${kind} ${code}.`,
    quoteNote: 'Notre équipe va la chiffrer et vous enverra le devis à approuver avant toute fabrication.',
    items: 'Articles',
    subTotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'Taxe de vente',
    total: 'Total',
    shipTo: 'Livrer à',
    po: 'Numéro de bon de commande',
    follow: 'Suivez son avancement sur',
  },
} as const;

/** The order confirmation e-mail, in the language the order was placed in. */
export function confirmationMail(c: ConfirmationContent) {
  const w = WORDS[c.language];
  const money = (value: number) =>
    new Intl.NumberFormat(c.language === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: c.currencyCode,
    }).format(value);
  const lines = c.lines.flatMap((l) => {
    const configured = configurationSummary(l.configuration, c.language);
    return [
      `- ${l.quantity} × ${l.code} ${l.name}${l.metalName ? ` (${l.metalName})` : ''}: ${money(l.lineTotal)}`,
      ...(configured ? [`  ${configured}`] : []),
    ];
  });
  const totals = [
    `${w.subTotal}: ${money(c.totals.subTotal)}`,
    ...(c.totals.discountValue ? [`${w.discount}: −${money(c.totals.discountValue)}`] : []),
    `${w.shipping}: ${money(c.totals.shippingPrice)}`,
    ...(c.totals.salesTaxValue ? [`${w.tax}: ${money(c.totals.salesTaxValue)}`] : []),
    `${w.total}: ${money(c.totals.grandTotal)}`,
  ];
  const text = [
    `${w.hello} ${c.contactName},`,
    '',
    w.received(w.kinds[c.kind], c.orderCode),
    ...(c.kind === 'PQ' ? [w.quoteNote] : []),
    '',
    `${w.items}:`,
    ...lines,
    '',
    ...totals,
    '',
    `${w.shipTo}: ${c.shipTo}`,
    ...(c.poNumber ? [`${w.po}: ${c.poNumber}`] : []),
    '',
    `${w.follow} ${c.ordersUrl}`,
    '',
  ].join('\n');
  return { subject: w.subject(c.orderCode), text };
}

const STATUS_WORDS = {
  en: {
    kinds: { JO: 'Job order', SO: 'Sales order', PQ: 'Price quote' },
    subject: (code: string, status: string) => `${code}: ${status}`,
    body: (kind: string, code: string, status: string) => `${kind} ${code} is now: ${status}.`,
    reason: 'Reason',
    follow: 'Details at',
  },
  fr: {
    kinds: { JO: 'Ordre de fabrication', SO: 'Commande client', PQ: 'Devis' },
    subject: (code: string, status: string) => `${code} : ${status}`,
    body: (kind: string, code: string, status: string) => `${kind} ${code} est maintenant : ${status}.`,
    reason: 'Motif',
    follow: 'Détails sur',
  },
} as const;

/** The e-mail a customer gets when one of their orders changes status. */
export function statusChangeMail(c: {
  language: Language;
  contactName: string;
  orderCode: string;
  kind: SubmittedOrderKind;
  statusName: string;
  reasonText: string | null;
  ordersUrl: string;
}) {
  const w = STATUS_WORDS[c.language];
  const text = [
    `${WORDS[c.language].hello} ${c.contactName},`,
    '',
    w.body(w.kinds[c.kind], c.orderCode, c.statusName),
    ...(c.reasonText ? [`${w.reason}: ${c.reasonText}`] : []),
    '',
    `${w.follow} ${c.ordersUrl}`,
    '',
  ].join('\n');
  return { subject: w.subject(c.orderCode, c.statusName), text };
}
