import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFormGroup } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { companies, formGroups } from "../../db/schema";

const { t, fx } = appWithTwoCompanies(["Forms"]);

const url = (companyId: string) => `/api/companies/${companyId}/form-groups`;
const usersUrl = (groupId: string, companyId?: string) =>
  `/api/form-groups/${groupId}/users${companyId ? `?companyId=${companyId}` : ""}`;

const setLimit = (companyId: string, limit: number) =>
  withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
    tx.update(companies).set({ formGroupLimit: limit }).where(eq(companies.id, companyId)),
  );

describe("form groups", () => {
  it("creates form groups up to the company's limit, then answers FORM_GROUP_LIMIT_REACHED", async () => {
    await setLimit(fx.a.company.id, 2);
    const first = await createFormGroup(t, fx.a, fx.a.company.id, { name: "Inspektörer" });
    expect(first).toMatchObject({ name: "Inspektörer", memberCount: 0 });
    await createFormGroup(t, fx.a, fx.a.company.id, { name: "Besiktning" });
    const over = await t.api.as(fx.a).post(url(fx.a.company.id), { name: "En för mycket" });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("FORM_GROUP_LIMIT_REACHED");
    const list = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(list.json().map((g: { name: string }) => g.name)).toEqual(["Besiktning", "Inspektörer"]);
    // Several at once still stop at the limit.
    await setLimit(fx.a.company.id, 4);
    const burst = await Promise.all(
      [1, 2, 3, 4].map((n) => t.api.as(fx.a).post(url(fx.a.company.id), { name: `Samtidig ${n}` })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const rows = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.select().from(formGroups).where(eq(formGroups.companyId, fx.a.company.id)),
    );
    expect(rows).toHaveLength(4);
    // The other company's limit is its own.
    await createFormGroup(t, fx.b, fx.b.company.id, { name: "B group" });
  });

  it("adds a member of the company to a form group (?companyId=)", async () => {
    await setLimit(fx.b.company.id, 10);
    const group = await createFormGroup(t, fx.b, fx.b.company.id, { name: "Members" });
    const colleague = await newMember(t, fx.b.company.id, []);
    const added = await t.api.as(fx.b).post(usersUrl(group.id, fx.b.company.id), { userId: colleague.user.id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ id: group.id, memberCount: 1 });
    const again = await t.api.as(fx.b).post(usersUrl(group.id, fx.b.company.id), { userId: colleague.user.id });
    expect(again.json().memberCount).toBe(1);
  });

  it("rejects invalid input", async () => {
    for (const payload of [{ name: "" }, { name: "x".repeat(201) }, {}]) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe("name");
    }
    const [group] = (await t.api.as(fx.a).get(url(fx.a.company.id))).json();
    expect((await t.api.as(fx.a).post(usersUrl(group.id), { userId: fx.a.user.id })).statusCode).toBe(400);
    expect((await t.api.as(fx.a).post(usersUrl(group.id, "abc"), { userId: fx.a.user.id })).statusCode).toBe(400);
    const stranger = await t.api.as(fx.a).post(usersUrl(group.id, fx.a.company.id), { userId: fx.b.user.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().field).toBe("userId");
  });

  it("needs the Forms permission to write; members read; guests do not", async () => {
    const reader = await newMember(t, fx.a.company.id, []);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const [group] = (await t.api.as(fx.a).get(url(fx.a.company.id))).json();
    expect((await t.api.as(reader).post(url(fx.a.company.id), { name: "Nope" })).statusCode).toBe(403);
    expect(
      (await t.api.as(reader).post(usersUrl(group.id, fx.a.company.id), { userId: reader.user.id })).statusCode,
    ).toBe(403);
    expect((await t.api.as(reader).get(url(fx.a.company.id))).statusCode).toBe(200);
    expect((await t.api.as(guest).get(url(fx.a.company.id))).statusCode).toBe(403);
  });

  it("answers 404 for another company's form group, 403 for their company and 401 without a token", async () => {
    const [theirs] = (await t.api.as(fx.b).get(url(fx.b.company.id))).json();
    const viaMine = await t.api.as(fx.a).post(usersUrl(theirs.id, fx.a.company.id), { userId: fx.a.user.id });
    expect(viaMine.statusCode).toBe(404);
    const viaTheirs = await t.api.as(fx.a).post(usersUrl(theirs.id, fx.b.company.id), { userId: fx.a.user.id });
    expect(viaTheirs.statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(url(fx.b.company.id), { name: "x" })).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    expect(
      (await t.api.anonymous().post(usersUrl(theirs.id, fx.b.company.id), { userId: fx.b.user.id })).statusCode,
    ).toBe(401);
  });
});
