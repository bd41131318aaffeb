import {
  companyInfoSchema,
  createApiTokenSchema,
  customerInputSchema,
  publicationInputSchema,
  templateInputSchema,
} from "@app/contract";
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

  it("reads into the entries of lists", () => {
    expect(maxLengthOf(templateInputSchema, "sections")).toBe(20);
    expect(maxLengthOf(templateInputSchema, "sections.title")).toBe(200);
    expect(maxLengthOf(templateInputSchema, "sections.questions.text")).toBe(500);
    expect(maxLengthOf(templateInputSchema, "sections.questions.choices")).toBe(20);
    expect(maxLengthOf(templateInputSchema, "sections.questions.choices.*")).toBe(100);
    expect(maxLengthOf(templateInputSchema, "checklist")).toBe(100);
    expect(maxLengthOf(templateInputSchema, "checklist.*")).toBe(500);
  });

  it("fails loudly on a field without a limit", () => {
    expect(() => maxLengthOf(companyInfoSchema, "emailLogin")).toThrow();
    expect(() => maxLengthOf(companyInfoSchema, "nothing")).toThrow();
  });
});
