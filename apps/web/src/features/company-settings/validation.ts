import { type CompanyInfo, type CompanyInfoInput, companyInfoSchema } from "@app/contract";
import type { ParseKeys, TFunction } from "i18next";
import { type IssueMessage, zodValidate } from "../../lib/forms";

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

const formatMessage: Record<string, ParseKeys<"companySettings">> = {
  adminEmail: "information.errors.email",
  homepage: "information.errors.homepage",
  vatNumber: "information.errors.vatNumber",
  gln: "information.errors.gln",
  zipCode: "information.errors.zipCode",
  phone: "information.errors.phone",
  "colors.settings": "information.errors.color",
  "colors.headerBanner": "information.errors.color",
  "colors.headerMenuButton": "information.errors.color",
};

/** The form's messages for the contract's issues. */
export const infoMessage =
  (t: TFunction<"companySettings">): IssueMessage<InfoValues> =>
  (field, issue) => {
    if (issue.code === "too_big") return t("information.errors.tooLong", { max: Number(issue.maximum) });
    if (field === "name") return t("information.errors.nameRequired");
    const key = formatMessage[field];
    return key ? t(key) : issue.message;
  };

/** @mantine/form's validate function: the contract's rules (empty optional fields are fine), errors by dotted path. */
export const infoValidate = (t: TFunction<"companySettings">) =>
  zodValidate<InfoValues>(companyInfoSchema, infoMessage(t), toInput);
