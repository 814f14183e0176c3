import { z } from 'zod';
import { wireNumber } from './numbers';

/** api-conventions: ids on the wire are positive 32-bit integers; one outside 1…2147483647 never reaches the database. */
export const MAX_ID = 2_147_483_647;
export const id = wireNumber(
  z
    .number()
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(MAX_ID, 'Is not a known id'),
  'Must be a whole number',
);
export const idParams = z.object({ id });
