import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * `npm run seed -- --customers N` grows the accounts to N generated customers (BC<n>, "Bench Jeweler n"), each with an
 * address and one active portal user (bench-<n>@bench.test, the demo customer's password, English or French in
 * turn), for the statements benchmark; `--orders` then spreads its invoices over them. Adds only what is missing.
 */
export async function seedLargeCustomers(db: Db, total: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers where account_number like 'BC%'`,
  );
  const have = existing?.n ?? 0;
  if (have >= total) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into customers (account_number, name, currency_code, credit_limit)
      select 'BC' || g, 'Bench Jeweler ' || g, 'USD', 25000
      from generate_series(${have + 1}::int, ${total}::int) g`);
    await tx.execute(sql`
      insert into addresses (customer_id, kind, name, line1, city, zip, country_id, state_id, is_default)
      select c.id, k.kind, c.name, (100 + substring(c.account_number from 3)::int % 900) || ' Main Street', 'Springfield',
        '62701', (select id from countries where code = 'US'), (select id from states where code = 'IL' limit 1), true
      from customers c cross join (values ('billing'), ('shipping'), ('sell_to')) k(kind)
      where c.account_number like 'BC%' and not exists (select 1 from addresses a where a.customer_id = c.id)`);
    await tx.execute(sql`
      insert into users (email, password_hash, first_name, last_name, kind, language)
      select 'bench-' || substring(c.account_number from 3) || '@bench.test',
        (select password_hash from users where email = 'customer@demo.test'), 'Bench', 'Buyer ' || c.account_number,
        'customer', case when substring(c.account_number from 3)::int % 2 = 0 then 'fr' else 'en' end
      from customers c where c.account_number like 'BC%'
      on conflict (email) do nothing`);
    await tx.execute(sql`
      insert into user_customers (user_id, customer_id, is_default)
      select u.id, c.id, true from customers c
      join users u on u.email = 'bench-' || substring(c.account_number from 3) || '@bench.test'
      where c.account_number like 'BC%'
      on conflict do nothing`);
  });
  return total - have;
}
