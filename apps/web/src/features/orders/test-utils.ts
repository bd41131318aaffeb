import type { Order, OrderLine, OrderListItem, Publication } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

/** A company with customers and the object type order. */
export const ordersCompany = company({
  id: "77777777-7777-4777-8777-777777777777",
  name: "Sotarna AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["order"],
    esign: false,
    skills: false,
  },
});

const tail = (n: number) => String(n).padStart(12, "0");
export const orderId = (n: number) => `0a0a0a0a-0a0a-4a0a-8a0a-${tail(n)}`;
export const customer = { id: "c0c0c0c0-c0c0-4c0c-8c0c-000000000001", number: "K-1", name: "Villa Solbacken" };
export const contact = { id: "c1c1c1c1-c1c1-4c1c-8c1c-000000000001", name: "Sara Sol" };
export const sotning = { id: "d0d0d0d0-d0d0-4d0d-8d0d-000000000001", number: "S-10", name: "Sotning oljepanna" };

export function listItem(n: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: orderId(n),
    number: n,
    name: `Order ${n}`,
    status: "draft",
    customer,
    orderDate: "2026-12-01",
    plannedStart: null,
    responsible: { id: user.id, name: user.name },
    netOre: 100_000,
    grossOre: 125_000,
    ...overrides,
  };
}

/** A line of 2 × Sotning at 450 kr from the customer's own list's quantity break, 25 % VAT. */
export function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: "e0e0e0e0-e0e0-4e0e-8e0e-000000000001",
    position: 0,
    product: sotning,
    choices: [],
    description: "Sotning oljepanna",
    quantity: 2,
    unitCode: "PCS",
    unitPriceOre: 45_000,
    manualPrice: false,
    priceRule: { kind: "customerList", basis: "quantityBreak", listName: "Storkund", fromQuantity: 2 },
    pricedOn: "2026-12-01",
    discountPercent: 0,
    vatRate: 25,
    lineOre: 90_000,
    allowanceOre: 0,
    netOre: 90_000,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: orderId(1),
    number: 1,
    name: "Order 1",
    status: "draft",
    customer,
    contact,
    plant: null,
    deliveryAddress: { street: "Solvägen 1", postcode: "123 45", city: "Solna", country: "SE" },
    orderDate: "2026-12-01",
    plannedStart: "2026-12-10",
    plannedEnd: "2026-12-11",
    responsible: { id: user.id, name: user.name },
    assignees: [],
    orderText: "Ring före besöket.",
    internalNotes: "",
    cancelReason: null,
    subscription: null,
    lines: [line()],
    totals: { netOre: 90_000, vat: [{ rate: 25, baseOre: 90_000, vatOre: 22_500 }], vatOre: 22_500, grossOre: 112_500 },
    statusChangedAt: null,
    statusChangedBy: null,
    version: 1,
    createdAt: "2026-12-01T10:00:00.000Z",
    updatedAt: "2026-12-01T10:00:00.000Z",
    ...overrides,
  };
}

/** The object of type order the object page reads. */
export function orderObject(id: string, name: string): Publication {
  return {
    id,
    companyId: ordersCompany.id,
    type: "order",
    name,
    description: "",
    objectNumber: 7,
    periodDate: null,
    status: "active",
    group: null,
    tags: [],
    updatedAt: "2026-12-01T10:00:00.000Z",
    lock: null,
    body: "",
    createdAt: "2026-12-01T10:00:00.000Z",
    createdBy: { id: user.id, name: user.name },
    updatedBy: null,
    version: 1,
    watched: false,
    customer: { id: customer.id, name: customer.name },
    closed: false,
    can: { edit: true, archive: true, share: true, unlock: false },
  };
}

export interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** A member of the orders company with these permissions; every call to the orders API recorded. */
export function mockOrders(permissions: string[], rows: OrderListItem[] = []) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" ? null : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([ordersCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/orders", async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows);
    }),
    http.get("/api/companies/:companyId/customers", () => HttpResponse.json([customer])),
    http.get("/api/companies/:companyId/customers/:id", () =>
      HttpResponse.json({ contacts: [{ ...contact, customerId: customer.id }] }),
    ),
    http.get("/api/companies/:companyId/products", () =>
      HttpResponse.json([{ ...sotning, unitCode: "PCS", vatRate: 25 }]),
    ),
  );
  return { sent, record };
}
