import { sql } from 'drizzle-orm';
import { recountOrders } from '../modules/orders/public';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/** Three hundred of each kind. */
export const DEMO_ORDERS = 900;

/** The newest generated order is placed at this instant; the others go back two years from it. */
const ANCHOR = '2026-11-20T16:00:00Z';

/**
 * Orders for the demo and for benchmarks, in set-based SQL: job orders, sales orders and price quotes in turn, spread
 * over the active customers and every status of their kind, each with 1–3 lines from the catalogue (stock items for
 * sales orders), the customer's addresses, a status history (submitted, then the current status with its reason),
 * notes from the customer, from staff and with pictures. Adds only what is missing up to `total`, so running it again
 * changes nothing.
 */
export async function seedOrders(db: Db, total: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
  const have = existing?.n ?? 0;
  if (have >= total) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table seed_customers on commit drop as
      select row_number() over (order by c.id) - 1 as rn, c.id, c.currency_code,
        (select uc.user_id from user_customers uc join users u on u.id = uc.user_id
          where uc.customer_id = c.id and u.kind = 'customer' order by uc.is_default desc, uc.user_id limit 1) as buyer_id
      from customers c where c.is_active`);
    await tx.execute(sql`
      create temporary table seed_items on commit drop as
      select row_number() over (partition by coalesce(g.fulfilment, 'MADE_TO_ORDER') order by it.id) - 1 as rn,
        it.id, it.code, it.name, it.default_metal_id as metal_id, m.name as metal_name, it.sort_price as price,
        coalesce(g.fulfilment, 'MADE_TO_ORDER') as fulfilment,
        (select substring(im.url from 8) from item_type_images im
          where im.item_type_id = it.id order by im.metal_id nulls first, im.rank limit 1) as image_key
      from item_types it left join item_groups g on g.id = it.item_group_id left join metals m on m.id = it.default_metal_id
      where it.code like 'NS-%' and it.is_active and it.sort_price > 0`);
    // Statistics of the temporary tables let the planner hash-join them rather than loop over them per order.
    await tx.execute(sql`analyze seed_items`);
    await tx.execute(sql`
      create temporary table seed_statuses on commit drop as
      select case kind when 'JOB_ORDER' then 'JO' when 'SALES_ORDER' then 'SO' else 'PQ' end as order_kind,
        row_number() over (partition by kind order by rank) - 1 as rn, id, code, list_group, is_default
      from entity_statuses where kind in ('JOB_ORDER', 'SALES_ORDER', 'PRICE_QUOTE')`);
    await tx.execute(sql`
      create temporary table seed_orders on commit drop as
      select g, k.kind, c.id as customer_id, c.currency_code, c.buyer_id,
        ${ANCHOR}::timestamptz - ((${total}::int - g) * interval '730 days') / ${total}::int as order_date
      from generate_series(${have + 1}::int, ${total}::int) g
      cross join lateral (select (array['JO', 'SO', 'PQ'])[1 + g % 3] as kind) k
      join seed_customers c on c.rn = (g / 3) % (select count(*) from seed_customers)`);
    await tx.execute(sql`analyze seed_orders`);
    await tx.execute(sql`
      alter table seed_orders add column status_id int, add column list_group varchar(20), add column status_code varchar(40),
        add column code varchar(20)`);
    await tx.execute(sql`
      update seed_orders o set status_id = s.id, list_group = s.list_group, status_code = s.code
      from (select order_kind, count(*) as n from seed_statuses group by order_kind) k
      join seed_statuses s on s.order_kind = k.order_kind
      where k.order_kind = o.kind and s.rn = (o.g / 3 * 7) % k.n`);
    await tx.execute(sql`
      update seed_orders o
      set code = o.kind || '-' || (coalesce((select last_number from order_counters c where c.kind = o.kind), 100000) + n.seq)
      from (select g, row_number() over (partition by kind order by g) as seq from seed_orders) n
      where n.g = o.g`);
    await tx.execute(sql`
      create temporary table seed_lines on commit drop as
      select o.g, r.rank, i.id as item_type_id, i.code, i.name, i.metal_id, i.metal_name, i.price, i.image_key,
        1 + (o.g + r.rank) % 4 as quantity
      from seed_orders o
      cross join lateral generate_series(0, o.g % 3) as r(rank)
      join (select fulfilment, count(*) as n from seed_items group by fulfilment) f
        on f.fulfilment = case o.kind when 'SO' then 'STOCK' else 'MADE_TO_ORDER' end
      join seed_items i on i.fulfilment = f.fulfilment and i.rn = (o.g * 13 + r.rank * 101) % f.n`);
    await tx.execute(sql`
      insert into orders (kind, code, customer_id, status_id, list_group, service_type_id, placed_by_user_id, po_number,
        shipping_method_name, shipping_price, sub_total, grand_total, currency_code, order_date, due_date, created_at, updated_at)
      select o.kind, o.code, o.customer_id, o.status_id, o.list_group,
        case when o.kind = 'JO' and o.list_group <> 'new' and o.status_code not in ('DECLINED', 'CANCELLED')
          then (select id from service_types order by rank offset (o.g % 5) limit 1) end,
        o.buyer_id, case when o.g % 4 <> 0 then 'PO-' || (40000 + o.g) end,
        'UPS Ground', 15, t.sub_total, t.sub_total + 15, o.currency_code, o.order_date,
        case o.kind when 'JO' then (o.order_date + interval '14 days')::date when 'SO' then (o.order_date + interval '3 days')::date end,
        o.order_date, o.order_date
      from seed_orders o
      join (select g, sum(price * quantity) as sub_total from seed_lines group by g) t on t.g = o.g`);
    await tx.execute(sql`
      create temporary table seed_ids on commit drop as
      select o.g, o.kind, o.order_date, o.status_id, o.status_code, o.customer_id, o.buyer_id, x.id
      from seed_orders o join orders x on x.code = o.code`);
    await tx.execute(sql`
      insert into order_items (order_id, item_type_id, code, name, metal_id, metal_name, quantity, unit_price, line_total, rank)
      select s.id, l.item_type_id, l.code, l.name, l.metal_id, l.metal_name, l.quantity, l.price, l.price * l.quantity, l.rank
      from seed_lines l join seed_ids s on s.g = l.g`);
    await tx.execute(sql`
      insert into order_addresses (order_id, role, name, address1, address2, city, zip, country_id, state_id, phone)
      select s.id, a.kind, coalesce(a.name, c.name), a.line1, a.line2,
        a.city, coalesce(a.zip, ''), a.country_id, a.state_id, a.phone
      from seed_ids s join customers c on c.id = s.customer_id
      join lateral (select distinct on (kind) * from addresses where customer_id = s.customer_id order by kind, is_default desc, id) a on true`);
    // Submitted, then (unless still in its first status) moved by staff to where it is now.
    await tx.execute(sql`
      insert into order_status_history (order_id, status_id, changed_by_user_id, created_at)
      select s.id, d.id, s.buyer_id, s.order_date
      from seed_ids s join seed_statuses d on d.order_kind = s.kind and d.is_default`);
    await tx.execute(sql`
      insert into order_status_history (order_id, status_id, changed_by_user_id, reason, reason_text, created_at)
      select s.id, s.status_id,
        case when s.status_code in ('DECLINED', 'CANCELLED', 'APPROVED') then s.buyer_id
          else (select id from users where kind = 'staff' order by id offset 1 limit 1) end,
        case when s.status_code = 'DECLINED' then 'Price' end,
        case when s.status_code = 'DECLINED' then 'The estimate is above what the client agreed to.' end,
        s.order_date + interval '2 days'
      from seed_ids s join seed_statuses d on d.id = s.status_id and not d.is_default`);
    await tx.execute(sql`
      insert into order_notes (order_id, kind, text, author_user_id, created_at)
      select s.id, 'NOTE', 'Please confirm the finger size before casting.', s.buyer_id, s.order_date + interval '1 hour'
      from seed_ids s where s.g % 3 = 0`);
    await tx.execute(sql`
      insert into order_notes (order_id, kind, text, author_user_id, created_at)
      select s.id, 'INTERNAL', 'Checked metal stock: enough for this job.',
        (select id from users where kind = 'staff' order by id offset 1 limit 1), s.order_date + interval '5 hours'
      from seed_ids s where s.g % 5 = 0`);
    await tx.execute(sql`
      insert into order_notes (order_id, kind, text, image_key, entity_type_code, author_user_id, created_at)
      select s.id, 'CUSTOMER', 'Reference picture from the client.', l.image_key, 'JobItem', s.buyer_id,
        s.order_date + interval '3 hours'
      from seed_ids s join seed_lines l on l.g = s.g and l.rank = 0
      where s.g % 7 = 0 and l.image_key is not null`);
    // Every fourth job in production is at a stage of the default list with a date agreed around today: the jobs
    // at-risk list then reads a realistic share of late and on-time promises. A job's status comes from g / 3 % 10
    // (above), so the fourth is counted on g / 30: on g itself it would only meet even statuses.
    await tx.execute(sql`
      insert into job_current_stages (order_id, stage_id, reached_at)
      select s.id, st.id, now() - ((s.g % 9) || ' days')::interval
      from seed_ids s
      join lateral (select id from production_stages where service_type_id is null and is_active
        order by rank offset (s.g % 6) limit 1) st on true
      where s.kind = 'JO' and s.status_code = 'IN_PRODUCTION' and (s.g / 30) % 4 = 0
      on conflict (order_id) do nothing`);
    await tx.execute(sql`
      insert into job_promises (order_id, tier_id, tier_name, tier_name_fr, fee_percent, fee_amount, earliest_on,
        promised_on, due_on, state)
      select s.id, t.id, t.name, t.name_fr, 0, 0, d.day, d.day, d.day, 'AGREED'
      from seed_ids s
      cross join lateral (select (current_date + ((s.g % 60) - 10))::date as day) d
      join lateral (select id, name, name_fr from estimate_options where kind = 'PRIORITY' order by rank limit 1) t on true
      where s.kind = 'JO' and s.status_code = 'IN_PRODUCTION' and (s.g / 30) % 4 = 0
      on conflict (order_id) do nothing`);
    await tx.execute(sql`
      insert into order_counters (kind, last_number)
      select kind, max(substring(code from 4)::int) from orders where kind in ('JO', 'SO', 'PQ') group by kind
      on conflict (kind) do update set last_number = excluded.last_number`);
  });
  await recountOrders(db);
  // Vacuum too: a bulk load leaves the GIN indexes a pending list that slows every search until it is merged.
  await db.execute(sql`vacuum analyze`);
  return total - have;
}
