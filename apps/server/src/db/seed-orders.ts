import {
  allPermissions,
  type BudningType,
  customerQuerySchema,
  type EnabledFeatures,
  type OrderAction,
  orderCreateSchema,
  orderReportSaveSchema,
  orderSubscriptionCreateSchema,
  plantCreateSchema,
  productQuerySchema,
} from "@app/contract";
import type { Config } from "../config";
import { PRODUCT_TIME_ZONE, todayIn } from "../lib/today";
import { listCustomers } from "../modules/customers/customers.service";
import { saveReport } from "../modules/orders/order-report.service";
import { changeState } from "../modules/orders/order-states.service";
import { createSubscription, generateDueOrders } from "../modules/orders/order-subscriptions.service";
import { createOrder } from "../modules/orders/orders.service";
import { createPlant } from "../modules/orders/plants.service";
import { listProducts } from "../modules/products/products.service";
import type { Database } from "./client";
import { demoTenant, quietRealtime } from "./seed-support";

/*
 * The demo's work orders in Nordisk Handel (issue 47, item 8; docs/orders.md): orders in every state
 * with lines priced by the price resolution, reported ones with their signed report; two order
 * subscriptions (a weekly collection, a yearly inspection in May) with the orders of their horizon
 * generated; 30 plants of the customers with budning intervals due across the coming months. Made
 * through the modules' services, as a client would, after the customers and the catalogue.
 */

/** A drawn signature as the web's pad posts it (a real 1 × 1 PNG). */
const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Each order's state, its age in days and its lines (product, quantity); the actions that bring it there follow. */
const orders: [OrderAction[], number, [string, number][]][] = [
  [[], 0, [["Ved björk", 3]]],
  [
    [],
    2,
    [
      ["Montering", 4],
      ["Skruv trä 4,2×55 (200 st)", 2],
    ],
  ],
  [[], 5, [["Regel 45×95 C24", 120]]],
  [["activate"], 7, [["Kyldiskservice", 2]]],
  [
    ["activate"],
    9,
    [
      ["Plantering av häck", 1],
      ["Leverans byggmaterial", 1],
    ],
  ],
  [["activate", "start"], 12, [["Inventering", 6]]],
  [["activate", "start"], 14, [["Månadsservice kylrum", 1]]],
  [
    ["activate", "start", "report"],
    20,
    [
      ["Montering", 3],
      ["Vinkelbeslag 90×90", 12],
    ],
  ],
  [["activate", "start", "report"], 26, [["Sand 0–8 mm", 2.5]]],
  [["activate", "start", "report", "invoice"], 40, [["Konsultation trädgård", 2]]],
  [
    ["activate", "start", "report", "invoice"],
    55,
    [
      ["Regel 45×95 C24", 40],
      ["Plywood 12 mm", 6],
    ],
  ],
  [["activate", "cancel"], 30, [["Lastbil heldag", 1]]],
];

