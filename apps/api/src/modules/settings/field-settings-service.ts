import {
  combineFieldRule,
  type ConfigurableScreen,
  FIELD_SCREENS,
  type FieldRule,
  type FieldScreenCode,
} from '@portal/shared/settings/field-catalogue';
import type { saveFieldSettingsSchemas } from '@portal/shared/settings/save-field-settings';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldSettings } from './tables';
import { roles, userRoles } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { localName } from '../../platform/language';

type SaveInput = ParsedBy<typeof saveFieldSettingsSchemas>['body'];

const screenOf = (code: string): ConfigurableScreen => {
  const screen = FIELD_SCREENS.find((s) => s.code === code);
  if (!screen) throw notFound('The screen');
  return screen;
};

async function screenAnswer(db: Db, language: Language, code: string) {
  const screen = screenOf(code);
  const rows = await db
    .select()
    .from(fieldSettings)
    .where(eq(fieldSettings.screenCode, screen.code))
    .orderBy(asc(fieldSettings.roleId));
  return {
    code: screen.code,
    name: localName(language, screen),
    fields: screen.fields.map((f) => ({
      code: f.code,
      name: localName(language, f),
      path: f.path,
      roleSettings: rows
        .filter((r) => r.fieldCode === f.code)
        .map((r) => ({
          roleId: r.roleId,
          visible: r.isVisible,
          required: r.isRequired,
          readOnly: r.isReadOnly,
        })),
    })),
  };
}

/** GET /modules/cp/fields: the roles, and every configurable screen with each role's setting of each field. */
export async function getFieldSettings(db: Db, language: Language) {
  const roleRows = await db.select().from(roles).orderBy(asc(roles.id));
  const screens = [];
  for (const screen of FIELD_SCREENS) screens.push(await screenAnswer(db, language, screen.code));
  return {
    roles: roleRows.map((r) => ({ id: r.id, code: r.code, name: r.name, isStaff: r.isStaff })),
    screens,
  };
}

/**
 * POST /modules/cp/fieldsSettings: the listed fields' settings replace the saved ones of the roles given, in one
 * transaction. A field cannot be required and hidden, nor required and read-only: each such refusal is listed.
 */
export async function saveFieldSettings(
  services: Services,
  scope: Scope,
  input: SaveInput,
  language: Language,
) {
  const screen = screenOf(input.screenCode);
  await services.db.transaction(async (tx) => {
    const roleIds = [...new Set(input.fields.flatMap((f) => f.roleSettings.map((r) => r.roleId)))];
    const known = roleIds.length
      ? await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))
      : [];
    const errors = input.fields.flatMap((field, i) => {
      if (!screen.fields.some((f) => f.code === field.code))
        return [{ key: `fields.${i}.code`, value: `${field.code} is not a field of this screen` }];
      return field.roleSettings.flatMap((s, j) => {
        const key = `fields.${i}.roleSettings.${j}`;
        if (!known.some((r) => r.id === s.roleId))
          return [{ key: `${key}.roleId`, value: 'This role does not exist' }];
        if (s.required && !s.visible)
          return [{ key: `${key}.required`, value: `${field.code}: a hidden field cannot be required` }];
        if (s.required && screen.fields.find((f) => f.code === field.code)?.canRequire === false)
          return [{ key: `${key}.required`, value: `${field.code}: this field cannot be made required` }];
        if (s.required && s.readOnly)
          return [{ key: `${key}.required`, value: `${field.code}: a read-only field cannot be required` }];
        return [];
      });
    });
    if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.value, errors);
    const before = await tx.select().from(fieldSettings).where(eq(fieldSettings.screenCode, screen.code));
    for (const field of input.fields) {
      await tx
        .delete(fieldSettings)
        .where(and(eq(fieldSettings.screenCode, screen.code), eq(fieldSettings.fieldCode, field.code)));
      // A role left fully open needs no row: no row means open.
      const rows = field.roleSettings
        .filter((s) => !s.visible || s.required || s.readOnly)
        .map((s) => ({
          screenCode: screen.code,
          fieldCode: field.code,
          roleId: s.roleId,
          isVisible: s.visible,
          isRequired: s.required,
          isReadOnly: s.readOnly,
          updatedAt: services.now(),
        }));
      if (rows.length > 0) await tx.insert(fieldSettings).values(rows);
    }
    await recordAudit(tx, scope, {
      action: 'settings.fields.save',
      entityType: 'fieldSettings',
      entityId: screen.code,
      details: {
        before: before.map((b) => ({
          field: b.fieldCode,
          roleId: b.roleId,
          visible: b.isVisible,
          required: b.isRequired,
          readOnly: b.isReadOnly,
        })),
        after: input.fields,
      },
    });
  });
  return screenAnswer(services.db, language, screen.code);
}

/**
 * What the caller may do with each field of a screen, their roles combined (field-catalogue combineFieldRule). Read
 * from the database on every call, no cache: a setting saved on one instance holds on the next request anywhere.
 */
export async function fieldRulesFor(
  db: Db,
  scope: Pick<Scope, 'userId'>,
  code: FieldScreenCode,
): Promise<FieldRule[]> {
  const screen = screenOf(code);
  const [mine, rows] = await Promise.all([
    db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, scope.userId)),
    db
      .select()
      .from(fieldSettings)
      .innerJoin(userRoles, eq(userRoles.roleId, fieldSettings.roleId))
      .where(and(eq(fieldSettings.screenCode, screen.code), eq(userRoles.userId, scope.userId))),
  ]);
  return screen.fields.map((f) =>
    combineFieldRule(
      f.code,
      mine.map(({ roleId }) => {
        const row = rows.find(
          (r) => r.field_settings.roleId === roleId && r.field_settings.fieldCode === f.code,
        );
        return row
          ? {
              visible: row.field_settings.isVisible,
              required: row.field_settings.isRequired,
              readOnly: row.field_settings.isReadOnly,
            }
          : { visible: true, required: false, readOnly: false };
      }),
    ),
  );
}

/** GET /modules/cp/fields/{screenCode}/mine: the caller's rules for the fields of a screen. */
export const getMyFieldRules = (db: Db, scope: Pick<Scope, 'userId'>, screenCode: FieldScreenCode) =>
  fieldRulesFor(db, scope, screenCode);
