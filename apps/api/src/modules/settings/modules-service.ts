import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { modules } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import { MODULES } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';

const actionsOf = (code: string): readonly string[] => MODULES.find((m) => m.code === code)?.actions ?? [];

/** GET /modules/cp: every module with its actions and each role's settings, for the configuration screen. */
export async function listModules(db: Db, language: Language) {
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

export async function moduleByCode(db: Db, language: Language, code: string) {
  const [m] = await db
    .select()
    .from(modules)
    .where(eq(sql`lower(${modules.code})`, code.toLowerCase()));
  if (!m) throw notFound('The module');
  return { id: m.id, name: localName(language, m), code: m.code, moduleCode: m.code, route: m.route };
}
