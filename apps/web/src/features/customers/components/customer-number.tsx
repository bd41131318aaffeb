import type { Customer } from "@app/contract";

/** The organisation number, or the personal identity number as the server answered it (masked in lists). */
export const identityNumber = (customer: Pick<Customer, "kind" | "orgNumber" | "personalNumber">) =>
  (customer.kind === "person" ? customer.personalNumber : customer.orgNumber) ?? "";
