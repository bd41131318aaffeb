import { GROUP_CATEGORY, type Permission } from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createObject, createPortal } from "../../../test/factories";
import {
  addMember,
  appWithTwoCompanies,
  createCompany,
  createGroup,
  createUser,
  noFeatures,
  signIn,
} from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { categories, groups, publications } from "../../db/schema";

const admin: Permission[] = ["AuthorizationGroups", "CustomerCreate", ...editor];
const { t, fx } = appWithTwoCompanies(admin);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/groups${rest}`;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | null, method: Method, path: string, payload?: object) =>
  t.api.as(token).send({ method, url: path, payload });

const memberOfA = (permissions: Permission[], type: "DEFAULT" | "GUEST" = "DEFAULT") =>
  newMember(t, fx.a.company.id, permissions, type);

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("groups and customer portals", () => {
  it("creates a portal for a customer, lists it with filters and counts, edits and deletes it", async () => {
    const bergstrom = await createCustomer(t, fx.a, fx.a.company.id, { name: "Bergström Bygg AB" });
    const created = await t.api.as(fx.a).post(url(fx.a.company.id), {
      name: "Bergström portal",
      type: "PORTAL",
      customerId: bergstrom.id,
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: "Bergström portal",
      type: "PORTAL",
      customerConnected: true,
      customer: { id: bergstrom.id, name: "Bergström Bygg AB" },
      category: null,
      memberCount: 0,
      objectCount: 0,
    });
    const hidden = await t.api.as(fx.a).post(url(fx.a.company.id), { name: "Ledning" });
    expect(hidden.json()).toMatchObject({ type: "HIDDEN", customerConnected: false, customer: null });

    const list = async (query: string) => names((await t.api.as(fx.a).get(url(fx.a.company.id, query))).json());
    expect(await list("?type=PORTAL")).toEqual(["Bergström portal"]);
    expect(await list("?customerConnected=true")).toEqual(["Bergström portal"]);
    expect(await list("?customerConnected=false&type=HIDDEN")).toContain("Ledning");
    expect(await list("?q=bygg")).toEqual(["Bergström portal"]);
    expect(await list(`?userId=${fx.a.user.id}`)).toEqual([]);

    await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/users`), { userId: fx.a.user.id });
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Offert 12" });
    const added = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/publications`), {
      publicationId: object.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ memberCount: 1, objectCount: 1 });
    expect(await list(`?userId=${fx.a.user.id}`)).toEqual(["Bergström portal"]);
    const objects = await t.api.as(fx.a).get(url(fx.a.company.id, `/${group.id}/publications`));
    expect(names(objects.json())).toEqual(["Offert 12"]);

    const renamed = await t.api.as(fx.a).put(url(fx.a.company.id, `/${group.id}`), {
      name: "Bergström kundportal",
      customerId: bergstrom.id,
    });
    expect(renamed.json()).toMatchObject({ name: "Bergström kundportal", type: "PORTAL", customerConnected: true });
    const read = await t.api.as(fx.a).get(url(fx.a.company.id, `/${group.id}`));
    expect(read.json()).toEqual(renamed.json());

    expect((await t.api.as(fx.a).delete(url(fx.a.company.id, `/${group.id}`))).statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(url(fx.a.company.id, `/${group.id}`))).statusCode).toBe(404);
    // The portal's objects stay, without a group.
    const [row] = await t.deps.db.select().from(publications).where(eq(publications.id, object.id));
    expect(row?.groupId).toBeNull();
  });

  it("pages by 21 unless all=true", async () => {
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: admin });
    for (let i = 0; i < 23; i++) await createGroup(t.deps.db, company.id, `Grupp ${String(i).padStart(2, "0")}`);
    const page = await t.api.as(fx.a).get(url(company.id));
    expect(page.json()).toHaveLength(21);
    const next = await t.api.as(fx.a).get(url(company.id, "?offset=21"));
    expect(names(next.json())).toEqual(["Grupp 21", "Grupp 22"]);
    const all = await t.api.as(fx.a).get(url(company.id, "?all=true&limit=5"));
    expect(all.json()).toHaveLength(23);
  });

  it("reads the group categories, and takes one as a group's category", async () => {
    const [category] = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx
        .insert(categories)
        .values([
          { companyId: fx.a.company.id, type: GROUP_CATEGORY, name: "Kunder", color: 0x2f9e44 },
          { companyId: fx.a.company.id, type: "REMINDER_CATEGORY", name: "Avtal", color: 1 },
        ])
        .returning(),
    );
    if (!category) throw new Error("no category");
    const list = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/group-category`);
    expect(list.json()).toEqual([{ id: category.id, name: "Kunder", color: 0x2f9e44 }]);
    const created = await t.api.as(fx.a).post(url(fx.a.company.id), {
      name: "Kategoriserad",
      categoryId: category.id,
    });
    expect(created.json().category).toEqual({ id: category.id, name: "Kunder", color: 0x2f9e44 });
    const guest = await memberOfA([], "GUEST");
    expect((await t.api.as(guest).get(`/api/companies/${fx.a.company.id}/group-category`)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(`/api/companies/${fx.a.company.id}/group-category`)).statusCode).toBe(401);
  });

  it("rejects invalid input with the field named", async () => {
    const theirCustomer = await createCustomer(t, fx.b, fx.b.company.id, { name: "B customer" });
    const [reminderCategory] = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx
        .insert(categories)
        .values({ companyId: fx.a.company.id, type: "REMINDER_CATEGORY", name: "Not a group category" })
        .returning(),
    );
    const cases: [object, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: "x", type: "SECRET" }, "type"],
      [{ name: "x", customerId: "nope" }, "customerId"],
      [{ name: "x", customerId: theirCustomer.id }, "customerId"],
      [{ name: "x", categoryId: reminderCategory?.id }, "categoryId"],
      // With the customers feature, a portal serves a customer.
      [{ name: "x", type: "PORTAL" }, "customerId"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const group = await createGroup(t.deps.db, fx.a.company.id, "Valid");
    const badMember = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/users`), { userId: "x" });
    expect(badMember.statusCode).toBe(400);
    const theirUser = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/users`), {
      userId: fx.b.user.id,
    });
    expect(theirUser.statusCode).toBe(400);
    expect(theirUser.json().field).toBe("userId");
    const theirObject = await createObject(t, fx.b, fx.b.company.id, { name: "B object" });
    const foreignObject = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/publications`), {
      publicationId: theirObject.id,
    });
    expect(foreignObject.statusCode).toBe(400);
    expect(foreignObject.json().field).toBe("publicationId");
    for (const query of ["?type=OPEN", "?userId=abc", "?customerConnected=yes", "?limit=0", "?all=1"]) {
      expect((await t.api.as(fx.a).get(url(fx.a.company.id, query))).statusCode, query).toBe(400);
    }
    // Without the customers feature a portal needs no customer.
    const plain = await createCompany(t.deps.db, { enabledFeatures: noFeatures });
    await addMember(t.deps.db, plain.id, fx.a.user.id, { permissions: admin });
    const noCustomer = await t.api.as(fx.a).post(url(plain.id), { name: "Portal", type: "PORTAL" });
    expect(noCustomer.statusCode).toBe(201);
    expect(noCustomer.json()).toMatchObject({ type: "PORTAL", customerConnected: false });
  });

  it("lets only AuthorizationGroups write; full members read; guests read nothing", async () => {
    const group = await createGroup(t.deps.db, fx.a.company.id, "Read only");
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Kept" });
    const reader = await memberOfA(["SeeObjectsWithoutGroup", "PublicationEdit"]);
    const writes: [Method, string, object?][] = [
      ["POST", url(fx.a.company.id), { name: "Nope" }],
      ["PUT", url(fx.a.company.id, `/${group.id}`), { name: "Nope" }],
      ["DELETE", url(fx.a.company.id, `/${group.id}`)],
      ["POST", url(fx.a.company.id, `/${group.id}/users`), { userId: reader.user.id }],
      ["DELETE", url(fx.a.company.id, `/${group.id}/users/${fx.a.user.id}`)],
      ["POST", url(fx.a.company.id, `/${group.id}/publications`), { publicationId: object.id }],
      ["DELETE", url(fx.a.company.id, `/${group.id}/publications/${object.id}`)],
    ];
    for (const [method, path, payload] of writes) {
      expect((await call(reader.token, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    const [row] = await t.deps.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row?.name).toBe("Read only");
    for (const path of [
      url(fx.a.company.id),
      url(fx.a.company.id, `/${group.id}`),
      url(fx.a.company.id, `/${group.id}/users`),
    ]) {
      expect((await t.api.as(reader).get(path)).statusCode, path).toBe(200);
    }
    const guest = await memberOfA([], "GUEST");
    for (const path of [
      url(fx.a.company.id),
      url(fx.a.company.id, `/${group.id}`),
      url(fx.a.company.id, `/${group.id}/users`),
    ]) {
      expect((await t.api.as(guest).get(path)).statusCode, path).toBe(403);
    }
  });

  it("answers 404 for another company's group, 403 for their company and 401 without a token", async () => {
    const theirs = await createGroup(t.deps.db, fx.b.company.id, "B group", [fx.b.user.id]);
    const theirObject = await createObject(t, fx.b, fx.b.company.id, {
      name: "B in group",
      groupId: theirs.id,
    });
    const mine = await createObject(t, fx.a, fx.a.company.id, { name: "Mine" });
    const cases: [Method, string, object?][] = [
      ["GET", `/${theirs.id}`],
      ["PUT", `/${theirs.id}`, { name: "Hijacked" }],
      ["DELETE", `/${theirs.id}`],
      ["GET", `/${theirs.id}/users`],
      ["POST", `/${theirs.id}/users`, { userId: fx.a.user.id }],
      ["DELETE", `/${theirs.id}/users/${fx.b.user.id}`],
      ["GET", `/${theirs.id}/publications`],
      ["POST", `/${theirs.id}/publications`, { publicationId: mine.id }],
      ["DELETE", `/${theirs.id}/publications/${theirObject.id}`],
    ];
    for (const [method, rest, payload] of cases) {
      const response = await call(fx.a.token, method, url(fx.a.company.id, rest), payload);
      expect(response.statusCode, `${method} ${rest}`).toBe(404);
      expect(response.body).not.toContain("B group");
    }
    for (const [method, rest, payload] of cases) {
      expect((await call(fx.a.token, method, url(fx.b.company.id, rest), payload)).statusCode).toBe(403);
      expect((await call(null, method, url(fx.a.company.id, rest), payload)).statusCode).toBe(401);
    }
    const [row] = await t.deps.db.select().from(groups).where(eq(groups.id, theirs.id));
    expect(row?.name).toBe("B group");
    const [object] = await t.deps.db.select().from(publications).where(eq(publications.id, theirObject.id));
    expect(object?.groupId).toBe(theirs.id);
  });

  it("adds and removes members; removing one who is not a member is 404", async () => {
    const group = await createGroup(t.deps.db, fx.a.company.id, "Members");
    const colleague = await memberOfA([]);
    const add = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/users`), {
      userId: colleague.user.id,
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual([
      { id: colleague.user.id, name: colleague.user.name, email: colleague.user.email, type: "DEFAULT" },
    ]);
    // Adding twice keeps one membership.
    const again = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/users`), {
      userId: colleague.user.id,
    });
    expect(again.json()).toHaveLength(1);
    const members = url(fx.a.company.id, `/${group.id}/users/${colleague.user.id}`);
    expect((await t.api.as(fx.a).delete(members)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).delete(members)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(url(fx.a.company.id, `/${group.id}/users`))).json()).toEqual([]);
  });

  it("refuses to move an object someone else is editing", async () => {
    const group = await createGroup(t.deps.db, fx.a.company.id, "Locked out");
    const colleague = await memberOfA(editor);
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Being edited" });
    const lock = await t.api.as(colleague).post(`${publicationsUrl(fx.a.company.id)}/${object.id}/lock`);
    expect(lock.statusCode).toBe(200);
    const moved = await t.api.as(fx.a).post(url(fx.a.company.id, `/${group.id}/publications`), {
      publicationId: object.id,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe("LOCKED");
    const notInGroup = await t.api.as(fx.a).delete(url(fx.a.company.id, `/${group.id}/publications/${object.id}`));
    expect(notInGroup.statusCode).toBe(404);
  });
});

describe("what a portal member sees", () => {
  it("shows a guest member only the objects the portal exposes, and nothing once removed", async () => {
    const kund = await createCustomer(t, fx.a, fx.a.company.id, { name: "Visible Kund AB" });
    const exposing = await createPortal(t, fx.a, fx.a.company.id, { name: "Kund portal", customerId: kund.id });
    const other = await createPortal(t, fx.a, fx.a.company.id, { name: "Other portal", customerId: kund.id });
    const hiddenGroup = await createGroup(t.deps.db, fx.a.company.id, "Internal");
    const exposed = await createObject(t, fx.a, fx.a.company.id, { name: "Portal contract" });
    const elsewhere = await createObject(t, fx.a, fx.a.company.id, { name: "Other portal contract" });
    const internal = await createObject(t, fx.a, fx.a.company.id, { name: "Internal memo" });
    const loose = await createObject(t, fx.a, fx.a.company.id, { name: "Loose note" });
    const put = (groupId: string, publicationId: string) =>
      t.api.as(fx.a).post(url(fx.a.company.id, `/${groupId}/publications`), { publicationId });
    expect((await put(exposing.id, exposed.id)).statusCode).toBe(200);
    expect((await put(other.id, elsewhere.id)).statusCode).toBe(200);
    expect((await put(hiddenGroup.id, internal.id)).statusCode).toBe(200);

    const guest = await memberOfA([], "GUEST");
    const outsider = await memberOfA([], "GUEST");
    const join = (groupId: string, userId: string) =>
      t.api.as(fx.a).post(url(fx.a.company.id, `/${groupId}/users`), { userId });
    expect((await join(exposing.id, guest.user.id)).statusCode).toBe(201);
    // Membership of a hidden group exposes nothing to a guest.
    expect((await join(hiddenGroup.id, guest.user.id)).statusCode).toBe(201);

    const visible = async (token: string) =>
      names((await t.api.as(token).get(publicationsUrl(fx.a.company.id))).json()).sort();
    expect(await visible(guest.token)).toEqual(["Portal contract"]);
    expect(await visible(outsider.token)).toEqual([]);
    const page = (token: string, id: string) => t.api.as(token).get(publicationsUrl(fx.a.company.id, `/${id}`));
    const opened = await page(guest.token, exposed.id);
    expect(opened.statusCode).toBe(200);
    // Read-only for the guest.
    expect(opened.json().can).toEqual({ edit: false, archive: false, share: false, unlock: false });
    for (const id of [elsewhere.id, internal.id, loose.id]) expect((await page(guest.token, id)).statusCode).toBe(404);
    expect((await page(outsider.token, exposed.id)).statusCode).toBe(404);
    const guestWrite = await t.api.as(guest).put(publicationsUrl(fx.a.company.id, `/${exposed.id}`), {
      name: "Changed by guest",
    });
    expect(guestWrite.statusCode).toBe(403);

    // A full member of the portal sees its objects too (as any group's), an outsider without the rights does not.
    const colleague = await memberOfA([]);
    await join(exposing.id, colleague.user.id);
    expect(await visible(colleague.token)).toEqual(["Portal contract"]);

    // Taken out of the portal, the object is no longer exposed; removed from the portal, the guest sees nothing.
    expect(
      (await t.api.as(fx.a).delete(url(fx.a.company.id, `/${exposing.id}/publications/${exposed.id}`))).statusCode,
    ).toBe(200);
    expect(await visible(guest.token)).toEqual([]);
    await put(exposing.id, exposed.id);
    expect(await visible(guest.token)).toEqual(["Portal contract"]);
    expect(
      (await t.api.as(fx.a).delete(url(fx.a.company.id, `/${exposing.id}/users/${guest.user.id}`))).statusCode,
    ).toBe(200);
    expect(await visible(guest.token)).toEqual([]);
  });

  it("keeps a portal member of one company from another company's objects", async () => {
    const kund = await createCustomer(t, fx.b, fx.b.company.id, { name: "B kund" });
    const theirs = await createPortal(t, fx.b, fx.b.company.id, { name: "B portal", customerId: kund.id });
    const theirObject = await createObject(t, fx.b, fx.b.company.id, { name: "B exposed" });
    await t.api.as(fx.b).post(url(fx.b.company.id, `/${theirs.id}/publications`), {
      publicationId: theirObject.id,
    });
    const user = await createUser(t.deps.db, { name: "Two Companies Guest" });
    await addMember(t.deps.db, fx.a.company.id, user.id, { type: "GUEST" });
    await addMember(t.deps.db, fx.b.company.id, user.id, { type: "GUEST" });
    await t.api.as(fx.b).post(url(fx.b.company.id, `/${theirs.id}/users`), { userId: user.id });
    const token = await signIn(t.app, user.email);
    const inA = await t.api.as(token).get(publicationsUrl(fx.a.company.id));
    expect(inA.json()).toEqual([]);
    expect((await t.api.as(token).get(publicationsUrl(fx.a.company.id, `/${theirObject.id}`))).statusCode).toBe(404);
    const inB = await t.api.as(token).get(publicationsUrl(fx.b.company.id));
    expect(names(inB.json())).toEqual(["B exposed"]);
  });
});
