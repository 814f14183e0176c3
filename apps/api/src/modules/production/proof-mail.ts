import type { Language } from '@portal/shared/platform/language';
import type { Services } from '../../platform/request-context';
import { customerReaders, jobUrl } from './stage-mail';

const WORDS = {
  en: {
    subject: (code: string, round: number) => `${code}: proof round ${round} is ready for your approval`,
    hello: 'Hello',
    body: (code: string, round: number) =>
      `The workshop has sent proof round ${round} of your job order ${code}.`,
    note: 'Note from the workshop:',
    answer: 'See the proofs and approve them, or ask for changes, in the portal:',
  },
  fr: {
    subject: (code: string, round: number) =>
      `${code} : la série d’épreuves ${round} attend votre approbation`,
    hello: 'Bonjour',
    body: (code: string, round: number) =>
      `L’atelier a envoyé la série d’épreuves ${round} de votre ordre de fabrication ${code}.`,
    note: 'Note de l’atelier :',
    answer: 'Consultez les épreuves et approuvez-les, ou demandez des modifications, dans le portail :',
  },
} as const;

export interface UploadedRound {
  orderId: number;
  code: string;
  customerId: number;
  number: number;
  note: string | null;
}

/** The e-mail of a new proof round, in the reader's language. */
export function proofRoundMail(round: UploadedRound, language: Language, firstName: string, url: string) {
  const w = WORDS[language];
  const text = [
    `${w.hello} ${firstName},`,
    '',
    w.body(round.code, round.number),
    ...(round.note ? ['', w.note, round.note] : []),
    '',
    `${w.answer} ${url}`,
    '',
  ].join('\n');
  return { subject: w.subject(round.code, round.number), text };
}

/**
 * Tells each active portal user of the job's customer that a round awaits them. Sent whatever their choice of stage
 * e-mails: a round waits for the customer's answer, and the work waits with it.
 */
export async function queueProofRoundMails(services: Services, round: UploadedRound): Promise<void> {
  for (const reader of await customerReaders(services, [round.customerId]))
    await services.mailer.send(services.db, {
      to: reader.email,
      ...proofRoundMail(
        round,
        reader.language,
        reader.firstName,
        jobUrl(services, reader.language, round.orderId),
      ),
    });
}
