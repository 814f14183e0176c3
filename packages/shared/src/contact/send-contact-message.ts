import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { contactMessageBody } from './schemas';

// The schemas are built only when asked for: the storefront's contact page sends the call without loading them.
export const sendContactMessageSchemas = () => ({
  examples: [
    {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Ring resizing',
        message: 'Do you resize rings?',
      },
    },
  ],
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
  takesIdempotencyKey: true,
  summary: 'Send the storefront contact form to staff by e-mail',
  refusals: {
    503: 'No company e-mail is set to receive the message',
  },
});
