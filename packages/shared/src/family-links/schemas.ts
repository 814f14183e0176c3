import { z } from 'zod';

// ---- Family links: a private page a funeral home opens to a decedent's family (the memorial program) ----

/** A family link's token: 43 URL-safe characters (32 random bytes); anything else is no link at all. */
export const familyToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');
export const familyTokenParams = z.object({ token: familyToken });

/** A PIN is 4 to 8 digits, given to the family apart from the link. */
export const familyPin = z.string().regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits');

/** POST /decedents/{id}/family-links. */
export const createFamilyLinkBody = z.object({
  /** The link stops opening after this many days. */
  expiresInDays: z
    .number({ message: 'Choose how many days the link stays open' })
    .int('Choose how many days the link stays open')
    .min(1, 'The link stays open at least 1 day')
    .max(365, 'The link stays open at most 365 days'),
  pin: familyPin.optional(),
  message: z
    .string()
    .trim()
    .max(1000, 'The message must be at most 1000 characters')
    .optional()
    .transform((v) => v || null),
});

export const FAMILY_LINK_STATES = ['open', 'expired', 'revoked', 'locked'] as const;

/** A link as the funeral home sees it: never its token (only its hash is kept), with its use. */
export const familyLink = z.object({
  id: z.number().int(),
  decedentId: z.number().int(),
  state: z.enum(FAMILY_LINK_STATES),
  hasPin: z.boolean(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  useCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyLink = z.infer<typeof familyLink>;

/** The new link with its token: shown once, when it is made. */
export const createdFamilyLink = familyLink.extend({ token: familyToken });

/** What the family page shows. */
export const familyPage = z.object({
  funeralHomeName: z.string(),
  decedentName: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  /** Each print as a small picture in the answer itself: the media route serves prints only to signed-in owners. */
  prints: z.array(z.object({ id: z.number().int(), label: z.string().nullable(), picture: z.string() })),
  pieces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
});
export type FamilyPage = z.infer<typeof familyPage>;
