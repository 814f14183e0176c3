import { z } from 'zod';
import { defineCall } from '../platform/contract';

/** A number with at most `places` decimals: the columns are exact decimals and a rounded input would mislead. */
const withPlaces = (places: number) => (value: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

/** The metal rules staff set: the finished-weight tolerance, and the price lock's window and cap per customer. */
export const metalSettingsAnswer = z.object({
  /** A finished weight within ± this percent of the estimate is billed without asking the customer. */
  weightTolerancePercent: z.number(),
  lockHours: z.number().int(),
  lockCapGrams: z.number(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type MetalSettings = z.infer<typeof metalSettingsAnswer>;

export const metalSettingsInput = z.object({
  weightTolerancePercent: z
    .number({ message: 'The tolerance is required' })
    .min(0, 'The tolerance must be between 0 and 100 %')
    .max(100, 'The tolerance must be between 0 and 100 %')
    .refine(withPlaces(2), 'The tolerance has at most 2 decimals'),
  lockHours: z
    .number({ message: 'The lock window is required' })
    .int('The lock window is a whole number of hours')
    .min(1, 'The lock window must be between 1 and 720 hours')
    .max(720, 'The lock window must be between 1 and 720 hours'),
  lockCapGrams: z
    .number({ message: 'The lock cap is required' })
    .min(0, 'The lock cap must be between 0 and 9,999,999 g')
    .max(9_999_999, 'The lock cap must be between 0 and 9,999,999 g')
    .refine(withPlaces(3), 'The lock cap has at most 3 decimals'),
});
export type MetalSettingsInput = z.infer<typeof metalSettingsInput>;

export const getMetalSettingsSchemas = () => ({ response: metalSettingsAnswer });

/** GET /metal-settings (staff): the finished-weight tolerance and the price lock's window and cap. */
export const getMetalSettings = defineCall<typeof getMetalSettingsSchemas>()({
  name: 'getMetalSettings',
  domain: 'metal',
  method: 'GET',
  path: '/metal-settings',
  permission: 'CP_METAL:VIEW',
  summary: 'The finished-weight tolerance, the price lock window and the locked-metal cap per customer',
});

export const updateMetalSettingsSchemas = () => ({
  body: metalSettingsInput,
  response: metalSettingsAnswer,
});

/** PUT /metal-settings (staff, audited): a new tolerance holds for weights recorded from now on. */
export const updateMetalSettings = defineCall<typeof updateMetalSettingsSchemas>()({
  name: 'updateMetalSettings',
  domain: 'metal',
  method: 'PUT',
  path: '/metal-settings',
  permission: 'CP_METAL:EDIT',
  summary: 'Change the finished-weight tolerance, the price lock window or the locked-metal cap per customer',
});
