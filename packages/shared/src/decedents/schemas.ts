import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import type { FilterValue } from '../platform/filters';
import { id } from '../platform/ids';
import type { Language } from '../platform/language';
import { filtersParam, pagingQuery } from '../platform/paging';

// ---- Decedents and fingerprints (spec §1 decedent lookup, §7 GET /decedents, GET decedents/{id}/fingerprints) ----
// A funeral home keeps the people it serves and their fingerprints; a memorial piece (a fingerprint pendant) is made
// from one of the prints and the order line names it.

const day = z.iso.date('Must be a date (YYYY-MM-DD)');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);
const requiredName = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** The fields a funeral home records about a decedent; the dates are optional, but death never comes before birth. */
export const decedentFields = z
  .object({
    firstName: requiredName('First name'),
    lastName: requiredName('Last name'),
    dateOfBirth: day.nullable().optional(),
    dateOfDeath: day.nullable().optional(),
    /** The funeral home's own case or reference number. */
    referenceNumber: optionalText(60),
    notes: optionalText(2000),
  })
  .refine((d) => !d.dateOfBirth || !d.dateOfDeath || d.dateOfBirth <= d.dateOfDeath, {
    message: 'The date of death cannot be before the date of birth',
    path: ['dateOfDeath'],
  })
  .describe('When both dates are given, `dateOfDeath` is not before `dateOfBirth`.');
export type DecedentFields = z.input<typeof decedentFields>;

/** POST /decedents: staff name the funeral home; a customer's user records for its active customer. */
export const createDecedentBody = z.intersection(decedentFields, z.object({ customerId: id.optional() }));

/** A print as it is listed: the picture is private (only the owning customer and staff are served it). */
export const fingerprint = z.object({
  id: z.number().int(),
  decedentId: z.number().int(),
  label: z.string().nullable(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  consentGivenBy: z.string(),
  consentStatement: z.string(),
  consentRecordedBy: z.string().nullable(),
  consentedAt: z.string(),
  createdAt: z.string(),
  /** Set when the authorisation was withdrawn: the print is neither served nor used, and is to be destroyed. */
  lockedAt: z.string().nullable(),
  destroyedAt: z.string().nullable(),
  /** The day the retention job destroys the print (the retention period after its last order); null once destroyed. */
  retainUntil: z.string().nullable(),
});
export type Fingerprint = z.infer<typeof fingerprint>;

/** What a cart line or an order line shows of the print it is made from. */
export const fingerprintRef = z.object({
  id: z.number().int(),
  decedentId: z.number().int(),
  decedentName: z.string(),
  label: z.string().nullable(),
  imageUrl: z.string(),
});
export type FingerprintRef = z.infer<typeof fingerprintRef>;

export const decedent = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string().nullable(),
  dateOfDeath: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  archived: z.boolean(),
  fingerprintCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Decedent = z.infer<typeof decedent>;
export const decedentPage = pagedOf(decedent);

/** `filters` of GET /decedents: a name (or part of it, first or last), the reference, date ranges, archived ones. */
export const decedentFilters = z.strictObject({
  name: z.string().trim().max(100).optional(),
  referenceNumber: z.string().trim().max(60).optional(),
  dateOfDeathFrom: day.optional(),
  dateOfDeathTo: day.optional(),
  dateOfBirthFrom: day.optional(),
  dateOfBirthTo: day.optional(),
  /** Staff only: one funeral home. A customer's user always sees its active customer's. */
  customerId: id.optional(),
  /** Archived decedents are left out unless asked for. */
  includeArchived: z.boolean().optional(),
  /** Only decedents with at least one print (the configurator's choice). */
  withFingerprints: z.boolean().optional(),
});
export type DecedentFilters = z.output<typeof decedentFilters>;

export const decedentListQuery = pagingQuery(1).extend({
  filters: filtersParam.pipe(
    decedentFilters as unknown as z.ZodType<DecedentFilters, Record<string, FilterValue>>,
  ),
});

/** The multipart text fields of a fingerprint upload; the image is the `file` part. */
export const fingerprintUploadFields = z.object({
  label: optionalText(80),
  /** Who gave consent: the next of kin or the person with the right to decide. */
  consentGivenBy: z
    .string({ message: 'Say who gave consent' })
    .trim()
    .min(1, 'Say who gave consent')
    .max(120, 'Must be at most 120 characters'),
  consent: z.enum(['true', 'false']).optional(),
});

/**
 * The statement the person recording a print confirms, stored with the print in the language it was shown in: consent
 * is recorded before a print is kept (docs/decisions.md "Decedents and fingerprints").
 */
export const CONSENT_STATEMENTS: Record<Language, string> = {
  en: 'The person named above, who has the right to decide, has agreed that this fingerprint is kept and used to make memorial pieces ordered for this decedent.',
  fr: 'La personne nommée ci-dessus, qui a le droit d’en décider, a accepté que cette empreinte soit conservée et utilisée pour fabriquer les pièces commémoratives commandées pour ce défunt.',
};

/** What a print must reach to be engraved well (checked on the server from the picture itself). */
export const FINGERPRINT_QUALITY = {
  /** Shorter side, in pixels: smaller prints lose the ridges when engraved. */
  minSide: 300,
  /** Standard deviation of the grey levels (0–255): below it ridges and valleys cannot be told apart. */
  minContrast: 30,
  /**
   * Spread of the edge response (standard deviation of the Laplacian, 0–255) of the picture brought within 400 px:
   * below it the ridges are blurred.
   */
  minSharpness: 12,
  /** The largest picture taken, in pixels per side. */
  maxSide: 6000,
} as const;
