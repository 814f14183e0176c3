import { z } from 'zod';
import { defineCall } from '../platform/contract';

/** Which stage changes of their jobs a user is told of by e-mail: every one, shipped only, or none. */
export const PRODUCTION_MAIL_CHOICES = ['all', 'shipped', 'none'] as const;
export type ProductionMailChoice = (typeof PRODUCTION_MAIL_CHOICES)[number];

export const productionMailChoiceAnswer = z.object({ choice: z.enum(PRODUCTION_MAIL_CHOICES) });

export const getProductionMailChoiceSchemas = () => ({ response: productionMailChoiceAnswer });

/** GET /production-updates/mail-choice: the signed-in user's choice (every change when never chosen). */
export const getProductionMailChoice = defineCall<typeof getProductionMailChoiceSchemas>()({
  name: 'getProductionMailChoice',
  domain: 'production',
  method: 'GET',
  path: '/production-updates/mail-choice',
  permission: '0',
  summary: 'Which production stage changes the signed-in user receives by e-mail',
});

export const saveProductionMailChoiceSchemas = () => ({
  body: z
    .object({
      choice: z.enum(PRODUCTION_MAIL_CHOICES, { error: 'Choose all, shipped or none' }),
    })
    .strict(),
  response: productionMailChoiceAnswer,
  examples: [{ body: { choice: 'shipped' } }],
});

/** PUT /production-updates/mail-choice: the signed-in user's own choice, in my profile. */
export const saveProductionMailChoice = defineCall<typeof saveProductionMailChoiceSchemas>()({
  name: 'saveProductionMailChoice',
  domain: 'production',
  method: 'PUT',
  path: '/production-updates/mail-choice',
  permission: '0',
  summary: 'Choose which production stage changes the signed-in user receives by e-mail',
});
