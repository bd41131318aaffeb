import Organisationsnummer from "organisationsnummer";
import Personnummer from "personnummer";
import { isHomepage, isPostalCode, isVatNumber, normalizeVatNumber } from "./company-info";

/*
 * Pure rules of customers (issue 45, docs/customers.md): Swedish organisation and personal
 * identity numbers (with their check digits, by the `organisationsnummer` and `personnummer`
 * packages), the VAT number derived from an organisation number, Swedish postcodes (GLNs, VAT numbers' form and homepages: company-info's rules).
 * The contract's schemas validate with them; the web's forms and the CSV import use the same.
 */

/** An organisation number as stored: `NNNNNN-NNNN`; null when it is not a valid one (check digit included). */
export function normaliseOrgNumber(text: string): string | null {
  const value = text.trim();
  if (!/^(16)?\d{6}[- ]?\d{4}$/.test(value) || !Organisationsnummer.valid(value)) return null;
  return Organisationsnummer.parse(value).format(true);
}

/** A personal identity (or coordination) number as stored: `YYYYMMDD-NNNN`; null when it is not a valid one. */
export function normalisePersonalNumber(text: string): string | null {
  const value = text.trim();
  if (!/^(\d{2})?\d{6}[-+ ]?\d{4}$/.test(value) || !Personnummer.valid(value.replace(" ", ""))) return null;
  const parsed = Personnummer.parse(value.replace(" ", ""));
  return `${parsed.fullYear}${parsed.month}${parsed.day}-${parsed.num}${parsed.check}`;
}

/** What lists show of a personal identity number: the date, the last four digits hidden (`19800101-****`). */
export const PERSONAL_NUMBER_MASK = /^\d{8}-\*{4}$/;
export const maskPersonalNumber = (normalised: string) => `${normalised.slice(0, 8)}-****`;

/** The VAT number of a Swedish organisation: SE, the organisation number's ten digits, 01. */
export const swedishVatNumber = (orgNumber: string) => `SE${orgNumber.replace(/\D/g, "").slice(-10)}01`;

/** A VAT number as stored (company-info's rule: upper case without spaces; SE + 10 digits + 01 for Sweden); null when it is not one. */
export function normaliseVatNumber(text: string): string | null {
  const value = normalizeVatNumber(text.replace(/\./g, ""));
  return isVatNumber(value) ? value : null;
}

/** A homepage as stored: with https:// when typed without a scheme; null when it is not a web address. */
export function normaliseHomepage(text: string): string | null {
  const value = text.trim();
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return isHomepage(withScheme) ? withScheme : null;
}

/** A Swedish postcode as `NNN NN` (from `NNNNN`, `NNN NN` or `SE-NNN NN`); null when it is not one. */
export function normaliseSwedishPostcode(text: string): string | null {
  const match = /^(?:SE-?\s?)?(\d{3})\s?(\d{2})$/i.exec(text.trim());
  return match ? `${match[1]} ${match[2]}` : null;
}

/** A postcode of the country: Swedish ones checked and written `NNN NN`, others by company-info's looser rule; null when invalid. */
export function normalisePostcode(text: string, country: string): string | null {
  if (country === "SE") return normaliseSwedishPostcode(text);
  const value = text.trim();
  return isPostalCode(value) ? value : null;
}
