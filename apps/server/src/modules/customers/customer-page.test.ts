import {
  type AuditPage,
  allPermissions,
  type CustomerFile,
  type EsignObjectRequest,
  type Notice,
  type Permission,
  type PublicationListItem,
  type Task,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createCustomerAddress,
  createCustomerContact,
  createCustomerStatus,
  createEsign,
  createFile,
  createNotice,
  createObject,
  createTask,
  uploadFile,
} from "../../../test/factories";
import { appWithTwoCompanies, createCompany, createGroup, noFeatures } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";

const { t, fx } = appWithTwoCompanies(["CustomerCreate", "PublicationCreate"]);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const reads: Permission[] = ["DocumentReminders", "Tasks", "Esign", "CertifyDocument"];

/**
 * A company of its own: an administrator (every permission) and a reader who is in group Seen but not
 * in group Hidden, with a customer that has an object in each group, an object of no group made by the
 * administrator (the reader does not see it) and an object not linked to it; each of its objects has a
 * reminder, a public task, a file and an e-sign request.
 */
async function world() {
  const company = await createCompany(t.deps.db);
  const companyId = company.id;
  const admin = await newMember(t, companyId, [...allPermissions]);
  const reader = await newMember(t, companyId, reads);
  const seen = await createGroup(t.deps.db, companyId, "Seen", [reader.user.id]);
  const hidden = await createGroup(t.deps.db, companyId, "Hidden");
  const customer = await createCustomer(t, admin, companyId, { name: "Kund AB" });
  const base = `/api/companies/${companyId}`;
  const object = async (name: string, groupId: string | null, customerId: string | null = customer.id) => {
    const publication = await createObject(t, admin, companyId, { type: "esign", name, groupId, customerId });
    await createNotice(t, admin, companyId, { publicationId: publication.id, title: `Reminder of ${name}` });
    await createTask(t, admin, companyId, { title: `Task of ${name}`, publicationId: publication.id });
    await createFile(t, admin, `${base}/publications/${publication.id}/files`, `${name}.txt`);
    const pdf = await uploadFile(
      t,
      admin,
      `${base}/publications/${publication.id}/files`,
      `${name}.pdf`,
      "application/pdf",
      samplePdf(name),
    );
    await createEsign(t, admin, companyId, publication.id, {
      fileId: pdf.json().id,
      signers: [{ userId: admin.user.id }],
      deadline: inDays(30),
    });
    return publication;
  };
  await object("Avtal", seen.id);
  await object("Bilaga", hidden.id);
  await object("Certifikat", null);
  await object("Dokument utan kund", seen.id, null);
  const section = (who: { token: string } | null, name: string, query = "", customerId = customer.id) =>
    t.api.as(who).get(`${base}/customers/${customerId}/${name}${query}`);
  return { companyId, base, admin, reader, customer, section };
}

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
};

