import { FIRST_SCREEN_NAMESPACES, fileOfNamespace, i18n, type Namespace } from "../lib/i18n";

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

/** Each file's language and area (company-notices.json is companyNotices) with its texts. */
const texts = Object.entries(files).map(([path, bundle]) => {
  const [, , lng = "", file = ""] = path.split("/");
  const ns = file.replace(/\.json$/, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as Namespace;
  if (`../locales/${lng}/${fileOfNamespace(ns)}.json` !== path) throw new Error(`${path}: not an area's file`);
  return { lng, ns, bundle };
});

/** Adds every area's texts of both languages at once (synchronously), as the test set-up does. */
export function addAllTexts() {
  for (const { lng, ns, bundle } of texts) i18n.addResourceBundle(lng, ns, bundle, true, true);
}

/**
 * Leaves only the first screens' texts, as in an app just started: the other areas must load with
 * the screen that uses them. A test that calls it calls `addAllTexts` after it (the test files share
 * one i18next).
 */
export function keepFirstScreenTexts() {
  const first = new Set<string>(FIRST_SCREEN_NAMESPACES);
  for (const { lng, ns } of texts) if (!first.has(ns)) i18n.removeResourceBundle(lng, ns);
}
