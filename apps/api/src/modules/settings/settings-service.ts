import { settingValueError, type SettingRules } from '@portal/shared/settings/setting-rules';
import type { Language } from '@portal/shared/platform/language';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSettingGroups, adminSettings } from './tables';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';

type SettingRow = typeof adminSettings.$inferSelect;
type GroupRow = typeof adminSettingGroups.$inferSelect;

const named = (language: Language, row: { name: string; nameFr: string | null }) =>
  language === 'fr' && row.nameFr ? row.nameFr : row.name;

export const rulesOf = (row: SettingRow): SettingRules => ({
  valueType: row.valueType as SettingRules['valueType'],
  isRequired: row.isRequired,
  options: row.options ?? null,
  minValue: row.minValue === null ? null : Number(row.minValue),
  maxValue: row.maxValue === null ? null : Number(row.maxValue),
  maxLength: row.maxLength,
  format: (row.format as SettingRules['format']) ?? null,
});

const settingAnswer = (language: Language, row: SettingRow, group: GroupRow) => ({
  id: row.id,
  groupCode: group.code,
  code: row.code,
  name: named(language, row),
  value: row.value,
  ...rulesOf(row),
  options: row.options ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

async function settingRows(db: Db) {
  return db
    .select({ setting: adminSettings, group: adminSettingGroups })
    .from(adminSettings)
    .innerJoin(adminSettingGroups, eq(adminSettingGroups.id, adminSettings.groupId))
    .orderBy(asc(adminSettingGroups.rank), asc(adminSettings.rank), asc(adminSettings.id));
}

/** GET /admin-settings/cp/settings: every setting, typed, in group order. */
export async function listSettings(db: Db, language: Language) {
  return (await settingRows(db)).map((r) => settingAnswer(language, r.setting, r.group));
}

/** GET /adminSettings: the groups, each with its settings (spec §3 "a global setting group has an adminSettings list"). */
export async function getAdminSettings(db: Db, language: Language) {
  const [groups, rows] = await Promise.all([
    db.select().from(adminSettingGroups).orderBy(asc(adminSettingGroups.rank)),
    settingRows(db),
  ]);
  return groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: named(language, g),
    adminSettings: rows
      .filter((r) => r.group.id === g.id)
      .map((r) => settingAnswer(language, r.setting, r.group)),
  }));
}

async function settingByCode(db: Db, code: string, lock = false) {
  const query = db
    .select({ setting: adminSettings, group: adminSettingGroups })
    .from(adminSettings)
    .innerJoin(adminSettingGroups, eq(adminSettingGroups.id, adminSettings.groupId))
    .where(eq(sql`upper(${adminSettings.code})`, code.toUpperCase()));
  const [row] = lock ? await query.for('update', { of: adminSettings }) : await query;
  if (!row) throw notFound('The setting');
  return row;
}

export async function getSetting(db: Db, language: Language, code: string) {
  const row = await settingByCode(db, code);
  return settingAnswer(language, row.setting, row.group);
}

/** PUT /admin-settings/cp/settings/{code}: the value is checked against the setting's type and rules, then kept. */
export async function updateSetting(
  services: Services,
  scope: Scope,
  code: string,
  value: string,
  language: Language,
) {
  const saved = await services.db.transaction(async (tx) => {
    const row = await settingByCode(tx, code, true);
    const problem = settingValueError(rulesOf(row.setting), value);
    if (problem) throw invalid('value', problem);
    const normalised = value.trim();
    const [updated] = await tx
      .update(adminSettings)
      .set({ value: normalised, updatedAt: services.now() })
      .where(eq(adminSettings.id, row.setting.id))
      .returning();
    await recordAudit(tx, scope, {
      action: 'settings.value.save',
      entityType: 'adminSetting',
      entityId: row.setting.code,
      details: { before: row.setting.value, after: normalised },
    });
    return { setting: updated!, group: row.group };
  });
  return settingAnswer(language, saved.setting, saved.group);
}

/** GET /admin-settings/portal-name: the "Portal name" setting, read fresh so that a saved name titles the next page. */
export async function getPortalName(db: Db): Promise<{ portalName: string | null }> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.code, 'PORTAL_NAME'));
  return { portalName: row?.value?.trim() || null };
}

/** The values of a group's settings by code, read fresh (no cache: a saved value holds at once everywhere). */
export async function settingValues(db: Db, groupCode: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ code: adminSettings.code, value: adminSettings.value })
    .from(adminSettings)
    .innerJoin(adminSettingGroups, eq(adminSettingGroups.id, adminSettings.groupId))
    .where(eq(adminSettingGroups.code, groupCode));
  return new Map(rows.map((r) => [r.code, r.value]));
}
