import type { FieldRule } from '@portal/shared/settings/field-catalogue';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/scope';
import { fieldRulesFor, fieldRuledInput, refuseFieldErrors, withoutHiddenFields } from '../settings/public';

const SCREEN = 'CUSTOM_ORDER';

/**
 * The caller's field settings of the custom order screen (the configuration screen, spec §7 Settings and
 * configuration).
 */
export const customOrderFieldRules = (db: Db, scope: Scope) => fieldRulesFor(db, scope, SCREEN);

/**
 * A createOrder request as the caller's field settings allow it: hidden and read-only fields are not written, a
 * required one left empty on any piece is refused with its field error (every piece's errors together).
 */
export function ruledCreateRequest<
  T extends Record<string, unknown> & { children: Record<string, unknown>[] },
>(rules: readonly FieldRule[], input: T): T {
  const main = fieldRuledInput(SCREEN, rules, input);
  const children = input.children.map((child, i) => fieldRuledInput(SCREEN, rules, child, `children.${i}.`));
  refuseFieldErrors([...main.errors, ...children.flatMap((c) => c.errors)]);
  return { ...main.input, children: children.map((c) => c.input) };
}

/** A custom order (or a list of them) without the fields the caller may not see. */
export const visibleFields = <T extends Record<string, unknown>>(rules: readonly FieldRule[], record: T): T =>
  withoutHiddenFields(SCREEN, rules, record);
