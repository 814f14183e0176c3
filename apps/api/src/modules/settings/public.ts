import type { ErrorMessage } from '@portal/shared';
import { FIELD_SCREENS, type FieldRule, type FieldScreenCode } from '@portal/shared/settings/field-catalogue';
import { AppError } from '../../platform/errors';

export { fieldRulesFor } from './field-settings-service';
export { orderSubmissionRules, submittedOrderKind } from './order-settings';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function readPath(input: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = input;
  for (const part of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

function dropPath(input: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const [head, ...rest] = path;
  if (!head || !(head in input)) return input;
  if (rest.length === 0) {
    const { [head]: _dropped, ...kept } = input;
    return kept;
  }
  const child = input[head];
  if (!child || typeof child !== 'object') return input;
  return { ...input, [head]: dropPath(child as Record<string, unknown>, rest) };
}

/**
 * A request of a configurable screen, as the caller's field rules allow it (spec §7 Settings): a hidden or read-only
 * field is not written (left out of the copy returned), a required one left empty is an error keyed by its path (with
 * `prefix` for a nested piece, "children.0."). The caller gathers the errors of every piece and refuses them together.
 */
export function fieldRuledInput<T extends Record<string, unknown>>(
  screenCode: FieldScreenCode,
  rules: readonly FieldRule[],
  input: T,
  prefix = '',
): { input: T; errors: ErrorMessage[] } {
  const screen = FIELD_SCREENS.find((s) => s.code === screenCode)!;
  let kept: Record<string, unknown> = input;
  const errors: ErrorMessage[] = [];
  for (const field of screen.fields) {
    const rule = rules.find((r) => r.code === field.code);
    if (!rule) continue;
    const path = field.path.split('.');
    if (!rule.visible || rule.readOnly) kept = dropPath(kept, path);
    else if (rule.required && isEmpty(readPath(kept, path)))
      errors.push({ key: `${prefix}${field.path}`, value: `${field.name} is required` });
  }
  return { input: kept as T, errors };
}

/** Throws the gathered field errors as one 400, every bad field listed. */
export function refuseFieldErrors(errors: readonly ErrorMessage[]): void {
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.value, [...errors]);
}

/** A record of a configurable screen without the fields the caller may not see (a hidden field is not returned). */
export function withoutHiddenFields<T extends Record<string, unknown>>(
  screenCode: FieldScreenCode,
  rules: readonly FieldRule[],
  record: T,
): T {
  const screen = FIELD_SCREENS.find((s) => s.code === screenCode)!;
  let kept: Record<string, unknown> = record;
  for (const field of screen.fields) {
    const rule = rules.find((r) => r.code === field.code);
    if (!rule || rule.visible) continue;
    const path = field.path.split('.');
    // A top-level field the answer's schema requires stays, emptied; a nested one goes.
    kept = path.length === 1 ? { ...kept, [field.path]: null } : dropPath(kept, path);
  }
  return kept as T;
}
