import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { modules, roleSettings } from './tables';
import { roles } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { MODULES } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { saveModuleSchemas } from '@portal/shared/settings/save-module';
import type { saveRoleSettingsSchemas } from '@portal/shared/settings/save-role-settings';

const actionsOf = (code: string): readonly string[] => MODULES.find((m) => m.code === code)?.actions ?? [];

/** GET /modules/cp: every module with its actions and each role's settings, for the configuration screen. */
export async function getModules(db: Db, language: Language) {
  const [rows, settings] = await Promise.all([
    db.select().from(modules).orderBy(asc(modules.rank)),
    queryRows<{
      module_id: number;
      role_id: number;
      role_code: string;
      role_name: string;
      actions: string[];
    }>(
      db,
      sql`select rs.module_id, r.id as role_id, r.code as role_code, r.name as role_name, array_agg(rs.action order by rs.action) as actions
          from role_settings rs join roles r on r.id = rs.role_id
          group by rs.module_id, r.id, r.code, r.name
          order by r.id`,
    ),
  ]);
  return rows.map((m) => ({
    id: m.id,
    name: localName(language, m),
    nameEn: m.name,
    nameFr: m.nameFr,
    code: m.code,
    moduleCode: m.code,
    route: m.route,
    rank: m.rank,
    staffOnly: m.staffOnly,
    isActive: m.isActive,
    actions: [...actionsOf(m.code)],
    roleSettings: settings
      .filter((s) => s.module_id === m.id)
      .map((s) => ({ roleId: s.role_id, roleCode: s.role_code, roleName: s.role_name, actions: s.actions })),
  }));
}

export async function getModuleByCode(db: Db, language: Language, code: string) {
  const [m] = await db
    .select()
    .from(modules)
    .where(eq(sql`lower(${modules.code})`, code.toLowerCase()));
  if (!m) throw notFound('The module');
  return { id: m.id, name: localName(language, m), code: m.code, moduleCode: m.code, route: m.route };
}

/** The module the configuration screen needs to stay reachable: it may not be switched off or taken from every staff role. */
const CONFIGURATION = 'CP_CONFIGURATION';

async function moduleWithRolesById(db: Db, language: Language, id: number) {
  const found = (await getModules(db, language)).find((m) => m.id === id);
  if (!found) throw notFound('The module');
  return found;
}

/** POST /modules/cp: names, rank and active flag of a module. Permissions follow at once (read per request). */
export async function saveModule(
  services: Services,
  scope: Scope,
  input: ParsedBy<typeof saveModuleSchemas>['body'],
  language: Language,
) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(modules).where(eq(modules.id, input.id)).for('update');
    if (!before) throw notFound('The module');
    if (before.code === CONFIGURATION && !input.isActive)
      throw invalid('isActive', 'The configuration module cannot be switched off');
    await tx
      .update(modules)
      .set({ name: input.name, nameFr: input.nameFr, rank: input.rank, isActive: input.isActive })
      .where(eq(modules.id, input.id));
    await recordAudit(tx, scope, {
      action: 'settings.module.save',
      entityType: 'module',
      entityId: before.code,
      details: {
        before: { name: before.name, nameFr: before.nameFr, rank: before.rank, isActive: before.isActive },
        after: { name: input.name, nameFr: input.nameFr, rank: input.rank, isActive: input.isActive },
      },
    });
  });
  return moduleWithRolesById(services.db, language, input.id);
}

export const ROLE_SETTINGS_SAVED = 'Successfully saved role settings.';

/**
 * POST /modules/cp/roles: each listed role gets exactly the given actions of the module, in one transaction. Every
 * request reads the permissions from role_settings (platform/authenticate.ts), so the change holds at once on every
 * instance: a customer role that loses CP_PAYMENTS:VIEW gets 403 from the payments calls on its next request and no
 * longer finds the module in its menu.
 */
export async function saveRoleSettings(
  services: Services,
  scope: Scope,
  input: ParsedBy<typeof saveRoleSettingsSchemas>['body'],
  language: Language,
) {
  await services.db.transaction(async (tx) => {
    const [module] = await tx.select().from(modules).where(eq(modules.id, input.moduleId));
    if (!module) throw notFound('The module');
    const allowed = actionsOf(module.code);
    const roleRows = await tx
      .select()
      .from(roles)
      .where(
        inArray(
          roles.id,
          input.roleSettings.map((r) => r.roleId),
        ),
      );
    const errors = input.roleSettings.flatMap((setting, i) => {
      const role = roleRows.find((r) => r.id === setting.roleId);
      if (!role) return [{ key: `roleSettings.${i}.roleId`, value: 'This role does not exist' }];
      const unknown = setting.actions.filter((a) => !allowed.includes(a.toUpperCase()));
      if (unknown.length > 0)
        return [
          { key: `roleSettings.${i}.actions`, value: `Not an action of this module: ${unknown.join(', ')}` },
        ];
      if (module.staffOnly && !role.isStaff && setting.actions.length > 0)
        return [
          {
            key: `roleSettings.${i}.actions`,
            value: `${role.name} is not a staff role: this module is for staff only`,
          },
        ];
      return [];
    });
    if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.value, errors);
    const ids = input.roleSettings.map((r) => r.roleId);
    const before = await tx
      .select({ roleId: roleSettings.roleId, action: roleSettings.action })
      .from(roleSettings)
      .where(and(eq(roleSettings.moduleId, module.id), inArray(roleSettings.roleId, ids)));
    await tx
      .delete(roleSettings)
      .where(and(eq(roleSettings.moduleId, module.id), inArray(roleSettings.roleId, ids)));
    const rows = input.roleSettings.flatMap((s) =>
      [...new Set(s.actions.map((a) => a.toUpperCase()))].map((action) => ({
        roleId: s.roleId,
        moduleId: module.id,
        action,
      })),
    );
    if (rows.length > 0) await tx.insert(roleSettings).values(rows);
    if (module.code === CONFIGURATION) {
      const [kept] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from role_settings rs join roles r on r.id = rs.role_id
            where rs.module_id = ${module.id} and rs.action = 'EDIT' and r.is_staff`,
      );
      if (!kept?.n) throw conflict('At least one staff role must keep the right to edit the configuration');
    }
    await recordAudit(tx, scope, {
      action: 'settings.roles.save',
      entityType: 'module',
      entityId: module.code,
      details: {
        before: ids.map((roleId) => ({
          roleId,
          actions: before.filter((b) => b.roleId === roleId).map((b) => b.action),
        })),
        after: input.roleSettings,
      },
    });
  });
  return {
    message: ROLE_SETTINGS_SAVED,
    module: await moduleWithRolesById(services.db, language, input.moduleId),
  };
}
