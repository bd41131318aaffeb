import {
  type CompanyInfo,
  type CompanyInfoInput,
  isEmail,
  isGln,
  isHexColor,
  isHomepage,
  isPhone,
  isPostalCode,
  isVatNumber,
} from "@app/contract";
import type { TFunction } from "i18next";

/** The form's values: every field a string (an unset colour is ""), the email login a boolean. */
export interface InfoValues extends Omit<CompanyInfo, "colors"> {
  colors: { settings: string; headerBanner: string; headerMenuButton: string };
}

export const toValues = (info: CompanyInfo): InfoValues => ({
  ...info,
  colors: {
    settings: info.colors.settings ?? "",
    headerBanner: info.colors.headerBanner ?? "",
    headerMenuButton: info.colors.headerMenuButton ?? "",
  },
});

const orNull = (value: string) => (value.trim() === "" ? null : value.trim().toLowerCase());

export const toInput = (values: InfoValues): CompanyInfoInput => ({
  ...values,
  colors: {
    settings: orNull(values.colors.settings),
    headerBanner: orNull(values.colors.headerBanner),
    headerMenuButton: orNull(values.colors.headerMenuButton),
  },
});

/** The longest value of each text field (the server's limits). */
export const maxLength: Partial<Record<keyof InfoValues, number>> = {
  name: 200,
  city: 100,
  zipCode: 200,
  address: 200,
  county: 100,
  country: 100,
  termsOfPayment: 200,
  paymentAccount: 100,
  bank: 100,
  gln: 200,
  phone: 200,
  registeredOffice: 100,
  registeredCountry: 100,
  taxText: 500,
  vatNumber: 200,
  homepage: 500,
  invoiceText: 2000,
  quoteText: 2000,
  orderText: 2000,
  adminEmail: 320,
  primaryContact: 200,
};

type Rule = (value: string) => string | null;

/**
 * The same rules as the server (the contract's format checks), with the page's own messages.
 * Empty optional fields are fine.
 */
export function infoRules(t: TFunction<"companySettings">) {
  const format =
    (test: (v: string) => boolean, message: string): Rule =>
    (value) => {
      const v = value.trim();
      return v !== "" && !test(v) ? message : null;
    };
  const length =
    (max: number, next?: Rule): Rule =>
    (value) =>
      value.trim().length > max ? t("information.errors.tooLong", { max }) : (next?.(value) ?? null);
  const color = format(isHexColor, t("information.errors.color"));

  const rules: Record<string, Rule> = {};
  for (const [field, max] of Object.entries(maxLength)) rules[field] = length(max);
  rules.name = (value) => (value.trim() === "" ? t("information.errors.nameRequired") : length(200)(value));
  rules.adminEmail = length(320, format(isEmail, t("information.errors.email")));
  rules.homepage = length(500, format(isHomepage, t("information.errors.homepage")));
  rules.vatNumber = length(200, format(isVatNumber, t("information.errors.vatNumber")));
  rules.gln = format(isGln, t("information.errors.gln"));
  rules.zipCode = format(isPostalCode, t("information.errors.zipCode"));
  rules.phone = format(isPhone, t("information.errors.phone"));
  rules["colors.settings"] = color;
  rules["colors.headerBanner"] = color;
  rules["colors.headerMenuButton"] = color;
  return rules;
}

/** The value at a dotted path ("colors.settings"). */
const valueAt = (values: InfoValues, path: string): string => {
  const [head, tail] = path.split(".") as [keyof InfoValues, string | undefined];
  const value = values[head];
  if (tail && typeof value === "object") return (value as Record<string, string>)[tail] ?? "";
  return typeof value === "string" ? value : "";
};

/** @mantine/form's validate function: errors by dotted field path. */
export function infoValidate(t: TFunction<"companySettings">) {
  const rules = infoRules(t);
  return (values: InfoValues) => {
    const errors: Record<string, string> = {};
    for (const [path, rule] of Object.entries(rules)) {
      const error = rule(valueAt(values, path));
      if (error) errors[path] = error;
    }
    return errors;
  };
}
