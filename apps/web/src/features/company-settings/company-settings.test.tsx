import type { Category, CompanyFile, CompanyInfo, CompanySettings } from "@app/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/company-settings.json";
import sv from "../../locales/sv/company-settings.json";
import { renderApp } from "../../test/render-app";
import { bygg, company, nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { infoValidate, toValues } from "./validation";

const info: CompanyInfo = {
  name: "Nordisk Handel AB",
  city: "Malmö",
  zipCode: "211 20",
  address: "Stortorget 1",
  county: "Skåne",
  country: "Sverige",
  termsOfPayment: "30 dagar",
  paymentAccount: "123-4567",
  bank: "Banken",
  gln: "",
  phone: "",
  registeredOffice: "Malmö",
  registeredCountry: "Sverige",
  taxText: "",
  vatNumber: "SE556677889901",
  homepage: "https://nordisk.example",
  invoiceText: "",
  quoteText: "",
  orderText: "",
  adminEmail: "admin@nordisk.example",
  primaryContact: "Anna",
  colors: { settings: null, headerBanner: "#1c3d5a", headerMenuButton: null },
  emailLogin: false,
};

const settings: CompanySettings = {
  secondFactor: "none",
  auditRetentionYears: 7,
  enabledFeatures: {
    customers: true,
    documentReminder: true,
    investigation: false,
    publicationTypes: ["note", "card"],
    esign: false,
    skills: false,
  },
};

const selectNordic = (selected = nordic) =>
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: selected }));

/**
 * A company whose information, settings and logos the handlers keep; writes are recorded, and the
 * requests for a logo's image go to `options.logoReads`.
 */
