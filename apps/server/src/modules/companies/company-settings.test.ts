import { allFeatures, publicationTypeKeys, SocketEvent } from "@app/contract";
import { describe, expect, it, vi } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["CompanyAccountAdmin", "DocumentReminders"]);

const url = (companyId: string) => `/api/companies/${companyId}/settings`;
const put = (token: string, companyId: string, payload: unknown) =>
  t.api.as(token).put(url(companyId), payload as object);
const valid = { secondFactor: "none", auditRetentionYears: 7, enabledFeatures: allFeatures };

describe("second factor and feature flags", () => {
  it("reads them for any member and lets an account administrator change them, at once", async () => {
    const reader = await newMember(t, fx.a.company.id, ["DocumentReminders"]);
    const read = await t.api.as(reader).get(url(fx.a.company.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(valid);
    // Before: the reminder categories (documentReminder feature) open to the member.
    const categories = `/api/companies/${fx.a.company.id}/categories`;
    expect((await t.api.as(reader).get(categories)).statusCode).toBe(200);

    const spy = vi.spyOn(t.deps.realtime, "toUser");
    const changed = {
      secondFactor: "email",
      auditRetentionYears: 10,
      enabledFeatures: { ...allFeatures, documentReminder: false, skills: false, publicationTypes: ["note", "card"] },
    };
    const saved = await put(fx.a.token, fx.a.company.id, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    const told = spy.mock.calls.filter(([, event]) => event === SocketEvent.CompanyUpdated).map(([id]) => id);
    spy.mockRestore();
    expect(told).toEqual(expect.arrayContaining([fx.a.user.id, reader.user.id]));
    expect(told).not.toContain(fx.b.user.id);

    // The company list (the side menu's source) and every feature check follow at once.
    const list = await t.api.as(reader).get("/api/companies");
    expect(list.json()[0]).toMatchObject({ secondFactor: "email", enabledFeatures: changed.enabledFeatures });
    expect((await t.api.as(reader).get(categories)).statusCode).toBe(403);

    expect((await put(fx.a.token, fx.a.company.id, valid)).statusCode).toBe(200);
    expect((await t.api.as(reader).get(categories)).statusCode).toBe(200);
  });

  it("refuses members without company account administration, and changes nothing", async () => {
    const infoEditor = await newMember(t, fx.a.company.id, ["CompanyInfoEdit", "UsersEdit"]);
    const refused = await put(infoEditor.token, fx.a.company.id, { ...valid, secondFactor: "sms" });
    expect(refused.statusCode).toBe(403);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await put(guest.token, fx.a.company.id, valid)).statusCode).toBe(403);
    const after = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(after.json().secondFactor).toBe("none");
  });

  it("rejects invalid settings with the field named", async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, secondFactor: "fax" }, "secondFactor"],
      [{ enabledFeatures: allFeatures }, "secondFactor"],
      [{ secondFactor: "none" }, "enabledFeatures"],
      [{ ...valid, enabledFeatures: { ...allFeatures, esign: "yes" } }, "enabledFeatures.esign"],
      [
        { ...valid, enabledFeatures: { ...allFeatures, publicationTypes: ["spaceship"] } },
        "enabledFeatures.publicationTypes.0",
      ],
      [
        { ...valid, enabledFeatures: { ...allFeatures, publicationTypes: ["note", "note"] } },
        "enabledFeatures.publicationTypes",
      ],
      [{ ...valid, enabledFeatures: { customers: true } }, "enabledFeatures.documentReminder"],
      [{ ...valid, auditRetentionYears: 0 }, "auditRetentionYears"],
      [{ ...valid, auditRetentionYears: 51 }, "auditRetentionYears"],
      [{ ...valid, auditRetentionYears: 2.5 }, "auditRetentionYears"],
      [{ ...valid, auditRetentionYears: "7" }, "auditRetentionYears"],
      [{ ...valid, auditRetentionYears: null }, "auditRetentionYears"],
    ];
    for (const [payload, field] of cases) {
      const response = await put(fx.a.token, fx.a.company.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await put(fx.a.token, fx.a.company.id, [])).statusCode).toBe(400);
  });

  it("keeps the audit retention: PUT takes what GET answers, and a body without it keeps it", async () => {
    const c = fx.a.company.id;
    const read = (await t.api.as(fx.a).get(url(c))).json();
    expect(read.auditRetentionYears).toBe(7);
    for (const years of [1, 50, 12]) {
      const saved = await put(fx.a.token, c, { ...read, auditRetentionYears: years });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...read, auditRetentionYears: years });
    }
    const again = (await t.api.as(fx.a).get(url(c))).json();
    expect(again).toEqual({ ...read, auditRetentionYears: 12 });
    expect((await put(fx.a.token, c, again)).json()).toEqual(again);
    const { auditRetentionYears: _, ...without } = again;
    expect((await put(fx.a.token, c, without)).json().auditRetentionYears).toBe(12);
    const refused = await put(fx.a.token, c, { ...again, auditRetentionYears: 0 });
    expect(refused.json().message).toMatch(/from 1 to 50/);
    expect((await put(fx.a.token, c, valid)).json().auditRetentionYears).toBe(7);
    expect((await t.api.as(fx.b).get(url(fx.b.company.id))).json().auditRetentionYears).toBe(7);
  });

  it("keeps companies apart and needs a session", async () => {
    expect((await put(fx.a.token, fx.b.company.id, valid)).statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    expect((await t.api.anonymous().put(url(fx.a.company.id), valid)).statusCode).toBe(401);
    const b = await t.api.as(fx.b).get(url(fx.b.company.id));
    expect(b.json().enabledFeatures.publicationTypes).toEqual([...publicationTypeKeys]);
  });
});
