import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export interface Health {
  status: 'ok' | 'error';
  db: 'ok' | 'unreachable';
  version: string;
}

/** GET /api/health: `{ status, db, version }` (also wrapped in the envelope). */
export function getHealth(client: ApiClient = api): Promise<Health> {
  return client.get<Health>('/api/health', { silent: true });
}