function mockCompany(permissions: string[], options: { logo?: boolean; logoReads?: string[] } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let stored = { ...info };
  let colors: CompanyInfo["colors"] = { ...nordic.colors, headerBanner: "#1c3d5a" };
  let storedSettings = settings;
  const logos = { logo: options.logo ?? false, pdf: options.logo ?? false };
  const kind = (request: Request) => (new URL(request.url).searchParams.get("type") === "pdf" ? "pdf" : "logo");
  server.use(
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies", () => HttpResponse.json([bygg, { ...nordic, name: stored.name, colors }])),
    http.get("/api/companies/:companyId/info", () =>
      HttpResponse.json({ ...stored, hasLogo: logos.logo, hasPdfLogo: logos.pdf }),
    ),
    http.put("/api/companies/:companyId/info", async ({ request }) => {
      const body = (await request.json()) as CompanyInfo;
      calls.push({ method: "PUT", path: "info", body });
      stored = body;
      colors = { ...body.colors };
      return HttpResponse.json({ ...body, hasLogo: logos.logo, hasPdfLogo: logos.pdf });
    }),
    http.get("/api/companies/:companyId/settings", () => HttpResponse.json(storedSettings)),
    http.put("/api/companies/:companyId/settings", async ({ request }) => {
      storedSettings = (await request.json()) as CompanySettings;
      calls.push({ method: "PUT", path: "settings", body: storedSettings });
      return HttpResponse.json(storedSettings);
    }),
    http.get("/api/companies/:companyId/logo", ({ request }) => {
      options.logoReads?.push(`logo${new URL(request.url).search}`);
      return logos[kind(request)]
        ? new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } })
        : HttpResponse.json({ code: "NOT_FOUND", message: "Logo not found." }, { status: 404 });
    }),
    http.delete("/api/companies/:companyId/logo", ({ request }) => {
      calls.push({ method: "DELETE", path: `logo${new URL(request.url).search}` });
      logos[kind(request)] = false;
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

const field = (label: string) => screen.getByRole("textbox", { name: label });
/** Replaces a field's text in one go (typing key by key is slow on a busy machine). */
async function enter(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.paste(text);
}
/** The first screen of a page can take a while on a busy machine. */
const slow = { timeout: 15_000 };

describe("the settings page", () => {
  it("opens company information, files and lists", async () => {
    mockCompany([]);
    signIn();
    selectNordic();
    const { location } = renderApp("/settings");
    expect(await screen.findByRole("link", { name: /Company files/ })).toHaveAttribute("href", "/settings/files");
    expect(screen.getByRole("link", { name: /Lists/ })).toHaveAttribute("href", "/settings/lists");
    await userEvent.click(screen.getByRole("link", { name: /Company information/ }));
    expect(location()).toBe("/settings/information");
    expect(await screen.findByRole("heading", { level: 1, name: en.title })).toBeInTheDocument();
  }, 60_000);
});

describe("company information", () => {
  it("shows a guest the public face the server answers: name, address, contact and colours, nothing else", async () => {
    mockCompany([]);
    const { name, address, zipCode, city, county, country, phone, homepage, primaryContact, colors } = info;
    const face = {
      publicFace: true,
      name,
      address,
      zipCode,
      city,
      county,
      country,
      phone,
      homepage,
      primaryContact,
      colors,
      hasLogo: false,
      hasPdfLogo: false,
    };
    server.use(http.get("/api/companies/:companyId/info", () => HttpResponse.json(face)));
    signIn();
    selectNordic();
    renderApp("/settings/information");
    expect(await screen.findByDisplayValue("Stortorget 1", {}, slow)).toBeInTheDocument();
    expect(screen.getByText(en.publicFace)).toBeInTheDocument();
    expect(field(en.information.fields.name)).toHaveValue("Nordisk Handel AB");
    expect(field(en.information.fields.primaryContact)).toHaveValue("Anna");
    for (const hidden of [
      "vatNumber",
      "bank",
      "paymentAccount",
      "termsOfPayment",
      "invoiceText",
      "adminEmail",
    ] as const) {
      expect(screen.queryByRole("textbox", { name: en.information.fields[hidden] })).not.toBeInTheDocument();
    }
    for (const section of ["invoicing", "texts", "login"] as const) {
      expect(screen.queryByRole("heading", { name: en.information.sections[section] })).not.toBeInTheDocument();
    }
  }, 60_000);

  it("shows every field in sections, checks formats like the server and keeps what the user typed", async () => {
    const calls = mockCompany(["CompanyInfoEdit"]);
    signIn();
    selectNordic();
    renderApp("/settings/information");
    expect(await screen.findByDisplayValue("Stortorget 1", {}, slow)).toBeInTheDocument();
    for (const section of Object.values(en.information.sections)) {
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    }
    for (const key of ["name", "vatNumber", "gln", "address", "zipCode", "city", "phone", "adminEmail", "homepage"]) {
      expect(field(en.information.fields[key as keyof typeof en.information.fields])).toBeInTheDocument();
    }

    await enter(field("VAT number"), "556677-8899");
    await enter(field("Administrator's email"), "not-an-email");
    await enter(field("Homepage"), "nordisk.example");
    await enter(field("GLN"), "7350053850018");
    await enter(field("Company name"), "");
    await userEvent.click(screen.getByRole("button", { name: en.information.save }));

    expect(await screen.findByText(en.information.errors.vatNumber)).toBeInTheDocument();
    expect(screen.getByText(en.information.errors.email)).toBeInTheDocument();
    expect(screen.getByText(en.information.errors.homepage)).toBeInTheDocument();
    expect(screen.getByText(en.information.errors.gln)).toBeInTheDocument();
    expect(screen.getByText(en.information.errors.nameRequired)).toBeInTheDocument();
    expect(field("VAT number")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
    // Nothing the user typed is lost.
    expect(field("VAT number")).toHaveValue("556677-8899");
    expect(field("Administrator's email")).toHaveValue("not-an-email");
    expect(screen.getByText(en.information.unsaved)).toBeInTheDocument();
  }, 60_000);

  it("saves, says so, and the header takes the new colours at once", async () => {
    const calls = mockCompany(["CompanyInfoEdit"]);
    signIn();
    selectNordic();
    renderApp("/settings/information");
    await screen.findByDisplayValue("Stortorget 1", {}, slow);
    expect(screen.getByRole("banner")).toHaveStyle({ backgroundColor: "#1c3d5a" });

    await enter(field("City"), "Lund");
    await enter(field("VAT number"), "se 556677 8899 01");
    const header = screen.getByRole("textbox", { name: en.information.fields.colorHeaderBanner });
    await enter(header, "#f8f9fa");
    const menu = screen.getByRole("textbox", { name: en.information.fields.colorHeaderMenuButton });
    await enter(menu, "#c92a2a");
    fireEvent.blur(menu);
    await userEvent.click(screen.getByRole("button", { name: en.information.save }));

    expect(await screen.findByText(en.information.saved)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      name: "Nordisk Handel AB",
      city: "Lund",
      vatNumber: "se 556677 8899 01",
      colors: { settings: null, headerBanner: "#f8f9fa", headerMenuButton: "#c92a2a" },
    });
    await waitFor(() => expect(screen.getByRole("banner")).toHaveStyle({ backgroundColor: "#f8f9fa" }));
    expect(screen.getByTestId("header-menu-button")).toHaveStyle({ backgroundColor: "#c92a2a" });
    expect(screen.queryByText(en.information.unsaved)).not.toBeInTheDocument();
  }, 60_000);

  it("keeps the changes and names the field when the server refuses", async () => {
    mockCompany(["CompanyInfoEdit"]);
    server.use(
      http.put("/api/companies/:companyId/info", () =>
        HttpResponse.json(
          { code: "VALIDATION", message: "Invalid body: vatNumber: Expected a VAT number", field: "vatNumber" },
          { status: 400 },
        ),
      ),
    );
    signIn();
    selectNordic();
    renderApp("/settings/information");
    await screen.findByDisplayValue("Stortorget 1", {}, slow);
    await enter(field("City"), "Ystad");
    await userEvent.click(screen.getByRole("button", { name: en.information.save }));
    expect(await screen.findByText(en.information.saveFailed)).toBeInTheDocument();
    expect(field("City")).toHaveValue("Ystad");
    expect(screen.getByText(en.information.unsaved)).toBeInTheDocument();
  }, 60_000);

  it("is read-only without the permission, and the second factor and features are for account administrators", async () => {
    mockCompany([]);
    signIn();
    selectNordic();
    renderApp("/settings/information");
    await screen.findByDisplayValue("Stortorget 1", {}, slow);
    expect(screen.getByText(en.readOnly)).toBeInTheDocument();
    expect(field("City")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: en.information.save })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: en.security.title })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `${en.logo.choose}: Logo` })).not.toBeInTheDocument();
  }, 60_000);

  it("lets an account administrator change the second factor, the features and the audit retention", async () => {
    const calls = mockCompany(["CompanyAccountAdmin"]);
    signIn();
    selectNordic();
    renderApp("/settings/information");
    const section = (await screen.findByRole("heading", { name: en.security.title }, slow)).closest("section");
    if (!section) throw new Error("no section");
    const save = await within(section).findByRole("button", { name: en.security.save });
    expect(save).toBeDisabled();
    await userEvent.click(within(section).getByRole("radio", { name: en.security.factor.sms }));
    await userEvent.click(within(section).getByRole("switch", { name: new RegExp(en.security.feature.esign) }));
    await userEvent.click(within(section).getByRole("switch", { name: new RegExp(en.security.feature.customers) }));
    const retention = within(section).getByRole("textbox", { name: en.security.retention });
    expect(retention).toHaveAccessibleDescription(en.security.retentionHint);
    await userEvent.clear(retention);
    await userEvent.type(retention, "51");
    expect(await within(section).findByText(en.security.retentionError)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(retention);
    await userEvent.type(retention, "10");
    expect(within(section).queryByText(en.security.retentionError)).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(en.security.saved)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: "PUT",
        path: "settings",
        body: {
          secondFactor: "sms",
          auditRetentionYears: 10,
          enabledFeatures: { ...settings.enabledFeatures, esign: true, customers: false },
        },
      },
    ]);
  }, 60_000);

  it("shows the logo and removes it after asking", async () => {
    const logoReads: string[] = [];
    const calls = mockCompany(["CompanyInfoEdit"], { logo: true, logoReads });
    signIn();
    selectNordic();
    renderApp("/settings/information");
    expect(await screen.findByTestId("logo-preview-logo", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Preview of the logo of Nordisk Handel AB" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByTestId("logo-preview-pdf")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove the logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the logo?" });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: en.logo.remove }));
    expect(await screen.findByText("The logo was removed.")).toBeInTheDocument();
    expect(calls).toEqual([{ method: "DELETE", path: "logo" }]);
    expect(await screen.findByText(en.logo.none)).toBeInTheDocument();
    expect(screen.queryByTestId("logo-preview-logo")).not.toBeInTheDocument();
    expect(screen.getByTestId("logo-preview-pdf")).toBeInTheDocument();
    expect(logoReads.sort()).toEqual(["logo", "logo?type=pdf"]);
  }, 60_000);

  it("asks for no logo when the information says the company has none", async () => {
    const logoReads: string[] = [];
    mockCompany(["CompanyInfoEdit"], { logoReads });
    signIn();
    selectNordic();
    renderApp("/settings/information");
    await screen.findByDisplayValue("Stortorget 1", {}, slow);
    expect(await screen.findAllByText(en.logo.none)).toHaveLength(2);
    expect(screen.queryByTestId("logo-preview-logo")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove the logo" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${en.logo.choose}: Logo` })).toBeInTheDocument();
    expect(logoReads).toEqual([]);
  }, 60_000);
});

