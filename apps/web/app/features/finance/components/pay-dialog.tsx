import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CreditCard } from '@portal/shared/finance/credit-card-schemas';
import type { InvoiceListItem } from '@portal/shared/finance/schemas';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyInfo, notifySuccess } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fromCents, toCents } from '../amounts';
import { useCreditCards } from '../api/get-credit-cards';
import { usePaymentOptions } from '../api/get-payment-options';
import { useInsertCard } from '../api/insert-card';
import { usePayInvoices } from '../api/pay-invoices';
import {
  centsInput,
  centsText,
  newPaymentKey,
  type PayInvoice,
  payOrder,
  payPlan,
  spread,
} from '../pay-allocation';
import { useFinanceFormat } from '../use-finance-format';
import { canLoadCards, type FinanceViewer } from '../viewer';
import { type NewCard, NewCardFields } from './new-card-fields';

const cardName = (card: CreditCard) => `${card.cardType.name} •••• ${card.last4}`;
/** The radio value of "a new card". */
const NEW_CARD = 'new';
const expiry = (card: CreditCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/**
 * Pays selected invoices with a saved card (issue 16 §6): each invoice's amount, its balance by default, the payment's
 * total (typing a total spreads it over the invoices, the one due first first), and the spec §5 warning when the
 * total is above them: the payer confirms, and the rest becomes a prepayment credit. One idempotency key per opening:
 * a double click or a retry after no answer pays once.
 */
export default function PayDialog({
  invoices,
  viewer,
  onClose,
  onPaid,
}: {
  /** The invoices to pay: one customer's, in one currency, each with a balance. */
  invoices: readonly InvoiceListItem[];
  viewer: FinanceViewer;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { day, money: format } = useFinanceFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const currency = invoices[0]!.currencyCode;
  const money = (cents: number) => format(fromCents(cents), currency);
  const lines = useMemo<PayInvoice[]>(
    () =>
      payOrder(
        invoices.map((i) => ({
          invoiceId: i.id,
          number: i.number,
          balanceCents: toCents(i.balance),
          dueDate: i.dueDate,
          date: i.date,
        })),
      ),
    [invoices],
  );
  const balanceCents = lines.reduce((sum, line) => sum + line.balanceCents, 0);

  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.invoiceId, centsInput(line.balanceCents, lang)])),
  );
  const [total, setTotal] = useState(() => centsInput(balanceCents, lang));
  const [totalTouched, setTotalTouched] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  const options = usePaymentOptions(true);
  const mayLoadCards = canLoadCards(viewer);
  const canAddCard = (options.data?.cardProcessors.length ?? 0) > 0;
  // spec §6: cards only with CP_PAYMENTS:VIEWP. Staff pay for the invoices' customer with that customer's cards.
  const cards = useCreditCards(viewer.isStaff ? invoices[0]!.customerId : null, mayLoadCards);
  const usable = (cards.data ?? []).filter((card) => card.customerId === invoices[0]!.customerId);
  const chosenCard =
    cardId ??
    String(usable.find((card) => card.isDefault)?.id ?? usable[0]?.id ?? (canAddCard ? NEW_CARD : ''));
  const pay = usePayInvoices();
  const insertCard = useInsertCard();
  const [newCard, setNewCard] = useState<NewCard | null>(null);
  const onNewCard = useCallback((card: NewCard | null) => setNewCard(card), []);
  const [cardholderName, setCardholderName] = useState('');
  const [saveCard, setSaveCard] = useState(true);
  // A card saved during this dialog is paid with from then on (its token is used up).
  const [cardKey] = useState(newPaymentKey);

  const plan = payPlan(total, amounts, lines);
  const allowOverpayment = options.data?.allowOverpayment ?? true;
  const needsConfirmation = plan.excessCents > 0;
  const errorOf = (field: string) => {
    const error = plan.errors[field];
    if (!error || (!showErrors && error === 'nothingToPay')) return undefined;
    return t(`finance.pay.errors.${error}`, {
      balance: money(lines.find((l) => String(l.invoiceId) === field)?.balanceCents ?? 0),
      allocated: money(plan.allocatedCents),
    });
  };

  const changeAmount = (invoiceId: number, text: string) => {
    const next = { ...amounts, [invoiceId]: text };
    setAmounts(next);
    // Until the payer types a total, the total is what the invoices are given.
    if (!totalTouched) {
      const nextPlan = payPlan(total, next, lines);
      if (!Object.keys(nextPlan.errors).some((field) => field !== 'total'))
        setTotal(centsInput(nextPlan.allocatedCents, lang));
    }
  };
  const changeTotal = (text: string) => {
    setTotal(text);
    setTotalTouched(true);
    const cents = payPlan(text, amounts, lines).totalCents;
    if (cents === null) return;
    const spreadOut = spread(cents, lines);
    setAmounts(
      Object.fromEntries(
        lines.map((line) => [line.invoiceId, centsInput(spreadOut.amounts[line.invoiceId]!, lang)]),
      ),
    );
  };

  const submit = async () => {
    setShowErrors(true);
    setFailure(null);
    if (Object.keys(plan.errors).length > 0 || plan.totalCents === null || !chosenCard) return;
    if (needsConfirmation && (!confirmed || !allowOverpayment)) return;
    let source: { creditCardId: number } | { token: string; processor: 'SQUARE' | 'NMI' };
    if (chosenCard === NEW_CARD) {
      if (!newCard || !cardholderName.trim()) return;
      try {
        const token = await newCard.hosted.tokenize();
        if (saveCard) {
          // The token is used up by the save: the payment uses the saved card, now chosen in the list.
          const saved = await insertCard.mutateAsync({
            processor: newCard.processor.processor,
            body: {
              token,
              cardholderName: cardholderName.trim(),
              idempotencyKey: cardKey,
              customerId: viewer.isStaff ? invoices[0]!.customerId : undefined,
            },
          });
          setCardId(String(saved.id));
          source = { creditCardId: saved.id };
        } else source = { token, processor: newCard.processor.processor };
      } catch (error) {
        // spec §8: a tokenisation failure is 'Tokenization failed-status: {status}'; a refused save was toasted.
        setFailure(error instanceof ApiError ? t('finance.pay.refused') : (error as Error).message);
        return;
      }
    } else source = { creditCardId: Number(chosenCard) };
    try {
      const result = await pay.mutateAsync({
        idempotencyKey: key,
        amount: centsText(plan.totalCents),
        invoices: plan.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: centsText(a.cents) })),
        ...source,
        confirmOverpayment: needsConfirmation ? true : undefined,
        customerId: viewer.isStaff ? invoices[0]!.customerId : undefined,
      });
      const amount = format(result.amount, result.currencyCode);
      if (result.status === 'pending') notifyInfo(t('finance.pay.pending', { code: result.code, amount }));
      else if (result.status === 'succeeded')
        notifySuccess(t('finance.pay.paid', { code: result.code, amount }));
      if (result.status === 'failed') {
        setFailure(t('finance.pay.declined'));
        setKey(newPaymentKey());
        return;
      }
      onPaid();
    } catch (error) {
      // No answer (network, server error): the same key is kept, so trying again cannot charge twice. A refusal is
      // final for this key: the next attempt is a new payment.
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (answered) setKey(newPaymentKey());
      const message = error instanceof ApiError ? error.userMessages[0] : undefined;
      setFailure(answered ? (message ?? t('finance.pay.refused')) : t('finance.pay.noAnswer'));
    }
  };

  const payable = Object.keys(plan.errors).length === 0 && plan.totalCents !== null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.pay.title', { count: lines.length })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('finance.pay.cancel') }}
      data-testid="pay-dialog"
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={420} type="native">
          <Table verticalSpacing="xs" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.invoice.number')}</Table.Th>
                <Table.Th>{t('finance.invoice.dueDate')}</Table.Th>
                <Table.Th ta="right">{t('finance.invoice.balance')}</Table.Th>
                <Table.Th ta="right">{t('finance.pay.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.invoiceId} data-testid="pay-line" data-number={line.number}>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {line.number}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(line.dueDate)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.balanceCents)}
                  </Table.Td>
                  <Table.Td w={150}>
                    <TextInput
                      aria-label={t('finance.pay.amountOf', { number: line.number })}
                      value={amounts[line.invoiceId] ?? ''}
                      onChange={(event) => changeAmount(line.invoiceId, event.currentTarget.value)}
                      error={errorOf(String(line.invoiceId))}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      data-testid="pay-line-amount"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('finance.pay.total')}
            description={t('finance.pay.totalHint')}
            value={total}
            onChange={(event) => changeTotal(event.currentTarget.value)}
            error={errorOf('total')}
            inputMode="decimal"
            w={220}
            styles={{ input: { textAlign: 'right', fontWeight: 700 } }}
            data-testid="pay-total"
          />
          <Stack gap={2} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('finance.pay.balances', { amount: money(balanceCents) })}
            </Text>
            <Text size="sm" data-testid="pay-allocated">
              {t('finance.pay.allocated', { amount: money(plan.allocatedCents) })}
            </Text>
            {plan.excessCents > 0 && (
              <Text size="sm" fw={600} data-testid="pay-excess">
                {t('finance.pay.prepayment', { amount: money(plan.excessCents) })}
              </Text>
            )}
          </Stack>
        </Group>

        {needsConfirmation && (
          <Alert color="yellow" title={t('finance.pay.overpaymentTitle')} data-testid="pay-overpayment">
            <Stack gap="xs">
              {/* spec §5: an overpayment is saved as a prepayment for the customer, with a warning. */}
              <Text size="sm">
                {t('finance.pay.overpaymentWarning', { amount: money(plan.excessCents) })}
              </Text>
              {allowOverpayment ? (
                <Checkbox
                  label={t('finance.pay.overpaymentConfirm')}
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.currentTarget.checked)}
                  error={showErrors && !confirmed ? t('finance.pay.errors.confirm') : undefined}
                  data-testid="pay-confirm-overpayment"
                />
              ) : (
                <Text size="sm" fw={600} c="red.9">
                  {t('finance.pay.overpaymentRefused')}
                </Text>
              )}
            </Stack>
          </Alert>
        )}

        <Radio.Group
          label={t('finance.pay.card')}
          value={chosenCard}
          onChange={setCardId}
          error={
            showErrors && !chosenCard && mayLoadCards && !cards.isPending
              ? t('finance.pay.errors.card')
              : undefined
          }
        >
          <Stack gap="xs" mt="xs" data-testid="pay-cards">
            {!mayLoadCards ? (
              <Text size="sm" c="dimmed">
                {t('finance.pay.noCardPermission')}
              </Text>
            ) : cards.isPending ? (
              <Loader size="sm" aria-label={t('app.loading')} />
            ) : cards.isError ? (
              <Alert color="red">{t('finance.pay.cardsFailed')}</Alert>
            ) : usable.length === 0 && !canAddCard ? (
              <Text size="sm" c="dimmed">
                {t('finance.pay.noCards')}
              </Text>
            ) : (
              usable.map((card) => (
                <Radio
                  key={card.id}
                  value={String(card.id)}
                  label={cardName(card)}
                  description={t('finance.pay.cardDetails', {
                    name: card.cardholderName,
                    expiry: expiry(card),
                  })}
                  data-testid="pay-card"
                />
              ))
            )}
            {canAddCard && (
              <Radio value={NEW_CARD} label={t('finance.card.new')} data-testid="pay-card-new" />
            )}
            {chosenCard === NEW_CARD && (
              <NewCardFields
                onReady={onNewCard}
                cardholderName={cardholderName}
                onCardholderName={setCardholderName}
                save={saveCard}
                onSave={setSaveCard}
                nameError={showErrors && !cardholderName.trim() ? t('finance.card.nameRequired') : undefined}
              />
            )}
          </Stack>
        </Radio.Group>

        {failure && (
          <Alert color="red" role="alert" data-testid="pay-failure">
            {failure}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            {t('finance.pay.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={pay.isPending || insertCard.isPending}
            disabled={
              !chosenCard || (chosenCard === NEW_CARD && !newCard) || (needsConfirmation && !allowOverpayment)
            }
            data-testid="pay-submit"
          >
            {payable && plan.totalCents !== null
              ? t('finance.pay.submit', { amount: money(plan.totalCents) })
              : t('finance.pay.submitPlain')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
