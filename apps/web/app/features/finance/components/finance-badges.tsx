import { Badge } from '@mantine/core';
import type { CreditKind, InvoiceStatusCode, PaymentStatus } from '@portal/shared/finance/schemas';
import { badgeText } from '../../../lib/badge-tones';
import { useTranslation } from '../../../lib/i18n/use-translation';

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
  scrap_metal: 'yellow',
};

function ToneBadge({ tone, label, testId }: { tone: string; label: string; testId: string }) {
  return (
    <Badge
      variant="light"
      color={tone}
      c={badgeText(tone)}
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