describe("the same rules as the server", () => {
  const validate = infoValidate(((key: string) => key) as never);
  const values = toValues(info);
  it.each([
    ["vatNumber", "SE556677889901", null],
    ["vatNumber", "se 5566 7788 9901", null],
    ["vatNumber", "SE5566778899", "information.errors.vatNumber"],
    ["vatNumber", "DE123456789", null],
    ["gln", "7350053850019", null],
    ["gln", "7350053850018", "information.errors.gln"],
    ["adminEmail", "a@b", "information.errors.email"],
    ["homepage", "https://a.example/x", null],
    ["homepage", "ftp://a.example", "information.errors.homepage"],
    ["colors.settings", "#12345", "information.errors.color"],
    ["name", "  ", "information.errors.nameRequired"],
    ["city", "", null],
  ])("%s %j", (name, value, expected) => {
    const [head, color] = name.split(".") as [string, string | undefined];
    const changed = color ? { ...values, colors: { ...values.colors, [color]: value } } : { ...values, [head]: value };
    expect(validate(changed)[name] ?? null).toBe(expected);
  });
});

describe("company files", () => {
  const files: CompanyFile[] = [
    {
      id: "f1111111-1111-4111-8111-111111111111",
      uploadName: "Avtal 2026.pdf",
      size: 2048,
      contentType: "application/pdf",
      createdAt: "2026-03-01T10:00:00.000Z",
      createdBy: { id: user.id, name: "Anna Admin" },
    },
  ];

  it("lists the files and deletes one after asking", async () => {
    const deleted: string[] = [];
    const list = [...files];
    server.use(
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(["CompanyInfoEdit"])),
      http.get("/api/companies/:companyId/files", ({ request }) => {
        expect(new URL(request.url).searchParams.get("limit")).toBe("21");
        return HttpResponse.json(list);
      }),
      http.delete("/api/companies/:companyId/files/:fileId", ({ params }) => {
        deleted.push(String(params.fileId));
        list.splice(0, list.length);
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    selectNordic();
    renderApp("/settings/files");
    const table = await screen.findByRole("table", { name: en.files.title }, slow);
    expect(within(table).getByRole("button", { name: "Download Avtal 2026.pdf" })).toBeInTheDocument();
    expect(within(table).getByText("2.0 kB")).toBeInTheDocument();
    expect(within(table).getByText("Anna Admin")).toBeInTheDocument();
    expect(within(table).getByText("2026-03-01")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.files.upload })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Delete Avtal 2026.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: en.files.deleteTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.confirmDelete }));
    expect(await screen.findByText("Avtal 2026.pdf was deleted.")).toBeInTheDocument();
    expect(deleted).toEqual([files[0]?.id]);
    expect(await screen.findByText(en.files.empty)).toBeInTheDocument();
  }, 60_000);

  it("offers no upload or delete without the permission", async () => {
    server.use(http.get("/api/companies/:companyId/files", () => HttpResponse.json(files)));
    signIn();
    selectNordic();
    renderApp("/settings/files");
    const table = await screen.findByRole("table", { name: en.files.title }, slow);
    expect(within(table).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.files.upload })).not.toBeInTheDocument();
  }, 60_000);
});

