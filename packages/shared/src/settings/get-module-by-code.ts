import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { moduleSummary } from './schemas';

export const getModuleByCodeSchemas = () => ({
  examples: [{ params: { moduleCode: 'CP_CATALOG' } }],
  params: z.object({ moduleCode: z.string().min(1).max(40) }),
  response: moduleSummary,
});

/** GET /modules/get-by-code/{moduleCode}: one module by its code (any case). */
export const getModuleByCode = defineCall<typeof getModuleByCodeSchemas>()({
  name: 'getModuleByCode',
  domain: 'settings',
  method: 'GET',
  path: '/modules/get-by-code/{moduleCode}',
  permission: '0',
  summary: 'One module by its code',
});
