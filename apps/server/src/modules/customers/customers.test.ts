import type { Customer, CustomerDetail, Permission } from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createCustomerAddress,
  createCustomerContact,
  createCustomerStatus,
  createObject,
  createPortal,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, noFeatures } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { rowsOf } from "../../db/client";
import { auditEvents, customers, groups } from "../../db/schema";
import { decrypt } from "../../lib/crypto";

const all: Permission[] = [
  "CustomerCreate",
  "CustomerEdit",
  "CustomerDelete",
  "CustomerStatuses",
  "AuthorizationGroups",
  "PublicationCreate",
  "SeeObjectsWithoutGroup",
];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/customers${rest}`;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | null, method: Method, path: string, payload?: object) =>
  t.api.as(token).send({ method, url: path, payload });

/** A company of its own for a test (with the customers feature), its administrator holding `all`. */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  return {
    id,
    customer: (body: Record<string, unknown>): Promise<Customer> => createCustomer(t, fx.a, id, body),
    list: async (query = ""): Promise<Customer[]> => {
      const response = await t.api.as(fx.a).get(url(id, query));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    get: async (customerId: string, token = fx.a.token): Promise<CustomerDetail> => {
      const response = await t.api.as(token).get(url(id, `/${customerId}`));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    put: (customerId: string, body: Record<string, unknown>) => t.api.as(fx.a).put(url(id, `/${customerId}`), body),
  };
}

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe("customers", () => {
  it("numbers new customers from the company's sequence, continues after a number typed by hand, and answers 409 naming the holder", async () => {
    const w = await world();
    const first = await w.customer({ name: "Första AB" });
    const second = await w.customer({ name: "Andra AB" });
    expect([first.number, second.number]).toEqual(["1", "2"]);
    const typed = await w.customer({ name: "Hundra AB", number: "100" });
    expect(typed.number).toBe("100");
    expect((await w.customer({ name: "Nästa AB" })).number).toBe("101");
    expect((await w.customer({ name: "Bokstäver AB", number: "K-7" })).number).toBe("K-7");

    const clash = await t.api.as(fx.a).post(url(w.id), { name: "Krock AB", number: "100" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "CONFLICT", field: "number" });
    expect(clash.json().message).toBe("Customer number 100 is taken by Hundra AB.");
    const renumbered = await w.put(second.id, { number: "1" });
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().message).toBe("Customer number 1 is taken by Första AB.");
    expect((await w.put(second.id, { number: "2-B" })).json().number).toBe("2-B");
    // Another company's numbers are its own.
    expect((await createCustomer(t, fx.b, fx.b.company.id, { name: "B:s kund", number: "100" })).number).toBe("100");
  });

  it("never gives two concurrent creates the same number", async () => {
    const w = await world();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.api.as(fx.a).post(url(w.id), { name: `Samtidig ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => Number(answer.json().number)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("validates organisation numbers, personal identity numbers (check digits), VAT, GLN, emails and kinds, naming the field", async () => {
    const w = await world();
    const cases: [object, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: "x", email: "not-an-email" }, "email"],
      [{ name: "x", invoiceEmail: "faktura@" }, "invoiceEmail"],
      [{ name: "x", orgNumber: "abc" }, "orgNumber"],
      // 202100-5489 is valid: the last digit wrong.
      [{ name: "x", orgNumber: "202100-5488" }, "orgNumber"],
      [{ name: "x", orgNumber: "2021005480" }, "orgNumber"],
      // 19850709-9805 is valid: the check digit wrong, and a month 13.
      [{ name: "x", kind: "person", personalNumber: "19850709-9806" }, "personalNumber"],
      [{ name: "x", kind: "person", personalNumber: "851309-9805" }, "personalNumber"],
      // A mask is no number to store.
      [{ name: "x", kind: "person", personalNumber: "19850709-****" }, "personalNumber"],
      [{ name: "x", kind: "person", orgNumber: "202100-5489" }, "orgNumber"],
      [{ name: "x", personalNumber: "19850709-9805" }, "personalNumber"],
      [{ name: "x", vatNumber: "SE2021005489" }, "vatNumber"],
      [{ name: "x", gln: "7350012345678" }, "gln"],
      [{ name: "x", gln: "735001234567" }, "gln"],
      [{ name: "x", paymentTermsDays: -1 }, "paymentTermsDays"],
      [{ name: "x", paymentTermsDays: 1.5 }, "paymentTermsDays"],
      [{ name: "x", number: "1 2" }, "number"],
      [{ name: "x", kind: "company" }, "kind"],
      [{ name: "x", homepage: "not a site" }, "homepage"],
      [{ name: "x", responsibleId: fx.b.user.id }, "responsibleId"],
      [{ name: "x", statusId: "00000000-0000-4000-8000-000000000000" }, "statusId"],
      [{ name: "x", tags: ["a".repeat(41)] }, "tags.0"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(fx.a).post(url(w.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await w.list()).toEqual([]);
    for (const query of ["?hasPortal=yes", "?limit=0", "?limit=abc", "?archived=1", "?sort=city", "?statusId=x"]) {
      expect((await t.api.as(fx.a).get(url(w.id, query))).statusCode, query).toBe(400);
    }
  });

  it("stores the fields as normalised, derives a Swedish VAT number that follows the organisation number until edited", async () => {
    const w = await world();
    const acme = await w.customer({
      name: " Acme AB ",
      orgNumber: "2021005489",
      phone: "08-123 45 67",
      email: "info@acme.test",
      homepage: "www.acme.test",
      gln: "7350012345679",
      paymentTermsDays: 10,
      invoiceEmail: "faktura@acme.test",
      notes: "Levereras vardagar",
      tags: ["bygg", "stockholm", "bygg"],
      responsibleId: fx.a.user.id,
    });
    expect(acme).toMatchObject({
      kind: "organisation",
      name: "Acme AB",
      orgNumber: "202100-5489",
      vatNumber: "SE202100548901",
      homepage: "https://www.acme.test",
      gln: "7350012345679",
      paymentTermsDays: 10,
      tags: ["bygg", "stockholm"],
      responsible: { id: fx.a.user.id, name: fx.a.user.name },
      personalNumber: null,
      personalNumberMasked: false,
      archived: false,
      version: 1,
    });
    // The derived VAT number follows a new organisation number; once edited it stays.
    const moved = (await w.put(acme.id, { orgNumber: "556677-8899" })).json();
    expect(moved.vatNumber).toBe("SE556677889901");
    const edited = (await w.put(acme.id, { vatNumber: "se 5566 7788 9901 " })).json();
    expect(edited.vatNumber).toBe("SE556677889901");
    const own = (await w.put(acme.id, { vatNumber: "DE123456789" })).json();
    expect((await w.put(acme.id, { orgNumber: "202100-5489" })).json().vatNumber).toBe("DE123456789");
    expect(own.vatNumber).toBe("DE123456789");
    // PUT takes what GET answers; fields not sent are kept, null clears.
    const got = await w.get(acme.id);
    const again = await w.put(acme.id, got);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ name: "Acme AB", tags: ["bygg", "stockholm"], gln: "7350012345679" });
    const cleared = (await w.put(acme.id, { gln: null, responsible: null })).json();
    expect(cleared).toMatchObject({ gln: null, responsible: null, phone: "08-123 45 67" });
    // What the customer is sent is in Swedish unless its language is English; no third language.
    expect(acme.language).toBe("se");
    expect((await w.put(acme.id, { language: "en" })).json().language).toBe("en");
    const german = await w.put(acme.id, { language: "de" });
    expect(german.statusCode).toBe(400);
    expect((await w.get(acme.id)).language).toBe("en");
  });

  it("refuses a save based on an older version with 409 STALE_VERSION and the customer as it is", async () => {
    const w = await world();
    const c = await w.customer({ name: "Version AB" });
    expect((await w.put(c.id, { name: "Ett", version: 1 })).statusCode).toBe(200);
    const stale = await w.put(c.id, { name: "Två", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION", current: { name: "Ett", version: 2 } });
  });

  it("encrypts a personal identity number at rest, masks it in lists and to those who may not edit, and keeps it when the mask comes back", async () => {
    const w = await world();
    const person = await w.customer({ kind: "person", name: "Anna Andersson", personalNumber: "850709-9805" });
    // The creator may edit: the answer holds the whole number.
    expect(person).toMatchObject({ personalNumber: "19850709-9805", personalNumberMasked: false, vatNumber: null });

    const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, person.id));
    expect(row?.personalNumberEncrypted).toMatch(/^v1:/);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain("9805");
    expect(raw).not.toContain("8507099805");
    expect(decrypt(t.deps.config.keypassKey, row?.personalNumberEncrypted ?? "")).toBe("19850709-9805");
    expect(row?.personalNumberMasked).toBe("19850709-****");
    expect(row?.personalNumberHmac).toMatch(/^[0-9a-f]{64}$/);
    // Nor in the audit log's record of the row.
    const [audit] = rowsOf<{ changes: string }>(
      await t.deps.db.execute(
        sql`select changes::text as changes from audit_events where kind = 'customers' and entity_id = ${person.id}`,
      ),
    );
    expect(audit?.changes).toContain("19850709-****");
    expect(audit?.changes).not.toContain("9805");

    const [listed] = await w.list();
    expect(listed).toMatchObject({ personalNumber: "19850709-****", personalNumberMasked: true });
    const creator = await newMember(t, w.id, ["CustomerCreate"]);
    const reader = await newMember(t, w.id, []);
    for (const who of [creator, reader]) {
      expect(await w.get(person.id, who.token)).toMatchObject({
        personalNumber: "19850709-****",
        personalNumberMasked: true,
      });
    }
    const made = (
      await t.api.as(creator).post(url(w.id), { kind: "person", name: "B", personalNumber: "121212+1212" })
    ).json();
    expect(made).toMatchObject({ personalNumber: "19121212-****", personalNumberMasked: true });
    expect(await w.get(person.id)).toMatchObject({ personalNumber: "19850709-9805", personalNumberMasked: false });

    // The mask sent back keeps the number; another mask is refused; a new number replaces it; null clears.
    expect((await w.put(person.id, { personalNumber: "19850709-****", name: "Anna A" })).json().personalNumber).toBe(
      "19850709-9805",
    );
    const wrongMask = await w.put(person.id, { personalNumber: "19850710-****" });
    expect(wrongMask.statusCode).toBe(400);
    expect(wrongMask.json().field).toBe("personalNumber");
    expect((await w.put(person.id, { personalNumber: "19121212-1212" })).json().personalNumber).toBe("19121212-1212");
    const cleared = (await w.put(person.id, { personalNumber: null })).json();
    expect(cleared).toMatchObject({ personalNumber: null, personalNumberMasked: false });
    const [after] = await t.deps.db.select().from(customers).where(eq(customers.id, person.id));
    expect(after).toMatchObject({
      personalNumberEncrypted: null,
      personalNumberMasked: null,
      personalNumberHmac: null,
    });
  });

  it("keeps contacts: the first is the main contact, one main per customer, emails unique in the company with a 409 naming the holder", async () => {
    const w = await world();
    const acme = await w.customer({ name: "Acme AB" });
    const other = await w.customer({ name: "Beta AB" });
    const contact = (customerId: string, body: Record<string, unknown>) =>
      createCustomerContact(t, fx.a, w.id, customerId, body);
    const anna = await contact(acme.id, { name: "Anna", role: "Inköp", email: "anna@acme.test", phone: "070-1" });
    expect(anna).toMatchObject({ name: "Anna", role: "Inköp", email: "anna@acme.test", isMain: true, notes: "" });
    const bo = await contact(acme.id, { name: "Bo", email: "bo@acme.test" });
    expect(bo.isMain).toBe(false);
    const cilla = await contact(acme.id, { name: "Cilla", isMain: true });
    const contacts = (await t.api.as(fx.a).get(url(w.id, `/${acme.id}/contacts`))).json();
    expect(contacts.map((c: { name: string; isMain: boolean }) => [c.name, c.isMain])).toEqual([
      ["Cilla", true],
      ["Anna", false],
      ["Bo", false],
    ]);
    expect((await w.get(acme.id)).mainContact).toEqual({ id: cilla.id, name: "Cilla" });

    const clash = await t.api.as(fx.a).post(url(w.id, `/${other.id}/contacts`), { name: "X", email: "ANNA@acme.test" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: "CONFLICT",
      field: "email",
      message: "The email ANNA@acme.test belongs to Anna of Acme AB already.",
    });
    const moved = await t.api.as(fx.a).put(url(w.id, `/${acme.id}/contacts/${bo.id}`), { email: "anna@acme.test" });
    expect(moved.statusCode).toBe(409);
    // Its own email again is no clash; the other company's contacts are theirs.
    const kept = await t.api.as(fx.a).put(url(w.id, `/${acme.id}/contacts/${anna.id}`), { email: "Anna@acme.test" });
    expect(kept.statusCode).toBe(200);
    const theirs = await createCustomer(t, fx.b, fx.b.company.id, { name: "B AB" });
    await createCustomerContact(t, fx.b, fx.b.company.id, theirs.id, { name: "Anna B", email: "anna@acme.test" });

    const main = await t.api.as(fx.a).put(url(w.id, `/${acme.id}/contacts/${bo.id}`), { isMain: true, role: "VD" });
    expect(main.json()).toMatchObject({ isMain: true, role: "VD", email: "bo@acme.test" });
    expect((await w.get(acme.id)).contacts.filter((c) => c.isMain).map((c) => c.name)).toEqual(["Bo"]);
    // A contact of another customer is not found through this one.
    expect((await t.api.as(fx.a).put(url(w.id, `/${other.id}/contacts/${bo.id}`), { name: "x" })).statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(url(w.id, `/${acme.id}/contacts/${bo.id}`))).statusCode).toBe(200);
    expect((await t.api.as(fx.a).delete(url(w.id, `/${acme.id}/contacts/${bo.id}`))).statusCode).toBe(404);
    expect(names((await w.get(acme.id)).contacts)).toEqual(["Anna", "Cilla"]);
  });

  it("keeps addresses of four kinds with one default each and Swedish postcodes written NNN NN", async () => {
    const w = await world();
    const acme = await w.customer({ name: "Acme AB" });
    const address = (body: Record<string, unknown>) => createCustomerAddress(t, fx.a, w.id, acme.id, body);
    const visiting = await address({ street: "Storgatan 1", postcode: "11122", city: "Stockholm" });
    expect(visiting).toMatchObject({ kind: "visiting", isDefault: true, postcode: "111 22", country: "SE" });
    const second = await address({ street: "Lillgatan 2", postcode: "SE-411 05", city: "Göteborg" });
    expect(second).toMatchObject({ isDefault: false, postcode: "411 05" });
    const postal = await address({ kind: "postal", street: "Box 12", postcode: "111 23", city: "Stockholm" });
    expect(postal.isDefault).toBe(true);
    const oslo = await address({ kind: "delivery", postcode: "0150", city: "Oslo", country: "no" });
    expect(oslo).toMatchObject({ postcode: "0150", country: "NO", isDefault: true });
    const bad = await t.api.as(fx.a).post(url(w.id, `/${acme.id}/addresses`), { kind: "invoice", postcode: "1234" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("postcode");
    const badPut = await t.api.as(fx.a).put(url(w.id, `/${acme.id}/addresses/${oslo.id}`), { country: "SE" });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().field).toBe("postcode");
    expect((await t.api.as(fx.a).post(url(w.id, `/${acme.id}/addresses`), { kind: "home" })).statusCode).toBe(400);

    // Making the second the default moves the default; the list's city is the default visiting address's.
    const moved = await t.api.as(fx.a).put(url(w.id, `/${acme.id}/addresses/${second.id}`), { isDefault: true });
    expect(moved.json().isDefault).toBe(true);
    const detail = await w.get(acme.id);
    expect(detail.addresses.map((a) => [a.kind, a.city, a.isDefault])).toEqual([
      ["visiting", "Göteborg", true],
      ["visiting", "Stockholm", false],
      ["postal", "Stockholm", true],
      ["delivery", "Oslo", true],
    ]);
    expect(detail.city).toBe("Göteborg");
    // Deleting the default makes the one left of its kind the default.
    expect((await t.api.as(fx.a).delete(url(w.id, `/${acme.id}/addresses/${second.id}`))).statusCode).toBe(200);
    const left = (await t.api.as(fx.a).get(url(w.id, `/${acme.id}/addresses`))).json();
    expect(left.find((a: { id: string }) => a.id === visiting.id)).toMatchObject({ isDefault: true });
    expect((await w.list())[0]?.city).toBe("Stockholm");
  });

  it("keeps the company's statuses: the first is the default new customers get; names unique; the default goes last; status changes are audited", async () => {
    const w = await world();
    const status = (body: Record<string, unknown>) => createCustomerStatus(t, fx.a, w.id, body);
    const statusUrl = (rest = "") => `/api/companies/${w.id}/customer-statuses${rest}`;
    const prospect = await status({ name: "Prospekt", color: "#fab005" });
    expect(prospect).toMatchObject({ isDefault: true, position: 0, customerCount: 0 });
    const active = await status({ name: "Aktiv", color: "#40c057" });
    expect(active).toMatchObject({ isDefault: false, position: 1 });
    const paused = await status({ name: "Pausad" });
    const dup = await t.api.as(fx.a).post(statusUrl(), { name: "aktiv" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ field: "name", message: "A status named aktiv exists already." });
    expect((await t.api.as(fx.a).post(statusUrl(), { name: "X", color: "red" })).statusCode).toBe(400);

    const acme = await w.customer({ name: "Acme AB" });
    expect(acme.status).toEqual({ id: prospect.id, name: "Prospekt", color: "#fab005" });
    const changed = (await w.put(acme.id, { statusId: active.id })).json();
    expect(changed.status.id).toBe(active.id);
    const events = await t.deps.db
      .select({ action: auditEvents.action, changes: auditEvents.changes, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, "customers"), eq(auditEvents.entityId, acme.id), eq(auditEvents.action, "update")),
      );
    expect(events).toEqual([
      { action: "update", changes: { status_id: [prospect.id, active.id] }, actor: fx.a.user.id },
    ]);

    // Listed in order with their counts; the default moves by making another the default.
    const listed = (await t.api.as(fx.a).get(statusUrl())).json();
    expect(listed.map((s: { name: string; customerCount: number }) => [s.name, s.customerCount])).toEqual([
      ["Prospekt", 0],
      ["Aktiv", 1],
      ["Pausad", 0],
    ]);
    // A body that changes nothing saves nothing and answers the status as it is.
    const unchanged = await t.api.as(fx.a).put(statusUrl(`/${paused.id}`), {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ name: "Pausad", isDefault: false, position: 2 });
    const undefault = await t.api.as(fx.a).put(statusUrl(`/${prospect.id}`), { isDefault: false });
    expect(undefault.statusCode).toBe(409);
    expect((await t.api.as(fx.a).delete(statusUrl(`/${prospect.id}`))).statusCode).toBe(409);
    const made = await t.api.as(fx.a).put(statusUrl(`/${paused.id}`), { isDefault: true, position: 5 });
    expect(made.json()).toMatchObject({ isDefault: true, position: 5 });
    expect((await t.api.as(fx.a).get(statusUrl())).json().filter((s: CustomerStatusLike) => s.isDefault)).toHaveLength(
      1,
    );
    // Deleting a status moves its customers to the default.
    expect((await t.api.as(fx.a).delete(statusUrl(`/${active.id}`))).statusCode).toBe(200);
    expect((await w.get(acme.id)).status?.id).toBe(paused.id);
    expect((await t.api.as(fx.a).delete(statusUrl(`/${active.id}`))).statusCode).toBe(404);
  });

  it("lists with search (name, number, organisation number, city, contact), filters, sorts and 21-fetched pages", async () => {
    const w = await world();
    const active = await createCustomerStatus(t, fx.a, w.id, { name: "Aktiv" });
    const former = await createCustomerStatus(t, fx.a, w.id, { name: "Före detta" });
    const seller = await newMember(t, w.id, []);
    await w.customer({ name: "Acme AB", orgNumber: "202100-5489", tags: ["bygg"] });
    const beta = await w.customer({ name: "beta Bygg", tags: ["bygg", "el"], responsibleId: seller.user.id });
    const gamma = await w.customer({ name: "Gamma HB", statusId: former.id, number: "500" });
    await createCustomerAddress(t, fx.a, w.id, beta.id, { city: "Sundsvall" });
    await createCustomerContact(t, fx.a, w.id, gamma.id, { name: "Zelda Zetterlund" });

    expect(names(await w.list())).toEqual(["Acme AB", "beta Bygg", "Gamma HB"]);
    expect(names(await w.list("?q=bygg"))).toEqual(["beta Bygg"]);
    expect(names(await w.list("?q=500"))).toEqual(["Gamma HB"]);
    expect(names(await w.list("?q=202100-54"))).toEqual(["Acme AB"]);
    expect(names(await w.list("?q=2021005489"))).toEqual(["Acme AB"]);
    expect(names(await w.list("?q=sundsv"))).toEqual(["beta Bygg"]);
    expect(names(await w.list("?q=zetterl"))).toEqual(["Gamma HB"]);
    expect(names(await w.list("?q=100%25"))).toEqual([]);
    expect(names(await w.list(`?statusId=${active.id}`))).toEqual(["Acme AB", "beta Bygg"]);
    expect(names(await w.list(`?statusId=${former.id}`))).toEqual(["Gamma HB"]);
    expect(names(await w.list("?tag=bygg"))).toEqual(["Acme AB", "beta Bygg"]);
    expect(names(await w.list("?tag=el"))).toEqual(["beta Bygg"]);
    expect(names(await w.list(`?responsibleId=${seller.user.id}`))).toEqual(["beta Bygg"]);
    const tags = await t.api.as(fx.a).get(`/api/companies/${w.id}/customer-tags`);
    expect(tags.json()).toEqual([
      { tag: "bygg", count: 2 },
      { tag: "el", count: 1 },
    ]);
    expect(names(await w.list("?sort=number"))).toEqual(["Acme AB", "beta Bygg", "Gamma HB"]);
    expect(names(await w.list("?sort=created"))).toEqual(["Gamma HB", "beta Bygg", "Acme AB"]);

    for (let i = 0; i < 20; i++) await w.customer({ name: `Kund ${String(i).padStart(2, "0")}` });
    const page = await w.list();
    expect(page).toHaveLength(21);
    expect(page[20]?.name).toBe("Kund 17");
    // The next page starts with the 21st fetched: 20 shown, the 21st tells there is more.
    expect(names(await w.list("?offset=20"))).toEqual(["Kund 17", "Kund 18", "Kund 19"]);
    expect((await w.list("?limit=1&offset=1"))[0]?.name).toBe("beta Bygg");
  });

  it("archives a customer with portals (or objects in them) instead of deleting it; deletes one with nothing on it", async () => {
    const w = await world();
    const acme = await w.customer({ name: "Acme AB" });
    const portal = await createPortal(t, fx.a, w.id, { name: "Acme portal", customerId: acme.id });
    const joined = await t.api
      .as(fx.a)
      .post(`/api/companies/${w.id}/groups/${portal.id}/users`, { userId: fx.a.user.id });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    await createObject(t, fx.a, w.id, { name: "Avtal", groupId: portal.id });
    const lone = await w.customer({ name: "Ensam AB" });
    await createCustomerContact(t, fx.a, w.id, lone.id, { name: "Kontakt" });
    await createCustomerAddress(t, fx.a, w.id, lone.id, { city: "Lund" });

    expect((await w.list("?hasPortal=true")).map((c) => [c.name, c.portals])).toEqual([
      ["Acme AB", [{ id: portal.id, name: "Acme portal" }]],
    ]);
    expect(names(await w.list("?hasPortal=false"))).toEqual(["Ensam AB"]);

    const archived = await t.api.as(fx.a).delete(url(w.id, `/${acme.id}`));
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ ok: true, archived: true, reasons: ["portals", "objects"] });
    const [kept] = await t.deps.db.select().from(groups).where(eq(groups.id, portal.id));
    expect(kept).toMatchObject({ customerId: acme.id, type: "PORTAL" });
    expect(names(await w.list())).toEqual(["Ensam AB"]);
    expect(names(await w.list("?archived=true"))).toEqual(["Acme AB"]);
    expect((await w.get(acme.id)).archived).toBe(true);
    // Taken back into use by a save.
    expect((await w.put(acme.id, { archived: false })).json().archived).toBe(false);

    const deleted = await t.api.as(fx.a).delete(url(w.id, `/${lone.id}`));
    expect(deleted.json()).toEqual({ ok: true, archived: false, reasons: [] });
    expect((await t.api.as(fx.a).get(url(w.id, `/${lone.id}`))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(url(w.id, `/${lone.id}/contacts`))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(url(w.id, `/${lone.id}`))).statusCode).toBe(404);
  });

  it("needs the permission of each write; members read; guests do not", async () => {
    const w = await world();
    const kept = await w.customer({ name: "Kept AB" });
    const contact = await createCustomerContact(t, fx.a, w.id, kept.id, { name: "K" });
    const address = await createCustomerAddress(t, fx.a, w.id, kept.id, { city: "Lund" });
    const status = await createCustomerStatus(t, fx.a, w.id, { name: "S" });
    const creator = await newMember(t, w.id, ["CustomerCreate"]);
    const editor = await newMember(t, w.id, ["CustomerEdit"]);
    const reader = await newMember(t, w.id, []);
    const guest = await newMember(t, w.id, [], "GUEST");
    const one = url(w.id, `/${kept.id}`);
    const statuses = `/api/companies/${w.id}/customer-statuses`;
    const attempts: [string, Method, string, object?][] = [
      [editor.token, "POST", url(w.id), { name: "Nope" }],
      [creator.token, "PUT", one, { name: "Nope" }],
      [editor.token, "DELETE", one],
      [reader.token, "POST", url(w.id), { name: "Nope" }],
      [creator.token, "POST", `${one}/contacts`, { name: "Nope" }],
      [creator.token, "PUT", `${one}/contacts/${contact.id}`, { name: "Nope" }],
      [reader.token, "DELETE", `${one}/contacts/${contact.id}`],
      [creator.token, "POST", `${one}/addresses`, { kind: "postal", city: "Nope" }],
      [reader.token, "PUT", `${one}/addresses/${address.id}`, { city: "Nope" }],
      [reader.token, "DELETE", `${one}/addresses/${address.id}`],
      [editor.token, "POST", statuses, { name: "Nope" }],
      [editor.token, "PUT", `${statuses}/${status.id}`, { name: "Nope" }],
      [editor.token, "DELETE", `${statuses}/${status.id}`],
      [guest.token, "POST", url(w.id), { name: "Nope" }],
      [guest.token, "GET", url(w.id)],
      [guest.token, "GET", one],
      [guest.token, "GET", `${one}/contacts`],
      [guest.token, "GET", `${one}/addresses`],
      [guest.token, "GET", statuses],
      [guest.token, "GET", `/api/companies/${w.id}/customer-tags`],
    ];
    for (const [token, method, path, payload] of attempts) {
      expect((await call(token, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await t.api.as(creator).post(url(w.id), { name: "Allowed" })).statusCode).toBe(201);
    expect((await t.api.as(editor).put(one, { name: "Kept AB" })).statusCode).toBe(200);
    expect((await t.api.as(editor).post(`${one}/contacts`, { name: "Ny" })).statusCode).toBe(201);
    for (const path of [url(w.id), one, `${one}/contacts`, `${one}/addresses`, statuses]) {
      expect((await t.api.as(reader).get(path)).statusCode, path).toBe(200);
    }
    const rows = await t.deps.db.select().from(customers).where(eq(customers.name, "Nope"));
    expect(rows).toEqual([]);
  });

  it("answers 403 while the company has no customers feature", async () => {
    const company = await createCompany(t.deps.db, { enabledFeatures: { ...noFeatures, documentReminder: true } });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
    expect((await t.api.as(fx.a).get(url(company.id))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(url(company.id), { name: "x" })).statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(`/api/companies/${company.id}/customer-statuses`)).statusCode).toBe(403);
  });

  it("answers 404 for another company's customer, contact, address and status, 403 for their company and 401 without a token", async () => {
    const theirs = await createCustomer(t, fx.b, fx.b.company.id, { name: "Their customer" });
    const contact = await createCustomerContact(t, fx.b, fx.b.company.id, theirs.id, { name: "Their contact" });
    const address = await createCustomerAddress(t, fx.b, fx.b.company.id, theirs.id, { city: "Their city" });
    const status = await createCustomerStatus(t, fx.b, fx.b.company.id, { name: "Their status" });
    const mine = await createCustomer(t, fx.a, fx.a.company.id, { name: "Mine" });
    const cases: [Method, string, object?][] = [
      ["GET", `/customers/${theirs.id}`],
      ["PUT", `/customers/${theirs.id}`, { name: "Hijacked" }],
      ["DELETE", `/customers/${theirs.id}`],
      ["GET", `/customers/${theirs.id}/contacts`],
      ["POST", `/customers/${theirs.id}/contacts`, { name: "Planted" }],
      ["PUT", `/customers/${theirs.id}/contacts/${contact.id}`, { name: "Hijacked" }],
      ["PUT", `/customers/${mine.id}/contacts/${contact.id}`, { name: "Hijacked" }],
      ["DELETE", `/customers/${mine.id}/contacts/${contact.id}`],
      ["POST", `/customers/${theirs.id}/addresses`, { kind: "postal" }],
      ["PUT", `/customers/${mine.id}/addresses/${address.id}`, { city: "Hijacked" }],
      ["DELETE", `/customers/${mine.id}/addresses/${address.id}`],
      ["PUT", `/customer-statuses/${status.id}`, { name: "Hijacked" }],
      ["DELETE", `/customer-statuses/${status.id}`],
    ];
    const company = (id: string, rest: string) => `/api/companies/${id}${rest}`;
    for (const [method, rest, payload] of cases) {
      const response = await call(fx.a.token, method, company(fx.a.company.id, rest), payload);
      expect(response.statusCode, `${method} ${rest}`).toBe(404);
      expect((await call(fx.a.token, method, company(fx.b.company.id, rest), payload)).statusCode).toBe(403);
      expect((await call(null, method, company(fx.a.company.id, rest), payload)).statusCode).toBe(401);
    }
    // Their status is no status of mine.
    const planted = await t.api.as(fx.a).put(url(fx.a.company.id, `/${mine.id}`), { statusId: status.id });
    expect(planted.json().field).toBe("statusId");
    expect((await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Their"))).json()).toEqual([]);
    const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row?.name).toBe("Their customer");
    const detail = await t.api.as(fx.b).get(url(fx.b.company.id, `/${theirs.id}`));
    expect(detail.json()).toMatchObject({ contacts: [{ name: "Their contact" }], addresses: [{ city: "Their city" }] });
  });
});

type CustomerStatusLike = { isDefault: boolean };
