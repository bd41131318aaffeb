import type { Order, OrderListItem, Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createCustomerContact,
  createPortal,
  createPriceList,
  createProduct,
  SIGNATURE_PNG,
  saveOrderReport,
  setPriceListItem,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { lastMessage } from "../../../test/helpers";
import { newMember } from "../../../test/objects";
import { auditEvents, notifications } from "../../db/schema";

const all: Permission[] = [
  "CustomerCreate",
  "CustomerEdit",
  "PublicationCreate",
  "SeeObjectsWithoutGroup",
  "OrderCreate",
  "OrderCopy",
  "OrderReport",
  "OrderActivateCancel",
  "Products",
  "PriceLists",
  "AuthorizationGroups",
  "CompanyInfoEdit",
];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/orders${rest}`;

/** A company of its own for a test: its administrator (fx.a) holds `all`; a customer with its own price list. */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const customer = await createCustomer(t, fx.a, id, { name: "Sotarns Kund AB" });
  const product = await createProduct(t, fx.a, id, {
    name: "Sotning",
    salesPriceOre: 50_000,
    vatRate: 25,
    unitCode: "PCS",
  });
  const food = await createProduct(t, fx.a, id, { name: "Ved", salesPriceOre: 12_345, vatRate: 12, unitCode: "KGM" });
  const priceList = await createPriceList(t, fx.a, id, { name: "Kundens", customerId: customer.id });
  await setPriceListItem(t, fx.a, id, priceList.id, product.id, { priceOre: 40_000 });
  const order = async (body: Record<string, unknown> = {}, who = fx.a.token): Promise<Order> => {
    const response = await t.api.as(who).post(url(id), { customerId: customer.id, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const act = (orderId: string, action: string, body: object = {}, who = fx.a.token) =>
    t.api.as(who).post(url(id, `/${orderId}/${action}`), body);
  const listOrders = async (query = ""): Promise<OrderListItem[]> => {
    const response = await t.api.as(fx.a).get(url(id, query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { id, company, customer, product, food, priceList, order, act, list: listOrders };
}

describe("orders", () => {
  it("numbers orders from the company's sequence and prices lines by the customer's list, showing the rule and the totals", async () => {
    const w = await world();
    const first = await w.order({
      orderDate: "2026-05-04",
      lines: [
        { productId: w.product.id, quantity: 2 },
        { productId: w.food.id, quantity: 2.5, discountPercent: 10 },
      ],
    });
    expect(first).toMatchObject({ number: 1, status: "draft", name: "Order 1", orderDate: "2026-05-04" });
    expect(first.customer).toMatchObject({ id: w.customer.id, name: "Sotarns Kund AB" });
    const [sweep, wood] = first.lines;
    expect(sweep).toMatchObject({
      product: { id: w.product.id, name: "Sotning" },
      description: "Sotning",
      unitCode: "PCS",
      unitPriceOre: 40_000,
      manualPrice: false,
      priceRule: { kind: "customerList", basis: "listPrice", listName: "Kundens" },
      pricedOn: "2026-05-04",
      vatRate: 25,
      netOre: 80_000,
    });
    // 123,45 × 2,5 = 308,625 → 308,63; 10 % off: 30,86 → 277,77.
    expect(wood).toMatchObject({ unitPriceOre: 12_345, lineOre: 30_863, allowanceOre: 3086, netOre: 27_777 });
    expect(first.totals).toEqual({
      netOre: 107_777,
      vat: [
        { rate: 25, baseOre: 80_000, vatOre: 20_000 },
        { rate: 12, baseOre: 27_777, vatOre: 3333 },
      ],
      vatOre: 23_333,
      grossOre: 131_110,
    });
    expect((await w.order()).number).toBe(2);
    // Another company's numbers are its own.
    const other = await createCustomer(t, fx.b, fx.b.company.id, { name: "B:s kund" });
    const inB = await t.api.as(fx.b).post(url(fx.b.company.id), { customerId: other.id });
    expect(inB.statusCode, inB.body).toBe(201);
    expect(inB.json().number).toBe(1);
    // The list shows the totals.
    const [listed] = await w.list(`?customerId=${w.customer.id}&status=draft&limit=1`);
    expect(listed).toMatchObject({ number: 2 });
    expect((await w.list("?q=Order%201")).map((o) => o.number)).toEqual([1]);
    expect((await w.list("?q=2")).map((o) => o.number)).toEqual([2]);
  });

  it("never gives two concurrent creates the same number", async () => {
    const w = await world();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.api.as(fx.a).post(url(w.id), { customerId: w.customer.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const numbers = answers.map((answer) => answer.json().number).sort((x: number, y: number) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("keeps a saved line's price when the price list changes; prices by hand only with PriceLists", async () => {
    const w = await world();
    const order = await w.order({ lines: [{ productId: w.product.id, quantity: 1 }] });
    await setPriceListItem(t, fx.a, w.id, w.priceList.id, w.product.id, { priceOre: 45_000 });
    const [line] = order.lines;
    const kept = await t.api
      .as(fx.a)
      .put(url(w.id, `/${order.id}/lines`), { version: order.version, lines: [{ ...line, productId: w.product.id }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().lines[0].unitPriceOre).toBe(40_000);
    // A new quantity is priced again, at the list's price now.
    const again = await t.api
      .as(fx.a)
      .put(url(w.id, `/${order.id}/lines`), { lines: [{ id: line?.id, productId: w.product.id, quantity: 3 }] });
    expect(again.json().lines[0]).toMatchObject({ unitPriceOre: 45_000, netOre: 135_000 });
    // A stale version is refused with the state as it is.
    const stale = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), { version: order.version, lines: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION", current: { status: "draft" } });

    const seller = await newMember(t, w.id, ["OrderCreate", "PublicationCreate", "SeeObjectsWithoutGroup"]);
    const byHand = { productId: w.product.id, quantity: 1, manualPrice: true, unitPriceOre: 100 };
    const refused = await t.api.as(seller.token).put(url(w.id, `/${order.id}/lines`), { lines: [byHand] });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), { lines: [byHand] });
    expect(allowed.json().lines[0]).toMatchObject({ unitPriceOre: 100, manualPrice: true, priceRule: null });
    // Sent back unchanged, a line priced by hand is kept for anyone who may edit the order.
    const back = await t.api.as(seller.token).put(url(w.id, `/${order.id}/lines`), { lines: allowed.json().lines });
    expect(back.statusCode, back.body).toBe(200);
    // A free line names what the product would.
    const free = await t.api
      .as(fx.a)
      .put(url(w.id, `/${order.id}/lines`), { lines: [{ productId: null, quantity: 1, unitPriceOre: 500 }] });
    expect(free.statusCode).toBe(400);
    expect(free.json().field).toBe("lines.0.description");
  });

  it("answers a line's choices and keeps them, and its price, through a GET → PUT round trip of the lines", async () => {
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
    const made = await w.order({ lines: [{ productId: shirt.id, quantity: 2, choiceIds: [wool, xl] }] });
    const read = await t.api.as(fx.a).get(url(w.id, `/${made.id}`));
    const order: Order = read.json();
    const [line] = order.lines;
    expect(line).toMatchObject({ unitPriceOre: 27_500, netOre: 55_000 });
    expect(line?.choices).toEqual([
      { id: xl, optionId: shirt.options[0]?.id, optionName: "Storlek", name: "XL", priceChangeOre: 2_500 },
      { id: wool, optionId: shirt.options[1]?.id, optionName: "Material", name: "Ull", priceChangeOre: 5_000 },
    ]);
    // The sales price changes: a saved line keeps its price and its choices.
    const updated = await t.api
      .as(fx.a)
      .put(`/api/companies/${w.id}/products/${shirt.id}`, { salesPriceOre: 30_000, version: shirt.version });
    expect(updated.statusCode, updated.body).toBe(200);
    // As the web saves them: each line with its id, product and choice ids, a new line added.
    const asWeb = (l: Order["lines"][number]) => ({
      id: l.id,
      productId: l.product?.id ?? null,
      choiceIds: l.choices.map((c) => c.id),
      description: l.description,
      quantity: l.quantity,
      unitCode: l.unitCode,
      manualPrice: l.manualPrice,
      discountPercent: l.discountPercent,
      vatRate: l.vatRate,
    });
    const saved = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), {
      version: order.version,
      lines: [...order.lines.map(asWeb), { productId: w.food.id, quantity: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [kept, wood] = (saved.json() as Order).lines;
    expect(kept).toMatchObject({ id: line?.id, unitPriceOre: 27_500, netOre: 55_000, choices: line?.choices });
    expect(wood).toMatchObject({ choices: [], unitPriceOre: 12_345 });
    // The lines as GET answers them, sent back whole; and a client that sends no choices at all.
    const whole = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), { lines: (saved.json() as Order).lines });
    expect(whole.json().lines[0]).toMatchObject({ unitPriceOre: 27_500, choices: line?.choices });
    const { choiceIds: _ids, ...withoutChoices } = asWeb(kept as Order["lines"][number]);
    const bare = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), { lines: [withoutChoices] });
    expect(bare.json().lines[0]).toMatchObject({ unitPriceOre: 27_500, choices: line?.choices });
    // A new quantity is priced again with its choices, at today's sales price; [] clears them.
    const more = await t.api
      .as(fx.a)
      .put(url(w.id, `/${order.id}/lines`), { lines: [{ ...withoutChoices, quantity: 3 }] });
    expect(more.json().lines[0]).toMatchObject({ unitPriceOre: 37_500, netOre: 112_500, choices: line?.choices });
    const none = await t.api
      .as(fx.a)
      .put(url(w.id, `/${order.id}/lines`), { lines: [{ ...withoutChoices, quantity: 3, choiceIds: [] }] });
    expect(none.json().lines[0]).toMatchObject({ unitPriceOre: 30_000, choices: [] });
    // Two choices of one option are refused naming the line's field.
    const twice = await t.api.as(fx.a).put(url(w.id, `/${order.id}/lines`), {
      lines: [{ productId: shirt.id, quantity: 1, choiceIds: [xl, shirt.options[0]?.choices[0]?.id] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe("lines.0.choiceIds");
  });

  it("moves through the states by permission; a state that does not allow the action answers 409 with the current one", async () => {
    const w = await world();
    const worker = await newMember(t, w.id, ["OrderReport", "SeeObjectsWithoutGroup"]);
    const order = await w.order({ assigneeIds: [worker.user.id], name: "Sotning Storgatan" });
    expect(order.assignees).toEqual([{ id: worker.user.id, name: worker.user.name }]);

    expect((await w.act(order.id, "start")).statusCode).toBe(409);
    expect((await w.act(order.id, "activate", {}, worker.token)).statusCode).toBe(403);
    const active = await w.act(order.id, "activate");
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({ status: "active", statusChangedBy: { id: fx.a.user.id } });

    // The assigned member is told: bell and mail.
    const bell = await t.deps.db.select().from(notifications).where(eq(notifications.userId, worker.user.id));
    expect(bell.map((n) => n.data.notification)).toMatchObject([
      { type: "ORDER_STATUS", text: "active", publication: { id: order.id } },
    ]);
    expect((await lastMessage(t.deps, worker.user.email))?.subject).toBe("Order Sotning Storgatan är aktiv");

    expect((await w.act(order.id, "start", {}, worker.token)).json().status).toBe("inProgress");
    // Reported once the customer signed its report (order-report.test.ts).
    await saveOrderReport(t, worker, w.id, order.id, {
      lines: [],
      signature: { image: SIGNATURE_PNG, signerName: "Kund" },
    });
    expect((await w.act(order.id, "report", {}, worker.token)).json().status).toBe("reported");
    const late = await w.act(order.id, "cancel", { reason: "Kunden ångrade sig" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "CONFLICT", field: "status", current: { status: "reported" } });
    // Reported orders no longer change.
    const edit = await t.api.as(fx.a).put(url(w.id, `/${order.id}`), { internalNotes: "x" });
    expect(edit.statusCode).toBe(409);
    expect((await w.act(order.id, "invoice")).json().status).toBe("invoiced");

    const other = await w.order();
    expect((await w.act(other.id, "cancel", { reason: "  " })).statusCode).toBe(400);
    const cancelled = await w.act(other.id, "cancel", { reason: "Dubblett" });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancelReason: "Dubblett" });

    // The audit trigger logged the state change.
    const events = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, w.id), eq(auditEvents.entityId, other.id)));
    expect(events.some((e) => e.kind === "orders" && e.action === "update" && e.actorUserId === fx.a.user.id)).toBe(
      true,
    );
  });

  it("shows an order to its assigned and responsible members whatever its group, and to nobody else without a right to see it", async () => {
    const w = await world();
    const worker = await newMember(t, w.id, ["OrderReport"]);
    const lead = await newMember(t, w.id, ["OrderReport"]);
    const subcontractor = await newMember(t, w.id, [], "GUEST");
    const bystander = await newMember(t, w.id, ["OrderReport"]);
    const order = await w.order({ assigneeIds: [worker.user.id, subcontractor.user.id], responsibleId: lead.user.id });
    for (const who of [worker, lead, subcontractor]) {
      expect((await t.api.as(who.token).get(url(w.id, `/${order.id}`))).statusCode).toBe(200);
      expect((await t.api.as(who.token).get(url(w.id))).json().map((o: OrderListItem) => o.id)).toEqual([order.id]);
    }
    expect((await t.api.as(bystander.token).get(url(w.id, `/${order.id}`))).statusCode).toBe(404);
    expect((await t.api.as(bystander.token).get(url(w.id))).json()).toEqual([]);
    // The assigned worker does the job: starts it once it is active.
    await w.act(order.id, "activate");
    expect((await w.act(order.id, "start", {}, worker.token)).json().status).toBe("inProgress");
    // Taken off the order, the worker no longer sees it.
    const put = await t.api.as(fx.a).put(url(w.id, `/${order.id}`), { assigneeIds: [subcontractor.user.id] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.api.as(worker.token).get(url(w.id, `/${order.id}`))).statusCode).toBe(404);
  });

  it("shows a customer portal's members the orders of the customer it serves, read-only, and no other customer's", async () => {
    const w = await world();
    const neighbour = await createCustomer(t, fx.a, w.id, { name: "Grannen AB" });
    const portal = await createPortal(t, fx.a, w.id, { name: "Sotarns Kund portal", customerId: w.customer.id });
    const owner = await newMember(t, w.id, [], "GUEST");
    const added = await t.api
      .as(fx.a)
      .post(`/api/companies/${w.id}/groups/${portal.id}/users`, { userId: owner.user.id });
    expect(added.statusCode, added.body).toBe(201);
    const theirs = await w.order();
    await w.order({ customerId: neighbour.id });
    expect((await t.api.as(owner.token).get(url(w.id))).json().map((o: OrderListItem) => o.id)).toEqual([theirs.id]);
    expect((await t.api.as(owner.token).get(url(w.id, `/${theirs.id}`))).json()).toMatchObject({
      number: theirs.number,
    });
    expect((await t.api.as(owner.token).put(url(w.id, `/${theirs.id}`), { internalNotes: "x" })).statusCode).toBe(403);
    expect((await t.api.as(owner.token).post(url(w.id, `/${theirs.id}/cancel`), { reason: "x" })).statusCode).toBe(403);
  });

  it("starts an order with the company's order text unless the order names its own", async () => {
    const w = await world();
    const info = await t.api
      .as(fx.a)
      .put(`/api/companies/${w.id}/info`, { name: "Sotarna AB", orderText: "Betalas inom 30 dagar" });
    expect(info.statusCode, info.body).toBe(200);
    expect((await w.order()).orderText).toBe("Betalas inom 30 dagar");
    expect((await w.order({ orderText: "" })).orderText).toBe("");
    expect((await w.order({ orderText: "Egen text" })).orderText).toBe("Egen text");
  });

  it("lets exactly one of two concurrent activations win; the other gets 409 with the current state", async () => {
    const w = await world();
    const order = await w.order();
    const answers = await Promise.all([w.act(order.id, "activate"), w.act(order.id, "activate")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: "CONFLICT", current: { status: "active" } });
  });

  it("copies an order as a new draft at today's prices, or keeping the old ones", async () => {
    const w = await world();
    const contact = await createCustomerContact(t, fx.a, w.id, w.customer.id, { name: "Kim Kontakt" });
    const order = await w.order({
      contactId: contact.id,
      deliveryAddress: { street: "Storgatan 1", postcode: "111 22", city: "Stockholm" },
      lines: [{ productId: w.product.id, quantity: 2 }],
    });
    await w.act(order.id, "activate");
    await setPriceListItem(t, fx.a, w.id, w.priceList.id, w.product.id, { priceOre: 42_000 });
    const copy = await t.api.as(fx.a).post(url(w.id, `/${order.id}/copy`), {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      number: order.number + 1,
      status: "draft",
      contact: { id: contact.id, name: "Kim Kontakt" },
      deliveryAddress: { street: "Storgatan 1", city: "Stockholm", country: "SE" },
    });
    expect(copy.json().lines[0].unitPriceOre).toBe(42_000);
    const kept = await t.api.as(fx.a).post(url(w.id, `/${order.id}/copy`), { keepPrices: true });
    expect(kept.json().lines[0].unitPriceOre).toBe(40_000);
    const reader = await newMember(t, w.id, ["OrderCreate", "SeeObjectsWithoutGroup"]);
    expect((await t.api.as(reader.token).post(url(w.id, `/${order.id}/copy`), {})).statusCode).toBe(403);
  });

  it("filters the list by status, customer, responsible, dates and text; pages of 21", async () => {
    const w = await world();
    const second = await createCustomer(t, fx.a, w.id, { name: "Ugglebo Gård" });
    await w.order({ orderDate: "2026-01-10" });
    const b = await w.order({ customerId: second.id, orderDate: "2026-02-10", responsibleId: fx.a.user.id });
    const c = await w.order({ orderDate: "2026-03-10" });
    await w.act(c.id, "activate");
    expect((await w.list()).map((o) => o.number)).toEqual([3, 2, 1]);
    expect((await w.list("?status=active")).map((o) => o.id)).toEqual([c.id]);
    expect((await w.list(`?customerId=${second.id}`)).map((o) => o.id)).toEqual([b.id]);
    expect((await w.list(`?responsibleId=${fx.a.user.id}`)).map((o) => o.id)).toEqual([b.id]);
    expect((await w.list("?from=2026-02-01&to=2026-03-01")).map((o) => o.id)).toEqual([b.id]);
    expect((await w.list("?q=uggle")).map((o) => o.id)).toEqual([b.id]);
    expect((await w.list("?limit=2&offset=2")).map((o) => o.number)).toEqual([1]);
  });

  it("refuses another company's customer, contact and people, and invalid input, naming the field", async () => {
    const w = await world();
    const foreign = await createCustomer(t, fx.b, fx.b.company.id, { name: "Främmande AB" });
    const cases: [object, string][] = [
      [{ customerId: foreign.id }, "customerId"],
      [{ customerId: w.customer.id, responsibleId: fx.b.user.id }, "responsibleId"],
      [{ customerId: w.customer.id, lines: [{ productId: w.product.id, quantity: 1.0001 }] }, "lines.0.quantity"],
      [{ customerId: w.customer.id, lines: [{ productId: foreign.id, quantity: 1 }] }, "lines.0.productId"],
      [{ customerId: w.customer.id, plannedStart: "2026-02-02", plannedEnd: "2026-02-01" }, "plannedEnd"],
      [{ customerId: w.customer.id, orderDate: "2026-02-30" }, "orderDate"],
    ];
    for (const [body, field] of cases) {
      const response = await t.api.as(fx.a).post(url(w.id), body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
  });

  it("answers 401 without a token, 403 without the permission, and 404 for another company's order", async () => {
    const w = await world();
    const order = await w.order();
    expect((await t.api.anonymous().get(url(w.id, `/${order.id}`))).statusCode).toBe(401);
    expect((await t.api.anonymous().post(url(w.id), { customerId: w.customer.id })).statusCode).toBe(401);
    const reader = await newMember(t, w.id, ["SeeObjectsWithoutGroup"]);
    expect((await t.api.as(reader.token).post(url(w.id), { customerId: w.customer.id })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).put(url(w.id, `/${order.id}`), { orderText: "x" })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).post(url(w.id, `/${order.id}/activate`), {})).statusCode).toBe(403);
    // The order is the company's: from company B (where fx.b is a member), it is not found.
    const inB = (rest: string) => url(fx.b.company.id, rest);
    expect((await t.api.as(fx.b).get(inB(`/${order.id}`))).statusCode).toBe(404);
    expect((await t.api.as(fx.b).put(inB(`/${order.id}/lines`), { lines: [] })).statusCode).toBe(404);
    expect((await t.api.as(fx.b).post(inB(`/${order.id}/activate`), {})).statusCode).toBe(404);
    expect((await t.api.as(fx.b).get(url(w.id, `/${order.id}`))).statusCode).toBe(403);
  });
});
