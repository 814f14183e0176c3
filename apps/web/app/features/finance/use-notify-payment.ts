import type { PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import { notifyInfo, notifySuccess } from '../../lib/feedback';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFinanceFormat } from './use-finance-format';

/**
 * Tells the payer how a card payment ended, the same way wherever it was made: paid (spec §8 'saved successfully'
 * family), or pending while the processor has not answered. A declined payment is shown where the payer is instead.
 */
export function useNotifyPayment() {
  const { t } = useTranslation();
  const { money } = useFinanceFormat();
  return (result: PayInvoicesResult) => {
    const amount = money(result.amount, result.currencyCode);
    if (result.status === 'pending') notifyInfo(t('finance.pay.pending', { code: result.code, amount }));
    else if (result.status === 'succeeded')
      notifySuccess(t('finance.pay.paid', { code: result.code, amount }));
  };
}
