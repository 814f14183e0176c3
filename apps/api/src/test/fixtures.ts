import { randomUUID } from 'node:crypto';
import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  masterAlloys,
  metalFixings,
  roles,
  userCustomers,
  userRoles,
  users,
} from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import type { Caller } from './send';
import { DEMO, type TestApp } from './test-app';

let counter = 0;

/** A user of this test file's own, so tests never depend on each other's changes to the demo accounts. */
export async function createUser(
  db: Db,
  options: {
    kind?: 'staff' | 'customer';
    roles?: string[];
    customers?: string[];
    status?: 'active' | 'blocked';
    mustChangePassword?: boolean;
    password?: string;
  } = {},
) {
  counter += 1;
  const email = `user${counter}-${Date.now()}@test.example`;
  const password = options.password ?? 'Test#Password1';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: `User ${counter}`,
      kind: options.kind ?? 'customer',
      status: options.status ?? 'active',
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .returning();
  for (const code of options.roles ?? []) {
    const [role] = await db.select().from(roles).where(eq(roles.code, code));
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  for (const [i, accountNumber] of (options.customers ?? []).entries()) {
    const [customer] = await db.select().from(customers).where(eq(customers.accountNumber, accountNumber));
    await db.insert(userCustomers).values({ userId: user!.id, customerId: customer!.id, isDefault: i === 0 });
  }
  return { id: user!.id, email, password };
}

export async function customerId(db: Db, accountNumber: string): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.accountNumber, accountNumber));
  return row!.id;
}

/** Staff set the limits of one use of uploaded files, as on the media library page (POST /assetslimitation/update). */
export async function setAssetLimitation(
  t: TestApp,
  code: string,
  limits: { mimeTypes: string[]; maxSizeBytes: number },
) {
  const admin = t.bearer((await t.login(DEMO.admin)).token);
  const list = await t.app.inject({
    method: 'POST',
    url: '/api/assetslimitation',
    payload: {},
    headers: admin,
  });
  const id = list.json().value.find((l: { code: string }) => l.code === code).id;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/assetslimitation/update/${id}`,
    payload: limits,
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(`asset limitation ${code}: ${res.body}`);
}

/**
 * The demo's master alloys follow a year of fixings; a test of its own fixings (or of prices staff typed) starts from a
 * catalogue without any, its alloys on the prices they have, marked as typed by staff.
 */
export async function forgetFixings(db: Db) {
  await db.update(masterAlloys).set({ priceSource: 'manual', fixingId: null });
  await db.delete(metalFixings);
}

/** A new cart of the given products, each added by the caller as on a product page; answers the cart's session id. */
export async function cartWith(
  t: TestApp,
  as: Caller,
  items: { itemTypeID: number; quantity?: number }[],
): Promise<string> {
  const sessionId = randomUUID();
  for (const item of items) {
    const added = await t.send(addToCart, { body: { sessionId, ...item } }, { as });
    if (added.status !== 200)
      throw new Error(`adding ${item.itemTypeID} to the cart: ${added.response.body}`);
  }
  return sessionId;
}

/** The order questions the caller's customer must answer at checkout (a funeral home's), each answered. */
export async function requiredAnswers(t: TestApp, as: Caller) {
  const questions = (await t.send(getIncomingOrderAttributes, {}, { as })).value;
  return questions.filter((q) => q.isRequired).map((q) => ({ id: q.id, value: 'Margaret Hale' }));
}
