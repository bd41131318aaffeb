/** The Swedish texts, by file: a chunk of their own, loaded when the language is first shown (lib/i18n.ts). */
export const texts = import.meta.glob<Record<string, unknown>>("./sv/*.json", { eager: true, import: "default" });
