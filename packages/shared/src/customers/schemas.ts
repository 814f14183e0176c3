import { z } from 'zod';
import { id } from '../platform/ids';

/** The customer a call is about: portal users get their active customer; staff may name any (api-conventions). */
export const customerIdQuery = z.object({ customerId: id.optional() });

/** A saved address of a customer: kind is billing, shipping or sell_to. */
export const customerAddress = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryId: z.number(),
  countryCode: z.string(),
  countryName: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});

export const contactPerson = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  isPrimary: z.boolean(),
});

/** A row of the customers list (staff). */
export const customerRow = z.object({
  id: z.number(),
  accountNumber: z.string(),
  name: z.string(),
  customerTypeId: z.number().nullable(),
  customerTypeName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  /** Portal users who are not blocked. */
  activePortalUsers: z.number().int(),
  /** The primary contact person's name. */
  primaryContact: z.string().nullable(),
  /** The default billing address's city and country code ("New York, US"). */
  billingPlace: z.string().nullable(),
  /** Payment terms (customer financial settings), when set. */
  paymentTermsCode: z.string().nullable(),
  creditLimit: z.number(),
  currencyCode: z.string(),
  isOnCreditHold: z.boolean(),
});

/** A customer as the switch-user dialog lists it. */
export const customerSummary = z.object({ id: z.number(), accountNumber: z.string(), name: z.string() });

/** A customer type (spec §3), named in the caller's language. */
export const customerType = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
