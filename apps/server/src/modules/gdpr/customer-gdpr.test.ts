import { ErrorCode, type Permission, REMOVED_USER } from "@app/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createCustomerAddress, createCustomerContact } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, signIn } from "../../../test/fixtures";
import { rowsOf } from "../../db/client";
import { verifyChain } from "../audit/audit.service";

const admin: Permission[] = ["Gdpr", "CustomerCreate", "CustomerEdit", "CustomerDelete"];
const { t, fx } = appWithTwoCompanies(admin);

const base = (companyId: string, customerId: string) => `/api/companies/${companyId}/customers/${customerId}`;
const contactBase = (companyId: string, customerId: string, contactId: string) =>
  `${base(companyId, customerId)}/contacts/${contactId}`;

/** Every raw row of the company's customer tables and audit log, as one text to search. */
async function rawRows(companyId: string) {
  const rows = rowsOf<{ text: string }>(
    await t.deps.db.execute(sql`select concat_ws(' ',
      (select string_agg(to_jsonb(c)::text, ' ') from customers c where company_id = ${companyId}),
      (select string_agg(to_jsonb(a)::text, ' ') from customer_addresses a where company_id = ${companyId}),
      (select string_agg(to_jsonb(k)::text, ' ') from customer_contacts k where company_id = ${companyId}),
      (select string_agg(to_jsonb(e)::text, ' ') from audit_events e where company_id = ${companyId})) as text`),
  );
  return rows[0]?.text ?? "";
}

/** A private person with a personal identity number, two addresses, a renamed name, and a contact. */
async function person(companyId = fx.a.company.id) {
  const customer = await createCustomer(t, fx.a, companyId, {
    kind: "person",
    name: "Greta Gdprsson",
    personalNumber: "19850709-9805",
    email: "greta.gdprsson@example.test",
    phone: "+46701234567",
    notes: "Prefers calls before noon",
  });
  const renamed = await t.api.as(fx.a).put(base(companyId, customer.id), { name: "Greta Raderasdotter" });
  expect(renamed.statusCode, renamed.body).toBe(200);
  await createCustomerAddress(t, fx.a, companyId, customer.id, {
    street: "Gömdgatan 7",
    postcode: "123 45",
    city: "Hemlösa",
  });
  await createCustomerAddress(t, fx.a, companyId, customer.id, {
    kind: "invoice",
    street: "Fakturavägen 9",
    postcode: "543 21",
    city: "Hemlösa",
  });
  return customer as { id: string };
}

