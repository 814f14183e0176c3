import { MODULES, OWNER_COMPANY_CODE, ROLES } from '@portal/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';
import { seedCatalog } from './catalog';
import { seedCommerce } from './demo-commerce';
import { DEMO_ORDERS, seedOrders } from './demo-orders';
import { seedFinance } from './demo-finance';
import { seedPeople } from './demo-people';
import { seedContent } from './demo-content';
import { seedHomeContent } from './demo-home-content';
import { seedDecedents } from './demo-decedents';
import { seedCommissionRates } from './demo-commissions';
import { seedConfiguration } from './demo-configuration';
import { seedDashboard } from './demo-dashboard';
import { seedFixings } from './demo-fixings';
import { seedMedia } from './demo-media';
import { seedAssetLimitations } from '../modules/media/public';
import { DEMO_ACCOUNTS, DEMO_DATA_SETTING } from '../modules/system/public';
import { DEMO_CUSTOMERS } from './demo-customers';
import { COUNTRIES, STATES } from './geography';
import {
  ADMIN_SETTING_GROUPS,
  CUSTOMER_TYPES,
  ENTITY_STATUSES,
  ESTIMATE_OPTIONS,
  RUSH_TIER_TIMES,
  FORMAT_SETTINGS,
  OWNER_COMPANY,
  SERVICE_TYPES,
} from './reference-data';
import { hashPassword } from '../modules/auth/public';
import { seedProductionStages } from '../modules/production/public';
import { seedDemoMemos } from '../modules/memo/public';

/**
 * A module that came with a new version of the portal: the roles the installation already has get their default
 * settings for it (ROLES), so that an upgraded database opens its screen to the same people as a new one. Only a module
 * added now: an administrator's later changes to a role are never undone. A module kept from before its screen
 * existed gets the screen's route.
 */
async function grantNewModules(tx: Db, addedCodes: readonly string[]) {
  for (const m of MODULES.filter((m) => m.route !== null))
    await tx
      .update(t.modules)
      .set({ route: m.route })
      .where(and(eq(t.modules.code, m.code), isNull(t.modules.route)));
  if (addedCodes.length === 0) return;
  const roleRows = await tx.select().from(t.roles);
  const moduleRows = await tx
    .select()
    .from(t.modules)
    .where(inArray(t.modules.code, [...addedCodes]));
  const settings = roleRows.flatMap((role) =>
    (ROLES.find((r) => r.code === role.code)?.permissions ?? []).flatMap((permission) => {
      const [moduleCode, action] = permission.split(':') as [string, string];
      const module = moduleRows.find((m) => m.code === moduleCode);
      return module ? [{ roleId: role.id, moduleId: module.id, action }] : [];
    }),
  );
  if (settings.length > 0) await tx.insert(t.roleSettings).values(settings).onConflictDoNothing();
}

