import { z } from 'zod';
import { GRID_SETTING_KEYS } from '../constants/index';

/** The key of a user setting in the path (spec §9: CP_IsMenuCollapsed, CPV3_DASHBOARD_GRID_LAYOUT, ...). */
export const settingKeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Unknown setting key'),
});
export const userSetting = z.object({ key: z.string(), value: z.string().nullable() });

/** A grid's columns as the user arranged them (column chooser), its page size and sort; saved per user (spec §9 keys). */
export const gridSettings = z.object({
  columns: z
    .array(
      z.object({
        field: z.string().min(1).max(60),
        visible: z.boolean(),
        width: z.number().int().min(20).max(2000).nullable().optional(),
      }),
    )
    .max(60),
  pageSize: z.number().int().min(5).max(100).optional(),
  sort: z
    .object({ field: z.string().max(60), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .optional(),
});
export const gridCode = z.enum(GRID_SETTING_KEYS, { message: 'Unknown grid' });
/** A grid's saved settings; null until the user saves. */
export const gridSettingAnswer = z.object({ code: z.string(), settings: gridSettings.nullable() });

/** Which sections and fields of a detail view the user shows or hides. */
export const detailSettings = z.object({ hidden: z.array(z.string().min(1).max(60)).max(100) });
export const detailCode = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_]+$/, 'Unknown detail view');
/** A detail view's saved settings; null until the user saves. */
export const detailSettingAnswer = z.object({ code: z.string(), settings: detailSettings.nullable() });
