import type { Permission, PriceCheck, Product, ProductCategory, ProductListItem } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server } from "../../test/server";

export const productsCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: [],
    esign: false,
    skills: false,
  },
});

export const tools: ProductCategory = {
  id: "55555555-5555-4555-8555-000000000001",
  name: "Tools",
  parentId: null,
  position: 0,
  productCount: 1,
  createdAt: "2026-01-02T10:00:00.000Z",
};
export const saws: ProductCategory = {
  id: "55555555-5555-4555-8555-000000000002",
  name: "Saws",
  parentId: tools.id,
  position: 0,
  productCount: 0,
  createdAt: "2026-01-02T10:00:00.000Z",
};

let n = 0;
/** A product of the test company (simple, in pieces, 25 % VAT); ids are stable per call order. */
export function product(overrides: Partial<Product> = {}): Product {
  n += 1;
  return {
    id: `99999999-9999-4999-8999-${String(n).padStart(12, "0")}`,
    number: String(100 + n),
    name: `Produkt ${n}`,
    description: "",
    type: "simple",
    unitCode: "PCS",
    category: null,
    parentCategory: null,
    vatRate: 25,
    purchasePriceOre: null,
    salesPriceOre: 12950,
    active: true,
    durationMinutes: null,
    distributionType: null,
    weightGrams: null,
    plantType: null,
    options: [],
    beastPricing: null,
    species: null,
    version: 1,
    createdAt: "2026-01-02T10:00:00.000Z",
    updatedAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

const listRow = (p: Product): ProductListItem => ({
  id: p.id,
  number: p.number,
  name: p.name,
  type: p.type,
  unitCode: p.unitCode,
  category: p.category,
  vatRate: p.vatRate,
  salesPriceOre: p.salesPriceOre,
  active: p.active,
  durationMinutes: p.durationMinutes,
});

export interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** A signed-in member of the products company with these permissions and products; what is sent is recorded. */
export function mockProductsApi(
  rows: Product[],
  permissions: Permission[] = [],
  options: { priceCheck?: (url: URL) => PriceCheck } = {},
) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([productsCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/product-categories", () => HttpResponse.json([tools, saws])),
    http.get("/api/companies/:companyId/products", async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows.map(listRow));
    }),
    http.get("/api/companies/:companyId/products/:id", ({ params }) => {
      const found = rows.find((r) => r.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Product not found." }, { status: 404 });
    }),
    http.post("/api/companies/:companyId/products", async ({ request }) => {
      await record(request);
      const body = (await request.clone().json()) as Partial<Product>;
      let id = 0;
      const withId = () => {
        id += 1;
        return `abababab-abab-4bab-8bab-${String(id).padStart(12, "0")}`;
      };
      const options = (body.options ?? []).map((o) => ({
        id: withId(),
        name: o.name,
        choices: o.choices.map((c) => ({ id: withId(), name: c.name, priceChangeOre: c.priceChangeOre })),
      }));
      const made = product({ ...body, options, number: "1001", category: null } as Partial<Product>);
      rows.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    http.get("/api/companies/:companyId/customers", () =>
      HttpResponse.json([
        {
          id: "77777777-7777-4777-8777-000000000001",
          kind: "organisation",
          number: "1001",
          name: "Bergström Bygg AB",
          orgNumber: "556036-0793",
          personalNumber: null,
          personalNumberMasked: false,
          vatNumber: null,
          phone: null,
          email: null,
          homepage: null,
          gln: null,
          paymentTermsDays: 30,
          invoiceEmail: null,
          language: "se",
          notes: "",
          tags: [],
          responsible: null,
          status: { id: "66666666-6666-4666-8666-000000000001", name: "Active", color: "#2f9e44" },
          archived: false,
          city: "Malmö",
          mainContact: null,
          portals: [],
          hasPortal: false,
          version: 1,
          createdAt: "2026-01-02T10:00:00.000Z",
          updatedAt: "2026-01-02T10:00:00.000Z",
        },
      ]),
    ),
    http.get("/api/companies/:companyId/price-check", async ({ request }) => {
      await record(request);
      const url = new URL(request.url);
      return options.priceCheck
        ? HttpResponse.json(options.priceCheck(url))
        : HttpResponse.json({ code: "NOT_FOUND", message: "No price." }, { status: 404 });
    }),
  );
  return sent;
}