describe("the customer page's sections (issue 45, item 4)", () => {
  it("lists the customer's objects the reader may see, by name, with paging of 21 fetched", async () => {
    const w = await world();
    const names = (list: PublicationListItem[]) => list.map((p) => p.name);
    expect(names(await ok(w.section(w.admin, "objects")))).toEqual(["Avtal", "Bilaga", "Certifikat"]);
    expect(names(await ok(w.section(w.reader, "objects")))).toEqual(["Avtal"]);
    expect(names(await ok(w.section(w.admin, "objects", "?limit=2")))).toEqual(["Avtal", "Bilaga"]);
    expect(names(await ok(w.section(w.admin, "objects", "?limit=2&offset=2")))).toEqual(["Certifikat"]);
    // The list's default page: 21 fetched.
    for (let i = 0; i < 22; i++)
      await createObject(t, w.admin, w.companyId, { name: `Z ${i}`, customerId: w.customer.id });
    expect(await ok<PublicationListItem[]>(w.section(w.admin, "objects"))).toHaveLength(21);
  });

  it("lists the reminders, tasks, files and e-sign requests of those objects only as the reader may see them", async () => {
    const w = await world();
    const titles = (list: { title: string }[]) => list.map((n) => n.title).sort();
    expect(titles(await ok<Notice[]>(w.section(w.admin, "reminders")))).toEqual([
      "Reminder of Avtal",
      "Reminder of Bilaga",
      "Reminder of Certifikat",
    ]);
    expect(titles(await ok<Notice[]>(w.section(w.reader, "reminders")))).toEqual(["Reminder of Avtal"]);
    expect(titles(await ok<Task[]>(w.section(w.admin, "tasks")))).toEqual([
      "Task of Avtal",
      "Task of Bilaga",
      "Task of Certifikat",
    ]);
    expect(titles(await ok<Task[]>(w.section(w.reader, "tasks")))).toEqual(["Task of Avtal"]);

    const files = await ok<CustomerFile[]>(w.section(w.reader, "files"));
    expect(files.map((f) => [f.uploadName, f.publication.name]).sort()).toEqual([
      ["Avtal.pdf", "Avtal"],
      ["Avtal.txt", "Avtal"],
    ]);
    expect(await ok<CustomerFile[]>(w.section(w.admin, "files"))).toHaveLength(6);
    expect(await ok<CustomerFile[]>(w.section(w.admin, "files", "?limit=4"))).toHaveLength(4);

    const requests = await ok<EsignObjectRequest[]>(w.section(w.reader, "esign"));
    expect(requests.map((r) => r.publication.name)).toEqual(["Avtal"]);
    expect((await ok<EsignObjectRequest[]>(w.section(w.admin, "esign"))).map((r) => r.publication.name)).toEqual([
      "Certifikat",
      "Bilaga",
      "Avtal",
    ]);
  });

  it("refuses reminders to a member who does not use them, and e-sign requests in a company without e-sign", async () => {
    const w = await world();
    const plain = await newMember(t, w.companyId, []);
    expect((await w.section(plain, "reminders")).statusCode).toBe(403);
    expect(await ok(w.section(plain, "objects"))).toEqual([]);
    expect(await ok(w.section(plain, "tasks"))).toEqual([]);

    const company = await createCompany(t.deps.db, { enabledFeatures: { ...noFeatures, customers: true } });
    const admin = await newMember(t, company.id, [...allPermissions]);
    const customer = await createCustomer(t, admin, company.id, { name: "Utan e-sign AB" });
    const url = `/api/companies/${company.id}/customers/${customer.id}`;
    expect((await t.api.as(admin).get(`${url}/esign`)).statusCode).toBe(403);
    expect((await t.api.as(admin).get(`${url}/reminders`)).statusCode).toBe(403);
    expect((await t.api.as(admin).get(`${url}/objects`)).statusCode).toBe(200);
  });

  it("answers 404 for another company's customer, 401 without a token and 403 to a guest, on every section", async () => {
    const w = await world();
    const foreign = await createCustomer(t, fx.b, fx.b.company.id, { name: "B:s kund" });
    const guest = await newMember(t, w.companyId, [], "GUEST");
    for (const name of ["objects", "reminders", "tasks", "esign", "files", "history"]) {
      expect((await w.section(w.admin, name, "", foreign.id)).statusCode, name).toBe(404);
      expect((await w.section(null, name)).statusCode, name).toBe(401);
      expect((await w.section(guest, name)).statusCode, name).toBe(403);
    }
    // The other company's own member does not reach this company's customer either.
    expect((await t.api.as(fx.b).get(`${w.base}/customers/${w.customer.id}/objects`)).statusCode).toBe(403);
  });

  it("shows the customer's History (its row, status changes, contacts and addresses) to holders of AuditLogs only", async () => {
    const w = await world();
    const status = await createCustomerStatus(t, w.admin, w.companyId, { name: "Pausad", color: "#fab005" });
    const contact = await createCustomerContact(t, w.admin, w.companyId, w.customer.id, { name: "Anna Kontakt" });
    await createCustomerAddress(t, w.admin, w.companyId, w.customer.id, { city: "Lund" });
    const changed = await t.api.as(w.admin).put(`${w.base}/customers/${w.customer.id}`, { statusId: status.id });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.api.as(w.admin).delete(`${w.base}/customers/${w.customer.id}/contacts/${contact.id}`);
    // Another customer's rows are not in this one's History.
    const other = await createCustomer(t, w.admin, w.companyId, { name: "Annan AB" });
    await createCustomerContact(t, w.admin, w.companyId, other.id, { name: "Bo Annan" });

    const history = await ok<AuditPage>(w.section(w.admin, "history"));
    const seen = history.items.map((e) => `${e.action} ${e.kind}`);
    expect(seen).toEqual([
      "delete customer_contacts",
      "update customers",
      "create customer_addresses",
      "create customer_contacts",
      "create customers",
    ]);
    // The company had no status when the customer was made: the first status is its first.
    expect(history.items[1]?.changes).toMatchObject({ status_id: [null, status.id] });
    expect(history.items.every((e) => e.entityId !== other.id)).toBe(true);

    const first = await ok<AuditPage>(w.section(w.admin, "history", "?limit=2"));
    expect(first.items).toHaveLength(2);
    const rest = await ok<AuditPage>(w.section(w.admin, "history", `?limit=10&before=${first.next}`));
    expect(rest.items.map((e) => e.id)).toEqual(history.items.slice(2).map((e) => e.id));

    expect((await w.section(w.reader, "history")).statusCode).toBe(403);
  });
});
