import {
  CREDIT_CARD_TYPES,
  PAYMENT_GATEWAY_IDS,
  type CardProcessor,
  type CreditCard,
  type InsertCardBody,
  type PaymentProcessorInfo,
} from '@portal/shared/finance/credit-card-schemas';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { customers } from '../../customers/tables';
import { cardSaveRequests, creditCards } from '../tables';
import { AppError, conflict, invalid, notFound } from '../../../platform/errors';
import { requestFingerprint } from '../../../platform/idempotency';
import { isStaff, type Scope } from '../../../platform/scope';
import { configuredProcessors, gatewayFor, processorKey } from '../gateways/public';

/** spec §8. */
export const PROCESSOR_ERROR = 'Error while getting payment processor';
export const SQUARE_SAVE_ERROR = 'Error while saving square card:';

const PROCESSOR_NAMES: Record<CardProcessor, string> = { SQUARE: 'Square', NMI: 'NMI' };

type CardRow = typeof creditCards.$inferSelect & { customerName: string };

export function cardOut(row: CardRow): CreditCard {
  const type = CREDIT_CARD_TYPES.find((t) => t.code === row.brand) ?? CREDIT_CARD_TYPES.at(-1)!;
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    processor: row.processor as CardProcessor,
    paymentGatewayId: PAYMENT_GATEWAY_IDS[row.processor as CardProcessor],
    cardType: { id: type.id, code: type.code, name: type.name },
    last4: row.last4,
    maskedNumber: `•••• ${row.last4}`,
    expMonth: row.expMonth,
    expYear: row.expYear,
    cardholderName: row.cardholderName,
    billingPostalCode: row.billingPostalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectCards(db: Db) {
  return db
    .select({ card: creditCards, customerName: customers.name })
    .from(creditCards)
    .innerJoin(customers, eq(customers.id, creditCards.customerId));
}

/**
 * GET /CreditCard: a portal user sees its active customer's cards; staff see the customer they act for or name, and
 * every customer's with includeEveryCard.
 */
export async function getCreditCards(
  db: Db,
  scope: Scope,
  query: { includeEveryCard?: boolean; customerId?: number },
): Promise<CreditCard[]> {
  const staffEverything = isStaff(scope) && query.includeEveryCard && !query.customerId;
  const customerId = isStaff(scope) ? (query.customerId ?? scope.customerId) : scope.customerId;
  if (!staffEverything && customerId === null) return [];
  const rows = await selectCards(db)
    .where(
      and(
        isNull(creditCards.deletedAt),
        staffEverything ? undefined : eq(creditCards.customerId, customerId ?? -1),
      ),
    )
    .orderBy(desc(creditCards.isDefault), desc(creditCards.createdAt), desc(creditCards.id))
    .limit(500);
  return rows.map((r) => cardOut({ ...r.card, customerName: r.customerName }));
}

/** One saved card the caller may use; another customer's card is not found (404), never forbidden. */
export async function usableCard(db: Db, customerId: number, cardId: number) {
  const [row] = await selectCards(db).where(
    and(eq(creditCards.id, cardId), eq(creditCards.customerId, customerId), isNull(creditCards.deletedAt)),
  );
  if (!row) throw notFound('The credit card');
  return { ...row.card, customerName: row.customerName };
}

/** The customer a payment or a card is for: a portal user's active customer; staff name one or act for one. */
export async function payingCustomer(db: Db, scope: Scope, requested?: number) {
  const customerId = isStaff(scope) ? (requested ?? scope.customerId) : scope.customerId;
  if (customerId === null) throw invalid('customerId', 'Choose the customer');
  const [customer] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('The customer');
  return customer;
}

/** POST /creditcard/insertsquarecard: a card saved at Square. */
export const insertSquareCard = (db: Db, config: Config, scope: Scope, body: InsertCardBody) =>
  saveCard(db, config, scope, 'SQUARE', body);

/** POST /creditcard/nmi-card: a card saved at NMI. */
export const insertNmiCard = (db: Db, config: Config, scope: Scope, body: InsertCardBody) =>
  saveCard(db, config, scope, 'NMI', body);

/**
 * Saves the card behind a hosted-fields token at its processor, then our record of it (references, brand, last four
 * digits, expiry). The same key saves one card: the processor replays its answer, and the record is kept once.
 */
async function saveCard(
  db: Db,
  config: Config,
  scope: Scope,
  processor: CardProcessor,
  body: InsertCardBody,
): Promise<CreditCard> {
  const gateway = gatewayFor(config, processor);
  if (!gateway) throw new AppError('NOT_FOUND', PROCESSOR_ERROR);
  const customer = await payingCustomer(db, scope, body.customerId);
  const { idempotencyKey, ...request } = body;
  const fingerprint = requestFingerprint(
    `saveCard:${processor}`,
    { userId: scope.userId, customerId: customer.id },
    request,
  );
  const claim = await claimCardKey(db, customer.id, idempotencyKey, fingerprint);
  if (claim.creditCardId !== null) return cardOut(await usableCard(db, customer.id, claim.creditCardId));
  // Square keeps cards on a Square customer: the one made for this customer's first card is used again.
  const [known] = await db
    .select({ ref: creditCards.processorCustomerRef })
    .from(creditCards)
    .where(and(eq(creditCards.customerId, customer.id), eq(creditCards.processor, processor)))
    .limit(1);
  const outcome = await gateway.saveCard({
    idempotencyKey: processorKey(customer.id, body.idempotencyKey),
    token: body.token,
    cardholderName: body.cardholderName,
    ...(processor === 'SQUARE' && known ? { customerRef: known.ref } : {}),
    customer: { id: customer.id, name: customer.name, ...(customer.email ? { email: customer.email } : {}) },
    ...(body.billingPostalCode ? { billingPostalCode: body.billingPostalCode } : {}),
  });
  if (outcome.status !== 'saved') {
    // A declined card saved nothing: the key is free again for the corrected card of the same dialog.
    if (outcome.status === 'declined')
      await db.delete(cardSaveRequests).where(eq(cardSaveRequests.id, claim.id));
    const detail =
      outcome.status === 'declined'
        ? outcome.message
        : 'The card processor did not answer; please try again.';
    // spec §8: Square's failures read 'Error while saving square card:'; NMI's show the processor's message.
    const message = processor === 'SQUARE' ? `${SQUARE_SAVE_ERROR} ${detail}` : detail;
    throw new AppError(outcome.status === 'declined' ? 'VALIDATION' : 'CONFLICT', message, [
      { key: 'token', value: message },
    ]);
  }
  const cardId = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(creditCards)
      .values({
        customerId: customer.id,
        processor,
        processorCustomerRef: outcome.customerRef,
        processorCardRef: outcome.cardRef,
        brand: outcome.brand,
        last4: outcome.last4,
        expMonth: outcome.expMonth,
        expYear: outcome.expYear,
        cardholderName: body.cardholderName,
        billingPostalCode: body.billingPostalCode ?? null,
        createdByUserId: scope.userId,
        impersonatorId: scope.impersonatorId,
      })
      .onConflictDoNothing({ target: [creditCards.processor, creditCards.processorCardRef] })
      .returning({ id: creditCards.id });
    const [row] = inserted
      ? [inserted]
      : await tx
          .select({ id: creditCards.id })
          .from(creditCards)
          .where(
            and(
              eq(creditCards.processor, processor),
              eq(creditCards.processorCardRef, outcome.cardRef),
              eq(creditCards.customerId, customer.id),
            ),
          );
    if (!row) throw notFound('The credit card');
    const [other] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(
        and(
          eq(creditCards.customerId, customer.id),
          isNull(creditCards.deletedAt),
          eq(creditCards.isDefault, true),
          ne(creditCards.id, row.id),
        ),
      )
      .limit(1);
    // The first card is the default; a later one only when the payer asks.
    if (body.isDefault || !other) {
      await tx
        .update(creditCards)
        .set({ isDefault: false })
        .where(and(eq(creditCards.customerId, customer.id), ne(creditCards.id, row.id)));
      await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, row.id));
    }
    await tx.update(cardSaveRequests).set({ creditCardId: row.id }).where(eq(cardSaveRequests.id, claim.id));
    return row.id;
  });
  return cardOut(await usableCard(db, customer.id, cardId));
}

