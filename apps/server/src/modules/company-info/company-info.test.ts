import { ErrorCode, SocketEvent } from "@app/contract";
import { describe, expect, it, vi } from "vitest";
import { uploadFile } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["CompanyInfoEdit"]);

const url = (companyId: string) => `/api/companies/${companyId}/info`;
const put = (token: string, companyId: string, payload: object) => t.api.as(token).put(url(companyId), payload);

describe("company information", () => {
  it("reads empty fields at first and saves every field; the colours reach the company list", async () => {
    const first = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(first.json()).toMatchObject({ name: "Alpha AB", city: "", vatNumber: "", emailLogin: false });
    const info = {
      name: "Alpha Handel AB",
      city: "Malmö",
      zipCode: "211 20",
      address: "Stortorget 1",
      county: "Skåne",
      country: "Sverige",
      termsOfPayment: "30 dagar",
      paymentAccount: "123-4567",
      bank: "Banken",
      gln: "7350053850019",
      phone: "+46 40 123 45",
      registeredOffice: "Malmö",
      registeredCountry: "Sverige",
      taxText: "Innehar F-skattsedel",
      vatNumber: "SE556677889901",
      homepage: "https://alpha.example",
      invoiceText: "Tack för ert köp",
      quoteText: "Offerten gäller 30 dagar",
      orderText: "Orderbekräftelse",
      adminEmail: "admin@alpha.example",
      primaryContact: "Anna",
      colors: { settings: "#112233", headerBanner: "#445566", headerMenuButton: "#778899" },
      emailLogin: true,
    };
    const saved = await put(fx.a.token, fx.a.company.id, info);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...info, hasLogo: false, hasPdfLogo: false });
    const companies = await t.api.as(fx.a).get("/api/companies");
    expect(companies.json()[0]).toMatchObject({
      name: "Alpha Handel AB",
      colors: { settings: "#112233", headerBanner: "#445566", headerMenuButton: "#778899" },
    });
  });

  it("names the field of every invalid value", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{}, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: "x", adminEmail: "not-an-email" }, "adminEmail"],
      [{ name: "x", adminEmail: "a@b" }, "adminEmail"],
      [{ name: "x", homepage: "alpha.example" }, "homepage"],
      [{ name: "x", homepage: "javascript:alert(1)" }, "homepage"],
      [{ name: "x", homepage: "https://alpha" }, "homepage"],
      [{ name: "x", gln: "7350053850018" }, "gln"],
      [{ name: "x", gln: "735005385001" }, "gln"],
      [{ name: "x", vatNumber: "556677-8899" }, "vatNumber"],
      [{ name: "x", vatNumber: "SE5566778899" }, "vatNumber"],
      [{ name: "x", vatNumber: "DE1" }, "vatNumber"],
      [{ name: "x", zipCode: "!" }, "zipCode"],
      [{ name: "x", phone: "call me" }, "phone"],
      [{ name: "x", city: "x".repeat(101) }, "city"],
      [{ name: "x", emailLogin: "yes" }, "emailLogin"],
      [{ name: "x", colors: { settings: "red", headerBanner: null, headerMenuButton: null } }, "colors.settings"],
      [
        { name: "x", colors: { settings: null, headerBanner: "#12345", headerMenuButton: null } },
        "colors.headerBanner",
      ],
      [
        { name: "x", colors: { settings: null, headerBanner: null, headerMenuButton: "#12345g" } },
        "colors.headerMenuButton",
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await put(fx.a.token, fx.a.company.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
      expect(response.json().code).toBe(ErrorCode.Validation);
    }
    const vat = await put(fx.a.token, fx.a.company.id, { name: "x", vatNumber: "se 556677 8899 01" });
    expect(vat.json().field).toBeUndefined();
    expect(vat.json().vatNumber).toBe("SE556677889901");
    const messages = await put(fx.a.token, fx.a.company.id, { name: "x", vatNumber: "556677-8899" });
    expect(messages.json().message).toContain("SE556677889901");
    const other = await put(fx.a.token, fx.a.company.id, { name: "x", vatNumber: "DE123456789" });
    expect(other.statusCode).toBe(200);
  });

  it("tells every member's open browsers that the company changed", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const spy = vi.spyOn(t.deps.realtime, "toUser");
    try {
      expect((await put(fx.a.token, fx.a.company.id, { name: "Alpha AB" })).statusCode).toBe(200);
      const told = spy.mock.calls.filter(([, event]) => event === SocketEvent.CompanyUpdated);
      expect(told.map(([userId]) => userId)).toEqual(expect.arrayContaining([fx.a.user.id, member.user.id]));
      expect(told.map(([userId]) => userId)).not.toContain(fx.b.user.id);
      expect(told[0]?.[2]).toEqual({ companyId: fx.a.company.id });
    } finally {
      spy.mockRestore();
    }
  });

  it("answers a guest the company's public face only; the full settings to every full member", async () => {
    const full = {
      name: "Alpha AB",
      city: "Malmö",
      zipCode: "211 20",
      address: "Stortorget 1",
      county: "Skåne",
      country: "Sverige",
      termsOfPayment: "30 dagar",
      paymentAccount: "123-4567",
      bank: "Banken",
      gln: "7350053850019",
      phone: "+46 40 123 45",
      registeredOffice: "Malmö",
      registeredCountry: "Sverige",
      taxText: "Innehar F-skattsedel",
      vatNumber: "SE556677889901",
      homepage: "https://alpha.example",
      invoiceText: "Tack för ert köp",
      quoteText: "Offerten gäller 30 dagar",
      orderText: "Orderbekräftelse",
      adminEmail: "admin@alpha.example",
      primaryContact: "Anna",
      colors: { settings: "#112233", headerBanner: "#445566", headerMenuButton: "#778899" },
      emailLogin: true,
    };
    expect((await put(fx.a.token, fx.a.company.id, full)).statusCode).toBe(200);

    const guest = await newMember(t, fx.a.company.id, ["Tasks"], "GUEST");
    const face = await t.api.as(guest).get(url(fx.a.company.id));
    expect(face.statusCode).toBe(200);
    expect(face.json()).toEqual({
      publicFace: true,
      name: "Alpha AB",
      address: "Stortorget 1",
      zipCode: "211 20",
      city: "Malmö",
      county: "Skåne",
      country: "Sverige",
      phone: "+46 40 123 45",
      homepage: "https://alpha.example",
      primaryContact: "Anna",
      colors: full.colors,
      hasLogo: false,
      hasPdfLogo: false,
    });
    for (const secret of ["Banken", "123-4567", "SE556677889901", "Tack för ert köp", "30 dagar"]) {
      expect(face.body).not.toContain(secret);
    }

    // A guest never holds CompanyInfoEdit (an administration permission), so the editors are full members.
    const member = await newMember(t, fx.a.company.id, []);
    for (const reader of [fx.a, member]) {
      const answer = await t.api.as(reader).get(url(fx.a.company.id));
      expect(answer.json()).toEqual({ ...full, hasLogo: false, hasPdfLogo: false });
    }
  });

  it("says whether the logo and the PDF logo exist, as they are uploaded and removed; PUT cannot set it", async () => {
    const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(40, 1)]);
    const logo = `/api/companies/${fx.a.company.id}/logo`;
    const guest = await newMember(t, fx.a.company.id, ["Tasks"], "GUEST");
    const flags = async () => {
      const [full, face] = [
        await t.api.as(fx.a).get(url(fx.a.company.id)),
        await t.api.as(guest).get(url(fx.a.company.id)),
      ];
      expect(face.json().publicFace).toBe(true);
      const pick = ({ hasLogo, hasPdfLogo }: { hasLogo: boolean; hasPdfLogo: boolean }) => ({ hasLogo, hasPdfLogo });
      expect(pick(face.json())).toEqual(pick(full.json()));
      return pick(full.json());
    };
    expect(await flags()).toEqual({ hasLogo: false, hasPdfLogo: false });

    expect((await uploadFile(t, fx.a, logo, "logo.png", "image/png", PNG)).statusCode).toBe(201);
    expect(await flags()).toEqual({ hasLogo: true, hasPdfLogo: false });
    expect((await uploadFile(t, fx.a, `${logo}?type=pdf`, "print.png", "image/png", PNG)).statusCode).toBe(201);
    expect(await flags()).toEqual({ hasLogo: true, hasPdfLogo: true });
    // The other company's answer does not see them.
    const b = await t.api.as(fx.b).get(url(fx.b.company.id));
    expect(b.json()).toMatchObject({ hasLogo: false, hasPdfLogo: false });

    const saved = await put(fx.a.token, fx.a.company.id, { name: "Alpha AB", hasLogo: false, hasPdfLogo: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ hasLogo: true, hasPdfLogo: true });

    expect((await t.api.as(fx.a).delete(logo)).statusCode).toBe(200);
    expect(await flags()).toEqual({ hasLogo: false, hasPdfLogo: true });
    expect((await t.api.as(fx.a).delete(`${logo}?type=pdf`)).statusCode).toBe(200);
    expect(await flags()).toEqual({ hasLogo: false, hasPdfLogo: false });
  });

  it("needs the permission to edit, keeps companies apart, and needs a session", async () => {
    const reader = await newMember(t, fx.a.company.id, []);
    expect((await t.api.as(reader).get(url(fx.a.company.id))).statusCode).toBe(200);
    expect((await put(reader.token, fx.a.company.id, { name: "Hijack" })).statusCode).toBe(403);
    expect((await put(fx.a.token, fx.b.company.id, { name: "Hijack" })).statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    const b = await t.api.as(fx.b).get(url(fx.b.company.id));
    expect(b.json().name).toBe("Beta AB");
  });
});