const kinds = ["oljepanna", "kakelugn", "braskamin", "pelletspanna", "vedspis", "kassettinsats"];
const areas = ["Centrum", "Norr", "Söder", "Väster", "Öster"];
const streets = ["Storgatan", "Kyrkvägen", "Skolgatan", "Järnvägsgatan", "Ängsvägen", "Björkallén"];

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The next 15 May from a day on (the yearly inspection's start). */
const nextMay = (day: string) => {
  const may = `${day.slice(0, 4)}-05-15`;
  return may > day ? may : `${Number(day.slice(0, 4)) + 1}-05-15`;
};

export async function seedOrders(
  db: Database,
  config: Config,
  company: { companyId: string; admin: string; features: EnabledFeatures },
) {
  const tenant = demoTenant(db, company)(company.admin, allPermissions);
  const deps = { config, realtime: quietRealtime, mail: async () => {} };
  const today = todayIn(PRODUCT_TIME_ZONE);
  const { customers, products } = await tenant.run(async (tx) => ({
    customers: await listCustomers(tx, tenant, customerQuerySchema.parse({ sort: "number", limit: "40" })),
    products: await listProducts(tx, tenant, productQuerySchema.parse({ limit: "200" })),
  }));
  const product = (name: string) => {
    const found = products.find((p) => p.name === name);
    if (!found) throw new Error(`demo product ${name} missing`);
    return found.id;
  };
  // The portal's customers keep what their portal member sees to the one object shared (seed.ts).
  const own = customers.filter((c) => !c.hasPortal);
  const customer = (i: number) => {
    const found = own[i % own.length];
    if (!found) throw new Error("demo customers missing");
    return found;
  };

  for (const [i, [actions, age, lines]] of orders.entries()) {
    await tenant.run(async (tx) => {
      const order = await createOrder(
        tx,
        tenant,
        orderCreateSchema.parse({
          customerId: customer(i).id,
          orderDate: addDays(today, -age),
          plannedStart: addDays(today, -age + 3),
          responsibleId: company.admin,
          internalNotes: i === 0 ? "Kunden vill ha leverans före lunch." : "",
          lines: lines.map(([name, quantity]) => ({ productId: product(name), quantity })),
        }),
      );
      for (const action of actions) {
        if (action === "report") {
          const report = orderReportSaveSchema.parse({
            lines: order.lines.map((line) => ({ lineId: line.id, deliveredQuantity: line.quantity })),
            timeMinutes: 90,
            note: "Utfört enligt order.",
            signature: { image: SIGNATURE, signerName: customer(i).name },
          });
          await saveReport(tx, tenant, order.id, report);
        }
        const reason = action === "cancel" ? "Kunden avbokade." : undefined;
        await changeState(tx, deps, tenant, order.id, action, { reason });
      }
    });
  }

  await tenant.run(async (tx) => {
    const subscriptions = [
      {
        name: "Hämtning av returpall varje måndag",
        customerId: customer(1).id,
        rrule: "FREQ=WEEKLY;BYDAY=MO",
        startDate: today,
        horizonDays: 14,
        lines: [{ productId: product("Returhämtning pall"), quantity: 1 }],
      },
      {
        name: "Årlig besiktning i maj",
        customerId: customer(2).id,
        rrule: "FREQ=YEARLY",
        startDate: nextMay(today),
        horizonDays: 30,
        lines: [{ productId: product("Kyldiskservice"), quantity: 1 }],
      },
    ];
    for (const subscription of subscriptions) {
      await createSubscription(
        tx,
        tenant,
        orderSubscriptionCreateSchema.parse({ ...subscription, responsibleId: company.admin }),
      );
    }
    await generateDueOrders(tx, company.companyId);
  });

  await tenant.run(async (tx) => {
    for (let i = 0; i < 30; i += 1) {
      const owner = customer(i + 3);
      // Due from next week over about seven months, a few each month; every third also has a fire-safety check.
      const due = addDays(today, 7 + i * 7);
      const intervals: { type: BudningType; intervalMonths: number; nextDue: string }[] = [
        { type: "SOTNING", intervalMonths: i % 4 === 0 ? 6 : 12, nextDue: due },
      ];
      if (i % 3 === 0) intervals.push({ type: "KONTROLL", intervalMonths: 36, nextDue: addDays(due, 14) });
      await createPlant(
        tx,
        tenant,
        plantCreateSchema.parse({
          name: `${kinds[i % kinds.length]} ${owner.name}`,
          plantType: (["SELL", "COLLECT", "BOTH"] as const)[i % 3],
          kind: kinds[i % kinds.length],
          customerId: owner.id,
          address: { street: `${streets[i % streets.length]} ${i + 2}`, postcode: "211 45", city: "Malmö" },
          area: areas[i % areas.length],
          location: i % 2 === 0 ? "Källaren, ingång från gården" : "",
          intervals,
        }),
      );
    }
  });
}
