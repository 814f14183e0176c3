import { z } from 'zod';
import { companyDetails } from '../reference/schemas';
import { defineCall } from '../platform/contract';

/** A field left out stays as it is (undefined); given empty or null, it is cleared (null). */
const keepOrClear = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional().transform(keepOrClear);

export const updateCompanyDetailsSchemas = () => ({
  body: z.object({
    name: z.string().trim().min(1, 'The name is required').max(120).optional(),
    email: z
      .string()
      .trim()
      .max(120)
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail must be valid')
      .describe('An e-mail address; empty clears it.')
      .nullable()
      .optional()
      .transform(keepOrClear),
    phone: optionalText(40),
    website: z
      .string()
      .trim()
      .max(200)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), 'Must be a web address')
      .describe('An http(s) address; empty clears it.')
      .nullable()
      .optional()
      .transform(keepOrClear),
    addressLine1: optionalText(120),
    addressLine2: optionalText(120),
    city: optionalText(80),
    zip: optionalText(20),
    stateName: optionalText(80),
    countryName: optionalText(80),
  }),
  response: companyDetails,
});

/**
 * PUT /admin-settings/cp/company-details: a partial update of the owner company's name, address and contact. Only the
 * fields given change: one left out stays as it is (a save of the name alone once wiped the e-mail, and the public
 * contact form, which writes to it, answered 503); one given empty or null is cleared; the name cannot be cleared.
 * Its code and currency stay.
 */
export const updateCompanyDetails = defineCall<typeof updateCompanyDetailsSchemas>()({
  name: 'updateCompanyDetails',
  domain: 'settings',
  method: 'PUT',
  path: '/admin-settings/cp/company-details',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Edit the owner company’s details',
});
