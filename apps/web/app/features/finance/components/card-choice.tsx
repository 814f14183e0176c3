import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { CreditCard } from '@portal/shared/finance/credit-card-schemas';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreditCards } from '../api/get-credit-cards';
import { usePaymentOptions } from '../api/get-payment-options';
import { useInsertCard } from '../api/insert-card';
import { newPaymentKey } from '../pay-allocation';
import { canLoadCards, type FinanceViewer } from '../viewer';
import { type NewCard, NewCardFields } from './new-card-fields';

const cardName = (card: CreditCard) => `${card.cardType.name} •••• ${card.last4}`;
const expiry = (card: CreditCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
/** The radio value of "a new card". */
const NEW_CARD = 'new';

/** What a payment call takes as its card: a saved card, or a single-use token of the processor's hosted fields. */
export type CardSource = { creditCardId: number } | { token: string; processor: 'SQUARE' | 'NMI' };

/** The outcome of turning the payer's choice into a card source: the source, or why there is none (shown). */
export type CardSourceResult = { source: CardSource } | { failure: string | null };

/**
 * The payer's card for one payment (spec §7 Payments and cards): a saved card of the paying customer (its default
 * first) or a new card typed into the processor's frame, kept for next time unless unticked. Shared by the pay dialog
 * of invoices, the checkout's "pay now" and paying submitted orders, so every way of paying offers the same choice.
 */
export function useCardChoice({
  viewer,
  customerId,
  enabled = true,
}: {
  viewer: FinanceViewer;
  /** The customer who pays (staff pay with that customer's cards). */
  customerId: number;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const options = usePaymentOptions(enabled);
  const mayLoadCards = canLoadCards(viewer);
  const canAddCard = (options.data?.cardProcessors.length ?? 0) > 0;
  // spec §6: cards only with CP_PAYMENTS:VIEWP. Staff pay for a customer with that customer's cards.
  const cards = useCreditCards(viewer.isStaff ? customerId : null, enabled && mayLoadCards);
  const usable = (cards.data ?? []).filter((card) => card.customerId === customerId);
  const [cardId, setCardId] = useState<string | null>(null);
  // The first card offered (the default saved card, else a new one) is chosen once the saved cards are known, and
  // stays chosen until the payer picks another: a list that arrives or changes later (another tab saved a card) must
  // not swap the new card's fields away while the payer types into them.
  const listKnown = !mayLoadCards || cards.data !== undefined || cards.isError;
  const firstOffered = String(
    usable.find((card) => card.isDefault)?.id ?? usable[0]?.id ?? (canAddCard ? NEW_CARD : ''),
  );
  if (cardId === null && listKnown && firstOffered !== '') setCardId(firstOffered);
  const chosen = cardId ?? '';
  const insertCard = useInsertCard();
  const [newCard, setNewCard] = useState<NewCard | null>(null);
  const onNewCard = useCallback((card: NewCard | null) => setNewCard(card), []);
  const [cardholderName, setCardholderName] = useState('');
  const [saveCard, setSaveCard] = useState(true);
  // A card saved during this payment is paid with from then on (its token is used up).
  // One key per card: a retry of the same save sends it again; a definite refusal (4xx) mints a new one for the next
  // card, which the processor and the server would otherwise take for another request under a used key.
  const [cardKey, setCardKey] = useState(newPaymentKey);

  /** Tokenizes a new card (and saves it when asked); null with no message when something is still missing. */
  const source = async (): Promise<CardSourceResult> => {
    if (!chosen) return { failure: null };
    if (chosen !== NEW_CARD) return { source: { creditCardId: Number(chosen) } };
    if (!newCard || !cardholderName.trim()) return { failure: null };
    try {
      const token = await newCard.hosted.tokenize();
      if (!saveCard) return { source: { token, processor: newCard.processor.processor } };
      // The token is used up by the save: the payment uses the saved card, now chosen in the list.
      const saved = await insertCard.mutateAsync({
        processor: newCard.processor.processor,
        body: {
          token,
          cardholderName: cardholderName.trim(),
          idempotencyKey: cardKey,
          customerId: viewer.isStaff ? customerId : undefined,
        },
      });
      setCardId(String(saved.id));
      return { source: { creditCardId: saved.id } };
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setCardKey(newPaymentKey());
      // spec §8: a tokenisation failure is 'Tokenization failed-status: {status}'; a refused save was toasted.
      return { failure: error instanceof ApiError ? t('finance.pay.refused') : (error as Error).message };
    }
  };

  return {
    chosen,
    /** Whether the choice can be paid with as it stands (a new card needs its frame loaded). */
    ready: chosen !== '' && (chosen !== NEW_CARD || newCard !== null),
    saving: insertCard.isPending,
    source,
    view: {
      chosen,
      choose: setCardId,
      mayLoadCards,
      canAddCard,
      // spec §8: 'Error while getting payment processor' when the configured processors cannot be read.
      processorFailed: options.isError,
      cards,
      usable,
      onNewCard,
      cardholderName,
      setCardholderName,
      saveCard,
      setSaveCard,
    },
  };
}

export type CardChoiceState = ReturnType<typeof useCardChoice>;

/** The radio list of saved cards and "a new card", with the hosted fields under the latter. */
export function CardChoice({ choice, showErrors }: { choice: CardChoiceState; showErrors: boolean }) {
  const { t } = useTranslation();
  const v = choice.view;
  return (
    <Radio.Group
      label={t('finance.pay.card')}
      value={v.chosen}
      onChange={v.choose}
      error={
        showErrors && !v.chosen && v.mayLoadCards && !v.cards.isPending
          ? t('finance.pay.errors.card')
          : undefined
      }
    >
      <Stack gap="xs" mt="xs" data-testid="pay-cards">
        {!v.mayLoadCards ? (
          <Text size="sm" c="dimmed">
            {t('finance.pay.noCardPermission')}
          </Text>
        ) : v.cards.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : v.cards.isError ? (
          <Alert color="red">{t('finance.pay.cardsFailed')}</Alert>
        ) : v.usable.length === 0 && !v.canAddCard ? (
          <Text size="sm" c="dimmed">
            {t('finance.pay.noCards')}
          </Text>
        ) : (
          v.usable.map((card) => (
            <Radio
              key={card.id}
              value={String(card.id)}
              label={cardName(card)}
              description={t('finance.pay.cardDetails', { name: card.cardholderName, expiry: expiry(card) })}
              data-testid="pay-card"
            />
          ))
        )}
        {v.canAddCard && <Radio value={NEW_CARD} label={t('finance.card.new')} data-testid="pay-card-new" />}
        {v.processorFailed && (
          <Alert color="red" role="alert" data-testid="pay-processor-failed">
            {t('finance.card.processorFailed')}
          </Alert>
        )}
        {v.chosen === NEW_CARD && (
          <NewCardFields
            onReady={v.onNewCard}
            cardholderName={v.cardholderName}
            onCardholderName={v.setCardholderName}
            save={v.saveCard}
            onSave={v.setSaveCard}
            nameError={showErrors && !v.cardholderName.trim() ? t('finance.card.nameRequired') : undefined}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Why a payment call failed, for the payer, and whether its key is spent: a refusal (4xx) is final for the key, so the
 * next attempt is a new payment; with no answer (network, server error) the same key is kept, so trying again cannot
 * charge twice.
 */
export function paymentFailure(
  error: unknown,
  t: (key: string) => string,
): { message: string; keySpent: boolean } {
  const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const message = error instanceof ApiError ? error.userMessages[0] : undefined;
  return {
    message: answered ? (message ?? t('finance.pay.refused')) : t('finance.pay.noAnswer'),
    keySpent: answered,
  };
}

/** The end of every pay dialog: the card, what went wrong, cancel and pay. */
export function PayDialogFooter({
  card,
  cardNeeded = true,
  showErrors,
  failure,
  pending,
  disabled,
  submitLabel,
  submitTestId,
  onCancel,
  onSubmit,
}: {
  card: CardChoiceState;
  /** False when the customer's credits pay everything: no card is asked for. */
  cardNeeded?: boolean;
  showErrors: boolean;
  failure: string | null;
  pending: boolean;
  /** A reason of the dialog's own not to pay yet (the card's readiness is checked here). */
  disabled?: boolean;
  submitLabel: string;
  submitTestId: string;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {cardNeeded && <CardChoice choice={card} showErrors={showErrors} />}
      {failure && (
        <Alert color="red" role="alert" data-testid="pay-failure">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('finance.pay.cancel')}
        </Button>
        <Button
          onClick={onSubmit}
          loading={pending || card.saving}
          disabled={(cardNeeded && !card.ready) || disabled}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
