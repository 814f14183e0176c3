import { availableModule, changePasswordRequest, GRID_SETTING_KEYS } from '@portal/shared';
import { z } from 'zod';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { availableModules } from '../auth/public';
import * as usersService from './service';

const settingKey = z.object({
  key: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Unknown setting key'),
});
const userSetting = z.object({ key: z.string(), value: z.string().nullable() });

/** A grid's columns as the user arranged them (column chooser), its page size and sort; saved per user (spec §9 keys). */
const gridSettings = z.object({
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
const gridCode = z.enum(GRID_SETTING_KEYS, { message: 'Unknown grid' });
const gridSettingAnswer = z.object({ code: z.string(), settings: gridSettings.nullable() });
/** Which sections and fields of a detail view the user shows or hides. */
const detailSettings = z.object({ hidden: z.array(z.string().min(1).max(60)).max(100) });
const detailCode = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_]+$/, 'Unknown detail view');
const detailSettingAnswer = z.object({ code: z.string(), settings: detailSettings.nullable() });

export const userRoutes = [
  defineRoute({
    method: 'GET',
    url: '/User/AvailableModules',
    permission: '0',
    summary: 'The modules the signed-in user may open',
    response: z.array(availableModule),
    handler: ({ services, scope }) => availableModules(services.db, requireScope(scope).userId),
  }),
  defineRoute({
    method: 'POST',
    url: '/User/ChangePassword',
    permission: '0',
    summary: 'Change the password of the signed-in user',
    body: changePasswordRequest,
    response: z.object({ message: z.string() }),
    allowDuringPasswordChange: true,
    handler: ({ services, scope, body }) => usersService.changePassword(services, requireScope(scope), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/usersetting/:key',
    permission: '0',
    summary: 'Read a setting of the signed-in user (CP_IsMenuCollapsed, CPV3_DASHBOARD_GRID_LAYOUT, ...)',
    params: settingKey,
    response: userSetting,
    handler: ({ services, scope, params }) =>
      usersService.readUserSetting(services.db, requireScope(scope), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/usersetting/:key',
    permission: '0',
    summary: 'Save a setting of the signed-in user',
    params: settingKey,
    body: z.object({
      value: z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(20000)),
    }),
    response: userSetting,
    handler: ({ services, scope, params, body }) =>
      usersService.saveUserSetting(services, requireScope(scope), params.key, body.value),
  }),

  defineRoute({
    method: 'GET',
    url: '/GridSetting/:code',
    permission: '0',
    summary: 'The signed-in user’s columns, page size and sort of a grid; null until saved',
    params: z.object({ code: gridCode }),
    response: gridSettingAnswer,
    handler: ({ services, scope, params }) =>
      usersService.readViewSetting(services.db, requireScope(scope), `grid:${params.code}`, gridSettings),
  }),
  defineRoute({
    method: 'POST',
    url: '/GridSetting',
    permission: '0',
    summary: 'Save the signed-in user’s columns, page size and sort of a grid',
    body: z.object({ code: gridCode, settings: gridSettings }),
    response: gridSettingAnswer,
    handler: ({ services, scope, body }) =>
      usersService.saveViewSetting(services, requireScope(scope), `grid:${body.code}`, body.settings),
  }),
  defineRoute({
    method: 'GET',
    url: '/DetailSetting',
    permission: '0',
    summary: 'The sections and fields the signed-in user hides in a detail view; null until saved',
    query: z.object({ code: detailCode }),
    response: detailSettingAnswer,
    handler: ({ services, scope, query }) =>
      usersService.readViewSetting(services.db, requireScope(scope), `detail:${query.code}`, detailSettings),
  }),
  defineRoute({
    method: 'POST',
    url: '/DetailSetting',
    permission: '0',
    summary: 'Save the sections and fields the signed-in user hides in a detail view',
    body: z.object({ code: detailCode, settings: detailSettings }),
    response: detailSettingAnswer,
    handler: ({ services, scope, body }) =>
      usersService.saveViewSetting(services, requireScope(scope), `detail:${body.code}`, body.settings),
  }),
];
