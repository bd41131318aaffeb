import type { Order, OrderListItem, OrderSubscription, Permission, SubscriptionOccurrence } from "@app/contract";
import { describe, expect, it } from "vitest";
import { createCustomer, createPriceList, createProduct, setPriceListItem } from "../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../test/fixtures";
import { newMember } from "../../test/objects";
import { generateSubscriptionOrders } from "./order-subscriptions";

const all: Permission[] = [
  "CustomerCreate",
  "PublicationCreate",
  "SeeObjectsWithoutGroup",
  "OrderCreate",
  "OrderActivateCancel",
  "Products",
  "PriceLists",
];
const { t, fx } = appWithTwoCompanies(all);

/**
 * A company of its own (Stockholm time), a customer with its own list pricing a product from June on.
 * The tests that run the job at a given moment use dates years ahead: creating a subscription makes
 * the orders of its horizon from the real day at once.
 */
async function world() {
  const company = await createCompany(t.deps.db, { timeZone: "Europe/Stockholm" });
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const customer = await createCustomer(t, fx.a, id, { name: "Återvinning AB" });
  const product = await createProduct(t, fx.a, id, { name: "Hämtning", salesPriceOre: 30_000 });
  const list = await createPriceList(t, fx.a, id, { name: "Sommar", customerId: customer.id, validFrom: "2037-06-01" });
  await setPriceListItem(t, fx.a, id, list.id, product.id, { priceOre: 25_000 });
  const base = `/api/companies/${id}/order-subscriptions`;
  const subscribe = async (body: Record<string, unknown>): Promise<OrderSubscription> => {
    const response = await t.api.as(fx.a).post(base, {
      name: "Hämtning varannan vecka",
      customerId: customer.id,
      lines: [{ productId: product.id, quantity: 1 }],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const orders = async (): Promise<OrderListItem[]> =>
    (await t.api.as(fx.a).get(`/api/companies/${id}/orders?customerId=${customer.id}&limit=100`)).json();
  const occurrences = async (subscriptionId: string): Promise<SubscriptionOccurrence[]> =>
    (await t.api.as(fx.a).get(`${base}/${subscriptionId}/occurrences`)).json();
  return { id, base, customer, product, subscribe, orders, occurrences };
}

describe("order subscriptions", () => {
  it("generate each date's order within the horizon exactly once, even with the job run three times at once on two connections", async () => {
    const w = await world();
    const sub = await w.subscribe({ rrule: "FREQ=WEEKLY;INTERVAL=2", startDate: "2037-05-17", horizonDays: 30 });
    expect(sub).toMatchObject({ status: "active", rrule: "FREQ=WEEKLY;INTERVAL=2", horizonDays: 30 });
    const now = new Date("2037-05-20T10:00:00Z");
    const other = t.connectAgain();
    const counts = await Promise.all([
      generateSubscriptionOrders(t.deps, now),
      generateSubscriptionOrders({ db: other.db }, now),
      generateSubscriptionOrders(t.deps, now),
    ]);
    await other.close();
    // 2037-05-20 + 30 days = 06-19: the dates 05-31 and 06-14 (05-17 is past).
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const made = await w.orders();
    expect(made.map((o) => o.orderDate).sort()).toEqual(["2037-05-31", "2037-06-14"]);
    expect(await generateSubscriptionOrders(t.deps, now)).toBe(0);

    // Priced at its own date: the customer's list starts in June.
    const june = made.find((o) => o.orderDate === "2037-06-14");
    const order: Order = (await t.api.as(fx.a).get(`/api/companies/${w.id}/orders/${june?.id}`)).json();
    expect(order).toMatchObject({
      status: "draft",
      plannedStart: "2037-06-14",
      subscription: { id: sub.id, occurrenceDate: "2037-06-14" },
    });
    expect(order.lines[0]).toMatchObject({ unitPriceOre: 25_000, priceRule: { kind: "customerList" } });
    const may = made.find((o) => o.orderDate === "2037-05-31");
    expect(may?.netOre).toBe(30_000);

    // Later, the next dates come; the list shows made and coming dates.
    expect(await generateSubscriptionOrders(t.deps, new Date("2037-06-01T10:00:00Z"))).toBe(1);
    const dates = await w.occurrences(sub.id);
    expect(dates.filter((d) => d.order).map((d) => d.date)).toEqual(["2037-06-28", "2037-06-14", "2037-05-31"]);
  });

  it("a configurable product's line keeps its choices through a GET → PUT of the subscription, and its orders are priced with them", async () => {
    const w = await world();
    const shirt = await createProduct(t, fx.a, w.id, {
      name: "Tröja",
      type: "configurable",
      salesPriceOre: 20_000,
      options: [
        { name: "Storlek", choices: [{ name: "S" }, { name: "XL", priceChangeOre: 2_500 }] },
        { name: "Material", choices: [{ name: "Ull", priceChangeOre: 5_000 }] },
      ],
    });
    const xl = shirt.options[0]?.choices[1]?.id ?? "";
    const wool = shirt.options[1]?.choices[0]?.id ?? "";
    const choices = [
      { id: xl, optionId: shirt.options[0]?.id, optionName: "Storlek", name: "XL", priceChangeOre: 2_500 },
      { id: wool, optionId: shirt.options[1]?.id, optionName: "Material", name: "Ull", priceChangeOre: 5_000 },
    ];
    const sub = await w.subscribe({
      rrule: "FREQ=WEEKLY",
      startDate: "2037-09-07",
      horizonDays: 7,
      lines: [
        { productId: w.product.id, quantity: 1 },
        { productId: shirt.id, quantity: 2, choiceIds: [wool, xl] },
      ],
    });
    expect(sub.lines.map((l) => l.choices)).toEqual([[], choices]);
    // The subscription sent back whole as GET answers it keeps the choices.
    const read: OrderSubscription = (await t.api.as(fx.a).get(`${w.base}/${sub.id}`)).json();
    expect(read.lines[1]?.choices).toEqual(choices);
    const whole = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { ...read, horizonDays: 8 });
    expect(whole.statusCode, whole.body).toBe(200);
    expect((whole.json() as OrderSubscription).lines.map((l) => l.choices)).toEqual([[], choices]);
    // A line sent without choices keeps the saved line's (same position, same product); [] clears them.
    const bare = read.lines.map(({ choices: _choices, ...line }) => line);
    const kept = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { lines: bare });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as OrderSubscription).lines[1]?.choices).toEqual(choices);
    const swapped = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { lines: [bare[1], bare[0]] });
    expect((swapped.json() as OrderSubscription).lines.map((l) => l.choices)).toEqual([[], []]);
    const again = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { lines: read.lines });
    expect((again.json() as OrderSubscription).lines[1]?.choices).toEqual(choices);

    // The generated order's line has the choices and is priced with them at its date: 20 000 + 2 500 + 5 000.
    // The job covers every company: what this subscription made is read from its customer's orders.
    await generateSubscriptionOrders(t.deps, new Date("2037-09-03T10:00:00Z"));
    const [made, ...more] = await w.orders();
    expect(more).toEqual([]);
    const order: Order = (await t.api.as(fx.a).get(`/api/companies/${w.id}/orders/${made?.id}`)).json();
    expect(order.plannedStart).toBe("2037-09-07");
    expect(order.lines[1]).toMatchObject({ product: { id: shirt.id }, choices, unitPriceOre: 27_500, netOre: 55_000 });
    expect(order.lines[0]).toMatchObject({ choices: [], unitPriceOre: 25_000, priceRule: { kind: "customerList" } });
  });

  it("a new subscription's due orders are made on creation, each date once with the job run at the same moment on two connections", async () => {
    const w = await world();
    const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // Three days from the day after tomorrow: within the horizon whatever the hour in Stockholm.
    const expected = [days(2), days(3), days(4)];
    const other = t.connectAgain();
    const [sub] = await Promise.all([
      w.subscribe({ rrule: "FREQ=DAILY;COUNT=3", startDate: days(2), horizonDays: 14 }),
      generateSubscriptionOrders(t.deps),
      generateSubscriptionOrders({ db: other.db }),
      generateSubscriptionOrders(t.deps),
    ]);
    await other.close();
    expect((await w.orders()).map((o) => o.orderDate).sort()).toEqual(expected);
    const dates = await w.occurrences(sub.id);
    expect(dates.map((d) => [d.date, d.order?.status])).toEqual([...expected].reverse().map((d) => [d, "draft"]));
    expect(await generateSubscriptionOrders(t.deps)).toBe(0);
    expect(await w.orders()).toHaveLength(3);
  });

  it("a resumed subscription's due orders are made on resuming, each date once with the job run at the same moment", async () => {
    const w = await world();
    const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const sub = await w.subscribe({ rrule: "FREQ=WEEKLY;COUNT=2", startDate: days(20), horizonDays: 5 });
    expect(await w.orders()).toHaveLength(0);
    const paused = await t.api.as(fx.a).post(`${w.base}/${sub.id}/pause`, {});
    // Paused, a longer horizon reaches both dates; nothing is made until it is resumed.
    const saved = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { horizonDays: 60, version: paused.json().version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await generateSubscriptionOrders(t.deps)).toBe(0);
    expect(await w.orders()).toHaveLength(0);
    const other = t.connectAgain();
    const [resumed] = await Promise.all([
      t.api.as(fx.a).post(`${w.base}/${sub.id}/resume`, {}),
      generateSubscriptionOrders(t.deps),
      generateSubscriptionOrders({ db: other.db }),
    ]);
    await other.close();
    expect(resumed.json().status).toBe("active");
    expect((await w.orders()).map((o) => o.orderDate).sort()).toEqual([days(20), days(27)]);
    expect(await generateSubscriptionOrders(t.deps)).toBe(0);
  });

  it("pause, resume and end: a paused or ended subscription generates nothing; a state that does not allow it answers 409", async () => {
    const w = await world();
    const sub = await w.subscribe({ rrule: "FREQ=MONTHLY", startDate: "2037-08-01", horizonDays: 10 });
    const act = (action: string, token = fx.a.token) => t.api.as(token).post(`${w.base}/${sub.id}/${action}`, {});
    // The job covers every company: what this subscription made is read from its customer's orders.
    expect((await act("pause")).json().status).toBe("paused");
    await generateSubscriptionOrders(t.deps, new Date("2037-07-25T10:00:00Z"));
    expect(await w.orders()).toHaveLength(0);
    expect((await act("pause")).statusCode).toBe(409);
    expect((await act("resume")).json().status).toBe("active");
    await generateSubscriptionOrders(t.deps, new Date("2037-07-25T10:00:00Z"));
    expect((await w.orders()).map((o) => o.orderDate)).toEqual(["2037-08-01"]);
    expect((await act("end")).json().status).toBe("ended");
    expect((await act("resume")).json()).toMatchObject({ code: "CONFLICT", current: { status: "ended" } });
    await generateSubscriptionOrders(t.deps, new Date("2037-08-25T10:00:00Z"));
    expect(await w.orders()).toHaveLength(1);
    const seller = await newMember(t, w.id, ["OrderCreate"]);
    expect((await act("pause", seller.token)).statusCode).toBe(403);
  });

  it("validates the rule, dates and lines, naming the field; answers 401, 403 and another company's 404", async () => {
    const w = await world();
    const cases: [object, string][] = [
      [{ rrule: "FREQ=HOURLY", startDate: "2037-01-01" }, "rrule"],
      [{ rrule: "FREQ=WEEKLY", startDate: "2037-13-01" }, "startDate"],
      [{ rrule: "FREQ=WEEKLY", startDate: "2037-02-01", endDate: "2037-01-01" }, "endDate"],
      [{ rrule: "FREQ=WEEKLY", startDate: "2037-02-01", horizonDays: 400 }, "horizonDays"],
    ];
    for (const [body, field] of cases) {
      const response = await t.api.as(fx.a).post(w.base, { name: "x", customerId: w.customer.id, ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const sub = await w.subscribe({ rrule: "FREQ=YEARLY", startDate: "2037-05-01" });
    expect((await t.api.anonymous().get(`${w.base}/${sub.id}`)).statusCode).toBe(401);
    const reader = await newMember(t, w.id, ["SeeObjectsWithoutGroup"]);
    const body = { name: "x", customerId: w.customer.id, rrule: "FREQ=WEEKLY", startDate: "2037-05-01" };
    expect((await t.api.as(reader.token).post(w.base, body)).statusCode).toBe(403);
    expect((await t.api.as(reader.token).get(`${w.base}/${sub.id}`)).statusCode).toBe(200);
    const inB = `/api/companies/${fx.b.company.id}/order-subscriptions/${sub.id}`;
    expect((await t.api.as(fx.b).get(inB)).statusCode).toBe(404);
    expect((await t.api.as(fx.b).put(inB, { horizonDays: 3 })).statusCode).toBe(404);
    const saved = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { horizonDays: 3, version: sub.version });
    expect(saved.json()).toMatchObject({ horizonDays: 3, version: sub.version + 1 });
    const stale = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { horizonDays: 4, version: sub.version });
    expect(stale.json().code).toBe("STALE_VERSION");
    // Another customer: the subscription's and its object's; another company's customer is refused.
    const other = await createCustomer(t, fx.a, w.id, { name: "Ny kund AB" });
    const moved = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { customerId: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().customer).toMatchObject({ id: other.id, name: "Ny kund AB" });
    const object = await t.api.as(fx.a).get(`/api/companies/${w.id}/publications/${sub.id}`);
    expect(object.json().customer).toMatchObject({ id: other.id });
    const foreign = await createCustomer(t, fx.b, fx.b.company.id, { name: "Annat bolags kund" });
    const refused = await t.api.as(fx.a).put(`${w.base}/${sub.id}`, { customerId: foreign.id });
    expect([400, 404]).toContain(refused.statusCode);
    expect((await t.api.as(fx.a).get(`${w.base}/${sub.id}`)).json().customer.id).toBe(other.id);
  });
  it("lists the subscriptions by a search in their name, their status and their customer", async () => {
    const w = await world();
    const weekly = await w.subscribe({
      name: "Hämtning 50% varje vecka",
      rrule: "FREQ=WEEKLY",
      startDate: "2037-05-01",
    });
    const yearly = await w.subscribe({ name: "Besiktning i maj", rrule: "FREQ=YEARLY", startDate: "2037-05-03" });
    await t.api.as(fx.a).post(`${w.base}/${yearly.id}/pause`, {});
    const names = async (query: string) =>
      ((await t.api.as(fx.a).get(`${w.base}?${query}`)).json() as OrderSubscription[]).map((s) => s.name);
    expect(await names("")).toEqual(["Besiktning i maj", "Hämtning 50% varje vecka"]);
    expect(await names("q=VECKA")).toEqual([weekly.name]);
    // A wildcard typed is a character searched for.
    expect(await names(`q=${encodeURIComponent("50%")}`)).toEqual([weekly.name]);
    expect(await names(`q=${encodeURIComponent("%")}&status=active`)).toEqual([weekly.name]);
    expect(await names("status=paused")).toEqual([yearly.name]);
    const other = await createCustomer(t, fx.a, w.id, { name: "Annan kund" });
    expect(await names(`customerId=${other.id}`)).toEqual([]);
    expect(await names(`customerId=${w.customer.id}&q=maj`)).toEqual([yearly.name]);
  });
});
