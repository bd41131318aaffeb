import { allFeatures } from "@app/contract";
import { describe, expect, it } from "vitest";
import { appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["CategoriesAndStatuses"]);

type Entry = { id: string; name: string; color: number };
const lists = ["priorities", "reminder-type", "tags", "categories?type=GROUP_CATEGORY", "categories"] as const;
/** The list's path, with an entry id put before the query. */
const at = (companyId: string, list: string, id?: string) => {
  const [path, query] = list.split("?");
  return `/api/companies/${companyId}/${path}${id ? `/${id}` : ""}${query ? `?${query}` : ""}`;
};
/** Names of a list, without those the "keeps each list apart" case of another list left in it. */
const names = (entries: Entry[]) => entries.map((e) => e.name).filter((name) => !name.startsWith("Only in"));

describe.each(lists)("the company's list %s", (list) => {
  it("creates, lists by name, renames, recolours and deletes", async () => {
    const { company, token } = fx.a;
    const high = await t.api.as(token).post(at(company.id, list), { name: "High", color: 0xff0000 });
    expect(high.statusCode).toBe(201);
    expect(high.json()).toMatchObject({ name: "High", color: 0xff0000 });
    await t.api.as(token).post(at(company.id, list), { name: "Average", color: 0x00ff00 });
    const listed = await t.api.as(token).get(at(company.id, list));
    expect(names(listed.json())).toEqual(["Average", "High"]);
    const renamed = await t.api
      .as(token)
      .put(at(company.id, list, high.json().id), { name: "Urgent", color: 0x123456 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: high.json().id, name: "Urgent", color: 0x123456 });
    // Keeping its own name while recolouring is no clash.
    const recoloured = await t.api.as(token).put(at(company.id, list, high.json().id), { name: "urgent", color: 1 });
    expect(recoloured.statusCode).toBe(200);
    expect((await t.api.as(token).delete(at(company.id, list, high.json().id))).statusCode).toBe(200);
    expect((await t.api.as(token).delete(at(company.id, list, high.json().id))).statusCode).toBe(404);
    const after = await t.api.as(token).get(at(company.id, list));
    expect(names(after.json())).toEqual(["Average"]);
  });

  it("keeps each list apart: an entry of another list is not found here", async () => {
    const { company, token } = fx.a;
    const other = list === "tags" ? "priorities" : "tags";
    const elsewhere = await t.api.as(token).post(at(company.id, other), { name: `Only in ${other}`, color: 1 });
    expect((await t.api.as(token).get(at(company.id, list))).body).not.toContain(`Only in ${other}`);
    const id = elsewhere.json().id;
    expect((await t.api.as(token).put(at(company.id, list, id), { name: "Moved", color: 1 })).statusCode).toBe(404);
    expect((await t.api.as(token).delete(at(company.id, list, id))).statusCode).toBe(404);
  });

  it("rejects invalid input, a taken name and more than 100 entries", async () => {
    const { company, token } = fx.a;
    const cases: [object, string][] = [
      [{ name: "", color: 1 }, "name"],
      [{ name: "   ", color: 1 }, "name"],
      [{ name: "x".repeat(101), color: 1 }, "name"],
      [{ name: "x", color: -1 }, "color"],
      [{ name: "x", color: 0x1000000 }, "color"],
      [{ name: "x", color: 1.5 }, "color"],
      [{ name: "x" }, "color"],
      [{ color: 1 }, "name"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(token).post(at(company.id, list), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const [first] = (await t.api.as(token).get(at(company.id, list))).json() as Entry[];
    if (!first) throw new Error("the list is empty");
    expect((await t.api.as(token).put(at(company.id, list, first.id), { name: "", color: 1 })).statusCode).toBe(400);
    expect((await t.api.as(token).put(at(company.id, list, "nope"), { name: "x", color: 1 })).statusCode).toBe(400);
    expect(
      (await t.api.as(token).get(`${at(company.id, list)}${list.includes("?") ? "&" : "?"}limit=101`)).statusCode,
    ).toBe(400);

    const taken = await t.api.as(token).post(at(company.id, list), { name: first.name.toUpperCase(), color: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "CONFLICT", field: "name" });
    const second = await t.api.as(token).post(at(company.id, list), { name: "Second", color: 1 });
    const clash = await t.api.as(token).put(at(company.id, list, second.json().id), { name: first.name, color: 1 });
    expect(clash.statusCode).toBe(409);

    const count = (await t.api.as(token).get(at(company.id, list))).json().length as number;
    for (let i = count; i < 100; i++) {
      expect((await t.api.as(token).post(at(company.id, list), { name: `Entry ${i}`, color: i })).statusCode).toBe(201);
    }
    const full = await t.api.as(token).post(at(company.id, list), { name: "One too many", color: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("LIMIT_REACHED");
    expect((await t.api.as(token).get(at(company.id, list))).json()).toHaveLength(100);
  }, 60_000);

  it("lets every member read but only those with CategoriesAndStatuses write", async () => {
    const { company, token } = fx.a;
    const reader = await newMember(t, company.id, ["DocumentReminders", "CompanyInfoEdit"]);
    expect((await t.api.as(reader).get(at(company.id, list))).statusCode).toBe(200);
    expect((await t.api.as(reader).post(at(company.id, list), { name: "Nope", color: 1 })).statusCode).toBe(403);
    const [entry] = (await t.api.as(token).get(at(company.id, list))).json() as Entry[];
    if (!entry) throw new Error("the list is empty");
    expect((await t.api.as(reader).put(at(company.id, list, entry.id), { name: "N", color: 1 })).statusCode).toBe(403);
    expect((await t.api.as(reader).delete(at(company.id, list, entry.id))).statusCode).toBe(403);
    expect((await t.api.as(token).get(at(company.id, list))).json()).toContainEqual(entry);
  });

  it("answers 404 for another company's entry, 403 for another company and 401 without a session", async () => {
    const theirs = await t.api.as(fx.b).post(at(fx.b.company.id, list), { name: "B secret", color: 1 });
    const id = theirs.json().id;
    const mine = fx.a.company.id;
    expect((await t.api.as(fx.a).put(at(mine, list, id), { name: "Hijack", color: 1 })).statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(at(mine, list, id))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(at(mine, list))).body).not.toContain("B secret");
    expect((await t.api.as(fx.a).get(at(fx.b.company.id, list))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(at(fx.b.company.id, list), { name: "x", color: 1 })).statusCode).toBe(403);
    expect((await t.api.as(fx.b).get(at(fx.b.company.id, list))).json()).toEqual([theirs.json()]);
    expect((await t.api.anonymous().get(at(mine, list))).statusCode).toBe(401);
    expect((await t.api.anonymous().post(at(mine, list), { name: "x", color: 1 })).statusCode).toBe(401);
    expect((await t.api.anonymous().put(at(mine, list, id), { name: "x", color: 1 })).statusCode).toBe(401);
    expect((await t.api.anonymous().delete(at(mine, list, id))).statusCode).toBe(401);
  });
});

describe("feature gating of the lists", () => {
  it("needs the documentReminder feature for reminder categories only", async () => {
    const company = await createCompany(t.deps.db, {
      name: "No reminders AB",
      enabledFeatures: { ...allFeatures, documentReminder: false },
    });
    const member = await newMember(t, company.id, ["CategoriesAndStatuses"]);
    expect((await t.api.as(member).get(at(company.id, "categories"))).statusCode).toBe(403);
    expect((await t.api.as(member).post(at(company.id, "categories"), { name: "x", color: 1 })).statusCode).toBe(403);
    for (const list of ["priorities", "reminder-type", "tags", "categories?type=GROUP_CATEGORY"]) {
      expect((await t.api.as(member).get(at(company.id, list))).statusCode, list).toBe(200);
      expect((await t.api.as(member).post(at(company.id, list), { name: "x", color: 1 })).statusCode, list).toBe(201);
    }
    expect((await t.api.as(member).get(at(company.id, "categories?type=OTHER"))).statusCode).toBe(400);
  });
});
