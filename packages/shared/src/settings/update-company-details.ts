import { z } from 'zod';
import { companyDetails } from '../reference/schemas';
import { defineCall } from '../platform/contract';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const updateCompanyDetailsSchemas = () => ({
  body: z.object({
    name: z.string().trim().min(1, 'The name is required').max(120),
    email: z
      .string()
      .trim()
      .max(120)
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail must be valid')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    phone: optionalText(40),
    website: z
      .string()
      .trim()
      .max(200)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), 'Must be a web address')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
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
 * PUT /admin-settings/cp/company-details: the owner company's name, address and contact, all of them (a field left out
 * or empty is cleared, as the screen's form sends every field). Its code and currency stay.
 */
export const updateCompanyDetails = defineCall<typeof updateCompanyDetailsSchemas>()({
  name: 'updateCompanyDetails',
  domain: 'settings',
  method: 'PUT',
  path: '/admin-settings/cp/company-details',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Edit the owner company’s details',
});
