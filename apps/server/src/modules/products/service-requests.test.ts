import type { Permission, Task } from "@app/contract";
import { describe, expect, it } from "vitest";
import { createCompanyService, createProduct } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { groups, groupUsers } from "../../db/schema";

const all: Permission[] = ["Products", "CompanyServices"];
const { t, fx } = appWithTwoCompanies(all);

/** A company with a published service, an unpublished one, a portal with a guest member, and a guest of no portal. */
async function world() {
  const company = await createCompany(t.deps.db);
  const id = company.id;
  await addMember(t.deps.db, id, fx.a.user.id, { permissions: all });
  const service = async (name: string, published: boolean) => {
    const product = await createProduct(t, fx.a, id, { name, type: "service", durationMinutes: 90 });
    return (await createCompanyService(t, fx.a, id, { productId: product.id, published })) as { id: string };
  };
  const cleaning = await service("Fönsterputs", true);
  const hidden = await service("Hemlig tjänst", false);
  const portalGuest = await newMember(t, id, [], "GUEST");
  const otherGuest = await newMember(t, id, [], "GUEST");
  await withTenant(t.deps.db, { companyIds: [id] }, async (tx) => {
    const [portal] = await tx
      .insert(groups)
      .values({ companyId: id, name: "Kundportal Ek AB", type: "PORTAL" })
      .returning();
    if (!portal) throw new Error("portal not created");
    await tx.insert(groupUsers).values({ companyId: id, groupId: portal.id, userId: portalGuest.user.id });
  });
  const url = (serviceId: string, companyId = id) =>
    `/api/companies/${companyId}/company-services/${serviceId}/requests`;
  return { id, cleaning, hidden, portalGuest, otherGuest, url };
}

describe("service requests from the portal", () => {
  it("lands a portal member's request as a task assigned to those who hold CompanyServices, which the asker sees too", async () => {
    const w = await world();
    const listed = await t.api.as(w.portalGuest.token).get(`/api/companies/${w.id}/company-services`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { id: string }[]).map((s) => s.id)).toEqual([w.cleaning.id]);

    const response = await t.api
      .as(w.portalGuest.token)
      .post(w.url(w.cleaning.id), { message: "  Vi vill ha fönsterputs i mars, tack.  " });
    expect(response.statusCode, response.body).toBe(201);
    const { taskId } = response.json() as { ok: true; taskId: string };
    const read = await t.api.as(fx.a).get(`/api/companies/${w.id}/tasks/${taskId}`);
    expect(read.statusCode, read.body).toBe(200);
    const task: Task = read.json();
    expect(task).toMatchObject({
      title: "Fönsterputs: Kundportal Ek AB",
      description: "Vi vill ha fönsterputs i mars, tack.",
      visibility: "PRIVATE",
      estimateMinutes: 90,
    });
    expect(task.members.map((m) => m.id)).toEqual([fx.a.user.id]);
    expect((await t.api.as(w.portalGuest.token).get(`/api/companies/${w.id}/tasks/${taskId}`)).statusCode).toBe(200);
  });

  it("refuses a member of no portal (403), an unpublished or another company's service (404), an empty message (400) and no token (401)", async () => {
    const w = await world();
    const body = { message: "Hej" };
    expect((await t.api.as(w.otherGuest.token).post(w.url(w.cleaning.id), body)).statusCode).toBe(403);
    expect((await t.api.as(w.portalGuest.token).post(w.url(w.hidden.id), body)).statusCode).toBe(404);
    const other = await world();
    expect((await t.api.as(w.portalGuest.token).post(w.url(other.cleaning.id), body)).statusCode).toBe(404);
    expect((await t.api.as(w.portalGuest.token).post(w.url(w.cleaning.id), { message: " " })).statusCode).toBe(400);
    expect((await t.api.anonymous().post(w.url(w.cleaning.id), body)).statusCode).toBe(401);
  });
});

describe("who may ask for services", () => {
  it("answers canRequest for a portal member only, as the request's portal check would; 403 in a company it is no member of, 401 without a token", async () => {
    const w = await world();
    const access = (token: string, companyId = w.id) =>
      t.api.as(token).get(`/api/companies/${companyId}/company-services/access`);
    const asked = await access(w.portalGuest.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ canRequest: true });
    expect((await access(w.otherGuest.token)).json()).toEqual({ canRequest: false });
    const other = await world();
    expect((await access(w.portalGuest.token, other.id)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(`/api/companies/${w.id}/company-services/access`)).statusCode).toBe(401);
  });
});
