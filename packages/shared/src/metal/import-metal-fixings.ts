import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { fixingImportResult } from './fixing-schemas';

/** The text fields of the import form, as sent (multipart fields are strings). */
export const fixingImportFields = z.object({
  /** The source of lines without a `source` column. */
  source: z.string().trim().max(60, 'The source must be at most 60 characters').optional(),
  /** 'true': keep the valid lines even when others are refused. */
  importValidLines: z.enum(['true', 'false']).optional(),
});

export const importMetalFixingsSchemas = () => ({
  body: z.custom<FormData>(),
  form: fixingImportFields.extend({
    file: z.file().describe('CSV with a header line: date,metal,session,price[,source]'),
  }),
  response: fixingImportResult,
});

/**
 * POST /metal-fixings/import (staff, multipart): a CSV of fixings. The answer lists every line, taken or refused and
 * why. One refused line keeps nothing, unless `importValidLines` is 'true'.
 */
export const importMetalFixings = defineCall<typeof importMetalFixingsSchemas>()({
  name: 'importMetalFixings',
  domain: 'metal',
  method: 'POST',
  path: '/metal-fixings/import',
  permission: 'CP_METAL:EDIT',
  summary:
    'Import fixings from a CSV (date, metal, session, price[, source]); line by line answer; all or nothing unless importValidLines',
  multipart: true,
});
