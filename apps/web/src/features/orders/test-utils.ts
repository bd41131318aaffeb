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
/** A configurable product: a size (S, or XL at +25 kr) and a material (wool at +50 kr). */
export const shirt = {
  id: "d0d0d0d0-d0d0-4d0d-8d0d-000000000002",
  number: "T-1",
  name: "Tröja",
  type: "configurable" as const,
  options: [
    {
      id: "d1d1d1d1-d1d1-4d1d-8d1d-000000000001",
      name: "Size",
      choices: [
        { id: "d2d2d2d2-d2d2-4d2d-8d2d-000000000001", name: "S", priceChangeOre: 0 },
        { id: "d2d2d2d2-d2d2-4d2d-8d2d-000000000002", name: "XL", priceChangeOre: 2_500 },
      ],
    },
    {
      id: "d1d1d1d1-d1d1-4d1d-8d1d-000000000002",
      name: "Material",
      choices: [{ id: "d2d2d2d2-d2d2-4d2d-8d2d-000000000003", name: "Wool", priceChangeOre: 5_000 }],
    },
  ],
};
/** A plant of the customer, with its address. */
export const plant = {
  id: "f0f0f0f0-f0f0-4f0f-8f0f-000000000001",
  name: "Oljepanna Solbacken",
  address: { street: "Pannvägen 2", postcode: "123 46", city: "Solna", country: "SE" },
};
/** The customer's addresses: its visiting address and a delivery address. */
export const addresses = [
  {
    id: "a0a0a0a0-a0a0-4a0a-8a0a-000000000001",
    kind: "visiting",
    street: "Solvägen 1",
    postcode: "123 45",
    city: "Solna",
    country: "SE",
  },
  {
    id: "a0a0a0a0-a0a0-4a0a-8a0a-000000000002",
    kind: "delivery",
    street: "Lagergatan 9",
    postcode: "171 11",
    city: "Solna",
    country: "SE",
  },
];

/** The price check's answer for a product line: its sales price, with the choices picked. */
export function priceCheck(url: URL) {
  const product = url.searchParams.get("productId") === shirt.id ? shirt : sotning;
  const choiceIds = (url.searchParams.get("choiceIds") ?? "").split(",").filter(Boolean);
  const choices = shirt.options.flatMap((option) =>
    option.choices.filter((c) => choiceIds.includes(c.id)).map((c) => ({ ...c, optionName: option.name })),
  );
  const quantity = Number(url.searchParams.get("quantity") ?? 1);
  const rulePrice = product === shirt ? 20_000 : 50_000;
  const unitPriceOre = rulePrice + choices.reduce((sum, c) => sum + c.priceChangeOre, 0);
  return {
    product: { id: product.id, number: product.number, name: product.name, unitCode: "PCS" },
    customer: { id: customer.id, name: customer.name },
    customerStatus: null,
    quantity,
    date: url.searchParams.get("date") ?? "2026-12-01",
    salesPriceOre: rulePrice,
    ruleUnitPriceOre: rulePrice,
    choices,
    unitPriceOre,
    totalOre: unitPriceOre * quantity,
    vatRate: 25,
    vatOre: Math.round(unitPriceOre * quantity * 0.25),
    totalWithVatOre: Math.round(unitPriceOre * quantity * 1.25),
    rule: { kind: "salesPrice", basis: "salesPrice" },
  };
}

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
      HttpResponse.json({ contacts: [{ ...contact, customerId: customer.id }], addresses }),
    ),
    http.get("/api/companies/:companyId/products", () =>
      HttpResponse.json([
        { ...sotning, type: "simple", unitCode: "PCS", vatRate: 25 },
        { ...shirt, unitCode: "PCS", vatRate: 25 },
      ]),
    ),
    http.get("/api/companies/:companyId/products/:productId", ({ params }) =>
      HttpResponse.json(params.productId === shirt.id ? shirt : { ...sotning, type: "simple", options: [] }),
    ),
    http.get("/api/companies/:companyId/price-check", async ({ request }) => {
      await record(request);
      return HttpResponse.json(priceCheck(new URL(request.url)));
    }),
    http.get("/api/companies/:companyId/plants", async ({ request }) => {
      await record(request);
      return HttpResponse.json([plant]);
    }),
  );
  return { sent, record };
}
