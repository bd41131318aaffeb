import { type EnabledFeatures, type Permission, publicationTypeKeys } from "@app/contract";
import { describe, expect, it } from "vitest";
import { type MenuItemKey, visibleMenuItems } from "./menu-items";

const none: EnabledFeatures = {
  customers: false,
  documentReminder: false,
  investigation: false,
  publicationTypes: [],
  esign: false,
  skills: false,
};
const all: EnabledFeatures = {
  customers: true,
  documentReminder: true,
  investigation: true,
  publicationTypes: [...publicationTypeKeys],
  esign: true,
  skills: true,
};

const id = "22222222-2222-4222-8222-222222222222";
const granting = (permissions: Permission[]) => (permission: Permission) => permissions.includes(permission);
const keys = (features: Partial<EnabledFeatures>, permissions: Permission[] = []): MenuItemKey[] =>
  visibleMenuItems({ id, type: "DEFAULT", enabledFeatures: { ...none, ...features } }, granting(permissions)).map(
    (item) => item.key,
  );

describe("side menu gating", () => {
  it("always shows Home, linking to /login", () => {
    expect(visibleMenuItems(null, granting([]))).toEqual([{ key: "home", to: "/login" }]);
    expect(keys({})).toEqual(["home"]);
  });

  it("shows Objects, linking into the company, when the company has object types", () => {
    expect(
      visibleMenuItems({ id, type: "DEFAULT", enabledFeatures: { ...none, publicationTypes: ["note"] } }, granting([])),
    ).toEqual([
      { key: "home", to: "/login" },
      { key: "objects", to: `/companies/${id}/publications` },
    ]);
    expect(keys({ publicationTypes: [] })).not.toContain("objects");
  });

  it("shows Reminders with the documentReminder feature to those who may open the list (DocumentReminders)", () => {
    expect(keys({ documentReminder: true }, ["DocumentReminders"])).toEqual(["home", "reminders"]);
    expect(keys({ documentReminder: true })).not.toContain("reminders");
    expect(keys({}, ["DocumentReminders", "CertifyDocument"])).not.toContain("reminders");
    expect(keys({ documentReminder: true }, ["CompanyActivities"])).not.toContain("reminderList");
  });

  it("shows Investigations only with CertifyDocument, the feature and the investigation publication type", () => {
    const feature = { investigation: true, publicationTypes: ["investigation" as const] };
    expect(keys(feature, ["CertifyDocument"])).toContain("investigations");
    expect(keys(feature, [])).not.toContain("investigations");
    expect(keys({ ...feature, investigation: false }, ["CertifyDocument"])).not.toContain("investigations");
    expect(keys({ investigation: true, publicationTypes: ["note", "esign"] }, ["CertifyDocument"])).not.toContain(
      "investigations",
    );
  });

  it("shows E-sign only with CertifyDocument and the esign feature", () => {
    expect(keys({ esign: true }, ["CertifyDocument"])).toEqual(["home", "esign"]);
    expect(keys({ esign: true }, [])).not.toContain("esign");
    expect(keys({}, ["CertifyDocument"])).not.toContain("esign");
  });

  it("shows the four activities links with CompanyActivities", () => {
    const items = visibleMenuItems(
      { id, type: "DEFAULT", enabledFeatures: { ...none, documentReminder: true } },
      granting(["CompanyActivities", "DocumentReminders"]),
    );
    expect(items.filter((i) => i.group === "activities").map((i) => [i.key, i.to])).toEqual([
      ["watchedDocuments", "/activities/watched"],
      ["sharedLinks", "/activities/shared-links"],
      ["comments", "/activities/comments"],
      ["reminderList", "/list/reminder"],
    ]);
    expect(keys(all, [])).not.toContain("watchedDocuments");
  });

  it("shows Units with CompanyUnits, Knowledge units with CompanyUnits and skills", () => {
    expect(keys({}, ["CompanyUnits"])).toEqual(["home", "units"]);
    expect(keys({ skills: true }, ["CompanyUnits"])).toEqual(["home", "units", "knowledgeUnits", "skillsList"]);
    expect(keys(all, ["Units"])).not.toContain("units");
  });

  it("shows Customer portals, linking to their list, with AuthorizationGroups", () => {
    expect(visibleMenuItems({ id, type: "DEFAULT", enabledFeatures: none }, granting(["AuthorizationGroups"]))).toEqual(
      [
        { key: "home", to: "/login" },
        { key: "customerPortals", to: "/list/customer-portals" },
      ],
    );
    expect(keys(all, ["PortalTypes", "CompanyAccountAdmin"])).not.toContain("customerPortals");
  });

  it("shows Customers, linking to their list, with the customers feature to every member but a guest (the API refuses guests)", () => {
    expect(keys({ customers: true })).toEqual([
      "home",
      "customers",
      "addressBook",
      "products",
      "orders",
      "orderSubscriptions",
      "plants",
    ]);
    expect(keys({ customers: true }, ["AuthorizationGroups"])).toEqual([
      "home",
      "customers",
      "addressBook",
      "products",
      "orders",
      "orderSubscriptions",
      "plants",
      "customerPortals",
    ]);
    expect(keys({}, ["CustomerCreate", "CustomerEdit"])).not.toContain("customers");
    const guestCompany = { id, type: "GUEST" as const, enabledFeatures: { ...none, customers: true } };
    // A guest who is a member of one of the company's portals sees its services instead (issue 46, item 4).
    const guest = visibleMenuItems(guestCompany, granting([]), { portalMember: true });
    expect(guest.map((item) => item.key)).toEqual(["home", "services"]);
    expect(guest.find((item) => item.key === "services")?.to).toBe("/list/services");
    // A guest of no portal would be refused the request: no Services; nor for a full member.
    expect(visibleMenuItems(guestCompany, granting([]), { portalMember: false }).map((item) => item.key)).toEqual([
      "home",
    ]);
    expect(
      visibleMenuItems({ ...guestCompany, type: "DEFAULT" }, granting([]), { portalMember: true }).map(
        (item) => item.key,
      ),
    ).not.toContain("services");
  });

  it("shows the Invoice basis after the order subscriptions to a member who may invoice orders, never to a guest", () => {
    const member = visibleMenuItems(
      { id, type: "DEFAULT", enabledFeatures: { ...none, customers: true } },
      granting(["OrderActivateCancel"]),
    );
    expect(member.map((item) => item.key)).toEqual([
      "home",
      "customers",
      "addressBook",
      "products",
      "orders",
      "orderSubscriptions",
      "invoiceBasis",
      "plants",
    ]);
    expect(member.find((item) => item.key === "invoiceBasis")?.to).toBe(`/companies/${id}/orders/invoice-basis`);
    expect(keys({}, ["OrderActivateCancel"])).not.toContain("invoiceBasis");
    const guest = visibleMenuItems(
      { id, type: "GUEST", enabledFeatures: { ...none, customers: true } },
      granting(["OrderActivateCancel"]),
    );
    expect(guest.map((item) => item.key)).not.toContain("invoiceBasis");
  });

  it("shows Products next to Customers, to every member but a guest (the API refuses guests), for no permission of its own", () => {
    expect(
      visibleMenuItems({ id, type: "DEFAULT", enabledFeatures: { ...none, customers: true } }, granting([])),
    ).toContainEqual({ key: "products", to: "/list/products" });
    expect(keys({}, ["Products", "PriceLists", "ProductCategories"])).not.toContain("products");
    const guest = visibleMenuItems(
      { id, type: "GUEST", enabledFeatures: { ...none, customers: true } },
      granting(["Products"]),
    );
    expect(guest.map((item) => item.key)).not.toContain("products");
  });

  it("shows the Skills list with the skills feature alone", () => {
    expect(keys({ skills: true })).toEqual(["home", "skillsList"]);
  });

  it("shows everything, in the spec's order, to a user with every permission and feature", () => {
    expect(
      visibleMenuItems(
        { id, type: "DEFAULT", enabledFeatures: all },
        granting(["CertifyDocument", "CompanyActivities", "CompanyUnits", "DocumentReminders"]),
      ),
    ).toEqual([
      { key: "home", to: "/login" },
      { key: "objects", to: `/companies/${id}/publications` },
      { key: "reminders", to: "/list/reminder" },
      { key: "investigations", to: "/list/investigation" },
      { key: "esign", to: "/list/esign" },
      { key: "watchedDocuments", to: "/activities/watched", group: "activities" },
      { key: "sharedLinks", to: "/activities/shared-links", group: "activities" },
      { key: "comments", to: "/activities/comments", group: "activities" },
      { key: "reminderList", to: "/list/reminder", group: "activities" },
      { key: "units", to: "/list/units" },
      { key: "knowledgeUnits", to: "/list/units-kunskap" },
      { key: "skillsList", to: "/list/skills-list" },
      { key: "customers", to: "/list/customers" },
      { key: "addressBook", to: "/list/address-book" },
      { key: "products", to: "/list/products" },
      { key: "orders", to: `/companies/${id}/orders` },
      { key: "orderSubscriptions", to: `/companies/${id}/order-subscriptions` },
      { key: "plants", to: `/companies/${id}/plants` },
    ]);
  });

  it("shows no permission-gated item for features alone", () => {
    expect(keys(all, [])).toEqual([
      "home",
      "objects",
      "skillsList",
      "customers",
      "addressBook",
      "products",
      "orders",
      "orderSubscriptions",
      "plants",
    ]);
  });
});
