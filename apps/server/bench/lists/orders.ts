import { ORDER_PAGE_FETCH } from "@app/contract";
import { textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's orders at BENCH_SCALE 1 (issue 47); each small company has a hundredth. */
export const BIG_ORDERS = 200_000;
/** The customers they are for in the big company (a hundredth in each small one): about 200 orders each. */
const BIG_ORDER_CUSTOMERS = 1_000;

/** Old orders are mostly invoiced; a sixth of them still active or in progress, as a working company's. */
const STATUSES = [
  "invoiced",
  "invoiced",
  "invoiced",
  "invoiced",
  "invoiced",
  "reported",
  "inProgress",
  "active",
  "active",
  "draft",
  "draft",
  "cancelled",
];

/**
 * Orders in every company: BIG_ORDERS × scale in the big company for BIG_ORDER_CUSTOMERS customers of
 * their own (numbers "O1", "O2"… beside the customers area's), each an object of type order with its
 * number, a status, an order date over the last five years, a responsible member and its totals.
 * Lines: the list's first page (newest order date first), as the web asks for it, and a filtered page
 * (active orders of one customer).
 */
export async function seedOrders(context: ListsContext): Promise<ListLine[]> {
  const { q, companies, scale } = context;
  const [big] = companies;
  if (!big) throw new Error("no big company");
  const countOf = (company: { big: boolean }, size: number) =>
    Math.max(1, Math.round((company.big ? size : size / 100) * scale));

  await q(
    `create temp table seed_order_customers on commit drop as
     select gen_random_uuid() id, c.id company_id, n, c.big
     from unnest($1::uuid[], $2::int[], $3::bool[]) c(id, customers, big), generate_series(0, c.customers - 1) n`,
    [companies.map((c) => c.id), companies.map((c) => countOf(c, BIG_ORDER_CUSTOMERS)), companies.map((c) => c.big)],
  );
  await q(
    `insert into customers (id, company_id, number, kind, name, org_number, tags, created_at)
     select s.id, s.company_id, 'O' || (s.n + 1), 'organisation', 'Orderkund ' || (s.n + 1) || ' AB',
            '56' || lpad((s.n % 10000)::text, 4, '0') || '-' || lpad((s.n / 10)::text, 4, '0'), '{}', now() - interval '6 years'
     from seed_order_customers s`,
  );
  await q(
    `create temp table seed_orders on commit drop as
     select gen_random_uuid() id, c.id company_id, n, nextval('seed_object_numbers') object_number, c.customers, c.members,
            (current_date - (pg_temp.h(n, 61) % 1826)::int) order_date,
            (${textArray(STATUSES)})[1 + pg_temp.h(n, 62) % ${STATUSES.length}] status
     from unnest($1::uuid[], $2::int[], $3::int[], $4::int[]) c(id, orders, customers, members),
          generate_series(1, c.orders) n`,
    [
      companies.map((c) => c.id),
      companies.map((c) => countOf(c, BIG_ORDERS)),
      companies.map((c) => countOf(c, BIG_ORDER_CUSTOMERS)),
      companies.map((c) => c.members.length),
    ],
  );
  await q(
    `insert into publications (id, company_id, type, name, description, object_number, status,
                               created_by, updated_by, created_at, updated_at)
     select s.id, s.company_id, 'order', 'Order ' || s.n, '', s.object_number, 'active',
            m.user_id, m.user_id, s.order_date::timestamptz, s.order_date::timestamptz
     from seed_orders s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 63) % s.members`,
  );
  await q(
    `insert into orders (publication_id, company_id, number, status, customer_id, order_date, planned_start,
                         responsible_id, cancel_reason, net_ore, gross_ore, status_changed_at, created_by,
                         created_at, updated_at)
     select s.id, s.company_id, s.n, s.status, k.id, s.order_date, s.order_date + 3, m.user_id,
            case when s.status = 'cancelled' then 'Kunden avbokade.' end,
            net, net * 5 / 4, s.order_date::timestamptz, m.user_id, s.order_date::timestamptz, s.order_date::timestamptz
     from seed_orders s
     join seed_order_customers k on k.company_id = s.company_id and k.n = pg_temp.h(s.n, 64) % s.customers
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 65) % s.members
     cross join lateral (select (50000 + pg_temp.h(s.n, 66) % 2000000)::bigint net) amounts`,
  );
  await q(
    `insert into company_counters (company_id, name, value)
     select company_id, 'order', max(n) from seed_orders group by company_id
     on conflict (company_id, name) do update set value = excluded.value`,
  );
  const [customer] = await q<{ id: string }>("select id from seed_order_customers where company_id = $1 and n = 7", [
    big.id,
  ]);
  if (!customer) throw new Error("no order customer");

  const path = `/api/companies/${big.id}/orders`;
  return [
    { name: "orders", path: `${path}?limit=${ORDER_PAGE_FETCH}&offset=0`, rows: ORDER_PAGE_FETCH },
    {
      name: "orders: active of a customer",
      path: `${path}?status=active&customerId=${customer.id}&limit=${ORDER_PAGE_FETCH}&offset=0`,
      rows: scale === 1 ? ORDER_PAGE_FETCH : undefined,
    },
  ];
}
