import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import { id } from '../platform/ids';

// ---- Next-of-kin authorisation, chain of custody, retention (docs/decisions.md "Chain of custody") ----
// A decedent's prints are used only while a next of kin's authorisation is live; every access to a print is logged;
// prints are destroyed after the retention period, on withdrawal, or when asked.

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A version of the statement a next of kin agrees to, in both languages; a version is never changed. */
export const authorizationStatement = z.object({
  id: z.number().int(),
  version: z.number().int(),
  textEn: z.string(),
  textFr: z.string(),
  createdAt: z.string(),
});
export type AuthorizationStatement = z.infer<typeof authorizationStatement>;

/** POST /authorization-statements: the next version's text in both languages. */
export const authorizationStatementBody = z.object({
  textEn: requiredText('The English text', 4000),
  textFr: requiredText('The French text', 4000),
});

/** The largest drawn signature taken, as a data URL (a phone's canvas as PNG is far below it). */
export const MAX_SIGNATURE_DATA_URL = 400_000;

/** A signature: the signer's name typed, or a picture drawn on a canvas (a PNG data URL). */
export const signatureInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('typed'), text: requiredText('The typed signature', 120) }),
    z.object({
      kind: z.literal('drawn'),
      image: z
        .string({ message: 'Draw the signature' })
        .max(MAX_SIGNATURE_DATA_URL, 'The drawn signature is too large')
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The drawn signature must be a PNG picture'),
    }),
  ],
  { message: 'Choose a typed or a drawn signature' },
);

/** POST /decedents/{id}/authorizations: who authorises, the statement version shown (in `language`), the signature. */
export const authorizationBody = z.object({
  signerName: requiredText('The name', 120),
  relationship: requiredText('The relationship', 80),
  email: z.email('Must be a valid e-mail address').max(254),
  phone: z
    .string({ message: 'The telephone is required' })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,30}$/, 'Must be a telephone number'),
  statementId: id,
  language: z.enum(['en', 'fr'], { message: 'Choose English or French' }),
  signature: signatureInput,
  /** The person recording confirms the signer read the statement and signed in front of them. */
  confirmed: z.literal(true, { message: 'Confirm that the person read the statement and signed it' }),
});

export const authorization = z.object({
  id: z.number().int(),
  decedentId: z.number().int(),
  statementVersion: z.number().int(),
  statementText: z.string(),
  language: z.enum(['en', 'fr']),
  signerName: z.string(),
  relationship: z.string(),
  email: z.string(),
  phone: z.string(),
  signatureKind: z.enum(['typed', 'drawn']),
  signatureText: z.string().nullable(),
  signedAt: z.string(),
  recordedBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
  pdfUrl: z.string(),
});
export type Authorization = z.infer<typeof authorization>;

/** The retention policy, shown where prints are uploaded (and on the family page). */
export const retentionPolicy = z.object({
  retentionMonths: z.number().int(),
  text: z.string(),
});

/** GET /decedents/{id}/authorizations: the statement to show for a new one, and the decedent's authorisations. */
export const authorizationList = z.object({
  statement: authorizationStatement.nullable(),
  authorizations: z.array(authorization),
  /** Whether the decedent's prints may be used now (a live authorisation). */
  authorized: z.boolean(),
  retention: retentionPolicy,
});

export const withdrawAuthorizationBody = z.object({
  reason: z
    .string()
    .trim()
    .max(500, 'The reason must be at most 500 characters')
    .optional()
    .transform((v) => v || null),
});

export const ACCESS_ACTIONS = [
  'view',
  'download',
  'order',
  'render',
  'export',
  'destroy',
  'authorize',
  'withdraw',
  'family-link',
] as const;

/** One access to a decedent's prints: who (a user, staff or not, a family link, or the retention job), what, when. */
export const accessLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  fingerprintId: z.number().int().nullable(),
  fingerprintLabel: z.string().nullable(),
  /** The user's name; null for the retention job or a family link. */
  who: z.string().nullable(),
  /** The staff member acting as `who` (switch user). */
  actingStaff: z.string().nullable(),
  staff: z.boolean(),
  customerName: z.string().nullable(),
  familyLinkId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;
export const accessLogPage = pagedOf(accessLogEntry);
