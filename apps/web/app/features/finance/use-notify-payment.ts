import type { PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import { notifyInfo, notifySuccess } from '../../lib/feedback';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFinanceFormat } from './use-finance-format';

/**
 * Tells the payer how a payment ended, the same way wherever it was made: paid (spec §8 'saved successfully' family),
 * with the customer's credits it used, or pending while the processor has not answered. A declined payment is shown
 * where the payer is instead.
 */
export function useNotifyPayment() {
  const { t } = useTranslation();
  const { money } = useFinanceFormat();
  return (result: PayInvoicesResult) => {
    const amount = money(result.amount, result.currencyCode);
    const credits = money(result.creditAmount, result.currencyCode);
    // The customer's credits paid everything: no card payment to name.
    if (result.code === null) return notifySuccess(t('finance.pay.paidWithCredits', { amount: credits }));
    if (result.status === 'pending') notifyInfo(t('finance.pay.pending', { code: result.code, amount }));
    else if (result.status === 'succeeded')
      notifySuccess(
        result.creditAmount > 0
          ? t('finance.pay.paidWithCardAndCredits', { code: result.code, amount, credits })
          : t('finance.pay.paid', { code: result.code, amount }),
      );
  };
}
