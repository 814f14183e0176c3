import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { id } from '../platform/ids';
import { language } from '../platform/language';
import {
  addressForm,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredText,
} from '../users/profile-schemas';

/** An address of an application: two lines, city, zip, country, state (spec §3 user-profile labels). */
export const applicationAddress = addressForm.omit({ name: true, phone: true });

/**
 * The storefront's sign-up form (spec §1 "sign up"): the company, the person applying, the tax ID and the addresses.
 * `companyFax` is a honeypot: a field people never see, that form-filling robots fill in.
 */
export const signUpBody = z.object({
  companyName: requiredText(200, 'Company is required'),
  customerTypeId: id.nullish().transform((v) => v ?? null),
  taxId: optionalText(40),
  website: optionalWebsite,
  phone: optionalPhone,
  firstName: requiredText(80, 'First name is required'),
  lastName: requiredText(80, 'Last name is required'),
  email: emailField,
  jobTitle: optionalText(80),
  language: language.default('en'),
  billingAddress: applicationAddress,
  shippingAddress: applicationAddress.nullish().transform((v) => v ?? null),
  notes: optionalText(2000),
  captchaToken: z.string().max(4000).optional(),
  companyFax: z.string().max(200).optional(),
});
export type SignUpForm = z.input<typeof signUpBody>;

export const SIGN_UP_STATUSES = ['pending', 'approved', 'declined'] as const;
export const signUpStatus = z.enum(SIGN_UP_STATUSES);

/** An address as an application holds it, with the country and state named. */
export const applicationAddressView = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  countryId: z.number().int(),
  countryName: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
});

/** A row of the applications list (staff). */
export const signUpApplicationRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: signUpStatus,
  createdAt: z.string(),
});

/** One application as staff review it; `emailHasAccount` warns that approval cannot create a second user for it. */
export const signUpApplication = signUpApplicationRow.extend({
  customerTypeId: z.number().int().nullable(),
  customerTypeName: z.string().nullable(),
  taxId: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  language,
  billingAddress: applicationAddressView,
  shippingAddress: applicationAddressView.nullable(),
  notes: z.string().nullable(),
  declineReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  customerId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  emailHasAccount: z.boolean(),
});
export type SignUpApplication = z.infer<typeof signUpApplication>;
