import { Badge } from '@mantine/core';
import type { CreditKind, InvoiceStatusCode, PaymentStatus } from '@portal/shared/finance/schemas';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Mantine's darkest shade of a colour, darker still: green, teal and yellow 9 are about 4:1 on their light badge. */
const deeper = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`;

/** Light badges with a text shade dark enough for WCAG AA (4.5:1 on the badge, on a striped row too). */
const TONE: Record<string, { color: string; c: string }> = {
  blue: { color: 'blue', c: 'blue.9' },
  violet: { color: 'violet', c: 'violet.9' },
  red: { color: 'red', c: 'red.9' },
  green: { color: 'green', c: deeper('green') },
  gray: { color: 'gray', c: 'gray.8' },
  yellow: { color: 'yellow', c: deeper('yellow') },
  teal: { color: 'teal', c: deeper('teal') },
};

const INVOICE_TONES: Record<InvoiceStatusCode, string> = {
  OPEN: 'blue',
  PARTIALLY_PAID: 'violet',
  OVERDUE: 'red',
  PAID: 'green',
  VOID: 'gray',
};
const PAYMENT_TONES: Record<PaymentStatus, string> = { succeeded: 'green', pending: 'yellow', failed: 'red' };
const CREDIT_TONES: Record<CreditKind, string> = {
  credit_memo: 'blue',
  prepayment: 'teal',
  refund_due: 'violet',
};

function ToneBadge({ tone, label, testId }: { tone: string; label: string; testId: string }) {
  const colors = TONE[tone] ?? TONE.gray!;
  return (
    <Badge
      variant="light"
      color={colors.color}
      c={colors.c}
      radius="sm"
      tt="none"
      // A status is read whole: the badge does not shrink to an ellipsis in a narrow column.
      styles={{ root: { minWidth: 'max-content' } }}
      data-testid={testId}
    >
      {label}
    </Badge>
  );
}

/** An invoice's status as the server names it (OVERDUE is worked out by the server from the due date). */
export const InvoiceStatusBadge = ({ code, name }: { code: InvoiceStatusCode; name: string }) => (
  <ToneBadge tone={INVOICE_TONES[code]} label={name} testId="invoice-status" />
);

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge
      tone={PAYMENT_TONES[status]}
      label={t(`finance.paymentStatus.${status}`)}
      testId="payment-status"
    />
  );
}

export function CreditKindBadge({ kind }: { kind: CreditKind }) {
  const { t } = useTranslation();
  return <ToneBadge tone={CREDIT_TONES[kind]} label={t(`finance.creditKind.${kind}`)} testId="credit-kind" />;
}
