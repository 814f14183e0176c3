import type { contactMessageBody } from '@portal/shared/contact/schemas';
import type { Language } from '@portal/shared/platform/language';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import type { Services } from '../../platform/request-context';
import { admitPublicFormRequest } from '../auth/public';
import { verifyCaptcha } from '../customers/public';
import { ownerCompany } from '../reference/public';

type ContactMessage = z.output<typeof contactMessageBody>;

/** What the form answers, in English here and in `locales/fr.json` for a French visitor. */
export const CONTACT_ANSWER = 'Thank you for your message. Our team will get back to you shortly.';
export const TOO_MANY_MESSAGES =
  'Too many messages from your network. Please try again in an hour, or call us.';
const NO_RECIPIENT = 'Messages cannot be sent from this page at the moment. Please call us.';

const mailText = (input: ContactMessage) =>
  [
    `A visitor wrote from the storefront's contact form (${input.language === 'fr' ? 'French' : 'English'} site).`,
    '',
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    ...(input.phone ? [`Phone: ${input.phone}`] : []),
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    '(Reply to this e-mail to answer the visitor.)',
  ].join('\n');

/**
 * POST /contact-us (spec §1 "contact us"): the message goes to the owner company's e-mail through the outbox, with the
 * visitor as reply-to. Robots: the captcha when configured, otherwise a honeypot (answered as a success, sent nowhere);
 * and at most 5 messages an hour per client address, counted in PostgreSQL so the limit holds across instances. The
 * answer is the same fixed thank-you whatever the mail server does: the outbox records how the delivery went.
 */
export async function sendContactMessage(
  services: Services,
  input: ContactMessage,
  { ip, lang }: { ip: string; lang: Language },
): Promise<{ message: string }> {
  const secret = services.config.CAPTCHA_SECRET;
  if (secret && services.config.CAPTCHA_SITE_KEY)
    await verifyCaptcha(secret, input.captchaToken, { ip, action: 'contact' });
  else if (input.website) return { message: translateMessage(lang, CONTACT_ANSWER) };
  if (!(await admitPublicFormRequest(services, 'contact-us', ip))) {
    const error = new AppError('RATE_LIMITED', translateMessage(lang, TOO_MANY_MESSAGES));
    error.headers['retry-after'] = '3600';
    throw error;
  }
  const company = await ownerCompany(services.db);
  if (!company.email) {
    // A setting staff must fix (the company's e-mail): the visitor is told to call instead, and nothing is kept.
    throw new AppError('UNAVAILABLE', translateMessage(lang, NO_RECIPIENT));
  }
  await services.mailer.send(services.db, {
    to: company.email,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text: mailText(input),
  });
  return { message: translateMessage(lang, CONTACT_ANSWER) };
}
