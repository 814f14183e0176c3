import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entityStatuses, serviceTypes } from '../reference/tables';
import { memo } from '../../platform/cache';

/**
 * Statuses and service types, kept per database in the platform's one cache: every order list needs them, they rarely
 * change (a release, or staff renaming a status in the configuration's workflows), and joining them into each list
 * query doubled its planning time. A rename runs in `changeContent`, which moves the content generation on every
 * instance (PostgreSQL NOTIFY), so every instance reads the new names at once (docs/decisions.md "Order lists' status
 * copy and configuration changes").
 */
const statuses = memo<(typeof entityStatuses.$inferSelect)[]>({ name: 'order-reference', maxEntries: 50 });
const types = memo<(typeof serviceTypes.$inferSelect)[]>({ name: 'order-reference', maxEntries: 1 });

export function statusesOfKind(db: Db, statusKind: string) {
  return statuses.get(db, statusKind, () =>
    db.select().from(entityStatuses).where(eq(entityStatuses.kind, statusKind)),
  );
}

export function allServiceTypes(db: Db) {
  return types.get(db, 'all', () => db.select().from(serviceTypes));
}
