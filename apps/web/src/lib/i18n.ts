import { DEFAULT_LANGUAGE, type Language } from "@app/contract";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import type enActivities from "../locales/en/activities.json";
import type enAddressBook from "../locales/en/address-book.json";
import type enApiErrors from "../locales/en/api-errors.json";
import type enAudit from "../locales/en/audit.json";
import type enAuth from "../locales/en/auth.json";
import type enCalendar from "../locales/en/calendar.json";
import type enCertify from "../locales/en/certify.json";
import type enChecklists from "../locales/en/checklists.json";
import type enCommon from "../locales/en/common.json";
import type enCompanies from "../locales/en/companies.json";
import type enCompanyNotices from "../locales/en/company-notices.json";
import type enCompanySettings from "../locales/en/company-settings.json";
import type enCustomers from "../locales/en/customers.json";
import type enErrors from "../locales/en/errors.json";
import type enEsign from "../locales/en/esign.json";
import type enGdpr from "../locales/en/gdpr.json";
import type enGdprErase from "../locales/en/gdpr-erase.json";
import type enIntegrations from "../locales/en/integrations.json";
import type enInvestigations from "../locales/en/investigations.json";
import type enInvoiceBasis from "../locales/en/invoice-basis.json";
import type enLayout from "../locales/en/layout.json";
import type enMessages from "../locales/en/messages.json";
import type enNotifications from "../locales/en/notifications.json";
import type enOrderReport from "../locales/en/order-report.json";
import type enOrderSubscriptions from "../locales/en/order-subscriptions.json";
import type enOrders from "../locales/en/orders.json";
import type enPlants from "../locales/en/plants.json";
import type enPortals from "../locales/en/portals.json";
import type enProducts from "../locales/en/products.json";
import type enProfile from "../locales/en/profile.json";
import type enPublications from "../locales/en/publications.json";
import type enReminders from "../locales/en/reminders.json";
import type enSettings from "../locales/en/settings.json";
import type enSkills from "../locales/en/skills.json";
import type enTasks from "../locales/en/tasks.json";
import type enUnits from "../locales/en/units.json";
import type enUsersAdmin from "../locales/en/users-admin.json";
import { getStoredLanguage, storeLanguage, storeLanguageChoice } from "./storage";

/** The texts of one language by area (namespace), as locales/<language>/<area>.json hold them. */
export interface Texts {
  common: typeof enCommon;
  auth: typeof enAuth;
  companies: typeof enCompanies;
  errors: typeof enErrors;
  layout: typeof enLayout;
  profile: typeof enProfile;
  reminders: typeof enReminders;
  publications: typeof enPublications;
  activities: typeof enActivities;
  notifications: typeof enNotifications;
  messages: typeof enMessages;
  companyNotices: typeof enCompanyNotices;
  settings: typeof enSettings;
  integrations: typeof enIntegrations;
  portals: typeof enPortals;
  customers: typeof enCustomers;
  addressBook: typeof enAddressBook;
  products: typeof enProducts;
  usersAdmin: typeof enUsersAdmin;
  companySettings: typeof enCompanySettings;
  esign: typeof enEsign;
  checklists: typeof enChecklists;
  investigations: typeof enInvestigations;
  certify: typeof enCertify;
  units: typeof enUnits;
  skills: typeof enSkills;
  tasks: typeof enTasks;
  calendar: typeof enCalendar;
  gdpr: typeof enGdpr;
  audit: typeof enAudit;
  gdprErase: typeof enGdprErase;
  apiErrors: typeof enApiErrors;
  orderSubscriptions: typeof enOrderSubscriptions;
  orderReport: typeof enOrderReport;
  orders: typeof enOrders;
  invoiceBasis: typeof enInvoiceBasis;
  plants: typeof enPlants;
}
export const defaultNS = "common";

/** An area of texts: a file of `locales/<language>/` (company-notices.json is companyNotices). */
export type Namespace = keyof Texts;

type UiLanguage = "en" | "sv";

/**
 * The areas the first screens use: sign-in and the other account pages, the signed-in shell (menu,
 * notifications bell, banner notices, latest messages), the start page and the error pages. They are
 * one chunk per language (`locales/en.ts`, `locales/sv.ts`), loaded before the app renders.
 */
export const FIRST_SCREEN_NAMESPACES = [
  "common",
  "auth",
  "companies",
  "companyNotices",
  "errors",
  "layout",
  "messages",
  "notifications",
] as const satisfies readonly Namespace[];

const firstScreenTexts: Record<UiLanguage, () => Promise<{ texts: Record<string, unknown> }>> = {
  en: () => import("../locales/en"),
  sv: () => import("../locales/sv"),
};

