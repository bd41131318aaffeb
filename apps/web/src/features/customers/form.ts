import type { CustomerKind } from "@app/contract";
import type { UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";

/** What the customer forms hold (the create form and the details' edit in place). */
export interface CustomerDraft {
  kind: CustomerKind;
  name: string;
  number: string;
  orgNumber: string;
  personalNumber: string;
  vatNumber: string;
  email: string;
  phone: string;
}

export const emptyDraft: CustomerDraft = {
  kind: "organisation",
  name: "",
  number: "",
  orgNumber: "",
  personalNumber: "",
  vatNumber: "",
  email: "",
  phone: "",
};

/** The draft as the contract reads it: an organisation has no personal number and a person no org number. */
export const draftInput = (draft: CustomerDraft) => ({
  ...draft,
  orgNumber: draft.kind === "organisation" ? draft.orgNumber : "",
  personalNumber: draft.kind === "person" ? draft.personalNumber : "",
});

const messages: Record<string, string> = {
  name: "errors.name",
  number: "errors.number",
  orgNumber: "errors.orgNumber",
  personalNumber: "errors.personalNumber",
  vatNumber: "errors.vatNumber",
  email: "errors.email",
  invoiceEmail: "errors.email",
  homepage: "errors.homepage",
  gln: "errors.gln",
  paymentTermsDays: "errors.paymentTerms",
  postcode: "errors.postcode",
  country: "errors.country",
  color: "errors.color",
  position: "errors.position",
};

/** The text under a field the contract's rules refuse (a form's `message`). */
export const fieldMessage = (t: TFunction<"customers">) => (field: string) =>
  t((messages[field] ?? "errors.invalid") as "errors.invalid");

/**
 * A refused save: under the field the answer names when the form has it (a 409 clash with the
 * screen's own text from `own`), else as a toast.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values
export function showSaveError(form: UseFormReturnType<any>, error: unknown, fallback: string, own = {}) {
  const text = errorText(error, fallback, own);
  if (error instanceof ApiError && error.field && error.field in form.values) form.setFieldError(error.field, text);
  else toast("failure", text, 6000);
}
