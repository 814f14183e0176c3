import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { defineRoute } from '../../platform/route';
import { listModules, moduleByCode } from './modules-service';

const moduleSummary = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  moduleCode: z.string(),
  route: z.string().nullable(),
});
const moduleWithRoles = moduleSummary.extend({
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

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/modules/cp',
    permission: 'CP_CONFIGURATION:VIEW',
    summary: 'Modules with their actions and role settings',
    response: z.array(moduleWithRoles),
    handler: ({ services, request }) => listModules(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/modules/get-by-code/:moduleCode',
    permission: '0',
    summary: 'One module by its code',
    params: z.object({ moduleCode: z.string().min(1).max(40) }),
    response: moduleSummary,
    handler: ({ services, request, params }) =>
      moduleByCode(services.db, requestLanguage(request), params.moduleCode),
  }),
];
