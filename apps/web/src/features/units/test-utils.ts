import type { CompanyUser, Skill, Unit, UnitListItem, UnitProduct, UploadFile } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

/** A company where the signed-in user works with units; with the skills feature unless told. */
export const unitsCompany = company({
  id: "77777777-7777-4777-8777-777777777777",
  name: "Enhetsbolaget AB",
  enabledFeatures: {
    customers: false,
    documentReminder: false,
    investigation: false,
    publicationTypes: [],
    esign: false,
    skills: true,
  },
});
export const withoutSkills = company({
  ...unitsCompany,
  enabledFeatures: { ...unitsCompany.enabledFeatures, skills: false },
});

const tail = (n: number) => String(n).padStart(12, "0");

export const berit: CompanyUser = {
  id: "55555555-5555-4555-8555-555555555555",
  name: "Berit Berg",
  email: "berit@demo.test",
  type: "DEFAULT",
  features: { denyLoginOnWeb: false },
  hasAvatar: false,
};
export const carl: CompanyUser = {
  ...berit,
  id: "44444444-4444-4444-8444-444444444444",
  name: "Carl Ek",
  email: "carl@demo.test",
};

export const category = (n: number, name = `Category ${n}`) => ({ id: `cccccccc-cccc-4ccc-8ccc-${tail(n)}`, name });

export function listItem(n: number, overrides: Partial<UnitListItem> = {}): UnitListItem {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${tail(n)}`,
    name: `Unit ${String(n).padStart(2, "0")}`,
    status: "ACTIVATED",
    manager: { id: berit.id, name: berit.name },
    categories: [category(1, "Kitchen")],
    memberCount: n,
    createdAt: "2026-10-01T10:00:00.000Z",
    ...overrides,
  };
}

export const unitId = listItem(1).id;

export function unit(overrides: Partial<Unit> = {}): Unit {
  return {
    ...listItem(1, { name: "Hall 3", status: "PLAN", memberCount: 1 }),
    description: "The night shift",
    users: [
      {
        user: { id: berit.id, name: berit.name, email: berit.email },
        status: "ASSIGNED",
        addedAt: "2026-10-02T08:00:00.000Z",
      },
    ],
    skills: [{ id: skill(1).id, name: skill(1).name, validityMonths: 12 }],
    version: 3,
    ...overrides,
  };
}

export function skill(n: number, name = `Skill ${n}`): Skill {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${tail(n)}`,
    name,
    description: "",
    category: "",
    validityMonths: 12,
    noticeDays: 30,
    createdAt: "2026-01-01T00:00:00.000Z",
    version: 1,
  };
}

/** The company's catalogue products a unit product links (as the catalogue's list answers them to pickers). */
const listed = { type: "simple", unitCode: "PCS", vatRate: 25 } as const;
export const catalogue = [
  { id: "cccccccc-cccc-4ccc-8ccc-000000000901", number: "2001", name: "Pallet jack", ...listed },
  { id: "cccccccc-cccc-4ccc-8ccc-000000000902", number: "2002", name: "Diesel", ...listed },
];

export function product(n: number, overrides: Partial<UnitProduct> = {}): UnitProduct {
  return {
    id: `dddddddd-dddd-4ddd-8ddd-${tail(n)}`,
    productId: `cccccccc-cccc-4ccc-8ccc-${tail(n)}`,
    number: String(1000 + n),
    name: `Product ${String(n).padStart(3, "0")}`,
    description: "",
    quantity: n,
    unitCode: "PCS",
    createdAt: "2026-10-03T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export function file(n: number, overrides: Partial<UploadFile> = {}): UploadFile {
  return {
    id: `eeeeeeee-eeee-4eee-8eee-${tail(n)}`,
    uploadName: `file-${String(n).padStart(2, "0")}.pdf`,
    size: 2048,
    contentType: "application/pdf",
    uploadStatus: "COMPLETE",
    uploadProgress: 100,
    createdAt: "2026-10-04T10:00:00.000Z",
    ...overrides,
  };
}

/** A signed-in member of the units company (or `companies`) with these permissions. */
export function mockSession(permissions: string[] = ["CompanyUnits"], companies = [unitsCompany]) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json(companies)),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
  );
}

/** The units list over `total` units, paged as the API pages; each request's query is kept. */
export function mockList(total: number, requests: URLSearchParams[] = []) {
  const rows = Array.from({ length: total }, (_, i) => listItem(i + 1));
  server.use(
    http.get("/api/companies/:companyId/units", ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const offset = Number(query.get("offset"));
      return HttpResponse.json(rows.slice(offset, offset + Number(query.get("limit"))));
    }),
    http.get("/api/companies/:companyId/units/count", ({ request }) =>
      HttpResponse.json({ count: new URL(request.url).searchParams.has("q") ? Math.min(total, 4) : total }),
    ),
    http.get("/api/companies/:companyId/units/categories", () =>
      HttpResponse.json([category(1, "Kitchen"), category(2, "Workshop")]),
    ),
  );
  return requests;
}

export interface Sent {
  puts: unknown[];
  added: unknown[];
  statuses: { userId: string; body: unknown }[];
  removed: string[];
  products: unknown[];
  deletedFiles: string[];
  fileQueries: URLSearchParams[];
}

