import { Alert, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceListItem } from '@portal/shared/finance/schemas';
import { useMemo, useState } from 'react';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fromCents, toCents } from '../amounts';
import { useAvailableCredits } from '../api/get-available-credits';
import { usePaymentOptions } from '../api/get-payment-options';
import { usePayInvoices } from '../api/pay-invoices';
import {
  centsInput,
  centsText,
  creditPlan,
  newPaymentKey,
  type PayInvoice,
  payOrder,
  payPlan,
  spread,
} from '../pay-allocation';
import { useFinanceFormat } from '../use-finance-format';
import { useNotifyPayment } from '../use-notify-payment';
import { canSeeCredits, type FinanceViewer } from '../viewer';
import { PayDialogFooter, paymentFailure, useCardChoice } from './card-choice';
import { PayCredits } from './pay-credits';

/**
 * Pays selected invoices with a saved card (spec §7 Payments and cards): each invoice's amount, its balance by default,
 * the payment's total (typing a total spreads it over the invoices, the one due first first), and the spec §5 warning
 * when the total is above them: the payer confirms, and the rest becomes a prepayment credit. The customer's credits
 * pay first (as much as is useful by default), the card the rest; credits that pay everything need no card. One
 * idempotency key per opening: a double click or a retry after no answer pays once.
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
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  const options = usePaymentOptions(true);
  const pay = usePayInvoices();
  const notifyPayment = useNotifyPayment();
  const card = useCardChoice({ viewer, customerId: invoices[0]!.customerId });
  const available = useAvailableCredits(
    { customerId: invoices[0]!.customerId, currencyCode: currency, isStaff: viewer.isStaff },
    canSeeCredits(viewer),
  );
  const availableCents = available.data ?? 0;
  /** The credits as the payer typed them; null: as much as is useful, following the amounts. */
  const [creditText, setCreditText] = useState<string | null>(null);

  const plan = payPlan(total, amounts, lines);
  const credits = creditPlan(creditText, plan, availableCents);
  const cardNeeded = credits.cardCents > 0;
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
    if (Object.keys(plan.errors).length > 0 || plan.totalCents === null || credits.error) return;
    if (needsConfirmation && (!confirmed || !allowOverpayment)) return;
    const chosen = cardNeeded ? await card.source() : { source: {} };
    if ('failure' in chosen) return setFailure(chosen.failure);
    const source = chosen.source;
    try {
      const result = await pay.mutateAsync({
        idempotencyKey: key,
        amount: centsText(plan.totalCents),
        creditAmount: credits.creditCents > 0 ? centsText(credits.creditCents) : undefined,
        invoices: plan.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: centsText(a.cents) })),
        ...source,
        confirmOverpayment: needsConfirmation ? true : undefined,
        customerId: viewer.isStaff ? invoices[0]!.customerId : undefined,
      });
      notifyPayment(result);
      if (result.status === 'failed') {
        setFailure(t('finance.pay.declined'));
        setKey(newPaymentKey());
        return;
      }
      onPaid();
    } catch (error) {
      const { message, keySpent } = paymentFailure(error, t);
      if (keySpent) setKey(newPaymentKey());
      setFailure(message);
    }
  };

  const payable = Object.keys(plan.errors).length === 0 && plan.totalCents !== null && !credits.error;
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

        {availableCents > 0 && (
          <PayCredits
            availableCents={availableCents}
            credits={credits}
            value={creditText ?? centsInput(credits.usefulCents, lang)}
            onChange={setCreditText}
            money={money}
          />
        )}

        <PayDialogFooter
          card={card}
          cardNeeded={cardNeeded}
          showErrors={showErrors}
          failure={failure}
          pending={pay.isPending}
          disabled={(needsConfirmation && !allowOverpayment) || credits.error !== null}
          submitLabel={
            payable && plan.totalCents !== null
              ? t('finance.pay.submit', { amount: money(plan.totalCents) })
              : t('finance.pay.submitPlain')
          }
          submitTestId="pay-submit"
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
