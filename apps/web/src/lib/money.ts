import { formatKronor, parseKronor } from "@app/contract";

/**
 * Money on the screens: typed in kronor ("1 234,50", "1234.5"), held as integer öre (the contract's
 * parseKronor reads the text, never a float times 100), shown in the language's way: "1 234,50 kr"
 * in Swedish, "SEK 1,234.50" in English.
 */
export const kronorToOre = (text: string): number | null => parseKronor(text);

/** Öre as the text a money field starts with ("1234,50"; "" for none). */
export const oreToInput = (ore: number | null | undefined): string =>
  ore === null || ore === undefined ? "" : formatKronor(ore).replace(/\s/g, "");

/** Öre shown as an amount of the language shown. */
export function formatMoney(ore: number, language: string): string {
  const text = formatKronor(ore);
  if (!language.startsWith("en")) return `${text} kr`;
  const [whole = "0", cents = "00"] = text.split(",");
  const sign = whole.startsWith("-") ? "-" : "";
  return `${sign}SEK ${whole.replace("-", "").replace(/\s/g, ",")}.${cents}`;
}

/** A percent shown with a decimal comma in Swedish ("12,5 %") and a point in English ("12.5%"). */
export function formatPercent(percent: number, language: string): string {
  const text = String(percent);
  return language.startsWith("en") ? `${text}%` : `${text.replace(".", ",")} %`;
}

/** A quantity with up to three decimals in the language's way. */
export const formatQuantity = (quantity: number, language: string) =>
  quantity.toLocaleString(language.startsWith("en") ? "en-GB" : "sv-SE", { maximumFractionDigits: 3 });

/** A quantity typed with a comma or a point ("2,5"); null when it is not a number. */
export function parseQuantity(text: string): number | null {
  const compact = text
    .trim()
    .replace(/[\s\u00a0]/g, "")
    .replace(",", ".");
  if (!/^\d+(\.\d{1,3})?$/.test(compact)) return null;
  return Number(compact);
}
