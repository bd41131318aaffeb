import { DEFAULT_LANGUAGE, type Language } from "@app/contract";
import dayjs from "dayjs";
import "dayjs/locale/sv";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import enActivities from "../locales/en/activities.json";
import enAuth from "../locales/en/auth.json";
import enCalendar from "../locales/en/calendar.json";
import enCertify from "../locales/en/certify.json";
import enChecklists from "../locales/en/checklists.json";
import enCommon from "../locales/en/common.json";
import enCompanies from "../locales/en/companies.json";
import enCompanyNotices from "../locales/en/company-notices.json";
import enCompanySettings from "../locales/en/company-settings.json";
import enErrors from "../locales/en/errors.json";
import enEsign from "../locales/en/esign.json";
import enIntegrations from "../locales/en/integrations.json";
import enInvestigations from "../locales/en/investigations.json";
import enLayout from "../locales/en/layout.json";
import enMessages from "../locales/en/messages.json";
import enNotifications from "../locales/en/notifications.json";
import enPortals from "../locales/en/portals.json";
import enProfile from "../locales/en/profile.json";
import enPublications from "../locales/en/publications.json";
import enReminders from "../locales/en/reminders.json";
import enSettings from "../locales/en/settings.json";
import enSkills from "../locales/en/skills.json";
import enTasks from "../locales/en/tasks.json";
import enUnits from "../locales/en/units.json";
import enUsersAdmin from "../locales/en/users-admin.json";
import svActivities from "../locales/sv/activities.json";
import svAuth from "../locales/sv/auth.json";
import svCalendar from "../locales/sv/calendar.json";
import svCertify from "../locales/sv/certify.json";
import svChecklists from "../locales/sv/checklists.json";
import svCommon from "../locales/sv/common.json";
import svCompanies from "../locales/sv/companies.json";
import svCompanyNotices from "../locales/sv/company-notices.json";
import svCompanySettings from "../locales/sv/company-settings.json";
import svErrors from "../locales/sv/errors.json";
import svEsign from "../locales/sv/esign.json";
import svIntegrations from "../locales/sv/integrations.json";
import svInvestigations from "../locales/sv/investigations.json";
import svLayout from "../locales/sv/layout.json";
import svMessages from "../locales/sv/messages.json";
import svNotifications from "../locales/sv/notifications.json";
import svPortals from "../locales/sv/portals.json";
import svProfile from "../locales/sv/profile.json";
import svPublications from "../locales/sv/publications.json";
import svReminders from "../locales/sv/reminders.json";
import svSettings from "../locales/sv/settings.json";
import svSkills from "../locales/sv/skills.json";
import svTasks from "../locales/sv/tasks.json";
import svUnits from "../locales/sv/units.json";
import svUsersAdmin from "../locales/sv/users-admin.json";
import { getStoredLanguage, storeLanguage } from "./storage";

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    companies: enCompanies,
    errors: enErrors,
    layout: enLayout,
    profile: enProfile,
    reminders: enReminders,
    publications: enPublications,
    activities: enActivities,
    notifications: enNotifications,
    messages: enMessages,
    companyNotices: enCompanyNotices,
    settings: enSettings,
    integrations: enIntegrations,
    portals: enPortals,
    usersAdmin: enUsersAdmin,
    companySettings: enCompanySettings,
    esign: enEsign,
    checklists: enChecklists,
    investigations: enInvestigations,
    certify: enCertify,
    units: enUnits,
    skills: enSkills,
    tasks: enTasks,
    calendar: enCalendar,
  },
  sv: {
    common: svCommon,
    auth: svAuth,
    companies: svCompanies,
    errors: svErrors,
    layout: svLayout,
    profile: svProfile,
    reminders: svReminders,
    publications: svPublications,
    activities: svActivities,
    notifications: svNotifications,
    messages: svMessages,
    companyNotices: svCompanyNotices,
    settings: svSettings,
    integrations: svIntegrations,
    portals: svPortals,
    usersAdmin: svUsersAdmin,
    companySettings: svCompanySettings,
    esign: svEsign,
    checklists: svChecklists,
    investigations: svInvestigations,
    certify: svCertify,
    units: svUnits,
    skills: svSkills,
    tasks: svTasks,
    calendar: svCalendar,
  },
} as const;
export const defaultNS = "common";

type UiLanguage = keyof typeof resources;

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
  resources,
  lng: uiLanguage(getStoredLanguage() ?? browserLanguage()),
  fallbackLng: uiLanguage(DEFAULT_LANGUAGE),
  defaultNS,
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  initAsync: false,
});
syncDocument(i18n.language);
i18n.on("languageChanged", syncDocument);

/** Stores the language and switches texts, dates and the page's lang attribute at once. */
export function applyLanguage(language: Language) {
  storeLanguage(language);
  void i18n.changeLanguage(uiLanguage(language));
}

export { i18n };