/**
 * Every other area's texts: a chunk per language and file, loaded with the screen or part that uses
 * it (`lazyPage(load, name, namespaces)`, `withTexts`). The files of the first screens are left out:
 * they are in the language's chunk.
 */
export const areaTexts = import.meta.glob<Record<string, unknown>>(
  [
    "../locales/*/*.json",
    "!../locales/*/{common,auth,companies,company-notices,errors,layout,messages,notifications}.json",
  ],
  { import: "default" },
);

/** companyNotices is in company-notices.json. */
export const fileOfNamespace = (ns: string) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const isFirstScreen = (ns: string) => (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(ns);

/** How i18next reads an area's texts of a language (its backend): from the chunk that holds them. */
async function readTexts(lng: string, ns: string) {
  if (lng !== "en" && lng !== "sv") throw new Error(`No texts in the language ${lng}`);
  if (isFirstScreen(ns)) return (await firstScreenTexts[lng]()).texts[ns];
  const load = areaTexts[`../locales/${lng}/${fileOfNamespace(ns)}.json`];
  if (!load) throw new Error(`No texts for the area ${ns}`);
  return load();
}

/**
 * Loads areas' texts in the language shown (and keeps them for a later change of language); rejects
 * when a chunk could not be loaded, as a screen's failed code does.
 */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces([...namespaces], (error) => (error ? reject(new Error(String(error))) : resolve()));
  });
}

/**
 * A lazy part's import that resolves once the areas' texts it uses are loaded too (both at once):
 * `lazy(withTexts(() => import("./part"), ["area"]))`. Screens of the router use `lazyPage`.
 */
export function withTexts<M>(load: () => Promise<M>, namespaces: readonly Namespace[]): () => Promise<M> {
  return () => Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);
}

/**
 * A text of an area shown on an event (a toast) by a part that is always there, outside the area's
 * screen: the area's texts are loaded first.
 */
export async function textsOf<N extends Namespace>(ns: N) {
  await loadTexts([ns]);
  return i18n.getFixedT(null, ns);
}

/** The stored language "se" shows the Swedish ("sv") texts. */
export const uiLanguage = (language: Language): UiLanguage => (language === "en" ? "en" : "sv");

/** The UI's current language in the API's terms. */
export const currentLanguage = (): Language => (i18n.resolvedLanguage === "en" ? "en" : "se");

/** Before any choice: the browser's first Swedish or English language, else the default. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "en") return "en";
    if (base === "sv") return "se";
  }
  return DEFAULT_LANGUAGE;
}

function syncDocument(lng: string) {
  document.documentElement.lang = lng;
}

/** The language shown at the start: the one stored, else the browser's. */
const startLanguage = () => uiLanguage(getStoredLanguage() ?? browserLanguage());

// Only the language shown is loaded: without a fallback language, a screen's areas load in it alone
// (both languages have the same keys, locales/locales.test.ts).
const initialized = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(readTexts))
  .init({
    lng: startLanguage(),
    fallbackLng: false,
    ns: [...FIRST_SCREEN_NAMESPACES],
    defaultNS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
syncDocument(i18n.language);
i18n.on("languageChanged", syncDocument);

/** The texts of the first screens in the language shown at the start: loaded before the app renders (main.tsx). */
export async function loadStartLanguage() {
  // Asked for at once, before the screens' code main.tsx asks for next; i18next's read below finds it under way.
  void firstScreenTexts[startLanguage()]();
  await initialized;
  await loadTexts(FIRST_SCREEN_NAMESPACES);
}

/**
 * Fetches areas' texts in the language shown ahead of their screen (`lazyPage`'s preload), without i18next:
 * it adds the areas asked for to every later load, so asked before the start language is in they would
 * delay the first render. When the screen renders, i18next's read finds the chunk under way or loaded.
 */
export function preloadTexts(namespaces: readonly Namespace[]): Promise<unknown> {
  const lng = i18n.language;
  return Promise.all(
    namespaces
      .filter((ns) => !isFirstScreen(ns))
      .map((ns) => areaTexts[`../locales/${lng}/${fileOfNamespace(ns)}.json`]?.()),
  );
}

/**
 * Stores the language and switches texts, dates and the page's lang attribute. i18next first loads,
 * in the new language, every area loaded so far (its `ns`), then switches; a slower load of an
 * earlier choice does not switch back to it (it switches only to the language last asked for).
 */
export function applyLanguage(language: Language) {
  storeLanguage(language);
  void i18n.changeLanguage(uiLanguage(language));
}

/** A language picked on a signed-out page: shown at once, and the profile's from the next sign-in on. */
export function chooseLanguage(language: Language) {
  storeLanguageChoice(language);
  applyLanguage(language);
}

export { i18n };
