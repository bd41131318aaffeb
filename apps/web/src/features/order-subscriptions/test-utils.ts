import type { OrderSubscription, Permission, SubscriptionOccurrence } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

export const subsCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["order", "orderSubscription"],
    esign: false,
    skills: false,
  },
});

export const kund = { id: "77777777-7777-4777-8777-000000000001", number: "1001", name: "Bergström Bygg AB" };
export const product = { id: "88888888-8888-4888-8888-000000000001", number: "P-7", name: "Hämtning" };
/** A configurable product: a size (S, or XL at +25 kr) and a material (wool at +50 kr). */
export const shirt = {
  id: "88888888-8888-4888-8888-000000000002",
  number: "T-1",
  name: "Tröja",
  type: "configurable" as const,
  options: [
    {
      id: "8a8a8a8a-8a8a-4a8a-8a8a-000000000001",
      name: "Size",
      choices: [
        { id: "8b8b8b8b-8b8b-4b8b-8b8b-000000000001", name: "S", priceChangeOre: 0 },
        { id: "8b8b8b8b-8b8b-4b8b-8b8b-000000000002", name: "XL", priceChangeOre: 2_500 },
      ],
    },
    {
      id: "8a8a8a8a-8a8a-4a8a-8a8a-000000000002",
      name: "Material",
      choices: [{ id: "8b8b8b8b-8b8b-4b8b-8b8b-000000000003", name: "Wool", priceChangeOre: 5_000 }],
    },
  ],
};

let n = 0;
/** A weekly subscription of the test company's customer; ids are stable per call order. */
export function subscription(overrides: Partial<OrderSubscription> = {}): OrderSubscription {
  n += 1;
  return {
    id: `99999999-9999-4999-8999-${String(n).padStart(12, "0")}`,
    name: `Hämtning ${n}`,
    status: "active",
    customer: kund,
    contact: null,
    plant: null,
    deliveryAddress: null,
    responsible: { id: user.id, name: user.name },
    assignees: [],
    rrule: "FREQ=WEEKLY;BYDAY=MO",
    startDate: "2027-01-04",
    endDate: null,
    horizonDays: 14,
    orderText: "",
    internalNotes: "",
    lines: [
      {
        position: 0,
        product,
        choices: [],
        description: "Hämtning",
        quantity: 2,
        unitCode: "PCS",
        manualPrice: false,
        unitPriceOre: null,
        discountPercent: 0,
        vatRate: 25,
      },
    ],
    version: 1,
    createdAt: "2026-12-01T10:00:00.000Z",
    updatedAt: "2026-12-01T10:00:00.000Z",
    ...overrides,
  };
}

export interface Sent {
  method: string;
  url: URL;
  body?: unknown;
}

/** The company's subscriptions, customers and products as a server answers them; what is sent is recorded. */
export function mockSubscriptionsApi(
  rows: OrderSubscription[],
  options: { permissions?: Permission[]; occurrences?: SubscriptionOccurrence[] } = {},
) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([subsCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(options.permissions ?? [])),
    http.get("/api/companies/:companyId/order-subscriptions", async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows);
    }),
    http.get("/api/companies/:companyId/order-subscriptions/:id", ({ params }) =>
      HttpResponse.json(rows.find((row) => row.id === params.id)),
    ),
    http.get("/api/companies/:companyId/order-subscriptions/:id/occurrences", () =>
      HttpResponse.json(options.occurrences ?? []),
    ),
    http.post("/api/companies/:companyId/order-subscriptions", async ({ request }) => {
      await record(request);
      const made = subscription({ id: "99999999-9999-4999-8999-999999999999" });
      return HttpResponse.json(made, { status: 201 });
    }),
    http.get("/api/companies/:companyId/customers", () => HttpResponse.json([{ ...kund, ...customerFields }])),
    http.get("/api/companies/:companyId/customers/:id/contacts", () =>
      HttpResponse.json([
        {
          id: "55555555-5555-4555-8555-000000000001",
          customerId: kund.id,
          name: "Karin Berg",
          role: null,
          email: null,
          phone: null,
          notes: "",
          isMain: true,
          createdAt: "2026-01-01T10:00:00.000Z",
          updatedAt: "2026-01-01T10:00:00.000Z",
        },
      ]),
    ),
    http.get("/api/companies/:companyId/products", () =>
      HttpResponse.json([
        {
          ...product,
          type: "service",
          unitCode: "PCS",
          category: null,
          vatRate: 25,
          salesPriceOre: 30_000,
          active: true,
          durationMinutes: null,
        },
      ]),
    ),
    http.get("/api/companies/:companyId/products/:productId", ({ params }) =>
      HttpResponse.json(params.productId === shirt.id ? shirt : { ...product, type: "service", options: [] }),
    ),
    http.get("/api/companies/:companyId/users", () => HttpResponse.json([])),
  );
  return sent;
}

const customerFields = {
  kind: "organisation",
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
  city: null,
  mainContact: null,
  portals: [],
  hasPortal: false,
  version: 1,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
};
