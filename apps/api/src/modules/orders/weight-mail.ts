import type { Language } from '@portal/shared/platform/language';

const WORDS = {
  en: {
    subject: (code: string) => `${code}: please approve the finished metal weight`,
    hello: 'Hello',
    body: (code: string, tolerance: string) =>
      `The pieces of job order ${code} are finished. Their metal weighs more than ${tolerance} % away from the estimate, so we need your approval before invoicing it.`,
    line: (name: string, estimated: string, finished: string, difference: string) =>
      `- ${name}: estimated ${estimated} g, finished ${finished} g (${difference})`,
    money: (amount: string) => `The metal on the invoice changes by ${amount}.`,
    approve: 'Approve the weight difference in the portal, on the job order:',
  },
  fr: {
    subject: (code: string) => `${code} : merci d’approuver le poids de métal final`,
    hello: 'Bonjour',
    body: (code: string, tolerance: string) =>
      `Les pièces de l’ordre de fabrication ${code} sont terminées. Leur poids de métal s’écarte de plus de ${tolerance} % de l’estimation : nous avons besoin de votre accord avant de le facturer.`,
    line: (name: string, estimated: string, finished: string, difference: string) =>
      `- ${name} : estimé ${estimated} g, final ${finished} g (${difference})`,
    money: (amount: string) => `Le métal de la facture change de ${amount}.`,
    approve: 'Approuvez l’écart de poids dans le portail, sur l’ordre de fabrication :',
  },
} as const;

export interface WeightMailContent {
  language: Language;
  contactName: string;
  orderCode: string;
  currencyCode: string;
  tolerancePercent: number;
  lines: { name: string; estimatedGrams: string; finishedGrams: string; differencePercent: string }[];
  amountDifference: number;
  ordersUrl: string;
}

/** The customer is asked to approve a finished weight beyond the tolerance, in the language they placed the order in. */
export function weightApprovalMail(c: WeightMailContent) {
  const w = WORDS[c.language];
  const locale = c.language === 'fr' ? 'fr-FR' : 'en-US';
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: c.currencyCode,
    signDisplay: 'always',
  }).format(c.amountDifference);
  const number = (text: string) => (c.language === 'fr' ? text.replace('.', ',') : text);
  const percent = (text: string) => `${text.startsWith('-') ? '' : '+'}${number(text)} %`;
  const text = [
    `${w.hello} ${c.contactName},`,
    '',
    w.body(c.orderCode, number(String(c.tolerancePercent))),
    '',
    ...c.lines.map((l) =>
      w.line(l.name, number(l.estimatedGrams), number(l.finishedGrams), percent(l.differencePercent)),
    ),
    '',
    w.money(money),
    '',
    `${w.approve} ${c.ordersUrl}`,
    '',
  ].join('\n');
  return { subject: w.subject(c.orderCode), text };
}
