import type { AddressBookEntry, AddressBookImportResult, AddressBookItem, Permission } from "@app/contract";
import { describe, expect, it } from "vitest";
import { createCustomer, createCustomerContact, uploadFile } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const all: Permission[] = ["CustomerCreate", "CustomerEdit", "CustomerDelete"];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/address-book${rest}`;

/** A company of its own for a test (with the customers feature), its administrator holding `all`. */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  return {
    id,
    add: async (body: Record<string, unknown>): Promise<AddressBookEntry> => {
      const response = await t.api.as(fx.a).post(url(id), body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    list: async (query = ""): Promise<AddressBookItem[]> => {
      const response = await t.api.as(fx.a).get(url(id, query));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe("address book", () => {
  it("creates, reads, saves (with the version) and deletes an own entry", async () => {
    const w = await world();
    const entry = await w.add({
      kind: "organisation",
      name: "Byggvaruhuset",
      organisation: "Byggvaruhuset AB",
      phone: "08-123 45",
      email: "Order@Bygg.example",
      tags: ["leverantör"],
    });
    expect(entry).toMatchObject({
      kind: "organisation",
      name: "Byggvaruhuset",
      email: "order@bygg.example",
      role: null,
      notes: "",
      tags: ["leverantör"],
      version: 1,
    });
    const read = await t.api.as(fx.a).get(url(w.id, `/${entry.id}`));
    expect(read.json()).toEqual(entry);

    const saved = await t.api.as(fx.a).put(url(w.id, `/${entry.id}`), { role: "Leverantör", version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ role: "Leverantör", name: "Byggvaruhuset", version: 2 });
    const stale = await t.api.as(fx.a).put(url(w.id, `/${entry.id}`), { role: "Annat", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("STALE_VERSION");

    const invalidEmail = await t.api.as(fx.a).post(url(w.id), { name: "X", email: "not an email" });
    expect(invalidEmail.statusCode).toBe(400);

    expect((await t.api.as(fx.a).delete(url(w.id, `/${entry.id}`))).json()).toEqual({ ok: true });
    expect((await t.api.as(fx.a).get(url(w.id, `/${entry.id}`))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(url(w.id, `/${entry.id}`))).statusCode).toBe(404);
  });

  it("lists own entries and customers' contacts in one list by name, with search, tag and letter", async () => {
    const w = await world();
    await w.add({ name: "Cecilia Ek", phone: "070-111", tags: ["myndighet"] });
    await w.add({ name: "anders Berg", email: "anders@partner.example" });
    await w.add({ name: "Örjan Öst", organisation: "Östra Kommun" });
    const customer = await createCustomer(t, fx.a, w.id, { name: "Kund AB", tags: ["vip"] });
    const contact = await createCustomerContact(t, fx.a, w.id, customer.id, {
      name: "Bertil Kund",
      role: "Inköpare",
      email: "bertil@kund.example",
    });

    const list = await w.list();
    expect(names(list)).toEqual(["anders Berg", "Bertil Kund", "Cecilia Ek", "Örjan Öst"]);
    expect(list[1]).toEqual({
      id: contact.id,
      source: "customer-contact",
      kind: "person",
      name: "Bertil Kund",
      organisation: "Kund AB",
      role: "Inköpare",
      phone: null,
      email: "bertil@kund.example",
      tags: ["vip"],
      customer: { id: customer.id, name: "Kund AB" },
    });
    expect(list[0]).toMatchObject({ source: "own", customer: null });

    expect(names(await w.list("?q=kund"))).toEqual(["Bertil Kund"]);
    expect(names(await w.list("?q=PARTNER"))).toEqual(["anders Berg"]);
    expect(names(await w.list("?q=070-1"))).toEqual(["Cecilia Ek"]);
    expect(names(await w.list("?letter=A"))).toEqual(["anders Berg"]);
    expect(names(await w.list("?letter=ö"))).toEqual(["Örjan Öst"]);
    expect(names(await w.list("?letter=b"))).toEqual(["Bertil Kund"]);
    expect(names(await w.list("?tag=vip"))).toEqual(["Bertil Kund"]);
    expect(names(await w.list("?tag=myndighet"))).toEqual(["Cecilia Ek"]);
    // Pages cut from both sources merged.
    expect(names(await w.list("?limit=2&offset=1"))).toEqual(["Bertil Kund", "Cecilia Ek"]);
    expect(names(await w.list("?limit=1&offset=3"))).toEqual(["Örjan Öst"]);
    // Another company's list is its own.
    const other = await t.api.as(fx.b).get(url(fx.b.company.id));
    expect(other.statusCode).toBe(200);
    expect(names(other.json())).not.toContain("Bertil Kund");
  });

  it("sorts in Swedish order (Z, Å, Ä, Ö) across both sources, pages and letters included, and offers the tags in use", async () => {
    const w = await world();
    for (const name of ["Öberg Olle", "Ärla Ek", "Zakrisson Zia", "Åsa Ås", "émile Ek", "Yngve Y", "ärlig Ärling"]) {
      await w.add({ name, tags: name.startsWith("Å") ? ["myndighet", "partner"] : [] });
    }
    const customer = await createCustomer(t, fx.a, w.id, { name: "Kund AB", tags: ["vip", "Åkeri"] });
    for (const name of ["Ärna Kund", "Åke Kund", "Östen Kund", "Adam Kund"]) {
      await createCustomerContact(t, fx.a, w.id, customer.id, { name });
    }
    await createCustomer(t, fx.a, w.id, { name: "Arkiv AB", tags: ["gammal"] });

    const order = [
      "Adam Kund",
      "émile Ek",
      "Yngve Y",
      "Zakrisson Zia",
      "Åke Kund",
      "Åsa Ås",
      "Ärla Ek",
      "ärlig Ärling",
      "Ärna Kund",
      "Öberg Olle",
      "Östen Kund",
    ];
    expect(names(await w.list())).toEqual(order);
    // Each page cut from both sources in the same order.
    const pages = [];
    for (let offset = 0; offset < order.length; offset += 3)
      pages.push(...names(await w.list(`?limit=3&offset=${offset}`)));
    expect(pages).toEqual(order);
    expect(names(await w.list("?letter=Å"))).toEqual(["Åke Kund", "Åsa Ås"]);
    expect(names(await w.list("?letter=ä"))).toEqual(["Ärla Ek", "ärlig Ärling", "Ärna Kund"]);
    expect(names(await w.list("?letter=Ö"))).toEqual(["Öberg Olle", "Östen Kund"]);
    expect(names(await w.list("?letter=E"))).toEqual(["émile Ek"]);
    expect(names(await w.list("?letter=A"))).toEqual(["Adam Kund"]);
    expect(names(await w.list("?q=ärl"))).toEqual(["Ärla Ek", "ärlig Ärling"]);

    const tags = await t.api.as(fx.a).get(url(w.id, "/tags"));
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json()).toEqual(["gammal", "myndighet", "partner", "vip", "Åkeri"]);
    expect(names(await w.list("?tag=Åkeri"))).toEqual(["Adam Kund", "Åke Kund", "Ärna Kund", "Östen Kund"]);
    const reader = await newMember(t, w.id, []);
    expect((await t.api.as(reader.token).get(url(w.id, "/tags"))).statusCode).toBe(200);
  });

  it("answers 403 to a member without CustomerEdit on writes, and lets the member read", async () => {
    const w = await world();
    const entry = await w.add({ name: "Läsbar" });
    const reader = await newMember(t, w.id, []);
    expect((await t.api.as(reader.token).get(url(w.id))).statusCode).toBe(200);
    expect((await t.api.as(reader.token).post(url(w.id), { name: "Ny" })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).put(url(w.id, `/${entry.id}`), { name: "Nytt" })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).delete(url(w.id, `/${entry.id}`))).statusCode).toBe(403);
    const upload = await uploadFile(t, reader.token, url(w.id, "/vcard"), "a.vcf", "text/vcard", "BEGIN:VCARD");
    expect(upload.statusCode).toBe(403);
    expect((await t.api.as(reader.token).get(url(w.id, "/vcard"))).statusCode).toBe(200);
  });

  it("exports vCard 4 (one, a selection, all) that imports back with the same names, emails and phones", async () => {
    const w = await world();
    const ann = await w.add({ name: "Ann Åkesson", email: "ann@example.test", phone: "+46 70 123 45 67", tags: ["a"] });
    const bo = await w.add({ kind: "organisation", name: "Bo, Bygg; AB", email: "bo@example.test", role: "VD" });
    const customer = await createCustomer(t, fx.a, w.id, { name: "Kund AB" });
    const contact = await createCustomerContact(t, fx.a, w.id, customer.id, { name: "Cissi Kund", phone: "031-22" });

    const single = await t.api.as(fx.a).get(url(w.id, `/vcard?ids=${ann.id}`));
    expect(single.statusCode).toBe(200);
    expect(single.headers["content-type"]).toBe("text/vcard; charset=utf-8");
    expect(single.headers["content-disposition"]).toContain("Ann%20%C3%85kesson.vcf");
    expect(single.body.match(/BEGIN:VCARD/g)).toHaveLength(1);
    expect(single.body).toContain("VERSION:4.0");

    const selection = await t.api.as(fx.a).get(url(w.id, `/vcard?ids=${bo.id},${contact.id}`));
    expect(selection.body.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(selection.body).toContain("FN:Cissi Kund");

    const whole = await t.api.as(fx.a).get(url(w.id, "/vcard"));
    expect(whole.headers["content-disposition"]).toContain("address-book.vcf");
    expect(whole.body.match(/BEGIN:VCARD/g)).toHaveLength(3);

    const theirs = await t.api.as(fx.b).post(url(fx.b.company.id), { name: "Theirs" });
    const other = await t.api.as(fx.a).get(url(w.id, `/vcard?ids=${theirs.json().id}`));
    expect(other.statusCode).toBe(404);

    // Read back into a company of its own.
    const target = await world();
    const file = `${whole.body}BEGIN:VCARD\r\nVERSION:4.0\r\nEMAIL:noname@example.test\r\nEND:VCARD\r\n`;
    const imported = await uploadFile(t, fx.a, url(target.id, "/vcard"), "book.vcf", "text/vcard", file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual<AddressBookImportResult>({
      created: 3,
      skipped: [{ index: 4, name: null, reason: "no-name", message: expect.any(String) }],
    });
    const back = await target.list();
    const shape = (list: AddressBookItem[]) =>
      list.map(({ name, email, phone }) => ({ name, email, phone })).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(shape(back)).toEqual(shape(await w.list()));
    expect(back.every((e) => e.source === "own")).toBe(true);
    expect(back.find((e) => e.name === "Ann Åkesson")?.tags).toEqual(["a"]);
    expect(back.find((e) => e.name === "Bo, Bygg; AB")).toMatchObject({ kind: "organisation", role: "VD" });

    // The same file again: every card's email is taken now.
    const again = await uploadFile(t, fx.a, url(target.id, "/vcard"), "book.vcf", "text/vcard", whole.body);
    expect(again.json().created).toBe(1);
    expect(again.json().skipped.map((s: { reason: string }) => s.reason)).toEqual(["duplicate", "duplicate"]);
  });

  it("takes a card with the email of a customer's contact for a duplicate: the contact is in the address book already", async () => {
    const w = await world();
    const customer = await createCustomer(t, fx.a, w.id, { name: "Kund AB" });
    await createCustomerContact(t, fx.a, w.id, customer.id, { name: "Dora Kund", email: "Dora@Example.test" });
    const exported = await t.api.as(fx.a).get(url(w.id, "/vcard"));
    const read = await uploadFile(t, fx.a, url(w.id, "/vcard"), "book.vcf", "text/vcard", exported.body);
    expect(read.json()).toEqual<AddressBookImportResult>({
      created: 0,
      skipped: [{ index: 1, name: "Dora Kund", reason: "duplicate", message: expect.any(String) }],
    });
    expect((await w.list()).map((e) => [e.name, e.source])).toEqual([["Dora Kund", "customer-contact"]]);
  });

  it("reads a vCard 3.0 card and refuses a file without cards", async () => {
    const w = await world();
    const three =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Tre Kort\r\nTEL;TYPE=CELL:0701\r\nEMAIL;TYPE=INTERNET:tre@example.test\r\nEND:VCARD\r\n";
    const response = await uploadFile(t, fx.a, url(w.id, "/vcard"), "three.vcf", "text/vcard", three);
    expect(response.json()).toEqual({ created: 1, skipped: [] });
    expect(await w.list()).toMatchObject([{ name: "Tre Kort", phone: "0701", email: "tre@example.test" }]);
    const empty = await uploadFile(t, fx.a, url(w.id, "/vcard"), "x.vcf", "text/vcard", "hello");
    expect(empty.statusCode).toBe(400);
  });
});
