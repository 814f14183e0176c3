import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { actionName, permissionName, roleName } from './access-names';
import { registerCatalog, translator } from './i18n/i18n';

registerCatalog('en', en);
registerCatalog('fr', fr);
const tEn = translator('en');
const tFr = translator('fr');

describe('permission and role names', () => {
  it('names a permission by its module and action, in the reader’s language', () => {
    expect(permissionName(tEn, 'en', 'CP_JOB_ORDERS:VIEW')).toBe('Job orders: view');
    expect(permissionName(tFr, 'fr', 'CP_JOB_ORDERS:VIEW')).toBe('Ordres de fabrication : consulter');
    expect(permissionName(tFr, 'fr', 'CP_PAYMENTS:PAY')).toBe('Paiements : payer');
    expect(permissionName(tFr, 'fr', '0')).toBe('Se connecter');
    expect(actionName(tFr, 'EDIT')).toBe('Modifier');
  });

  it('names the roles, whichever way the code is written, and keeps an unknown one as given', () => {
    expect(roleName(tFr, 'CUSTOMER_ADMIN')).toBe('Administrateur client');
    expect(roleName(tFr, 'CUSTOMER ADMIN')).toBe('Administrateur client');
    expect(roleName(tEn, { code: 'READ_ONLY', name: 'x' })).toBe('Read only');
    expect(roleName(tFr, { code: 'WAREHOUSE', name: 'Warehouse' })).toBe('Warehouse');
  });

  it('has a French and an English name for every action of the permission catalogue', async () => {
    const { MODULES } = await import('@portal/shared/auth/permissions');
    for (const action of new Set(MODULES.flatMap((m) => [...m.actions]))) {
      expect(actionName(tEn, action), action).not.toBe(action);
      expect(actionName(tFr, action), action).not.toBe(action);
    }
  });
});
