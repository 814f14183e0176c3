/**
 * The screens whose fields staff configure per role (spec §7 Settings and configuration, field settings), and the
 * fields of each. `path` is the field's key in the screen's request, which is also the key of its field error.
 */
export interface ConfigurableField {
  code: string;
  name: string;
  nameFr: string;
  path: string;
  /** False when the screen fills the field itself where it applies (a ring's size): it may not be made required. */
  canRequire?: boolean;
}

export interface ConfigurableScreen {
  code: string;
  name: string;
  nameFr: string;
  fields: readonly ConfigurableField[];
}

export const FIELD_SCREENS = [
  {
    code: 'CUSTOM_ORDER',
    name: 'Custom order',
    nameFr: 'Commande personnalisée',
    fields: [
      {
        code: 'ringSize',
        name: 'Ring size',
        nameFr: 'Taille de bague',
        path: 'configuration.ringSize',
        canRequire: false,
      },
      { code: 'engraving', name: 'Engraving', nameFr: 'Gravure', path: 'configuration.engraving' },
      { code: 'description', name: 'Description', nameFr: 'Description', path: 'description' },
    ],
  },
] as const satisfies readonly ConfigurableScreen[];

export type FieldScreenCode = (typeof FIELD_SCREENS)[number]['code'];
export const FIELD_SCREEN_CODES = FIELD_SCREENS.map((s) => s.code) as [FieldScreenCode, ...FieldScreenCode[]];

/** What one user may do with one field, all their roles combined. */
export interface FieldRule {
  code: string;
  visible: boolean;
  required: boolean;
  readOnly: boolean;
}

/** A field no setting names: shown, optional, editable. */
export const OPEN_FIELD = { visible: true, required: false, readOnly: false } as const;

/** The rule of a field in a list of rules; a field the list leaves out is open. */
export function fieldRuleOf(rules: readonly FieldRule[] | undefined, code: string): FieldRule {
  return rules?.find((r) => r.code === code) ?? { code, ...OPEN_FIELD };
}

/**
 * One user's rule from the settings of each of their roles (a role without a setting leaves the field open): shown
 * when any role shows it, read-only only when every role that shows it makes it read-only, required when a role that
 * shows it and may write it requires it. The most open role wins, so adding a role never takes a field away.
 */
export function combineFieldRule(
  code: string,
  perRole: readonly { visible: boolean; required: boolean; readOnly: boolean }[],
): FieldRule {
  if (perRole.length === 0) return { code, ...OPEN_FIELD };
  const shown = perRole.filter((r) => r.visible);
  if (shown.length === 0) return { code, visible: false, required: false, readOnly: true };
  const readOnly = shown.every((r) => r.readOnly);
  return {
    code,
    visible: true,
    readOnly,
    required: !readOnly && shown.some((r) => r.required && !r.readOnly),
  };
}
