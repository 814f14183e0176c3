import { availableModule, changePasswordRequest } from '@portal/shared';
import { z } from 'zod';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { availableModules } from '../auth/auth-user';
import * as usersService from './service';

const settingKey = z.object({
  key: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Unknown setting key'),
});
const userSetting = z.object({ key: z.string(), value: z.string().nullable() });

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
];
