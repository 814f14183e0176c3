import { CheckField, TextField } from '../../../components/text-fields';
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
    <div className="nf-grid" data-testid="order-questions">
      {questions.map((question) => {
        const testId = `order-question-${question.code}`;
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
