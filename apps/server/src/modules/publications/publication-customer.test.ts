import type { Publication } from "@app/contract";
import { describe, expect, it } from "vitest";
import { createCustomer, createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, noFeatures } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies([
  "PublicationCreate",
  "PublicationEdit",
  "SeeObjectsWithoutGroup",
  "CustomerCreate",
  "CustomerEdit",
  "CustomerDelete",
  "PublicationShare",
]);

const objects = (companyId: string, rest = "") => `/api/companies/${companyId}/publications${rest}`;

describe("an object's customer (issue 45, item 4)", () => {
  it("links an object to a customer on create and on save, answers it as an entity, and clears it with null", async () => {
    const { id } = fx.a.company;
    const acme = await createCustomer(t, fx.a, id, { name: "Acme AB" });
    const other = await createCustomer(t, fx.a, id, { name: "Other AB" });
    const object: Publication = await createObject(t, fx.a, id, { name: "Linked", customerId: acme.id });
    expect(object.customer).toEqual({ id: acme.id, name: "Acme AB" });
    expect((await t.api.as(fx.a).get(objects(id, `/${object.id}`))).json().customer).toEqual({
      id: acme.id,
      name: "Acme AB",
    });

    // PUT takes what GET answers: the entity, or the id.
    const moved = await t.api.as(fx.a).put(objects(id, `/${object.id}`), { customer: { id: other.id, name: "x" } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().customer).toEqual({ id: other.id, name: "Other AB" });
    const byId = await t.api.as(fx.a).put(objects(id, `/${object.id}`), { customerId: acme.id });
    expect(byId.json().customer?.id).toBe(acme.id);
    const kept = await t.api.as(fx.a).put(objects(id, `/${object.id}`), { name: "Renamed" });
    expect(kept.json().customer?.id).toBe(acme.id);
    const cleared = await t.api.as(fx.a).put(objects(id, `/${object.id}`), { customerId: null });
    expect(cleared.json().customer).toBeNull();
    expect((await createObject(t, fx.a, id, { name: "Without" })).customer).toBeNull();
  });

  it("does not show a guest who sees the object its customer", async () => {
    const { id } = fx.a.company;
    const customer = await createCustomer(t, fx.a, id, { name: "Hemlig kund AB" });
    const object: Publication = await createObject(t, fx.a, id, { name: "Shared", customerId: customer.id });
    const guest = await newMember(t, id, [], "GUEST");
    const shared = await t.api.as(fx.a).post(objects(id, `/${object.id}/shares`), { userId: guest.user.id });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    const seen = await t.api.as(guest).get(objects(id, `/${object.id}`));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().customer).toBeNull();
  });

  it("refuses another company's customer and an archived one with 400 naming the field, and keeps a link to a customer archived since", async () => {
    const { id } = fx.a.company;
    const foreign = await createCustomer(t, fx.b, fx.b.company.id, { name: "B:s kund" });
    const refused = await t.api.as(fx.a).post(objects(id), { type: "note", name: "X", customerId: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION", field: "customerId" });

    const customer = await createCustomer(t, fx.a, id, { name: "Soon archived AB" });
    const object: Publication = await createObject(t, fx.a, id, { name: "Kept", customerId: customer.id });
    const archived = await t.api.as(fx.a).put(`/api/companies/${id}/customers/${customer.id}`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const linking = await t.api.as(fx.a).post(objects(id), { type: "note", name: "Y", customerId: customer.id });
    expect(linking.statusCode).toBe(400);
    expect(linking.json()).toMatchObject({ code: "VALIDATION", field: "customerId" });
    const onSave = await t.api.as(fx.a).put(objects(id, `/${object.id}`), {
      ...((await t.api.as(fx.a).get(objects(id, `/${object.id}`))).json() as Publication),
      name: "Kept and renamed",
    });
    expect(onSave.statusCode, onSave.body).toBe(200);
    expect(onSave.json().customer?.id).toBe(customer.id);
    const foreignOnSave = await t.api.as(fx.a).put(objects(id, `/${object.id}`), { customerId: foreign.id });
    expect(foreignOnSave.statusCode).toBe(400);
  });

  it("refuses a customer in a company without the customers feature", async () => {
    const company = await createCompany(t.deps.db, { enabledFeatures: noFeatures });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["PublicationCreate"] });
    const customer = await createCustomer(t, fx.a, fx.a.company.id, { name: "Elsewhere AB" });
    const refused = await t.api
      .as(fx.a)
      .post(objects(company.id), { type: "note", name: "X", customerId: customer.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "customerId" });
  });

  it("archives a customer with objects linked to it instead of deleting it", async () => {
    const { id } = fx.a.company;
    const customer = await createCustomer(t, fx.a, id, { name: "Linked AB" });
    await createObject(t, fx.a, id, { name: "Its object", customerId: customer.id });
    const deleted = await t.api.as(fx.a).delete(`/api/companies/${id}/customers/${customer.id}`);
    expect(deleted.json()).toEqual({ ok: true, archived: true, reasons: ["objects"] });
  });
});
