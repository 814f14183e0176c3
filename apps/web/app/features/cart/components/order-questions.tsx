import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { IncomingOrderAttribute } from '../api/get-incoming-order-attributes';
import type { OrderAnswers } from '../checkout-submission';

/** The incoming order attributes: the questions an order asks (yes/no, date, number or text); required ones marked. */
export function OrderQuestions({
  questions,
  answers,
  onChange,
  missing,
}: {
  questions: readonly IncomingOrderAttribute[];
  answers: OrderAnswers;
  onChange: (id: number, value: string | boolean) => void;
  /** Ids of required questions left unanswered, once the user tried to submit. */
  missing: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const error = (question: IncomingOrderAttribute) =>
    missing.has(question.id) ? t('checkout.errors.answerRequired') : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" data-testid="order-questions">
      {questions.map((question) => {
        const testId = `order-question-${question.code}`;
        if (question.valueType === 'boolean') {
          return (
            <Checkbox
              key={question.id}
              label={question.name}
              checked={answers[question.id] === true}
              onChange={(event) => onChange(question.id, event.currentTarget.checked)}
              error={error(question)}
              required={question.isRequired}
              mt={{ sm: 'md' }}
              data-testid={testId}
            />
          );
        }
        const answer = answers[question.id];
        return (
          <TextInput
            key={question.id}
            label={question.name}
            type={
              question.valueType === 'date' ? 'date' : question.valueType === 'number' ? 'number' : 'text'
            }
            inputMode={question.valueType === 'number' ? 'decimal' : undefined}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onChange(question.id, event.currentTarget.value)}
            error={error(question)}
            withAsterisk={question.isRequired}
            maxLength={500}
            data-testid={testId}
          />
        );
      })}
    </SimpleGrid>
  );
}
