import { sql } from 'drizzle-orm';
import { metalMovements } from './tables';

/** Grams issued and returned among the rows a query groups, as exact numeric text. */
export const issuedSum = sql<string>`coalesce(sum(${metalMovements.grams}) filter (where ${metalMovements.direction} = 'issued'), 0)::text`;
export const returnedSum = sql<string>`coalesce(sum(${metalMovements.grams}) filter (where ${metalMovements.direction} = 'returned'), 0)::text`;
