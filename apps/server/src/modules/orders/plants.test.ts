import type { BudningResult, Permission, PlanningItem, PlanningOrdersResult, Plant } from "@app/contract";
import { and, eq, inArray } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createCustomer, createProduct } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { outbox } from "../../db/schema";
import { PRODUCT_TIME_ZONE, todayIn } from "../../lib/today";

const all: Permission[] = [
  "CustomerCreate",
  "CustomerEdit",
  "PublicationCreate",
  "SeeObjectsWithoutGroup",
  "OrderCreate",
  "OrderReport",
  "OrderActivateCancel",
  "Products",
];
const { t, fx } = appWithTwoCompanies(all);

/** A 1×1 PNG: the customer's drawn signature of the order's report. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const url = (companyId: string, rest = "") => `/api/companies/${companyId}/plants${rest}`;
const day = (from: string, change: { days?: number; months?: number }) =>
  Temporal.PlainDate.from(from).add(change).toString();

/** A company of its own (its administrator fx.a holds `all`) with a customer reachable by mail and phone. */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const tag = Math.random().toString(36).slice(2, 8);
  const customer = await createCustomer(t, fx.a, id, {
    name: "Villaägare Ek",
    email: `ek-${tag}@example.com`,
    phone: `+4670${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  });
  const today = todayIn(PRODUCT_TIME_ZONE);
  const plant = async (body: Record<string, unknown> = {}): Promise<Plant> => {
    const response = await t.api.as(fx.a).post(url(id), { name: "Oljepanna", customerId: customer.id, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const planning = async (query: string): Promise<PlanningItem[]> => {
    const response = await t.api.as(fx.a).get(url(id, `/planning?${query}`));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const budning = (items: { plantId: string; type: string }[], channel = "email", who = fx.a.token) =>
    t.api.as(who).post(url(id, "/budning"), { items, date: today, timeFrom: "08:00", timeTo: "12:00", channel });
  const sentTo = (recipient: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return { id, customer, today, plant, planning, budning, sentTo };
}

describe("plants", () => {
  it("creates, reads, lists by customer and updates a plant with its intervals", async () => {
    const w = await world();
    const created = await w.plant({
      plantType: "SELL",
      kind: "oljepanna",
      area: "Norr",
      address: { street: "Storgatan 1", postcode: "21120", city: "Malmö" },
      intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: "2027-03-01" }],
    });
    expect(created).toMatchObject({
      name: "Oljepanna",
      plantType: "SELL",
      kind: "oljepanna",
      area: "Norr",
      language: "se",
      customer: { id: w.customer.id, name: "Villaägare Ek" },
      address: { street: "Storgatan 1", postcode: "21120", city: "Malmö", country: "SE" },
      intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: "2027-03-01", lastDone: null, noticeSentFor: null }],
    });
    // A plant made without a language has its customer's: budning notices go out in it.
    const other = await createCustomer(t, fx.a, w.id, { name: "Annan", language: "en" });
    expect(await w.plant({ customerId: other.id, name: "Kakelugn" })).toMatchObject({ language: "en" });
    const listed = await t.api.as(fx.a).get(url(w.id, `?customerId=${w.customer.id}`));
    expect(listed.json().map((p: Plant) => p.name)).toEqual(["Oljepanna"]);

    const updated = await t.api.as(fx.a).put(url(w.id, `/${created.id}`), {
      area: "Söder",
      version: created.version,
      intervals: [
        { type: "SOTNING", intervalMonths: 6, nextDue: "2027-03-01" },
        { type: "KONTROLL", intervalMonths: 36, nextDue: "2028-01-15" },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ area: "Söder", version: created.version + 1 });
    expect(
      updated.json().intervals.map((i: { type: string; intervalMonths: number }) => [i.type, i.intervalMonths]),
    ).toEqual([
      ["KONTROLL", 36],
      ["SOTNING", 6],
    ]);
    const stale = await t.api.as(fx.a).put(url(w.id, `/${created.id}`), { area: "Väst", version: created.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("STALE_VERSION");
  });

  it("answers 401 without a token, 404 for another company's plant, 403 without the permission, 400 for bad input", async () => {
    const w = await world();
    const plant = await w.plant({ intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: w.today }] });
    expect((await t.api.anonymous().get(url(w.id, `/${plant.id}`))).statusCode).toBe(401);
    expect((await t.api.anonymous().get(url(w.id, "/planning"))).statusCode).toBe(401);
    expect((await t.api.as(fx.b).get(url(w.id, `/${plant.id}`))).statusCode).toBe(403);
    expect((await t.api.as(fx.b).get(url(fx.b.company.id, `/${plant.id}`))).statusCode).toBe(404);
    const items = [{ plantId: plant.id, type: "SOTNING" }];
    const elsewhere = await t.api.as(fx.b).post(url(fx.b.company.id, "/budning"), {
      items,
      date: w.today,
      timeFrom: "08:00",
      timeTo: "10:00",
      channel: "email",
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.api.as(fx.b).post(url(fx.b.company.id, "/planning/orders"), { items })).statusCode).toBe(404);

    const reader = await newMember(t, w.id, ["SeeObjectsWithoutGroup"]);
    expect((await t.api.as(reader.token).get(url(w.id, `/${plant.id}`))).statusCode).toBe(200);
    expect((await t.api.as(reader.token).post(url(w.id), { name: "X", customerId: w.customer.id })).statusCode).toBe(
      403,
    );
    expect((await t.api.as(reader.token).put(url(w.id, `/${plant.id}`), { area: "X" })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).post(url(w.id, "/planning/orders"), { items })).statusCode).toBe(403);
    expect((await w.budning(items, "email", reader.token)).statusCode).toBe(403);
    const visit = { type: "SOTNING", doneOn: w.today };
    expect((await t.api.as(reader.token).post(url(w.id, `/${plant.id}/visits`), visit)).statusCode).toBe(403);
    // Making orders is not sending the budning: OrderCreate alone may not notify the owner.
    const maker = await newMember(t, w.id, ["OrderCreate", "PublicationCreate", "SeeObjectsWithoutGroup"]);
    expect((await w.budning(items, "email", maker.token)).statusCode).toBe(403);
    const guest = await newMember(t, w.id, [], "GUEST");
    expect((await t.api.as(guest.token).get(url(w.id, "/planning"))).statusCode).toBe(403);
    expect((await t.api.as(guest.token).get(url(w.id, `/${plant.id}`))).statusCode).toBe(404);

    const bad = [
      { name: "", customerId: w.customer.id },
      { name: "X", customerId: w.customer.id, intervals: [{ type: "SOTNING", intervalMonths: 0 }] },
      {
        name: "X",
        customerId: w.customer.id,
        intervals: [
          { type: "SOTNING", intervalMonths: 12 },
          { type: "SOTNING", intervalMonths: 6 },
        ],
      },
    ];
    for (const body of bad) expect((await t.api.as(fx.a).post(url(w.id), body)).statusCode).toBe(400);
    const late = { items, date: w.today, timeFrom: "12:00", timeTo: "08:00", channel: "email" };
    expect((await t.api.as(fx.a).post(url(w.id, "/budning"), late)).statusCode).toBe(400);
    expect((await t.api.as(fx.a).get(url(w.id, "/planning?period=later"))).statusCode).toBe(400);
  });

  it("lists due plants overdue, this month and next month by area, filtered by type and area", async () => {
    const w = await world();
    const nextMonth = day(w.today.slice(0, 8).concat("01"), { months: 1 });
    const a = await w.plant({
      name: "Panna A",
      area: "Söder",
      intervals: [
        { type: "SOTNING", intervalMonths: 12, nextDue: day(w.today, { days: -3 }) },
        { type: "KONTROLL", intervalMonths: 36, nextDue: w.today },
      ],
    });
    const b = await w.plant({
      name: "Kamin B",
      area: "Norr",
      intervals: [{ type: "SOTNING", intervalMonths: 6, nextDue: w.today }],
    });
    await w.plant({
      name: "Later C",
      intervals: [{ type: "SOTNING", intervalMonths: 6, nextDue: day(nextMonth, { months: 1 }) }],
    });
    const d = await w.plant({
      name: "Next D",
      intervals: [{ type: "BESIKTNING", intervalMonths: 24, nextDue: nextMonth }],
    });

    const overdue = await w.planning("period=overdue");
    expect(overdue.map((i) => [i.plant.name, i.type])).toEqual([["Panna A", "SOTNING"]]);
    expect(overdue[0]).toMatchObject({
      customer: { name: "Villaägare Ek" },
      hasEmail: true,
      hasPhone: true,
      noticeSent: false,
      order: null,
    });
    const thisMonth = await w.planning("period=thisMonth");
    expect(thisMonth.map((i) => [i.plant.area, i.plant.id, i.type])).toEqual([
      ["Norr", b.id, "SOTNING"],
      ["Söder", a.id, "KONTROLL"],
    ]);
    expect((await w.planning("period=nextMonth")).map((i) => i.plant.id)).toEqual([d.id]);
    expect((await w.planning("period=thisMonth&area=S%C3%B6der")).map((i) => i.plant.id)).toEqual([a.id]);
    expect((await w.planning("period=thisMonth&type=SOTNING")).map((i) => i.plant.id)).toEqual([b.id]);
    const areas = await t.api.as(fx.a).get(url(w.id, "/planning/areas"));
    expect(areas.json()).toEqual(["Norr", "Söder"]);
  });

  it("makes one draft order per plant and type for its due date, once, and reporting it moves the next due date", async () => {
    const w = await world();
    const product = await createProduct(t, fx.a, w.id, {
      name: "Sotning",
      type: "plant",
      plantType: "BOTH",
      salesPriceOre: 60_000,
      vatRate: 25,
    });
    const due = day(w.today, { days: -10 });
    const plant = await w.plant({
      address: { street: "Bygatan 2", city: "Lund" },
      intervals: [
        { type: "SOTNING", intervalMonths: 12, nextDue: due },
        { type: "KONTROLL", intervalMonths: 36, nextDue: null },
      ],
    });
    const items = [
      { plantId: plant.id, type: "SOTNING" },
      { plantId: plant.id, type: "KONTROLL" },
    ];
    const made = await t.api.as(fx.a).post(url(w.id, "/planning/orders"), { items, productId: product.id });
    expect(made.statusCode, made.body).toBe(200);
    const result: PlanningOrdersResult = made.json();
    expect(result.skipped).toEqual([{ plantId: plant.id, type: "KONTROLL", reason: "notDue" }]);
    const [sweep] = result.made;
    const order = (await t.api.as(fx.a).get(`/api/companies/${w.id}/orders/${sweep?.orderId}`)).json();
    expect(order).toMatchObject({
      status: "draft",
      name: "Sotning – Oljepanna",
      customer: { id: w.customer.id },
      plant: { id: plant.id },
      deliveryAddress: { street: "Bygatan 2", city: "Lund" },
      plannedStart: w.today,
      lines: [{ product: { id: product.id }, quantity: 1, unitPriceOre: 60_000 }],
    });
    const again = (await t.api.as(fx.a).post(url(w.id, "/planning/orders"), { items: items.slice(0, 1) })).json();
    expect(again).toEqual({ made: [], skipped: [{ plantId: plant.id, type: "SOTNING", reason: "alreadyDone" }] });
    expect((await w.planning("period=overdue"))[0]?.order).toEqual({ id: sweep?.orderId, number: sweep?.number });

    const orderUrl = `/api/companies/${w.id}/orders/${sweep?.orderId}`;
    for (const action of ["activate", "start"])
      expect((await t.api.as(fx.a).post(`${orderUrl}/${action}`, {})).statusCode).toBe(200);
    const saved = await t.api.as(fx.a).put(`${orderUrl}/report`, {
      lines: [{ lineId: order.lines[0].id, deliveredQuantity: 1 }],
      signature: { image: `data:image/png;base64,${PNG}`, signerName: "Ek" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reported = await t.api.as(fx.a).post(`${orderUrl}/report`, {});
    expect(reported.statusCode, reported.body).toBe(200);
    const after: Plant = (await t.api.as(fx.a).get(url(w.id, `/${plant.id}`))).json();
    expect(after.intervals.find((i) => i.type === "SOTNING")).toMatchObject({
      lastDone: w.today,
      nextDue: day(w.today, { months: 12 }),
    });
    expect(await w.planning("period=overdue")).toEqual([]);
  });

  it("moves the next due date by the interval when a visit is recorded", async () => {
    const w = await world();
    const plant = await w.plant({ intervals: [{ type: "SOTNING", intervalMonths: 6, nextDue: "2026-11-01" }] });
    const visit = await t.api
      .as(fx.a)
      .post(url(w.id, `/${plant.id}/visits`), { type: "SOTNING", doneOn: "2026-08-31" });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().intervals[0]).toMatchObject({ lastDone: "2026-08-31", nextDue: "2027-02-28" });
    const missing = await t.api
      .as(fx.a)
      .post(url(w.id, `/${plant.id}/visits`), { type: "KONTROLL", doneOn: "2026-08-31" });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the budning by mail in the plant's language and by SMS through the outbox, once per due date", async () => {
    const w = await world();
    const sv = await w.plant({
      name: "Oljepanna",
      address: { street: "Storgatan 1", postcode: "21120", city: "Malmö" },
      intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: w.today }],
    });
    const answer = await w.budning([{ plantId: sv.id, type: "SOTNING" }]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ sent: [{ plantId: sv.id, type: "SOTNING", to: w.customer.email }], skipped: [] });
    const [mail] = await w.sentTo(w.customer.email);
    expect(mail).toMatchObject({ channel: "email", subject: `Besök för sotning ${w.today}` });
    expect(mail?.body).toContain(
      `kommer för sotning av Oljepanna på Storgatan 1, 21120 Malmö den ${w.today} mellan 08:00–12:00`,
    );
    expect(mail?.body).toContain(`Boka om: ${fx.a.user.email}`);
    expect((await w.planning("period=thisMonth"))[0]?.noticeSent).toBe(true);

    const twice = (await w.budning([{ plantId: sv.id, type: "SOTNING" }])).json();
    expect(twice).toEqual({ sent: [], skipped: [{ plantId: sv.id, type: "SOTNING", reason: "alreadyDone" }] });
    expect(await w.sentTo(w.customer.email)).toHaveLength(1);

    const en = await w.plant({
      name: "Stove",
      language: "en",
      intervals: [{ type: "KONTROLL", intervalMonths: 36, nextDue: w.today }],
    });
    await w.budning([{ plantId: en.id, type: "KONTROLL" }], "sms");
    const [sms] = await w.sentTo(w.customer.phone);
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms?.body).toContain(`will come for fire safety check of Stove`);

    const silent = await createCustomer(t, fx.a, w.id, { name: "Utan adress" });
    const unreachable = await w.plant({
      customerId: silent.id,
      intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: w.today }],
    });
    const none = (await w.budning([{ plantId: unreachable.id, type: "SOTNING" }])).json();
    expect(none.skipped).toEqual([{ plantId: unreachable.id, type: "SOTNING", reason: "noRecipient" }]);
    expect((await w.planning("period=thisMonth")).find((i) => i.plant.id === unreachable.id)?.noticeSent).toBe(false);

    // A visit done gives a new due date: its notice may be sent again.
    await t.api.as(fx.a).post(url(w.id, `/${sv.id}/visits`), { type: "SOTNING", doneOn: w.today });
    expect((await w.budning([{ plantId: sv.id, type: "SOTNING" }])).json().sent).toHaveLength(1);
    expect(await w.sentTo(w.customer.email)).toHaveLength(2);
  });

  it("sends each notice and makes each order once when several people act at the same moment", async () => {
    const w = await world();
    const plants = await Promise.all(
      ["A", "B", "C"].map((name) =>
        w.plant({ name, intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: w.today }] }),
      ),
    );
    const items = plants.map((p) => ({ plantId: p.id, type: "SOTNING" }));
    const answers = await Promise.all([w.budning(items), w.budning(items), w.budning([...items].reverse())]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const sent = answers.flatMap((answer) => (answer.json() as BudningResult).sent);
    expect(sent.map((s) => s.plantId).sort()).toEqual(plants.map((p) => p.id).sort());
    const rows = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, w.customer.email), inArray(outbox.channel, ["email"])));
    expect(rows).toHaveLength(3);

    // Orders made at the same moment for the same due dates: one each, whatever the selections' order.
    const makes = await Promise.all(
      [items, [...items].reverse(), items.slice(1)].map((selection) =>
        t.api.as(fx.a).post(url(w.id, "/planning/orders"), { items: selection }),
      ),
    );
    for (const answer of makes) expect(answer.statusCode, answer.body).toBe(200);
    const made = makes.flatMap((answer) => (answer.json() as PlanningOrdersResult).made);
    expect(made.map((m) => m.plantId).sort()).toEqual(plants.map((p) => p.id).sort());
  });
});
