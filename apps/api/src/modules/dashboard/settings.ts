import {
  DASHBOARD_CARDS,
  DASHBOARD_CARDS_KEY,
  DASHBOARD_GRID_LAYOUT_KEY,
  DASHBOARD_PRIMITIVE_SETTINGS,
  dashboardCardSettings,
  dashboardLayout,
  type DashboardCardSetting,
  type DashboardLayoutEntry,
  type DashboardPrimitiveCode,
  type DashboardSettings,
} from '@portal/shared/dashboard/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings } from '../users/tables';
import { writeUserSetting } from '../users/public';
import { invalid } from '../../platform/errors';
import type { Scope } from '../../platform/scope';

/** A saved value that no longer parses (an older version's) counts as never saved. */
function parseJson<T>(text: string | undefined, parse: (value: unknown) => T | null): T | null {
  if (text === undefined) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The settings as the screen uses them: every card once. Cards saved by the user keep their place and visibility;
 * cards the user has never seen (added by a later release) come last, shown.
 */
export function completeSettings(
  cards: DashboardCardSetting[] | null,
  layout: DashboardLayoutEntry[] | null,
): DashboardSettings {
  const savedLayout = layout ?? [];
  return {
    cards: DASHBOARD_CARDS.map((code) => cards?.find((c) => c.code === code) ?? { code, visible: true }),
    layout: [
      ...savedLayout,
      ...DASHBOARD_CARDS.filter((code) => !savedLayout.some((e) => e.code === code)).map((code) => ({
        code,
        span: 1 as const,
      })),
    ],
  };
}

async function readSettings(db: Db, userId: number, keys: string[]) {
  const rows = await db
    .select()
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), inArray(userSettings.key, keys)));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** GET /Dashboard/Settings. */
export async function getDashboardSettings(db: Db, scope: Scope): Promise<DashboardSettings> {
  const saved = await readSettings(db, scope.userId, [DASHBOARD_CARDS_KEY, DASHBOARD_GRID_LAYOUT_KEY]);
  return completeSettings(
    parseJson(saved.get(DASHBOARD_CARDS_KEY), (v) => dashboardCardSettings.safeParse(v).data ?? null),
    parseJson(saved.get(DASHBOARD_GRID_LAYOUT_KEY), (v) => dashboardLayout.safeParse(v).data ?? null),
  );
}

/**
 * POST /Dashboard/Settings: the card settings and the layout in one transaction, as user settings (the layout under
 * spec §9's CPV3_DASHBOARD_GRID_LAYOUT), so they follow the user to any browser.
 */
export async function saveDashboardSettings(
  db: Db,
  scope: Scope,
  settings: DashboardSettings,
  now: Date,
): Promise<DashboardSettings> {
  const complete = completeSettings(settings.cards, settings.layout);
  await db.transaction(async (tx) => {
    await writeUserSetting(tx, scope.userId, DASHBOARD_CARDS_KEY, JSON.stringify(complete.cards), now);
    await writeUserSetting(tx, scope.userId, DASHBOARD_GRID_LAYOUT_KEY, JSON.stringify(complete.layout), now);
  });
  return complete;
}

/** Each primitive code's value check: the layout is a JSON layout, the others one of their listed values. */
function checkedValue(code: DashboardPrimitiveCode, value: string): string {
  const rule = DASHBOARD_PRIMITIVE_SETTINGS[code];
  if (rule === 'layout') {
    const parsed = parseJson(value, (v) => dashboardLayout.safeParse(v));
    if (!parsed?.success) throw invalid('Value', 'Must be a card layout: a JSON list of { code, span }');
    return JSON.stringify(completeSettings(null, parsed.data).layout);
  }
  if (!(rule as readonly string[]).includes(value))
    throw invalid('Value', `Must be one of ${rule.join(', ')}`);
  return value;
}

/** POST /Dashboard/PrimitiveSetting. */
export async function saveDashboardPrimitiveSetting(
  db: Db,
  scope: Scope,
  code: DashboardPrimitiveCode,
  value: string,
  now: Date,
) {
  const stored = checkedValue(code, value);
  await writeUserSetting(db, scope.userId, code, stored, now);
  return { code, value: stored };
}

/** GET /Dashboard/PrimitiveSetting/{code}: null until saved. */
export async function getDashboardPrimitiveSetting(db: Db, scope: Scope, code: DashboardPrimitiveCode) {
  const saved = await readSettings(db, scope.userId, [code]);
  return { code, value: saved.get(code) ?? null };
}
