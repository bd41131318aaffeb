import { describe, expect, it } from "vitest";
import {
  maskPersonalNumber,
  normaliseHomepage,
  normaliseOrgNumber,
  normalisePersonalNumber,
  normalisePostcode,
  normaliseVatNumber,
  swedishVatNumber,
} from "./customer-rules";
import { customerCreateSchema, customerUpdateSchema } from "./customers";

describe("customer rules", () => {
  it("reads organisation numbers with their check digit, written NNNNNN-NNNN", () => {
    expect(normaliseOrgNumber("2021005489")).toBe("202100-5489");
    expect(normaliseOrgNumber(" 202100-5489 ")).toBe("202100-5489");
    expect(normaliseOrgNumber("16202100-5489")).toBe("202100-5489");
    // A sole trader's organisation number is their personal identity number.
    expect(normaliseOrgNumber("850709-9805")).toBe("850709-9805");
    for (const wrong of ["202100-5488", "202100-548", "abc", "2021005489x", "20210054890"]) {
      expect(normaliseOrgNumber(wrong), wrong).toBeNull();
    }
  });

  it("reads personal identity and coordination numbers with their check digit, written YYYYMMDD-NNNN", () => {
    expect(normalisePersonalNumber("198507099805")).toBe("19850709-9805");
    expect(normalisePersonalNumber("850709-9805")).toBe("19850709-9805");
    expect(normalisePersonalNumber("19850709-9805")).toBe("19850709-9805");
    // Born over a hundred years ago: a plus sign.
    expect(normalisePersonalNumber("121212+1212")).toBe("19121212-1212");
    // A coordination number: the day plus 60.
    expect(normalisePersonalNumber("701063-2391")).toBe("19701063-2391");
    for (const wrong of ["198507099806", "850709-9804", "19851309-9805", "1985-07-09", "x"]) {
      expect(normalisePersonalNumber(wrong), wrong).toBeNull();
    }
    expect(maskPersonalNumber("19850709-9805")).toBe("19850709-****");
  });

  it("derives a Swedish VAT number and normalises typed ones", () => {
    expect(swedishVatNumber("202100-5489")).toBe("SE202100548901");
    expect(normaliseVatNumber("se 2021 0054 8901")).toBe("SE202100548901");
    expect(normaliseVatNumber("DE123456789")).toBe("DE123456789");
    expect(normaliseVatNumber("SE2021005489")).toBeNull();
    expect(normaliseVatNumber("123")).toBeNull();
  });

  it("writes Swedish postcodes NNN NN and keeps other countries' as typed", () => {
    expect(normalisePostcode("11122", "SE")).toBe("111 22");
    expect(normalisePostcode("SE-411 05", "SE")).toBe("411 05");
    expect(normalisePostcode("1112", "SE")).toBeNull();
    expect(normalisePostcode("SW1A 1AA", "GB")).toBe("SW1A 1AA");
    expect(normaliseHomepage("www.acme.se")).toBe("https://www.acme.se");
    expect(normaliseHomepage("not a site")).toBeNull();
  });

  it("parses a new customer with defaults and refuses wrong check digits by field", () => {
    const parsed = customerCreateSchema.parse({ name: " Acme AB ", orgNumber: "2021005489", gln: "" });
    expect(parsed).toMatchObject({
      kind: "organisation",
      number: null,
      name: "Acme AB",
      orgNumber: "202100-5489",
      gln: null,
      paymentTermsDays: 30,
      tags: [],
    });
    const wrong = customerCreateSchema.safeParse({ name: "x", orgNumber: "202100-5488" });
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => issue.path.join("."))).toEqual(["orgNumber"]);
    const person = customerCreateSchema.safeParse({ kind: "person", name: "x", personalNumber: "198507099806" });
    expect(person.success ? [] : person.error.issues.map((issue) => issue.path.join("."))).toEqual(["personalNumber"]);
    expect(customerCreateSchema.parse({ name: "x", tags: ["a", "b", "a"] }).tags).toEqual(["a", "b"]);
  });

  it("reads a save's references from the entities a GET answers, keeping what is not sent", () => {
    const id = "c1111111-1111-4111-8111-111111111111";
    expect(customerUpdateSchema.parse({ name: "x", status: { id, name: "Active" }, responsible: null })).toEqual({
      name: "x",
      statusId: id,
      responsibleId: null,
    });
    expect(customerUpdateSchema.parse({ personalNumber: "19850709-****" })).toEqual({
      personalNumber: "19850709-****",
    });
  });
});