/**
 * One unit's API as the server keeps it: the unit (PUT with version; with `stale`, the first PUT
 * answers 409 STALE_VERSION with that unit as the current one), its members, products and files;
 * every change is recorded.
 */
export function mockUnit(
  start: Unit,
  { products = [] as UnitProduct[], files = [] as UploadFile[], stale = null as Unit | null } = {},
) {
  let current = start;
  let productRows = products;
  let fileRows = files;
  let staleOnce = stale;
  const sent: Sent = {
    puts: [],
    added: [],
    statuses: [],
    removed: [],
    products: [],
    deletedFiles: [],
    fileQueries: [],
  };
  const base = "/api/companies/:companyId/units/:unitId";
  server.use(
    // Before the unit's own path, which would take them for a unit id.
    http.get("/api/companies/:companyId/units/count", () => HttpResponse.json({ count: 1 })),
    http.get("/api/companies/:companyId/units/categories", () =>
      HttpResponse.json([category(1, "Kitchen"), category(2, "Workshop")]),
    ),
    http.get(base, ({ params }) =>
      params.unitId === current.id
        ? HttpResponse.json(current)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Unit not found." }, { status: 404 }),
    ),
    http.put(base, async ({ request }) => {
      const body = (await request.json()) as {
        name: string;
        description: string;
        status: Unit["status"];
        managerId: string | null;
        categoryIds: string[];
        skillIds: string[];
        version: number;
      };
      sent.puts.push(body);
      if (staleOnce) {
        current = staleOnce;
        staleOnce = null;
        return HttpResponse.json({ code: "STALE_VERSION", message: "Changed meanwhile.", current }, { status: 409 });
      }
      const people = [berit, carl, { ...user, type: "DEFAULT" }];
      const manager = people.find((p) => p.id === body.managerId);
      current = {
        ...current,
        name: body.name,
        description: body.description,
        status: body.status,
        manager: manager ? { id: manager.id, name: manager.name } : null,
        categories: body.categoryIds.map(
          (id) => [category(1, "Kitchen"), category(2, "Workshop")].find((c) => c.id === id) ?? { id, name: "?" },
        ),
        skills: body.skillIds.map((id) => {
          const found = [skill(1), skill(2, "Forklift")].find((s) => s.id === id) ?? skill(9);
          return { id: found.id, name: found.name, validityMonths: found.validityMonths };
        }),
        version: current.version + 1,
      };
      return HttpResponse.json(current);
    }),
    http.post(`${base}/users`, async ({ request }) => {
      const body = (await request.json()) as { userId: string };
      sent.added.push(body);
      const person = [berit, carl].find((p) => p.id === body.userId) ?? carl;
      const member = {
        user: { id: person.id, name: person.name, email: person.email },
        status: "ASSIGNED" as const,
        addedAt: "2026-10-05T08:00:00.000Z",
      };
      current = { ...current, users: [...current.users, member], memberCount: current.memberCount + 1 };
      return HttpResponse.json(member, { status: 201 });
    }),
    http.put(`${base}/users/:userId`, async ({ request, params }) => {
      const body = (await request.json()) as { status: "ASSIGNED" | "UNASSIGNED" };
      sent.statuses.push({ userId: params.userId as string, body });
      current = {
        ...current,
        users: current.users.map((m) => (m.user.id === params.userId ? { ...m, status: body.status } : m)),
      };
      return HttpResponse.json(current.users.find((m) => m.user.id === params.userId));
    }),
    http.delete(`${base}/users/:userId`, ({ params }) => {
      sent.removed.push(params.userId as string);
      current = { ...current, users: current.users.filter((m) => m.user.id !== params.userId) };
      return HttpResponse.json({ ok: true });
    }),
    http.get("/api/companies/:companyId/products", ({ request }) => {
      const q = (new URL(request.url).searchParams.get("q") ?? "").toLowerCase();
      return HttpResponse.json(catalogue.filter((p) => `${p.number} ${p.name}`.toLowerCase().includes(q)));
    }),
    http.get(`${base}/products`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get("offset"));
      return HttpResponse.json(productRows.slice(offset, offset + Number(query.get("limit"))));
    }),
    http.post(`${base}/products`, async ({ request }) => {
      const body = (await request.json()) as Pick<UnitProduct, "productId" | "description" | "quantity">;
      sent.products.push(body);
      const linked = catalogue.find((p) => p.id === body.productId);
      const added = {
        ...product(900 + productRows.length, body),
        ...(linked && { name: linked.name, number: linked.number }),
      };
      productRows = [...productRows, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.get(`${base}/files/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.fileQueries.push(query);
      const offset = Number(query.get("offset"));
      return HttpResponse.json(fileRows.slice(offset, offset + Number(query.get("limit"))));
    }),
    http.delete(`${base}/files/:fileId`, ({ params }) => {
      sent.deletedFiles.push(params.fileId as string);
      fileRows = fileRows.filter((f) => f.id !== params.fileId);
      return HttpResponse.json({ ok: true });
    }),
    http.get("/api/companies/:companyId/skills", () => HttpResponse.json([skill(1), skill(2, "Forklift")])),
    http.get("/api/companies/:companyId/users", () => HttpResponse.json([berit, carl])),
  );
  return sent;
}
