import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { estimateOptions } from '../custom-orders/tables';
import { payments } from '../finance/tables';
import { orders } from '../orders/tables';
import { serviceTypes } from '../reference/tables';
import { users } from '../users/tables';

/**
 * The stages a job passes through, per service type, in `rank` order. `serviceTypeId` null: the default
 * stages, followed by the jobs of a service type without its own. A stage left out of a saved list is retired
 * (`isActive` false), never deleted, so the moves that name it keep their history.
 */
export const productionStages = pgTable(
  'production_stages',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    rank: integer('rank').notNull(),
    /** How long the stage usually takes, in working days. */
    expectedDays: integer('expected_days').notNull(),
    /**
     * A deposit of this percentage of the job's total is due before a job enters this stage (e.g. casting, where the
     * metal is bought); null: none. A job cannot move to this stage or beyond it until the deposit is paid.
     */
    depositPercent: integer('deposit_percent'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('production_stages_service_type_idx').on(t.serviceTypeId, t.rank),
    check('production_stages_expected_days', sql`${t.expectedDays} between 0 and 250`),
    check('production_stages_deposit_percent', sql`${t.depositPercent} between 1 and 100`),
  ],
);

/**
 * Every move of a job from a stage to another, with who and when. Rows are only added; a move backward
 * carries its reason.
 */
export const jobStageMoves = pgTable(
  'job_stage_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the job's first move (it had not started). */
    fromStageId: integer('from_stage_id').references(() => productionStages.id),
    toStageId: integer('to_stage_id')
      .notNull()
      .references(() => productionStages.id),
    backward: boolean('backward').notNull().default(false),
    reason: text('reason'),
    note: text('note'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    movedByUserId: integer('moved_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The staff member who moved it while acting as movedByUserId (switchUser). */
    impersonatorId: integer('impersonator_id').references(() => users.id),
  },
  (t) => [
    index('job_stage_moves_order_idx').on(t.orderId, t.movedAt),
    // The dashboard's latest updates across every customer (staff), newest first.
    index('job_stage_moves_moved_idx').on(t.movedAt, t.id),
    index('job_stage_moves_from_idx').on(t.fromStageId),
    index('job_stage_moves_to_idx').on(t.toStageId),
    index('job_stage_moves_user_idx').on(t.movedByUserId),
    index('job_stage_moves_impersonator_idx').on(t.impersonatorId),
    check('job_stage_moves_backward_reason', sql`not ${t.backward} or ${t.reason} is not null`),
  ],
);

/** The photos taken at a move; the private media route finds a photo's move by its key. */
export const jobStagePhotos = pgTable(
  'job_stage_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moveId: bigint('move_id', { mode: 'number' })
      .notNull()
      .references(() => jobStageMoves.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('job_stage_photos_move_idx').on(t.moveId, t.rank),
    index('job_stage_photos_image_idx').on(t.imageKey),
  ],
);

/**
 * The stage each job is in now, one row per started job: what a move checks under its lock (two movers at once give
 * one move) and what a list reads without walking the moves.
 */
export const jobCurrentStages = pgTable(
  'job_current_stages',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => productionStages.id),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_current_stages_stage_idx').on(t.stageId)],
);

/**
 * Which stage changes a portal user is told of by e-mail (chosen in my profile): every change, only when
 * the job reaches its last stage (shipped), or none. No row: every change.
 */
export const productionMailChoices = pgTable(
  'production_mail_choices',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: varchar('choice', { length: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('production_mail_choices_choice', sql`${t.choice} in ('all', 'shipped', 'none')`)],
);

/** Days the workshop does not work (besides weekends): working-day dates skip them. */
export const workshopHolidays = pgTable('workshop_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull().default(''),
});

/**
 * A job order's date: the rush tier and needed-by day asked at checkout, the tier's fee charged on the
 * order, and the day the workshop promised. `dueOn` is the day the job books in its tier's daily capacity: the
 * promised day once given, else the day asked.
 */