describe("GDPR of a private-person customer", () => {
  it("exports the customer with the personal identity number decrypted and its addresses, as a JSON download", async () => {
    const customer = await person();
    const response = await t.api.as(fx.a).get(`${base(fx.a.company.id, customer.id)}/gdpr-export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="gdpr-export-customer-Greta-Raderasdotter-/,
    );
    const data = response.json();
    expect(data.customer).toMatchObject({
      kind: "person",
      name: "Greta Raderasdotter",
      personalNumber: "19850709-9805",
      email: "greta.gdprsson@example.test",
      phone: "+46701234567",
      notes: "Prefers calls before noon",
    });
    expect(data.customer).not.toHaveProperty("personalNumberEncrypted");
    expect(data.addresses.map((a: { street: string }) => a.street).sort()).toEqual(["Fakturavägen 9", "Gömdgatan 7"]);
  });

  it("erases the name (now and before), number, email, phone, notes and addresses from the customer tables and the audit log; the row and the chain stay", async () => {
    // A company of its own: no other customer of the same name in its tables.
    const { id: companyId } = await createCompany(t.deps.db);
    await addMember(t.deps.db, companyId, fx.a.user.id, { permissions: admin });
    const customer = await person(companyId);
    const before = await rawRows(companyId);
    for (const trace of [
      "Greta Gdprsson",
      "Greta Raderasdotter",
      "19850709-****",
      "greta.gdprsson@example.test",
      "Gömdgatan 7",
    ]) {
      expect(before).toContain(trace);
    }
    const response = await t.api.as(fx.a).post(`${base(companyId, customer.id)}/gdpr-erase`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().auditEventsRewritten).toBeGreaterThanOrEqual(5);

    const after = await rawRows(companyId);
    for (const trace of [
      "Greta",
      "Gdprsson",
      "Raderasdotter",
      "19850709",
      "v1:",
      "greta.gdprsson",
      "+46701234567",
      "Prefers calls",
      "Gömdgatan",
      "Fakturavägen",
      "Hemlösa",
    ]) {
      expect(after, trace).not.toContain(trace);
    }
    const kept = await t.api.as(fx.a).get(base(companyId, customer.id));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id: customer.id,
      kind: "person",
      name: REMOVED_USER,
      personalNumber: null,
      email: null,
      phone: null,
      notes: "",
      addresses: [],
    });
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
  });

  it("refuses an organisation with 409 NOT_PERSONAL_DATA, for export and erasure", async () => {
    const org = await createCustomer(t, fx.a, fx.a.company.id, { name: "Aktiebolaget Org", orgNumber: "556016-0680" });
    for (const [method, path] of [
      ["GET", "gdpr-export"],
      ["POST", "gdpr-erase"],
    ] as const) {
      const response = await t.api.as(fx.a).send({ method, url: `${base(fx.a.company.id, org.id)}/${path}` });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe(ErrorCode.NotPersonalData);
    }
    expect((await t.api.as(fx.a).get(base(fx.a.company.id, org.id))).json().name).toBe("Aktiebolaget Org");
  });

  it("answers 404 for another company's customer and 403 without the GDPR permission", async () => {
    const other = await createCustomer(t, fx.b, fx.b.company.id, {
      kind: "person",
      name: "Bodil Bcompany",
      personalNumber: "19850709-9805",
    });
    for (const path of ["gdpr-export", "gdpr-erase"]) {
      const method = path === "gdpr-export" ? "GET" : "POST";
      const response = await t.api.as(fx.a).send({ method, url: `${base(fx.a.company.id, other.id)}/${path}` });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await t.api.as(fx.b).get(base(fx.b.company.id, other.id))).json().name).toBe("Bodil Bcompany");

    const mine = await person();
    const editor = await createUser(t.deps.db, { name: "Edvin Editor", email: `edvin.${Date.now()}@example.test` });
    await addMember(t.deps.db, fx.a.company.id, editor.id, { permissions: ["CustomerEdit"] });
    const token = await signIn(t.app, editor.email);
    expect((await t.api.as(token).get(`${base(fx.a.company.id, mine.id)}/gdpr-export`)).statusCode).toBe(403);
    expect((await t.api.as(token).post(`${base(fx.a.company.id, mine.id)}/gdpr-erase`)).statusCode).toBe(403);
  });
});

describe("GDPR of a customer's contact", () => {
  it("exports the contact, and erasing it leaves no name, email or phone of theirs in the customer tables or the audit log", async () => {
    const { id: companyId } = await createCompany(t.deps.db);
    await addMember(t.deps.db, companyId, fx.a.user.id, { permissions: admin });
    const org = await createCustomer(t, fx.a, companyId, { name: "Kontaktbolaget AB" });
    const contact = await createCustomerContact(t, fx.a, companyId, org.id, {
      name: "Kalle Kontaktsson",
      role: "Inköpschef",
      email: "kalle.kontaktsson@example.test",
      phone: "+46709876543",
    });
    const other = await createCustomerContact(t, fx.a, companyId, org.id, { name: "Stina Stannar" });
    const url = contactBase(companyId, org.id, contact.id);

    const exported = await t.api.as(fx.a).get(`${url}/gdpr-export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({
      contact: { name: "Kalle Kontaktsson", role: "Inköpschef", email: "kalle.kontaktsson@example.test" },
      customer: { name: "Kontaktbolaget AB" },
    });

    const erased = await t.api.as(fx.a).post(`${url}/gdpr-erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await rawRows(companyId);
    for (const trace of ["Kontaktsson", "kalle.kontaktsson", "+46709876543", "Inköpschef"]) {
      expect(after, trace).not.toContain(trace);
    }
    expect(after).toContain("Stina Stannar");
    expect(after).toContain("Kontaktbolaget AB");
    const detail = (await t.api.as(fx.a).get(base(companyId, org.id))).json();
    expect(detail.contacts.map((c: { id: string; name: string }) => [c.id, c.name]).sort()).toEqual(
      [
        [contact.id, REMOVED_USER],
        [other.id, "Stina Stannar"],
      ].sort(),
    );
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
  });

  it("answers 404 for another company's contact, or a contact under another customer", async () => {
    const theirs = await createCustomer(t, fx.b, fx.b.company.id, { name: "B AB" });
    const theirContact = await createCustomerContact(t, fx.b, fx.b.company.id, theirs.id, { name: "Bertil B" });
    const mine = await createCustomer(t, fx.a, fx.a.company.id, { name: "A AB" });
    for (const url of [
      contactBase(fx.a.company.id, theirs.id, theirContact.id),
      contactBase(fx.a.company.id, mine.id, theirContact.id),
    ]) {
      expect((await t.api.as(fx.a).get(`${url}/gdpr-export`)).statusCode).toBe(404);
      expect((await t.api.as(fx.a).post(`${url}/gdpr-erase`)).statusCode).toBe(404);
    }
    const kept = (await t.api.as(fx.b).get(base(fx.b.company.id, theirs.id))).json();
    expect(kept.contacts[0].name).toBe("Bertil B");
  });
});
