import { z } from 'zod';
import { wireNumber } from '../platform/numbers';

/** A module of the portal (spec §5), named in the caller's language. */
export const moduleSummary = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  moduleCode: z.string(),
  route: z.string().nullable(),
});

/** A module with its actions and what each role may do in it (the configuration screen). */
export const moduleWithRoles = moduleSummary.extend({
  /** Both names, for the configuration screen to edit. */
  nameEn: z.string(),
  nameFr: z.string(),
  rank: z.number(),
  staffOnly: z.boolean(),
  isActive: z.boolean(),
  actions: z.array(z.string()),
  roleSettings: z.array(
    z.object({
      roleId: z.number(),
      roleCode: z.string(),
      roleName: z.string(),
      actions: z.array(z.string()),
    }),
  ),
});

/** A role as the configuration screen lists it. */
export const roleSummary = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isStaff: z.boolean(),
});

/** POST /modules/cp: what staff may change of a module (its code and actions come with the release). */
export const moduleUpdate = z.object({
  id: wireNumber(z.number().int().positive().max(2_147_483_647)),
  name: z.string().trim().min(1, 'The name is required').max(80),
  nameFr: z.string().trim().min(1, 'The French name is required').max(80),
  rank: wireNumber(z.number().int().min(0).max(10_000)),
  isActive: z.boolean(),
});

/** A global setting with its type and rules (spec §7 Settings and configuration). */
export const adminSetting = z.object({
  id: z.number(),
  groupCode: z.string(),
  code: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  valueType: z.enum(['string', 'number', 'boolean', 'select']),
  isRequired: z.boolean(),
  options: z.array(z.string()).nullable(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  maxLength: z.number().nullable(),
  format: z.enum(['email', 'url']).nullable(),
  updatedAt: z.string(),
});
export type AdminSetting = z.infer<typeof adminSetting>;

/** spec §3: a global setting group has an adminSettings list, each with name, code, value. */
export const adminSettingGroup = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  adminSettings: z.array(adminSetting),
});
export type AdminSettingGroup = z.infer<typeof adminSettingGroup>;

/** One role's setting of one field. */
export const fieldRoleSetting = z.object({
  roleId: wireNumber(z.number().int().positive().max(2_147_483_647)),
  visible: z.boolean(),
  required: z.boolean(),
  readOnly: z.boolean(),
});

/** A screen's fields, each with every role's setting (roles without a row are open). */
export const fieldScreen = z.object({
  code: z.string(),
  name: z.string(),
  fields: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      path: z.string(),
      roleSettings: z.array(fieldRoleSetting),
    }),
  ),
});
export type FieldScreen = z.infer<typeof fieldScreen>;

export const fieldRule = z.object({
  code: z.string(),
  visible: z.boolean(),
  required: z.boolean(),
  readOnly: z.boolean(),
});

/** spec §3 Workflow (name, code): an order kind with its statuses and the moves between them. */
export const workflow = z.object({
  code: z.string(),
  name: z.string(),
  statuses: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      nameFr: z.string(),
      listGroup: z.string(),
      isClosed: z.boolean(),
      isDefault: z.boolean(),
      rank: z.number(),
    }),
  ),
  transitions: z.array(z.object({ action: z.string(), from: z.array(z.string()), to: z.string() })),
});
export type Workflow = z.infer<typeof workflow>;
