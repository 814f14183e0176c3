import { z } from 'zod';
import { cardChoiceFields, refineCardChoice } from '../finance/card-choice';
import { id } from '../platform/ids';
import { stagePhoto } from './schemas';

/** At most this many images go with one proof round. */
export const MAX_PROOF_IMAGES = 8;

export const PROOF_ROUND_STATES = ['open', 'approved', 'changes_requested'] as const;
export type ProofRoundState = (typeof PROOF_ROUND_STATES)[number];

/**
 * One round of proofs as the order's customer and staff read it: its images (private to them), the staff's note and,
 * once decided, the customer's answer: the typed signature with the time and address it came from, or the comments.
 */
export const proofRound = z.object({
  id: z.number().int(),
  number: z.number().int(),
  note: z.string().nullable(),
  images: z.array(stagePhoto),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  status: z.enum(PROOF_ROUND_STATES),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  signatureName: z.string().nullable(),
  signatureIp: z.string().nullable(),
  comments: z.string().nullable(),
});
export type ProofRound = z.infer<typeof proofRound>;

export const DEPOSIT_STATES = ['due', 'pending', 'paid'] as const;

/** The deposit a job's stages ask for before one of them, and where its payment stands. */
export const jobDeposit = z.object({
  percent: z.number().int(),
  amount: z.number(),
  currencyCode: z.string(),
  /** The stage the job cannot reach until the deposit is paid. */
  stageName: z.string(),
  status: z.enum(DEPOSIT_STATES),
  paymentCode: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type JobDeposit = z.infer<typeof jobDeposit>;

/** A job's proof rounds, newest first, and its deposit (null when its stages ask for none). */
export const jobProofs = z.object({
  orderId: z.number().int(),
  code: z.string(),
  /** Who pays the deposit (staff pay with that customer's cards). */
  customerId: z.number().int(),
  rounds: z.array(proofRound),
  /** Staff may upload a round: none yet, or the customer asked for changes on the latest. */
  canUpload: z.boolean(),
  deposit: jobDeposit.nullable(),
});
export type JobProofs = z.infer<typeof jobProofs>;

/** A round's text field (the multipart form's `note`), with its proof images as `images`. */
export const proofRoundFields = z.object({
  note: z
    .string()
    .trim()
    .max(2000, 'The note must be at most 2000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ProofRoundFields = z.input<typeof proofRoundFields>;

export const proofRoundParams = z.object({ id, roundId: id });

export const approveProofBody = z
  .object({
    /** The customer's full name, typed as signature. */
    signatureName: z
      .string({ message: 'Type your full name to sign' })
      .trim()
      .min(3, 'Type your full name to sign')
      .max(120, 'The name must be at most 120 characters'),
  })
  .strict();

export const requestProofChangesBody = z
  .object({
    comments: z
      .string({ message: 'Say what should change' })
      .trim()
      .min(1, 'Say what should change')
      .max(4000, 'The comments must be at most 4000 characters'),
  })
  .strict();

export const payJobDepositBody = refineCardChoice(z.object(cardChoiceFields).strict());
