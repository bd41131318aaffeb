import type { BudningType, Language } from "@app/contract";

/** A budning type as the owner's notice names it (the BUDNING mail's {{visitType}}). */
export const visitTypeNames: Record<Language, Record<BudningType, string>> = {
  se: { SOTNING: "sotning", KONTROLL: "brandskyddskontroll", BESIKTNING: "besiktning" },
  en: { SOTNING: "chimney sweeping", KONTROLL: "fire safety check", BESIKTNING: "inspection" },
};

const or: Record<Language, string> = { se: "eller", en: "or" };

/** How to rebook (the BUDNING mail's {{rebook}}): the company's phone and the sender's mail, those there are. */
export const rebookText = (language: Language, phone: string, email: string) =>
  [phone, email].filter((part) => part !== "").join(` ${or[language]} `);

/** The address as one line: "Storgatan 1, 211 20 Malmö". */
export const addressLine = (address: { street: string; postcode: string | null; city: string } | null) =>
  address
    ? [address.street, [address.postcode, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : "";
