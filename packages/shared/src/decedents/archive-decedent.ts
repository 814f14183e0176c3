import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { decedent } from './schemas';

export const archiveDecedentSchemas = () => ({
  params: idParams,
  body: z.object({ archived: z.boolean({ message: 'Say whether the decedent is archived' }) }),
  response: decedent,
});

/**
 * POST /decedents/{id}/archive: takes a decedent out of the lists and the configurator's choice (or back). Nothing is
 * deleted: orders already made from a print keep it.
 */
export const archiveDecedent = defineCall<typeof archiveDecedentSchemas>()({
  name: 'archiveDecedent',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents/{id}/archive',
  permission: 'CP_DECEDENTS:EDIT',
  summary: 'Archive a decedent, or bring one back',
});
