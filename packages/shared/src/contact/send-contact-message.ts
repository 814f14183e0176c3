import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { defineCall } from '../platform/contract';
import { language } from '../platform/language';
import { optionalPhone, requiredText } from '../users/profile-schemas';

/** One line: a subject or a name never carries a line break into a mail header. */
const oneLine = (max: number, message: string) =>
  requiredText(max, message).transform((v) => v.replace(/\s+/g, ' '));

/**
 * The storefront's contact form (spec §1 "contact us"). `website` is a honeypot: a field people never see, that
 * form-filling robots fill in.
 */
export const contactMessageBody = z.object({
  name: oneLine(120, 'Name is required'),
  email: emailField,
  phone: optionalPhone,
  subject: oneLine(150, 'Subject is required'),
  message: requiredText(5000, 'Message is required'),
  language: language.default('en'),
  captchaToken: z.string().max(4000).optional(),
  website: z.string().max(200).optional(),
});
export type ContactMessageForm = z.input<typeof contactMessageBody>;

export const sendContactMessageSchemas = () => ({
  body: contactMessageBody,
  response: z.object({ message: z.string() }),
});

/**
 * POST /contact-us: a visitor writes to the company from the storefront; staff receive it by e-mail with the visitor as
 * reply-to. The answer is a fixed thank-you: it repeats nothing the visitor sent.
 */
export const sendContactMessage = defineCall<typeof sendContactMessageSchemas>()({
  name: 'sendContactMessage',
  domain: 'contact',
  method: 'POST',
  path: '/contact-us',
  permission: 'public',
  summary: 'Send the storefront contact form to staff by e-mail',
});
