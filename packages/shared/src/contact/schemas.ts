import { z } from 'zod';
import { emailField } from '../auth/schemas';
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
