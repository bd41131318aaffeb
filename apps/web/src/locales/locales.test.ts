import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, content]) => [path.split("/")[2], content]),
  );

describe("locales", () => {
  const en = byLanguage("en");
  const sv = byLanguage("sv");

  it("have the same files in English and Swedish", () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))("%s has the same keys in both languages", (file) => {
    expect(keys(sv[file]).sort()).toEqual(keys(en[file]).sort());
  });

  it.each(Object.keys(en))("%s has no empty text", (file) => {
    for (const content of [en[file], sv[file]]) {
      const texts = JSON.stringify(content).match(/:""/g);
      expect(texts).toBeNull();
    }
  });
});
