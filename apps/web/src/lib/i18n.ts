import { DEFAULT_LANGUAGE, type Language } from "@app/contract";
import dayjs from "dayjs";
import "dayjs/locale/sv";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type enActivities from "../locales/en/activities.json";
import type enAudit from "../locales/en/audit.json";
import type enAuth from "../locales/en/auth.json";
import type enCalendar from "../locales/en/calendar.json";
import type enCertify from "../locales/en/certify.json";
import type enChecklists from "../locales/en/checklists.json";
import type enCommon from "../locales/en/common.json";
import type enCompanies from "../locales/en/companies.json";
import type enCompanyNotices from "../locales/en/company-notices.json";
import type enCompanySettings from "../locales/en/company-settings.json";
import type enErrors from "../locales/en/errors.json";
import type enEsign from "../locales/en/esign.json";
import type enGdpr from "../locales/en/gdpr.json";
import type enGdprErase from "../locales/en/gdpr-erase.json";
import type enIntegrations from "../locales/en/integrations.json";
import type enInvestigations from "../locales/en/investigations.json";
import type enLayout from "../locales/en/layout.json";
import type enMessages from "../locales/en/messages.json";
import type enNotifications from "../locales/en/notifications.json";
import type enPortals from "../locales/en/portals.json";
import type enProfile from "../locales/en/profile.json";
import type enPublications from "../locales/en/publications.json";
import type enReminders from "../locales/en/reminders.json";
import type enSettings from "../locales/en/settings.json";
import type enSkills from "../locales/en/skills.json";
import type enTasks from "../locales/en/tasks.json";
import type enUnits from "../locales/en/units.json";
import type enUsersAdmin from "../locales/en/users-admin.json";
import { getStoredLanguage, storeLanguage } from "./storage";

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
}
export const defaultNS = "common";

type UiLanguage = "en" | "sv";

/** Each language's texts are a chunk of their own, loaded when the language is first shown. */
const languageTexts: Record<UiLanguage, () => Promise<{ texts: Record<string, unknown> }>> = {
  en: () => import("../locales/en"),
  sv: () => import("../locales/sv"),
};

/** Loads a language's texts once (each file a namespace: company-notices.json is companyNotices). */
export async function loadLanguage(lng: UiLanguage) {
  if (i18n.hasResourceBundle(lng, defaultNS)) return;
  const { texts } = await languageTexts[lng]();
  for (const [path, bundle] of Object.entries(texts)) {
    const ns = (path.split("/").pop() ?? "")
      .replace(/\.json$/, "")
      .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    i18n.addResourceBundle(lng, ns, bundle);
  }
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
  dayjs.locale(lng === "en" ? "en" : "sv");
  document.documentElement.lang = lng;
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: uiLanguage(getStoredLanguage() ?? browserLanguage()),
  fallbackLng: uiLanguage(DEFAULT_LANGUAGE),
  defaultNS,
  interpolation: { escapeValue: false },
  initAsync: false,
});
syncDocument(i18n.language);
i18n.on("languageChanged", syncDocument);

/** The texts of the language shown at the start: loaded before the app renders (main.tsx). */
export const loadStartLanguage = () => loadLanguage(i18n.language === "en" ? "en" : "sv");

/** The language last asked for: a slower load of an earlier choice does not switch back to it. */
let wanted: UiLanguage | undefined;

/** Stores the language and switches texts, dates and the page's lang attribute (once its texts are loaded). */
export function applyLanguage(language: Language) {
  storeLanguage(language);
  const lng = uiLanguage(language);
  wanted = lng;
  if (i18n.hasResourceBundle(lng, defaultNS)) void i18n.changeLanguage(lng);
  else void loadLanguage(lng).then(() => (wanted === lng ? i18n.changeLanguage(lng) : undefined));
}

export { i18n };
