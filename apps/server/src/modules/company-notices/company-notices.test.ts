import { afterEach, describe, expect, it, vi } from "vitest";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { systemNotices } from "../../db/schema";

const { t, fx } = appWithTwoCompanies(["CompanyAccountAdmin"]);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/company-notices${rest}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("company notices", () => {
  it("shows members the current notices; administrators create, schedule, edit and delete", async () => {
    const create = (payload: Record<string, unknown>) => t.api.as(fx.a).post(url(fx.a.company.id), payload);
    const now = (await create({ text: "Office closed on Friday" })).json();
    await create({ text: "Later", startsOn: day(3) });
    await create({ text: "Over", startsOn: day(-10), endsOn: day(-1) });
    const member = await newMember(t, fx.a.company.id, []);
    const current = await t.api.as(member).get(url(fx.a.company.id));
    expect(current.json().map((n: { text: string }) => n.text)).toEqual(["Office closed on Friday"]);
    expect((await t.api.as(member).get(url(fx.a.company.id, "?active=false"))).statusCode).toBe(403);
    const all = await t.api.as(fx.a).get(url(fx.a.company.id, "?active=false"));
    expect(all.json()).toHaveLength(3);

    const edited = await t.api
      .as(fx.a)
      .put(url(fx.a.company.id, `/${now.id}`), { text: "Office closed on Monday", startsOn: day(0), endsOn: day(1) });
    expect(edited.json()).toMatchObject({ text: "Office closed on Monday", startsOn: day(0), endsOn: day(1) });
    expect((await t.api.as(fx.a).delete(url(fx.a.company.id, `/${now.id}`))).statusCode).toBe(200);
    expect((await t.api.as(member).get(url(fx.a.company.id))).json()).toEqual([]);
  });

  it("rejects invalid input and non-administrators", async () => {
    for (const payload of [
      { text: "" },
      { text: "x", startsOn: "2027-02-30" },
      { text: "x", startsOn: day(5), endsOn: day(1) },
    ]) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const member = await newMember(t, fx.a.company.id, []);
    const refused = await t.api.as(member).post(url(fx.a.company.id), { text: "x" });
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another company's notice, 403 for their company and 401 without a token", async () => {
    const theirs = (await t.api.as(fx.b).post(url(fx.b.company.id), { text: "B news" })).json();
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await t.api.as(fx.a).send({
        method,
        url: url(fx.a.company.id, `/${theirs.id}`),
        payload: method === "PUT" ? { text: "Hijack" } : undefined,
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    const still = await t.api.as(fx.b).get(url(fx.b.company.id));
    expect(still.json().map((n: { text: string }) => n.text)).toEqual(["B news"]);
  });
});

describe("GET /notices", () => {
  it("answers the current system notices to any signed-in user", async () => {
    await t.deps.db.insert(systemNotices).values([{ text: "Maintenance tonight" }, { text: "Old", endsOn: day(-1) }]);
    const response = await t.api.as(fx.a).get("/api/notices");
    expect(response.json().map((n: { text: string }) => n.text)).toEqual(["Maintenance tonight"]);
    expect((await t.api.anonymous().get("/api/notices")).statusCode).toBe(401);
  });
});

describe("the day of a notice is the company's (its time zone), not UTC's nor the machine's", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Only Date is faked, near the real time (sessions stay valid), and runs on from there. */
  const clockAt = (at: string) => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(at));
  };
  const next = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const texts = async (companyId: string) =>
    (await t.api.as(fx.a).get(url(companyId))).json().map((n: { text: string }) => n.text);

  it("at 23:30 and 00:30 UTC: Stockholm (UTC+1/+2) is on the next day, New York (UTC-5/-4) on the day before", async () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    const tomorrow = next(utcDay);
    const stockholm = fx.a.company.id;
    const newYork = (await createCompany(t.deps.db, { timeZone: "America/New_York" })).id;
    await addMember(t.deps.db, newYork, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    for (const companyId of [stockholm, newYork]) {
      const create = (payload: Record<string, unknown>) => t.api.as(fx.a).post(url(companyId), payload);
      expect((await create({ text: "Ends on the UTC day", startsOn: utcDay, endsOn: utcDay })).statusCode).toBe(201);
      expect((await create({ text: "Starts on the next day", startsOn: tomorrow })).statusCode).toBe(201);
    }
    for (const at of [`${utcDay}T23:30:00Z`, `${tomorrow}T00:30:00Z`]) {
      clockAt(at);
      expect(await texts(stockholm), at).toEqual(["Starts on the next day"]);
      expect(await texts(newYork), at).toEqual(["Ends on the UTC day"]);
      vi.useRealTimers();
    }
  });

  it("a system notice's day is the product's (Stockholm): one starting tomorrow shows from 23:00 UTC in December", async () => {
    clockAt("2026-12-06T23:30:00Z");
    await t.deps.db.insert(systemNotices).values([
      { text: "From the 7th", startsOn: "2026-12-07" },
      { text: "Until the 6th", endsOn: "2026-12-06" },
    ]);
    const shown = (await t.api.as(fx.a).get("/api/notices")).json().map((n: { text: string }) => n.text);
    expect(shown).toContain("From the 7th");
    expect(shown).not.toContain("Until the 6th");
  });
});