/**
 * Every call taking an idempotency key keeps the request made under it (docs/decisions.md): the key is claimed with
 * the request's fingerprint before the processor is called; another request under it is a 409 before anything
 * happens, the same one carries on (the processor replays its answer) or answers the card already saved.
 */
async function claimCardKey(db: Db, customerId: number, key: string, fingerprint: string) {
  const [claimed] = await db
    .insert(cardSaveRequests)
    .values({ customerId, idempotencyKey: key, requestFingerprint: fingerprint })
    .onConflictDoNothing({ target: [cardSaveRequests.customerId, cardSaveRequests.idempotencyKey] })
    .returning({ id: cardSaveRequests.id, creditCardId: cardSaveRequests.creditCardId });
  if (claimed) return claimed;
  const [earlier] = await db
    .select()
    .from(cardSaveRequests)
    .where(and(eq(cardSaveRequests.customerId, customerId), eq(cardSaveRequests.idempotencyKey, key)));
  if (!earlier || earlier.requestFingerprint !== fingerprint)
    throw conflict('This card key was already used for another card: open the add-card dialog again');
  return { id: earlier.id, creditCardId: earlier.creditCardId };
}

/** GET /CreditCard/types: the card types with id and name (spec §3), the same for every caller. */
export function getCreditCardTypes() {
  return CREDIT_CARD_TYPES.map(({ id, code, name }) => ({ id, code, name }));
}

/** GET /CreditCard/gateway/{id}: 0 is the default processor; one not configured is 'Error while getting payment processor'. */
export function getPaymentProcessor(config: Config, gatewayId: number): PaymentProcessorInfo {
  const configured = configuredProcessors(config);
  const processor =
    gatewayId === 0 ? configured[0] : configured.find((p) => PAYMENT_GATEWAY_IDS[p] === gatewayId);
  if (!processor) throw new AppError('NOT_FOUND', PROCESSOR_ERROR);
  return {
    paymentGatewayId: PAYMENT_GATEWAY_IDS[processor],
    name: PROCESSOR_NAMES[processor],
    processor,
    scriptUrl: processor === 'SQUARE' ? config.SQUARE_WEB_SDK_URL : config.NMI_COLLECT_JS_URL,
    applicationId: processor === 'SQUARE' ? (config.SQUARE_APPLICATION_ID ?? null) : null,
    locationId: processor === 'SQUARE' ? (config.SQUARE_LOCATION_ID ?? null) : null,
    tokenizationKey: processor === 'NMI' ? (config.NMI_TOKENIZATION_KEY ?? null) : null,
  };
}

export const processorName = (processor: CardProcessor) => PROCESSOR_NAMES[processor];
