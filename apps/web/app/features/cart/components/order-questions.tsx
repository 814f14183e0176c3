import { Text } from '@mantine/core';
import { CheckField, TextField } from '../../../components/text-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { IncomingOrderAttribute } from '../api/get-incoming-order-attributes';
import type { OrderAnswers } from '../checkout-submission';

/** The incoming order attributes: the questions an order asks (yes/no, date, number or text); required ones marked. */
export function OrderQuestions({
  questions,
  answers,
  given = {},
  onChange,
  missing,
}: {
  questions: readonly IncomingOrderAttribute[];
  answers: OrderAnswers;
  /** Answers the cart already gives (the decedent of a memorial piece): shown as they are, not asked again. */
  given?: Readonly<Record<number, string>>;
  onChange: (id: number, value: string | boolean) => void;
  /** Ids of required questions left unanswered, once the user tried to submit. */
  missing: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const error = (question: IncomingOrderAttribute) =>
    missing.has(question.id) ? t('checkout.errors.answerRequired') : undefined;
  return (
    <div className="nf-grid" data-testid="order-questions">
      {questions.map((question) => {
        const testId = `order-question-${question.code}`;
        const known = given[question.id];
        if (known !== undefined) {
          return (
            <Text key={question.id} size="sm" data-testid={`${testId}-given`}>
              {t('checkout.givenAnswer', { question: question.name, answer: known })}
            </Text>
          );
        }
        if (question.valueType === 'boolean') {
          return (
            <CheckField
              key={question.id}
              label={question.name}
              checked={answers[question.id] === true}
              onChange={(checked) => onChange(question.id, checked)}
              error={error(question)}
              required={question.isRequired}
              className="nf-check-beside"
              testId={testId}
            />
          );
        }
        const answer = answers[question.id];
        return (
          <TextField
            key={question.id}
            label={question.name}
            type={
              question.valueType === 'date' ? 'date' : question.valueType === 'number' ? 'number' : 'text'
            }
            inputMode={question.valueType === 'number' ? 'decimal' : undefined}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(typed) => onChange(question.id, typed)}
            error={error(question)}
            required={question.isRequired}
            maxLength={500}
            testId={testId}
          />
        );
      })}
    </div>
  );
}
