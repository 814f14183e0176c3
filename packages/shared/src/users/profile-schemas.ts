import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { customerAddress } from '../customers/schemas';
import { id } from '../platform/ids';
import { language } from '../platform/language';

/** A text field a form may leave empty: trimmed, '' becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

export const PHONE_MESSAGE = 'Phone number is not valid';
export const WEBSITE_MESSAGE = 'Website must be a valid address (https://…)';
const PHONE = /^[0-9+()\-./\s]{5,30}$/;
export const optionalPhone = optionalText(30).refine((v) => v === null || PHONE.test(v), PHONE_MESSAGE);
const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(emailField.nullable());
export const optionalWebsite = optionalText(200)
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), WEBSITE_MESSAGE)
  .describe('An http(s) address, e.g. `https://aurora.example`; empty for none.');

/** The user-profile labels of spec §3: general information. */
export const generalInfo = z.object({
  firstName: requiredText(80, 'First name is required'),
  lastName: requiredText(80, 'Last name is required'),
  /** Accepted unchanged only: the sign-in e-mail changes through POST /User/change-email (docs/decisions.md). */
  email: emailField.optional(),
  title: optionalText(40),
  jobTitle: optionalText(80),
  department: optionalText(80),
});

export const contactInfo = z.object({
  phone1: optionalPhone,
  phone2: optionalPhone,
  mobile: optionalPhone,
  fax: optionalPhone,
  website: optionalWebsite,
});

/** The active customer's primary contact person (spec §3 "Contact person: by customer"). */
export const contactPersonInfo = z.object({
  firstName: requiredText(80, 'First name is required'),
  lastName: requiredText(80, 'Last name is required'),
  email: optionalEmail,
  phone: optionalPhone,
  title: optionalText(80),
});

/** An address as a form sends it: two lines, city, zip, country, state (spec §3). */
export const addressForm = z.object({
  name: optionalText(120),
  line1: requiredText(200, 'Address line 1 is required'),
  line2: optionalText(200),
  city: requiredText(100, 'City is required'),
  zip: optionalText(20),
  countryId: id,
  stateId: id.nullish().transform((v) => v ?? null),
  phone: optionalPhone,
});
export type AddressForm = z.input<typeof addressForm>;

/** The company's billing details: name, tax ID, accounting e-mail and the billing address. */
export const billingInfo = z.object({
  companyName: requiredText(200, 'Company is required'),
  taxId: optionalText(40),
  accountingEmail: optionalEmail,
  address: addressForm,
});

export const shippingAddressForm = addressForm.extend({ isDefault: z.boolean().default(false) });

export const profileSettings = z.object({
  language,
  startupModule: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** GET /User/MyProfile: every card of /backoffice/my-profile. Customer cards are null without an active customer. */
export const myProfile = z.object({
  id: z.number().int(),
  general: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    title: z.string().nullable(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
  }),
  contact: z.object({
    phone1: z.string().nullable(),
    phone2: z.string().nullable(),
    mobile: z.string().nullable(),
    fax: z.string().nullable(),
    website: z.string().nullable(),
  }),
  company: z
    .object({
      customerId: z.number().int(),
      accountNumber: z.string(),
      name: z.string(),
      taxId: z.string().nullable(),
      accountingEmail: z.string().nullable(),
    })
    .nullable(),
  contactPerson: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      title: z.string().nullable(),
    })
    .nullable(),
  billingAddress: customerAddress.nullable(),
  shippingAddresses: z.array(customerAddress),
  settings: profileSettings,
});
export type MyProfile = z.infer<typeof myProfile>;
