import { z } from 'zod';
import { id } from '../platform/ids';

export const country = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const countryState = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parentID: z.number().int(),
});
/** spec §3 Status lists: id, name, code. */
export const entityStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isClosed: z.boolean(),
  rank: z.number().int(),
});
export const formatSetting = z.object({ name: z.string(), value: z.string() });
export const hardcodedSetting = z.object({ code: z.string(), val_Str: z.string().nullable() });
export const companyDetails = z.object({
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  stateName: z.string().nullable(),
  countryName: z.string().nullable(),
  /** ISO codes found from the names above, so the address prints in its country's order; null when unknown. */
  countryCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
});
export const statesQuery = z.object({ countryId: id });

/** The schemas of every EntityStatus list: no input, the statuses in workflow order. */
export const statusListSchemas = () => ({ response: z.array(entityStatus) });

export type Country = z.infer<typeof country>;
export type CountryState = z.infer<typeof countryState>;
export type EntityStatus = z.infer<typeof entityStatus>;
