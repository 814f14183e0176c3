// The e-mails of a promised day: the customer hears of a day other than the one asked, in their
// language, with where to accept or cancel; the office hears of the customer's answer.
import type { Language } from '@portal/shared/platform/language';
import type { Services } from '../../platform/request-context';
import { ownerCompany } from '../reference/public';
import { customerReaders, jobUrl } from './stage-mail';

const dayIn = (language: Language, day: string) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const WORDS = {
  en: {
    subject: (code: string) => `${code}: the workshop proposes another date`,
    hello: 'Hello',
    body: (code: string, asked: string, day: string) =>
      `For your job order ${code} you asked for ${asked}. The workshop can promise ${day}.`,
    note: 'Note from the workshop:',
    answer:
      'Accept this date, or cancel the order, in the portal (before work starts; until you answer, nothing is made):',
  },
  fr: {
    subject: (code: string) => `${code} : l’atelier propose une autre date`,
    hello: 'Bonjour',
    body: (code: string, asked: string, day: string) =>
      `Pour votre ordre de fabrication ${code}, vous avez demandé le ${asked}. L’atelier peut promettre le ${day}.`,
    note: 'Note de l’atelier :',
    answer:
      'Acceptez cette date, ou annulez la commande, dans le portail (avant le début du travail ; tant que vous n’avez pas répondu, rien n’est fabriqué) :',
  },
} as const;

export interface ProposedDay {
  orderId: number;
  code: string;
  customerId: number;
  /** The day asked: the needed-by day, or the tier's earliest without one. */
  askedOn: string;
  promisedOn: string;
  note: string | null;
}

/** The e-mail of a proposed day, in the reader's language. */
export function proposedDayMail(proposal: ProposedDay, language: Language, firstName: string, url: string) {
  const w = WORDS[language];
  const text = [
    `${w.hello} ${firstName},`,
    '',
    w.body(proposal.code, dayIn(language, proposal.askedOn), dayIn(language, proposal.promisedOn)),
    ...(proposal.note ? ['', w.note, proposal.note] : []),
    '',
    `${w.answer} ${url}`,
    '',
  ].join('\n');
  return { subject: w.subject(proposal.code), text };
}

/**
 * Tells each active portal user of the job's customer of the proposed day, whatever their choice of stage e-mails:
 * the job waits for their answer.
 */
export async function queueProposedDayMails(services: Services, proposal: ProposedDay): Promise<void> {
  for (const reader of await customerReaders(services, [proposal.customerId]))
    await services.mailer.send(services.db, {
      to: reader.email,
      ...proposedDayMail(
        proposal,
        reader.language,
        reader.firstName,
        jobUrl(services, reader.language, proposal.orderId),
      ),
    });
}

/** The office's e-mail of the customer's answer (staff read English, as the contact form's messages). */
export function promiseAnswerMail(
  answer: 'accept' | 'cancel',
  job: { code: string; customerName: string; promisedOn: string },
  url: string,
) {
  const day = dayIn('en', job.promisedOn);
  return answer === 'accept'
    ? {
        subject: `${job.code}: ${job.customerName} accepted ${day}`,
        text: `${job.customerName} accepted the proposed date of job order ${job.code}: ${day}. It is now the order's due date.\n\n${url}\n`,
      }
    : {
        subject: `${job.code}: ${job.customerName} refused ${day} and cancelled the order`,
        text: `${job.customerName} refused the proposed date of job order ${job.code} (${day}): the order is cancelled.\n\n${url}\n`,
      };
}

/** Tells the office (the company's e-mail) of the customer's answer; without that address there is no one to tell. */
export async function queuePromiseAnswerMail(
  services: Services,
  answer: 'accept' | 'cancel',
  job: { orderId: number; code: string; customerName: string; promisedOn: string },
): Promise<void> {
  const company = await ownerCompany(services.db);
  if (!company.email) return;
  await services.mailer.send(services.db, {
    to: company.email,
    ...promiseAnswerMail(answer, job, jobUrl(services, 'en', job.orderId)),
  });
}
