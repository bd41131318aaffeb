import type { Customer, CustomerContact, CustomerDetail, CustomerStatus, Permission } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

export const customersCompany = company({
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

export const anna = { id: user.id, name: user.name };

export const active: CustomerStatus = {
  id: "66666666-6666-4666-8666-000000000001",
  name: "Active",
  color: "#2f9e44",
  position: 0,
  isDefault: true,
  customerCount: 1,
};
export const paused: CustomerStatus = {
  id: "66666666-6666-4666-8666-000000000002",
  name: "Paused",
  color: "#f08c00",
  position: 1,
  isDefault: false,
  customerCount: 0,
};

let n = 0;
/** A customer of the test company (an organisation, status Active); ids are stable per call order. */
export function customer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  n += 1;
  return {
    id: `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`,
    kind: "organisation",
    number: String(1000 + n),
    name: `Kund ${n} AB`,
    orgNumber: "556036-0793",
    personalNumber: null,
    personalNumberMasked: false,
    vatNumber: "SE556036079301",
    phone: null,
    email: null,
    homepage: null,
    gln: null,
    paymentTermsDays: 30,
    invoiceEmail: null,
    language: "se",
    notes: "",
    tags: [],
    responsible: anna,
    status: { id: active.id, name: active.name, color: active.color },
    archived: false,
    city: "Malmö",
    mainContact: null,
    portals: [],
    hasPortal: false,
    version: 1,
    createdAt: "2026-01-02T10:00:00.000Z",
    updatedAt: "2026-01-02T10:00:00.000Z",
    contacts: [],
    addresses: [],
    ...overrides,
  };
}

export const contact = (customerId: string, overrides: Partial<CustomerContact> = {}): CustomerContact => ({
  id: "88888888-8888-4888-8888-000000000001",
  customerId,
  name: "Karin Kontakt",
  role: null,
  phone: null,
  email: null,
  notes: "",
  isMain: true,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  ...overrides,
});

const listRow = ({ contacts: _c, addresses: _a, ...row }: CustomerDetail): Customer => row;

export interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** A signed-in member of the customers company with these permissions and customers; what is sent is recorded. */
export function mockCustomersApi(rows: CustomerDetail[], permissions: Permission[] = [], sent: Sent[] = []) {
  const record = async (request: Request) => {
    const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([customersCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/customer-statuses", () => HttpResponse.json([active, paused])),
    http.get("/api/companies/:companyId/customers", async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows.map(listRow));
    }),
    http.get("/api/companies/:companyId/customers/:id", ({ params }) => {
      const found = rows.find((r) => r.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Customer not found." }, { status: 404 });
    }),
    // The customer page's sections: empty unless a test answers them.
    http.get("/api/companies/:companyId/customers/:id/history", () => HttpResponse.json({ items: [], next: null })),
    http.get("/api/companies/:companyId/customers/:id/:section", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json([
        { ...anna, email: user.email, type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false },
      ]),
    ),
  );
  return sent;
}