/**
 * What every installation needs: modules, roles and their settings, countries and states, statuses, service types,
 * customer types, settings and the owner company. Runs on every start; inserts only what is missing, so a second run
 * changes nothing and edits made by administrators stay.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const addedModules = await tx
      .insert(t.modules)
      .values(
        MODULES.map((m) => ({
          code: m.code,
          name: m.name,
          nameFr: m.nameFr,
          route: m.route,
          rank: m.rank,
          staffOnly: m.staffOnly,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: t.modules.code });
    await grantNewModules(
      tx,
      addedModules.map((m) => m.code),
    );
    const existingRoles = await tx.select({ code: t.roles.code }).from(t.roles);
    const newRoles = ROLES.filter((r) => !existingRoles.some((e) => e.code === r.code));
    if (newRoles.length > 0) {
      await tx
        .insert(t.roles)
        .values(newRoles.map((r) => ({ code: r.code, name: r.name, isStaff: r.isStaff })));
      // Only roles created now get their default settings: an administrator's later edits are not undone.
      const roleRows = await tx
        .select()
        .from(t.roles)
        .where(
          inArray(
            t.roles.code,
            newRoles.map((r) => r.code),
          ),
        );
      const moduleRows = await tx.select().from(t.modules);
      const settings = newRoles.flatMap((role) =>
        role.permissions.map((permission) => {
          const [moduleCode, action] = permission.split(':') as [string, string];
          return {
            roleId: roleRows.find((r) => r.code === role.code)!.id,
            moduleId: moduleRows.find((m) => m.code === moduleCode)!.id,
            action,
          };
        }),
      );
      await tx.insert(t.roleSettings).values(settings).onConflictDoNothing();
    }
    await tx
      .insert(t.countries)
      .values(COUNTRIES.map(([code, name, nameFr, rank]) => ({ code, name, nameFr, rank })))
      .onConflictDoNothing();
    const countryRows = await tx.select().from(t.countries);
    await tx
      .insert(t.states)
      .values(
        Object.entries(STATES).flatMap(([country, list]) =>
          list.map(([code, name]) => ({
            countryId: countryRows.find((c) => c.code === country)!.id,
            code,
            name,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.entityStatuses)
      .values(
        Object.entries(ENTITY_STATUSES).flatMap(([kind, list]) =>
          list.map(([code, name, nameFr, listGroup, isDefault], i) => ({
            kind,
            code,
            name,
            nameFr,
            listGroup,
            isClosed: listGroup === 'closed',
            isDefault: isDefault === true,
            rank: (i + 1) * 10,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.serviceTypes)
      .values(
        SERVICE_TYPES.map(([code, name, nameFr, groupCode, basePrice], i) => ({
          code,
          name,
          nameFr,
          groupCode,
          basePrice,
          rank: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.estimateOptions)
      .values(
        ESTIMATE_OPTIONS.map(([kind, code, name, nameFr, price, surchargePercent], i) => ({
          kind,
          code,
          name,
          nameFr,
          price,
          surchargePercent,
          rank: (i + 1) * 10,
          ...RUSH_TIER_TIMES[code],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.customerTypes)
      .values(CUSTOMER_TYPES.map(([code, name, nameFr]) => ({ code, name, nameFr })))
      .onConflictDoNothing();
    await tx
      .insert(t.formatSettings)
      .values(FORMAT_SETTINGS.map(([name, value]) => ({ name, value })))
      .onConflictDoNothing();
    await tx.insert(t.companies).values(OWNER_COMPANY).onConflictDoNothing();
    await tx
      .insert(t.hardcodedSettings)
      .values({ code: OWNER_COMPANY_CODE, valStr: OWNER_COMPANY.code })
      .onConflictDoNothing();
    for (const [rank, group] of ADMIN_SETTING_GROUPS.entries()) {
      await tx
        .insert(t.adminSettingGroups)
        .values({ code: group.code, name: group.name, rank })
        .onConflictDoNothing();
      const [groupRow] = await tx
        .select()
        .from(t.adminSettingGroups)
        .where(eq(t.adminSettingGroups.code, group.code));
      await tx
        .insert(t.adminSettings)
        .values(
          group.settings.map(([code, name, value, valueType]) => ({
            groupId: groupRow!.id,
            code,
            name,
            value,
            valueType,
          })),
        )
        .onConflictDoNothing();
    }
  });
  await seedConfiguration(db);
  await seedAssetLimitations(db);
  await seedProductionStages(db);
}

/** The demo customers and accounts of api-conventions. Idempotent like seedReference. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHashes = new Map(
    await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password)] as const)),
  );
  await db.transaction(async (tx) => {
    const types = await tx.select().from(t.customerTypes);
    const countryRows = await tx.select().from(t.countries);
    const stateRows = await tx.select().from(t.states);
    const roleRows = await tx.select().from(t.roles);
    for (const c of DEMO_CUSTOMERS) {
      const inserted = await tx
        .insert(t.customers)
        .values({
          accountNumber: c.accountNumber,
          name: c.name,
          customerTypeId: types.find((ty) => ty.code === c.type)!.id,
          email: c.email,
          accountingEmail: c.accountingEmail,
          phone: c.phone,
          website: c.website,
          taxId: c.taxId,
          isTaxExempt: c.isTaxExempt,
          creditLimit: c.creditLimit,
          currencyCode: c.currencyCode,
        })
        .onConflictDoNothing()
        .returning({ id: t.customers.id });
      const customerId = inserted[0]?.id;
      if (customerId === undefined) continue; // already there: leave it as it is now
      const country = countryRows.find((co) => co.code === c.address.country)!;
      const state = stateRows.find((s) => s.countryId === country.id && s.code === c.address.state);
      await tx.insert(t.addresses).values(
        (['billing', 'shipping', 'sell_to'] as const).map((kind) => ({
          customerId,
          kind,
          name: c.name,
          line1: c.address.line1,
          line2: c.address.line2 ?? null,
          city: c.address.city,
          zip: c.address.zip,
          stateId: state?.id ?? null,
          countryId: country.id,
          phone: c.phone,
          isDefault: true,
        })),
      );
      await tx
        .insert(t.contactPersons)
        .values(c.contacts.map((p, i) => ({ customerId, ...p, isPrimary: i === 0 })));
    }
    const customerRows = await tx
      .select({ id: t.customers.id, accountNumber: t.customers.accountNumber })
      .from(t.customers);
    for (const account of DEMO_ACCOUNTS) {
      const inserted = await tx
        .insert(t.users)
        .values({
          email: account.email,
          passwordHash: passwordHashes.get(account.email)!,
          firstName: account.firstName,
          lastName: account.lastName,
          kind: account.kind,
          language: 'en',
        })
        .onConflictDoNothing()
        .returning({ id: t.users.id });
      const userId = inserted[0]?.id;
      if (userId === undefined) continue;
      await tx
        .insert(t.userRoles)
        .values(account.roles.map((code) => ({ userId, roleId: roleRows.find((r) => r.code === code)!.id })));
      if (account.customers.length > 0) {
        await tx.insert(t.userCustomers).values(
          account.customers.map((accountNumber, i) => ({
            userId,
            customerId: customerRows.find((c) => c.accountNumber === accountNumber)!.id,
            isDefault: i === 0,
          })),
        );
      }
      if ('orderLimit' in account)
        await tx.insert(t.buyerOrderLimits).values({
          userId,
          customerId: customerRows.find((c) => c.accountNumber === account.customers[0])!.id,
          orderLimit: account.orderLimit,
        });
    }
    await tx
      .insert(t.hardcodedSettings)
      .values({ code: DEMO_DATA_SETTING, valStr: '1' })
      .onConflictDoNothing();
  });
  await seedCatalog(db);
  // Before the dashboard's history: the fixings are its points, so it does not invent another past.
  await seedFixings(db);
  await seedCommerce(db);
  await seedOrders(db, DEMO_ORDERS);
  await seedFinance(db);
  await seedDemoMemos(db, 'C1001');
  await seedPeople(db);
  await seedContent(db);
  await seedHomeContent(db);
  await seedDecedents(db);
  await seedCommissionRates(db);
  await seedMedia(db);
  await seedDashboard(db);
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db
    .select()
    .from(t.hardcodedSettings)
    .where(eq(t.hardcodedSettings.code, DEMO_DATA_SETTING));
  return row?.valStr === '1';
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length === 0;
}