export const jobPromises = pgTable(
  'job_promises',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tierId: bigint('tier_id', { mode: 'number' })
      .notNull()
      .references(() => estimateOptions.id),
    /** The tier's name and fee as ordered: the tier may change later. */
    tierName: text('tier_name').notNull(),
    tierNameFr: text('tier_name_fr').notNull(),
    feePercent: numeric('fee_percent', { precision: 7, scale: 2 }).notNull(),
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2 }).notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    /** The earliest day the tier could meet when ordered. */
    earliestOn: date('earliest_on', { mode: 'string' }).notNull(),
    promisedOn: date('promised_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** REQUESTED (asked), PROPOSED (staff gave another day), AGREED, CANCELLED (the customer refused the day). */
    state: varchar('state', { length: 10 }).notNull().default('REQUESTED'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The tier's bookings per day (the cart's earliest days) and the at-risk list's candidates.
    index('job_promises_tier_due_idx').on(t.tierId, t.dueOn),
    index('job_promises_promised_idx').on(t.promisedOn),
    check('job_promises_state', sql`${t.state} in ('REQUESTED', 'PROPOSED', 'AGREED', 'CANCELLED')`),
  ],
);

/**
 * A round of proofs (renders, CAD views, photos) staff send the customer for approval, numbered from 1 per job. A round
 * is open until the customer approves it (typed full name as signature, with the time and address it came from) or
 * asks for changes (which lets staff upload the next round). A decided round never changes again: the update is
 * conditional on the round being open, and a trigger refuses any later update.
 */
export const proofRounds = pgTable(
  'proof_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    /** The full name the customer typed to sign the approval. */
    signatureName: text('signature_name'),
    /** The network address the approval came from. */
    signatureIp: varchar('signature_ip', { length: 64 }),
    /** The customer's comments when asking for changes. */
    comments: text('comments'),
  },
  (t) => [
    uniqueIndex('proof_rounds_order_number_idx').on(t.orderId, t.number),
    index('proof_rounds_uploaded_by_idx').on(t.uploadedByUserId),
    index('proof_rounds_decided_by_idx').on(t.decidedByUserId),
    check('proof_rounds_status', sql`${t.status} in ('open', 'approved', 'changes_requested')`),
    check(
      'proof_rounds_approval_signed',
      sql`${t.status} <> 'approved' or (${t.signatureName} is not null and ${t.decidedAt} is not null)`,
    ),
  ],
);

/** The images of a proof round; the private media route finds an image's round by its key. */
export const proofImages = pgTable(
  'proof_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => proofRounds.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('proof_images_round_idx').on(t.roundId, t.rank),
    index('proof_images_image_idx').on(t.imageKey),
  ],
);

/**
 * A job's deposit payment: the card payment made for it (a prepayment until the final invoice, which the deposit then
 * pays first). A failed payment leaves its row, and the customer pays again under another key.
 */
export const jobDeposits = pgTable(
  'job_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    percent: integer('percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_deposits_order_idx').on(t.orderId),
    uniqueIndex('job_deposits_payment_idx').on(t.paymentId),
  ],
);

/**
 * A repair job's intake: the piece as it came in, its condition, and the customer's typed full name
 * signing for the drop-off, with the time and the address it was signed from. Written once, never changed.
 */
export const repairIntakes = pgTable('repair_intakes', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  piece: text('piece').notNull(),
  condition: text('condition').notNull(),
  signedName: text('signed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signedIp: text('signed_ip').notNull(),
  receivedByUserId: integer('received_by_user_id').references(() => users.id),
});

/** The customer's stones (weighed in carats) and metal (in grams) left with a repair. */
export const repairIntakeItems = pgTable(
  'repair_intake_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => repairIntakes.orderId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    description: text('description').notNull(),
    weight: numeric('weight', { precision: 12, scale: 3 }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('repair_intake_items_order_idx').on(t.orderId, t.rank),
    check('repair_intake_items_kind', sql`${t.kind} in ('STONE', 'METAL')`),
    check('repair_intake_items_weight', sql`${t.weight} > 0`),
  ],
);

/** A repair's photos at intake, under the private production-photos folder as the stage photos. */
export const repairIntakePhotos = pgTable(
  'repair_intake_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => repairIntakes.orderId, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('repair_intake_photos_order_idx').on(t.orderId, t.rank),
    index('repair_intake_photos_image_idx').on(t.imageKey),
  ],
);