describe("the company's lists", () => {
  const priority = (id: string, name: string, color = 0x1c7ed6): Category => ({ id, name, color });

  function mockLists(permissions: string[] = ["CategoriesAndStatuses"], documentReminder = false) {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    const selected = company({ ...nordic, enabledFeatures: { ...nordic.enabledFeatures, documentReminder } });
    selectNordic(selected);
    const lists: Record<string, Category[]> = {
      priorities: [priority("c1111111-1111-4111-8111-111111111111", "High")],
      categories: [priority("c2222222-2222-4222-8222-222222222222", "Leases")],
    };
    const key = (request: Request) => new URL(request.url).pathname.split("/")[4] ?? "";
    server.use(
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
      http.get("/api/companies", () => HttpResponse.json([bygg, selected])),
      http.get("/api/companies/:companyId/:list", ({ request }) => HttpResponse.json(lists[key(request)] ?? [])),
      http.post("/api/companies/:companyId/:list", async ({ request }) => {
        const body = (await request.json()) as { name: string; color: number };
        calls.push({ method: "POST", url: request.url, body });
        const created = { id: "c3333333-3333-4333-8333-333333333333", ...body };
        lists[key(request)]?.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.put("/api/companies/:companyId/:list/:id", async ({ request }) => {
        const body = (await request.json()) as { name: string; color: number };
        calls.push({ method: "PUT", url: request.url, body });
        return HttpResponse.json({ id: "c1111111-1111-4111-8111-111111111111", ...body });
      }),
      http.delete("/api/companies/:companyId/:list/:id", ({ request }) => {
        calls.push({ method: "DELETE", url: request.url });
        return HttpResponse.json({ ok: true });
      }),
    );
    return calls;
  }

  it("creates with validation, renames and deletes after asking", async () => {
    const calls = mockLists();
    signIn();
    renderApp("/settings/lists");
    // Without document reminders there is no reminder category tab: priorities come first.
    expect(screen.queryByRole("tab", { name: en.lists.tabs.categories })).not.toBeInTheDocument();
    const table = await screen.findByRole("table", { name: en.lists.tabs.priorities }, slow);
    expect(within(table).getByText("High")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: en.lists.create }));
    let dialog = await screen.findByRole("dialog", { name: "New entry in Priorities" });
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.save }));
    expect(await within(dialog).findByText(en.lists.errors.nameRequired)).toBeInTheDocument();
    await enter(within(dialog).getByRole("textbox", { name: en.lists.name }), "high");
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.save }));
    expect(await within(dialog).findByText(en.lists.errors.nameTaken)).toBeInTheDocument();
    await enter(within(dialog).getByRole("textbox", { name: en.lists.name }), "Low");
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.save }));
    expect(await screen.findByText("Low was added.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "POST", body: { name: "Low", color: 0x228be6 } });
    expect(calls[0]?.url).toMatch(/\/priorities$/);

    await userEvent.click(await screen.findByRole("button", { name: "Rename High" }));
    dialog = await screen.findByRole("dialog", { name: "Rename High" });
    const name = within(dialog).getByRole("textbox", { name: en.lists.name });
    expect(name).toHaveValue("High");
    await enter(name, "Urgent");
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.save }));
    expect(await screen.findByText("Urgent was saved.")).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: "PUT", body: { name: "Urgent", color: 0x1c7ed6 } });

    await userEvent.click(screen.getByRole("button", { name: "Delete High" }));
    dialog = await screen.findByRole("dialog", { name: en.lists.deleteTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: en.lists.confirmDelete }));
    expect(await screen.findByText("High was deleted.")).toBeInTheDocument();
    expect(calls[2]?.method).toBe("DELETE");
    expect(calls[2]?.url).toMatch(/\/priorities\/c1111111-1111-4111-8111-111111111111$/);
  }, 60_000);

  it("shows reminder categories with the feature, and only reads without the permission", async () => {
    const calls = mockLists([], true);
    signIn();
    renderApp("/settings/lists");
    const table = await screen.findByRole("table", { name: en.lists.tabs.categories }, slow);
    expect(within(table).getByText("Leases")).toBeInTheDocument();
    expect(screen.getByText(en.lists.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.lists.create })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: en.lists.tabs.priorities }));
    expect(await screen.findByRole("table", { name: en.lists.tabs.priorities })).toBeInTheDocument();
    expect(calls).toEqual([]);
  }, 60_000);
});

describe("the locale files", () => {
  it("have the same keys in Swedish and English", () => {
    const keys = (value: object, prefix = ""): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(sv).sort()).toEqual(keys(en).sort());
  });
});
