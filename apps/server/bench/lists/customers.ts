import { CUSTOMER_PAGE_FETCH } from "@app/contract";
import { textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's customers (issue 45: a rare term answers without reading them); each small company has 1/100. */
export const BIG_CUSTOMERS = 100_000;
/** The one customer named so (n = 54321 in the big company): a rare term, one match among its customers. */
export const RARE_CUSTOMER = "Qvintus Byggnads AB";
const RARE_N = 54_321;

const TRADES = ["Bygg", "El", "Rör", "Måleri", "Fastigheter", "Transport", "Städ", "Plåt", "Mark", "Trädgård"];
const SURNAMES = ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson"];
const TOWNS = ["Stockholm", "Göteborg", "Malmö", "Uppsala", "Västerås", "Örebro", "Linköping", "Lund", "Umeå", "Gävle"];

/**
 * Customers in every company: BIG_CUSTOMERS × scale in the big company (1/100 of that in each
 * small one), named like "Karlssons Bygg 1234 AB" with an organisation number, a visiting address
 * in one of TOWNS and a main contact; one is RARE_CUSTOMER. Lines: the first page by name, as the
 * web asks for it, and the search for the rare name (one row, from the trigram indexes through
 * customer_search_terms, migration 0050).
 */
export async function seedCustomers(context: ListsContext): Promise<ListLine[]> {
  const { q, companies, scale } = context;
  const [big] = companies;
  if (!big) throw new Error("no big company");
  const countOf = (company: { big: boolean }) =>
    Math.max(1, Math.round((company.big ? BIG_CUSTOMERS : BIG_CUSTOMERS / 100) * scale));
  const rare = Math.min(RARE_N, countOf(big) - 1);

  await q(
    `create temp table seed_customers on commit drop as
     select gen_random_uuid() id, c.id company_id, n, c.big
     from unnest($1::uuid[], $2::int[], $3::bool[]) c(id, customers, big), generate_series(0, c.customers - 1) n`,
    [companies.map((c) => c.id), companies.map(countOf), companies.map((c) => c.big)],
  );
  await q(
    `insert into customers (id, company_id, number, kind, name, org_number, tags, created_at)
     select s.id, s.company_id, (s.n + 1)::text, 'organisation',
            case when s.big and s.n = $1 then $2
                 else (${textArray(SURNAMES)})[1 + pg_temp.h(s.n, 40) % ${SURNAMES.length}] || 's '
                      || (${textArray(TRADES)})[1 + pg_temp.h(s.n, 41) % ${TRADES.length}] || ' ' || (s.n + 1) || ' AB' end,
            '55' || lpad((s.n % 10000)::text, 4, '0') || '-' || lpad((s.n / 10)::text, 4, '0'),
            case when s.n % 3 = 0 then array['ramavtal'] else '{}'::text[] end,
            now() - s.n * interval '1 minute'
     from seed_customers s`,
    [rare, RARE_CUSTOMER],
  );
  await q(
    `insert into customer_contacts (company_id, customer_id, name, email, is_main)
     select s.company_id, s.id, 'Kontakt ' || (s.n + 1), 'kontakt' || (s.n + 1) || '@kund.example', true
     from seed_customers s`,
  );
  await q(
    `insert into customer_addresses (company_id, customer_id, kind, is_default, street, postcode, city, country)
     select s.company_id, s.id, 'visiting', true, 'Storgatan ' || (1 + s.n % 90), '111 22',
            (${textArray(TOWNS)})[1 + pg_temp.h(s.n, 42) % ${TOWNS.length}], 'SE'
     from seed_customers s`,
  );

  const path = `/api/companies/${big.id}/customers`;
  return [
    { name: "customers", path: `${path}?sort=name&limit=${CUSTOMER_PAGE_FETCH}&offset=0`, rows: CUSTOMER_PAGE_FETCH },
    {
      name: "customers: a rare name",
      path: `${path}?q=${encodeURIComponent("qvintus")}&sort=name&limit=${CUSTOMER_PAGE_FETCH}&offset=0`,
      rows: 1,
    },
  ];
}
