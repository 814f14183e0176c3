import { Alert, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
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
  onAnswer,
  unanswered,
}: {
  checkout: CheckoutAddresses;
  update: (patch: Partial<CheckoutAddresses>) => void;
  /** A detail field was left: the cart on the server keeps the PO number, notes and work order number too. */
  onDetailsDone: () => void;
  questions: UseQueryResult<IncomingOrderAttribute[]>;
  answers: OrderAnswers;
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
        <TextInput
          label={t('cart.extra.poNumber')}
          value={checkout.pONumber}
          onChange={(event) => update({ pONumber: event.currentTarget.value })}
          onBlur={onDetailsDone}
          maxLength={60}
          data-testid="checkout-po-number"
        />
        <TextInput
          label={t('checkout.customerWoNumber')}
          value={checkout.customerWoNumber}
          onChange={(event) => update({ customerWoNumber: event.currentTarget.value })}
          onBlur={onDetailsDone}
          maxLength={60}
          data-testid="checkout-wo-number"
        />
        <Textarea
          label={t('cart.extra.notes')}
          value={checkout.notes}
          onChange={(event) => update({ notes: event.currentTarget.value })}
          onBlur={onDetailsDone}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={6}
          data-testid="checkout-notes"
        />
        {questions.isError && (
          <Alert color="red" variant="light" data-testid="order-questions-failed">
            {t('checkout.errors.attributesFailed')}
          </Alert>
        )}
        {questions.data && questions.data.length > 0 && (
          <OrderQuestions
            questions={questions.data}
            answers={answers}
            onChange={onAnswer}
            missing={new Set(unanswered.map((q) => q.id))}
          />
        )}
      </Stack>
    </Card>
  );
}
