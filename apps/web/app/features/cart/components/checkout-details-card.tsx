import { Card, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { TextAreaField, TextField } from '../../../components/text-fields';
import { Notice } from '../../../components/notice';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { IncomingOrderAttribute } from '../api/get-incoming-order-attributes';
import type { CheckoutAddresses } from '../checkout-storage';
import type { OrderAnswers } from '../checkout-submission';
import { OrderQuestions } from './order-questions';

/** The order's own details: PO number, the customer's work order number, notes, and the questions asked of every order. */
export function CheckoutDetailsCard({
  checkout,
  update,
  onDetailsDone,
  questions,
  answers,
  given,
  onAnswer,
  unanswered,
}: {
  checkout: CheckoutAddresses;
  update: (patch: Partial<CheckoutAddresses>) => void;
  /** A detail field was left: the cart on the server keeps the PO number, notes and work order number too. */
  onDetailsDone: () => void;
  questions: UseQueryResult<IncomingOrderAttribute[]>;
  answers: OrderAnswers;
  /** Answers the cart already gives (a memorial line's decedent): shown, not asked. */
  given: Readonly<Record<number, string>>;
  onAnswer: (id: number, value: string | boolean) => void;
  unanswered: readonly IncomingOrderAttribute[];
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('cart.extra.title')}
      </Title>
      <Stack gap="sm">
        <TextField
          label={t('cart.extra.poNumber')}
          value={checkout.pONumber}
          onChange={(pONumber) => update({ pONumber })}
          onBlur={onDetailsDone}
          maxLength={60}
          testId="checkout-po-number"
        />
        <TextField
          label={t('checkout.customerWoNumber')}
          value={checkout.customerWoNumber}
          onChange={(customerWoNumber) => update({ customerWoNumber })}
          onBlur={onDetailsDone}
          maxLength={60}
          testId="checkout-wo-number"
        />
        <TextAreaField
          label={t('cart.extra.notes')}
          value={checkout.notes}
          onChange={(notes) => update({ notes })}
          onBlur={onDetailsDone}
          maxLength={2000}
          testId="checkout-notes"
        />
        {questions.isError && (
          <Notice tone="alert" testId="order-questions-failed">
            {t('checkout.errors.attributesFailed')}
          </Notice>
        )}
        {questions.data && questions.data.length > 0 && (
          <OrderQuestions
            questions={questions.data}
            answers={answers}
            given={given}
            onChange={onAnswer}
            missing={new Set(unanswered.map((q) => q.id))}
          />
        )}
      </Stack>
    </Card>
  );
}
