import {
  allFeatures,
  allPermissions,
  type Order,
  type OrderListItem,
  type OrderStatus,
  type OrderSubscription,
  type Plant,
  type SubscriptionOccurrence,
} from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, signIn } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/helpers";
import { PRODUCT_TIME_ZONE, todayIn } from "../lib/today";
import { seedCustomers } from "./seed-customers";
import { seedOrders } from "./seed-orders";
import { seedProducts } from "./seed-products";

let t: TestApp;
let token: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.deps.db, { name: "Nordisk Handel AB" });
  const admin = await createUser(t.deps.db, { name: "Admin" });
  await addMember(t.deps.db, company.id, admin.id, {
    permissions: allPermissions.filter((p) => p !== "CompanyCreate"),
  });
  const demo = { companyId: company.id, admin: admin.id, features: allFeatures };
  await seedCustomers(t.deps.db, t.deps.config, { ...demo, count: 38, persons: 12, seed: 1 });
  await seedProducts(t.deps.db, demo);
  await seedOrders(t.deps.db, t.deps.config, demo);
  token = await signIn(t.app, admin.email);
  companyId = company.id;
}, 120_000);
afterAll(() => t.close());

const get = async <T>(path: string): Promise<T> => {
  const response = await t.api.as(token).get(`/api/companies/${companyId}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("the demo's orders", () => {
  it("has orders in every state, their lines priced by the price resolution, the reported ones signed", async () => {
    const orders = await get<OrderListItem[]>("/orders?limit=100");
    const generated = new Set<string>();
    for (const subscription of await get<OrderSubscription[]>("/order-subscriptions")) {
      const dates = await get<SubscriptionOccurrence[]>(`/order-subscriptions/${subscription.id}/occurrences`);
      for (const date of dates) if (date.order) generated.add(date.order.id);
    }
    const made = orders.filter((o) => !generated.has(o.id));
    const count = (status: OrderStatus) => made.filter((o) => o.status === status).length;
    expect({
      draft: count("draft"),
      active: count("active"),
      inProgress: count("inProgress"),
      reported: count("reported"),
      invoiced: count("invoiced"),
      cancelled: count("cancelled"),
    }).toEqual({ draft: 3, active: 2, inProgress: 2, reported: 2, invoiced: 2, cancelled: 1 });
    for (const item of made) {
      const order = await get<Order>(`/orders/${item.id}`);
      expect(order.lines.length).toBeGreaterThan(0);
      for (const line of order.lines) {
        expect(line.manualPrice).toBe(false);
        expect(line.priceRule).not.toBeNull();
        expect(line.unitPriceOre).toBeGreaterThan(0);
      }
      expect(order.totals.grossOre).toBeGreaterThan(order.totals.netOre);
    }
    const reported = made.find((o) => o.status === "reported");
    const report = await get<{ complete: boolean; signature: unknown }>(`/orders/${reported?.id}/report`);
    expect(report.complete).toBe(true);
    expect(report.signature).not.toBeNull();
  });

  it("has a weekly and a yearly subscription in May, the weekly one's coming orders generated", async () => {
    const subscriptions = await get<OrderSubscription[]>("/order-subscriptions");
    expect(subscriptions.map((s) => [s.rrule, s.status])).toEqual([
      ["FREQ=WEEKLY;BYDAY=MO", "active"],
      ["FREQ=YEARLY", "active"],
    ]);
    const [weekly, yearly] = subscriptions;
    expect(yearly?.startDate.slice(5)).toBe("05-15");
    const dates = await get<SubscriptionOccurrence[]>(`/order-subscriptions/${weekly?.id}/occurrences`);
    const generated = dates.filter((d) => d.order);
    // Mondays from today to 14 days ahead: two, or three when today is a Monday.
    expect(generated.length).toBeGreaterThanOrEqual(2);
    expect(generated.every((d) => d.order?.status === "draft")).toBe(true);
    expect(dates.some((d) => d.order === null)).toBe(true);
  });

  it("has 30 plants of the customers, each due for sweeping in the coming months", async () => {
    const plants = await get<Plant[]>("/plants?limit=100");
    expect(plants).toHaveLength(30);
    const today = todayIn(PRODUCT_TIME_ZONE);
    const dues = plants.map((p) => p.intervals.find((i) => i.type === "SOTNING")?.nextDue ?? "");
    expect(dues.every((due) => due > today)).toBe(true);
    expect(new Set(dues.map((due) => due.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(new Set(plants.map((p) => p.area)).size).toBe(5);
    expect(plants.filter((p) => p.intervals.some((i) => i.type === "KONTROLL"))).toHaveLength(10);
  });
});
