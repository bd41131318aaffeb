import { companyInfoSchema, createApiTokenSchema, customerInputSchema, publicationInputSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { maxLengthOf } from "./forms";

describe("maxLengthOf", () => {
  it("reads a field's limit from the contract schema, through its wrappers", () => {
    expect(maxLengthOf(customerInputSchema, "name")).toBe(200);
    expect(maxLengthOf(customerInputSchema, "email")).toBe(320);
    expect(maxLengthOf(createApiTokenSchema, "name")).toBe(100);
    expect(maxLengthOf(companyInfoSchema, "invoiceText")).toBe(2000);
    expect(maxLengthOf(companyInfoSchema, "vatNumber")).toBe(200);
    expect(maxLengthOf(companyInfoSchema, "homepage")).toBe(500);
    expect(maxLengthOf(publicationInputSchema, "name")).toBe(200);
    expect(maxLengthOf(publicationInputSchema, "tags")).toBe(50);
  });

  it("fails loudly on a field without a limit", () => {
    expect(() => maxLengthOf(companyInfoSchema, "emailLogin")).toThrow();
    expect(() => maxLengthOf(companyInfoSchema, "nothing")).toThrow();
  });
});
