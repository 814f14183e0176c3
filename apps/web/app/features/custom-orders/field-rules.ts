import { fieldRuleOf, type FieldRule } from '@portal/shared/settings/field-catalogue';
import type { Design, PieceErrors } from './design';

/** The text fields of a piece that staff may make required (configuration screen, field settings). */
const REQUIRABLE = ['engraving', 'description'] as const;

/** A piece's required fields left empty, each with `message`; checked before sending, as the API checks them too. */
export function requiredFieldErrors(
  rules: readonly FieldRule[] | undefined,
  design: Design,
  message: string,
): PieceErrors {
  const errors: PieceErrors = {};
  for (const field of REQUIRABLE) {
    const rule = fieldRuleOf(rules, field);
    if (rule.visible && rule.required && !rule.readOnly && design[field].trim() === '')
      errors[field] = message;
  }
  return errors;
}
