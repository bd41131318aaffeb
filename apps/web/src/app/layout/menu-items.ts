import type { Company, EnabledFeatures, Permission } from "@app/contract";

export type MenuItemKey =
  | "home"
  | "objects"
  | "reminders"
  | "investigations"
  | "esign"
  | "watchedDocuments"
  | "sharedLinks"
  | "comments"
  | "reminderList"
  | "units"
  | "knowledgeUnits"
  | "skillsList"
  | "customers"
  | "addressBook"
  | "products"
  | "orders"
  | "orderSubscriptions"
  | "invoiceBasis"
  | "plants"
  | "customerPortals"
  | "services";

export interface MenuItem {
  key: MenuItemKey;
  to: string;
  /** Items shown under the "Activities" heading. */
  group?: "activities";
}

type Rule = Omit<MenuItem, "to"> & {
  /** The item's path; a function for paths inside the company. */
  to: string | ((companyId: string) => string);
  visible: (features: EnabledFeatures, has: (p: Permission) => boolean, guest: boolean, member: MemberFacts) => boolean;
};

/** What the menu knows of the member beyond permissions. */
export interface MemberFacts {
  /** A member of one of the company's customer portals: may ask for its services. */
  portalMember: boolean;
}

/** The side menu of the spec (section 2, Header) in order, each item with its condition. */
const rules: Rule[] = [
  {
    key: "objects",
    to: (companyId) => `/companies/${companyId}/publications`,
    visible: (f) => f.publicationTypes.length > 0,
  },
  // The spec shows Reminders for the feature; the list opens only with DocumentReminders (a guest's dead end
  // otherwise), so the item needs both, as the Activities' link to the same list does.
  { key: "reminders", to: "/list/reminder", visible: (f, has) => f.documentReminder && has("DocumentReminders") },
  {
    key: "investigations",
    to: "/list/investigation",
    visible: (f, has) => has("CertifyDocument") && f.investigation && f.publicationTypes.includes("investigation"),
  },
  { key: "esign", to: "/list/esign", visible: (f, has) => has("CertifyDocument") && f.esign },
  {
    key: "watchedDocuments",
    to: "/activities/watched",
    group: "activities",
    visible: (_f, has) => has("CompanyActivities"),
  },
  {
    key: "sharedLinks",
    to: "/activities/shared-links",
    group: "activities",
    visible: (_f, has) => has("CompanyActivities"),
  },
  { key: "comments", to: "/activities/comments", group: "activities", visible: (_f, has) => has("CompanyActivities") },
  {
    key: "reminderList",
    to: "/list/reminder",
    group: "activities",
    visible: (f, has) => has("CompanyActivities") && f.documentReminder && has("DocumentReminders"),
  },
  { key: "units", to: "/list/units", visible: (_f, has) => has("CompanyUnits") },
  { key: "knowledgeUnits", to: "/list/units-kunskap", visible: (f, has) => has("CompanyUnits") && f.skills },
  { key: "skillsList", to: "/list/skills-list", visible: (f) => f.skills },
  // Every member but a guest sees the company's customers (the API's read needs no permission, and refuses guests).
  { key: "customers", to: "/list/customers", visible: (f, _has, guest) => f.customers && !guest },
  // The address book (the customers' contacts and the company's own) reads as the customers do.
  { key: "addressBook", to: "/list/address-book", visible: (f, _has, guest) => f.customers && !guest },
  // The catalogue of what is sold to the customers, read as the customers are: every member but a guest
  // (the API's read needs no permission, and refuses guests).
  { key: "products", to: "/list/products", visible: (f, _has, guest) => f.customers && !guest },
  // Orders are read as the customers are (GET orders: the feature; the menu leaves guests out, who see
  // only the orders shared with them, among their objects).
  {
    key: "orders",
    to: (companyId) => `/companies/${companyId}/orders`,
    visible: (f, _has, guest) => f.customers && !guest,
  },
  // The recurring orders' templates, read as the orders are.
  {
    key: "orderSubscriptions",
    to: (companyId) => `/companies/${companyId}/order-subscriptions`,
    visible: (f, _has, guest) => f.customers && !guest,
  },
  // The invoice basis: exporting marks orders invoiced, so those who may invoice (OrderActivateCancel) see it.
  {
    key: "invoiceBasis",
    to: (companyId) => `/companies/${companyId}/orders/invoice-basis`,
    visible: (f, has, guest) => f.customers && !guest && has("OrderActivateCancel"),
  },
  // The plants' planning list (due plants, orders, budning), read by every member but a guest, as the orders.
  {
    key: "plants",
    to: (companyId) => `/companies/${companyId}/plants`,
    visible: (f, _has, guest) => f.customers && !guest,
  },
  { key: "customerPortals", to: "/list/customer-portals", visible: (_f, has) => has("AuthorizationGroups") },
  // A guest who is a member of one of the company's portals sees the services the company offers and asks
  // for one (issue 46, item 4); the request answers 403 to any other, so the item is not shown to them.
  { key: "services", to: "/list/services", visible: (_f, _has, guest, member) => guest && member.portalMember },
];

/** Home links to /login on purpose: a signed-in user is sent on from there to /. */
const home: MenuItem = { key: "home", to: "/login" };

/** The side menu items the user sees in the company (Home only while no company is selected). */
export function visibleMenuItems(
  company: Pick<Company, "id" | "enabledFeatures" | "type"> | null,
  has: (permission: Permission) => boolean,
  member: MemberFacts = { portalMember: false },
): MenuItem[] {
  if (!company) return [home];
  const guest = company.type === "GUEST";
  const visible = rules.filter((rule) => rule.visible(company.enabledFeatures, has, guest, member));
  return [
    home,
    ...visible.map(({ visible: _rule, to, ...item }) => ({
      ...item,
      to: typeof to === "function" ? to(company.id) : to,
    })),
  ];
}
