import { z } from "zod/mini";

type Label = { en: string; se: string };

/**
 * The permission catalogue of the spec's section 6, grouped as the settings screen shows it.
 * Keys are what the API stores and answers.
 */
export const permissionGroups = [
  {
    key: "accountSettings",
    label: { en: "Account settings", se: "Kontoinställningar" },
    permissions: {
      CompanyAccountAdmin: { en: "Company account administration", se: "Administration av företagskontot" },
      CompanyInfoEdit: { en: "Edit company info", se: "Redigera företagsinformation" },
      CategoriesAndStatuses: { en: "Categories and statuses", se: "Kategorier och statusar" },
      AuthorizationGroups: { en: "Authorization groups and portals", se: "Behörighetsgrupper och portaler" },
      PortalTypes: { en: "Portal types", se: "Portaltyper" },
      CompanyCreate: { en: "Create companies", se: "Skapa företag" },
    },
  },
  {
    key: "users",
    label: { en: "Users", se: "Användare" },
    permissions: {
      UsersEdit: { en: "Add or edit users", se: "Lägga till eller redigera användare" },
      FullUserPermissionsEdit: {
        en: "Edit full-user permissions",
        se: "Redigera behörigheter för fullständiga användare",
      },
    },
  },
  {
    key: "objects",
    label: { en: "Objects", se: "Objekt" },
    permissions: {
      PublicationCreate: { en: "Create objects", se: "Skapa objekt" },
      PublicationEdit: { en: "Edit objects", se: "Redigera objekt" },
      PublicationArchive: { en: "Archive objects", se: "Arkivera objekt" },
      PublicationShare: { en: "Share objects", se: "Dela objekt" },
      UnlockOthersLocked: { en: "Unlock others' locked objects", se: "Lås upp andras låsta objekt" },
      SeeObjectsWithoutGroup: { en: "See objects without a group", se: "Se objekt utan grupp" },
      OverrideLockedMasterFile: { en: "Override a locked master file", se: "Åsidosätta en låst masterfil" },
      FormReports: { en: "See form reports", se: "Se formulärrapporter" },
    },
  },
  {
    key: "basicFeatures",
    label: { en: "Basic features", se: "Grundfunktioner" },
    permissions: {
      Reminders: { en: "Reminders", se: "Påminnelser" },
      DocumentReminders: { en: "Document reminders", se: "Dokumentpåminnelser" },
      AuditLogs: { en: "Audit and process logs", se: "Gransknings- och processloggar" },
      TimeReports: { en: "Time reports", se: "Tidrapporter" },
      Keypass: { en: "Keypass", se: "Keypass" },
      Skills: { en: "Skills", se: "Kompetenser" },
      Investigations: { en: "Investigations", se: "Utredningar" },
      Gdpr: { en: "GDPR", se: "GDPR" },
      Esign: { en: "E-sign", se: "E-signering" },
      Tasks: { en: "Tasks", se: "Uppgifter" },
      Forms: { en: "Forms", se: "Formulär" },
      Deviations: { en: "Deviations", se: "Avvikelser" },
      CertifyDocument: {
        en: "Certify documents (investigations, e-sign)",
        se: "Attestera dokument (utredningar, e-signering)",
      },
      CompanyActivities: {
        en: "Company activities (watched documents, shared links, comments)",
        se: "Företagsaktiviteter (bevakade dokument, delade länkar, kommentarer)",
      },
    },
  },
  {
    key: "customers",
    label: { en: "Customers", se: "Kunder" },
    permissions: {
      CustomerStatuses: { en: "Customer statuses", se: "Kundstatusar" },
      CustomerCreate: { en: "Create customers", se: "Skapa kunder" },
      CustomerEdit: { en: "Edit customers", se: "Redigera kunder" },
      CustomerDelete: { en: "Delete customers", se: "Ta bort kunder" },
    },
  },
  {
    key: "products",
    label: { en: "Products", se: "Produkter" },
    permissions: {
      Products: { en: "Products", se: "Produkter" },
      ProductCategories: { en: "Product categories", se: "Produktkategorier" },
      PriceLists: { en: "Price lists", se: "Prislistor" },
    },
  },
  {
    key: "order",
    label: { en: "Order", se: "Order" },
    permissions: {
      OrderCreate: { en: "Create orders", se: "Skapa ordrar" },
      OrderCopy: { en: "Copy orders", se: "Kopiera ordrar" },
      OrderReport: { en: "Order reports", se: "Orderrapporter" },
      OrderActivateCancel: { en: "Activate or cancel orders", se: "Aktivera eller avbryta ordrar" },
      MobileOrderOptions: { en: "Mobile order options", se: "Mobila orderalternativ" },
    },
  },
  {
    key: "services",
    label: { en: "Services", se: "Tjänster" },
    permissions: {
      CompanyServices: { en: "Company services", se: "Företagstjänster" },
      Units: { en: "Units", se: "Enheter" },
      CompanyUnits: { en: "Units and knowledge units", se: "Enheter och kunskapsenheter" },
    },
  },
] as const satisfies readonly {
  key: string;
  label: Label;
  permissions: Record<string, Label>;
}[];

type Group = (typeof permissionGroups)[number];
export type Permission = { [G in Group as G["key"]]: keyof G["permissions"] }[Group["key"]];

export const allPermissions = permissionGroups.flatMap((g) => Object.keys(g.permissions)) as Permission[];

export const permissionSchema = z.enum(allPermissions as [Permission, ...Permission[]]);

/** Only the platform may grant this; a company never can. */
export const COMPANY_CREATE: Permission = "CompanyCreate";

/** The administration groups: granting any of their permissions needs CompanyAccountAdmin. */
export const ADMIN_PERMISSION_GROUPS = ["accountSettings", "users"] as const;
export const adminPermissions: ReadonlySet<Permission> = new Set(
  permissionGroups
    .filter((g) => (ADMIN_PERMISSION_GROUPS as readonly string[]).includes(g.key))
    .flatMap((g) => Object.keys(g.permissions) as Permission[]),
);

/**
 * What a limited user (type GUEST, "User" in the spec) may hold: the working permissions, never
 * the administration of the account or of users. The permissions editor shows only these for a guest.
 */
export const GUEST_PERMISSIONS: ReadonlySet<Permission> = new Set(
  allPermissions.filter((p) => !adminPermissions.has(p)),
);

export const permissionListSchema = z.array(permissionSchema);

export function permissionLabel(permission: Permission, language: "en" | "se"): string {
  for (const group of permissionGroups) {
    const labels = group.permissions as Record<string, Label>;
    const label = labels[permission];
    if (label) return label[language];
  }
  return permission;
}
