import type { Customer, CustomerDetail, CustomerImportPreview, Permission } from "@app/contract";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../test/csv";
import { createCustomer, createCustomerContact, createCustomerStatus, uploadFile } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";

const all: Permission[] = ["CustomerCreate", "CustomerEdit", "CustomerDelete", "CustomerStatuses"];
const { t, fx } = appWithTwoCompanies(all);

/** Luhn's check digit of the digits (as organisation and personal identity numbers end). */
function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
/** A valid organisation number NNNNNN-NNNN (556 + the serial). */
const orgNumber = (serial: number) => {
  const base = `556${String(serial).padStart(6, "0")}`;
  return `${base.slice(0, 6)}-${base.slice(6)}${luhn(base)}`;
};
/** A valid personal identity number YYYYMMDD-NNNN born in 1980. */
const personalNumber = (serial: number) => {
  const base = `800101${String(serial).padStart(3, "0")}`;
  return `19${base.slice(0, 6)}-${base.slice(6)}${luhn(base)}`;
};

async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const url = (rest = "") => `/api/companies/${id}/customers${rest}`;
  return {
    id,
    url,
    upload: (rest: string, name: string, content: Buffer | string) =>
      uploadFile(t, fx.a, url(rest), name, "text/csv", content),
    list: async (query = "?limit=1000"): Promise<Customer[]> => {
      const response = await t.api.as(fx.a).get(url(query));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    get: async (customerId: string): Promise<CustomerDetail> =>
      (await t.api.as(fx.a).get(url(`/${customerId}`))).json(),
  };
}

const bom = "\uFEFF";
const swedishHeader =
  "Kundnummer;Typ;Namn;Organisationsnummer;Personnummer;E-post;Telefon;Gatuadress;Postnummer;Ort;Kontaktperson;Kontakt e-post;Taggar";

/** Excel's Swedish CSV: a byte order mark, `;` between fields, CRLF lines. */
const swedishCsv = (lines: string[]) => Buffer.from(`${bom}${[swedishHeader, ...lines].join("\r\n")}\r\n`, "utf8");

/** 200 lines: 195 new, 3 invalid (a wrong check digit, no name, a bad email) and 2 duplicates. */
function twoHundredLines(existingOrgNumber: string) {
  const lines: string[] = [];
  for (let i = 1; i <= 200; i++) {
    const person = i % 5 === 0;
    lines.push(
      [
        "",
        person ? "privatperson" : "företag",
        person ? `Person Östlund ${i}` : `Företag Åkesson ${i} AB`,
        person ? "" : orgNumber(i),
        person ? personalNumber(i) : "",
        `kund${i}@example.se`,
        `08-123 ${String(i).padStart(3, "0")}`,
        `Storgatan ${i}`,
        "11122",
        i % 2 === 0 ? "Göteborg" : "Malmö",
        `Kontakt ${i}`,
        `kontakt${i}@example.se`,
        "bygg, vip",
      ].join(";"),
    );
  }
  const cells = (line: number) => lines[line - 2]?.split(";") ?? [];
  const replace = (line: number, index: number, value: string) => {
    const c = cells(line);
    c[index] = value;
    lines[line - 2] = c.join(";");
  };
  // File lines (the header is line 1): invalid ones
  const wrong = orgNumber(12);
  replace(13, 3, `${wrong.slice(0, -1)}${(Number(wrong.slice(-1)) + 1) % 10}`);
  replace(51, 2, "");
  replace(100, 5, "inte-en-adress");
  // duplicates: an existing customer's organisation number, and the email of line 3
  replace(70, 3, existingOrgNumber);
  replace(150, 5, "kund2@example.se");
  return lines;
}

describe("customer import", () => {
  it("previews 200 lines of Excel's Swedish CSV: 3 invalid and 2 duplicates with their reasons, and writes nothing", async () => {
    const w = await world();
    const existing = await createCustomer(t, fx.a, w.id, { name: "Befintlig AB", orgNumber: orgNumber(999) });
    const response = await w.upload("/import/preview", "kunder.csv", swedishCsv(twoHundredLines(orgNumber(999))));
    expect(response.statusCode, response.body).toBe(200);
    const preview: CustomerImportPreview = response.json();
    expect(preview.delimiter).toBe(";");
    expect(preview.rows).toHaveLength(200);
    expect(preview.counts).toEqual({ new: 195, duplicate: 2, invalid: 3 });
    const problems = preview.rows
      .filter((row) => row.status !== "new")
      .map(({ line, status, field, problem, duplicateOf }) => ({ line, status, field, problem, duplicateOf }));
    expect(problems).toEqual([
      { line: 13, status: "invalid", field: "orgNumber", problem: "invalid", duplicateOf: null },
      { line: 51, status: "invalid", field: "name", problem: "missing", duplicateOf: null },
      {
        line: 70,
        status: "duplicate",
        field: "orgNumber",
        problem: null,
        duplicateOf: { name: "Befintlig AB", line: null },
      },
      { line: 100, status: "invalid", field: "email", problem: "invalid", duplicateOf: null },
      {
        line: 150,
        status: "duplicate",
        field: "email",
        problem: null,
        duplicateOf: { name: "Företag Åkesson 2 AB", line: 3 },
      },
    ]);
    const person = preview.rows.find((row) => row.line === 6);
    expect(person).toMatchObject({ kind: "person", name: "Person Östlund 5", personalNumber: "19800101-****" });
    expect(preview.rows[0]).toMatchObject({ orgNumber: orgNumber(1), city: "Malmö", contactName: "Kontakt 1" });
    // Nothing written.
    expect((await w.list()).map((c) => c.id)).toEqual([existing.id]);
  });

  it("imports the new lines in one go, numbered after the company's customers, with their main contact and address", async () => {
    const w = await world();
    await createCustomer(t, fx.a, w.id, { name: "Befintlig AB", orgNumber: orgNumber(999) });
    const response = await w.upload("/import", "kunder.csv", swedishCsv(twoHundredLines(orgNumber(999))));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      created: 195,
      contacts: 195,
      addresses: 195,
      skipped: { duplicate: 2, invalid: 3 },
    });
    const list = await w.list("?limit=1000&sort=number");
    expect(list).toHaveLength(196);
    const first = list.find((c) => c.name === "Företag Åkesson 1 AB");
    expect(first).toMatchObject({
      number: "2",
      orgNumber: orgNumber(1),
      vatNumber: `SE${orgNumber(1).replace("-", "")}01`,
    });
    expect(first?.tags).toEqual(["bygg", "vip"]);
    const detail = await w.get(first?.id ?? "");
    expect(detail.contacts).toMatchObject([{ name: "Kontakt 1", email: "kontakt1@example.se", isMain: true }]);
    expect(detail.addresses).toMatchObject([
      { kind: "visiting", street: "Storgatan 1", postcode: "111 22", city: "Malmö" },
    ]);
    const person = list.find((c) => c.name === "Person Östlund 5");
    expect(person).toMatchObject({ kind: "person", personalNumber: "19800101-****", personalNumberMasked: true });
    expect((await w.get(person?.id ?? "")).personalNumber).toBe(personalNumber(5));
    // The same file again: every line is a duplicate now.
    const again = await w.upload("/import/preview", "kunder.csv", swedishCsv(twoHundredLines(orgNumber(999))));
    expect(again.json().counts).toEqual({ new: 0, duplicate: 197, invalid: 3 });
  });

  it("is all or nothing: a line the database refuses leaves no customer of the file behind", async () => {
    const w = await world();
    const lines = twoHundredLines(orgNumber(999));
    lines[179] = lines[179]?.replace("Göteborg", "Felstad") ?? "";
    await t.deps.db.execute(
      sql.raw(`create function test_customer_import_refuse() returns trigger language plpgsql as $$
      begin if new.city = 'Felstad' then raise exception 'could not extend file' using errcode = '53100'; end if;
      return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(
        "create trigger test_customer_import_refuse before insert on customer_addresses for each row execute function test_customer_import_refuse()",
      ),
    );
    try {
      const refused = await w.upload("/import", "kunder.csv", swedishCsv(lines));
      expect(refused.statusCode).toBe(507);
    } finally {
      await t.deps.db.execute(sql.raw("drop trigger test_customer_import_refuse on customer_addresses"));
      await t.deps.db.execute(sql.raw("drop function test_customer_import_refuse()"));
    }
    expect(await w.list()).toEqual([]);
    // The numbers were not used up by the failed import either... the next customer is the company's first.
    expect((await createCustomer(t, fx.a, w.id, { name: "Första AB" })).number).toBe("1");
  });

  it("reads comma CSV (quoted fields with commas) and Windows-1252, and compares with contacts and statuses", async () => {
    const w = await world();
    const status = await createCustomerStatus(t, fx.a, w.id, { name: "Aktiv" });
    const other = await createCustomer(t, fx.a, w.id, { name: "Annan AB" });
    await createCustomerContact(t, fx.a, w.id, other.id, { name: "Anna", email: "anna@example.se" });
    const comma = [
      "name,org number,email,status,notes,number",
      `"Komma, Punkt AB",${orgNumber(7)},info@komma.se,aktiv,"rad ett, rad två",K-1`,
      `Anna Privat,,ANNA@example.se,,,`,
      `Okänd status AB,,,Vilande,,`,
      `Upptaget nummer AB,,,,,K-1`,
    ].join("\n");
    const preview: CustomerImportPreview = (await w.upload("/import/preview", "c.csv", comma)).json();
    expect(preview.delimiter).toBe(",");
    expect(preview.columns).toEqual(["name", "orgNumber", "email", "status", "notes", "number"]);
    expect(preview.rows.map(({ status, field, problem }) => [status, field, problem])).toEqual([
      ["new", null, null],
      ["duplicate", "email", null],
      ["invalid", "status", "unknownStatus"],
      ["invalid", "number", "taken"],
    ]);
    expect(preview.rows[1]?.duplicateOf).toEqual({ name: "Anna (Annan AB)", line: null });
    const imported = await w.upload("/import", "c.csv", comma);
    expect(imported.json().created).toBe(1);
    const [made] = await w.list("?q=Komma");
    expect(made).toMatchObject({
      name: "Komma, Punkt AB",
      number: "K-1",
      status: { id: status.id },
      notes: "rad ett, rad två",
    });

    const latin1 = Buffer.from("Namn;Ort\r\nÅre Skidor AB;Åre\r\n", "latin1");
    const read: CustomerImportPreview = (await w.upload("/import/preview", "w.csv", latin1)).json();
    expect(read.rows[0]).toMatchObject({ name: "Åre Skidor AB", city: "Åre", status: "new" });
  });

  it("answers 400 for a file without a name column and 403 without CustomerCreate", async () => {
    const w = await world();
    const nameless = await w.upload("/import/preview", "x.csv", "Ort;Telefon\r\nMalmö;1\r\n");
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: "VALIDATION", field: "file" });
    await addMember(t.deps.db, w.id, fx.b.user.id, { permissions: ["CustomerEdit"] });
    const refused = await uploadFile(t, fx.b, w.url("/import"), "x.csv", "text/csv", "Namn\r\nX\r\n");
    expect(refused.statusCode).toBe(403);
  });
});

describe("customer export", () => {
  it("exports the filtered list as CSV (the one CSV writer) and XLSX, personal identity numbers masked", async () => {
    const w = await world();
    await w.upload("/import", "k.csv", swedishCsv(twoHundredLines(orgNumber(999)).slice(0, 10)));
    const csvAnswer = await t.api.as(fx.a).get(w.url("/export?format=csv&q=Östlund"));
    expect(csvAnswer.statusCode).toBe(200);
    expect(csvAnswer.headers["content-disposition"]).toContain("attachment");
    const rows = readCsv(csvAnswer.rawPayload);
    expect(rows[0]?.slice(0, 5)).toEqual(["Kundnummer", "Typ", "Namn", "Organisationsnummer", "Personnummer"]);
    expect(rows.slice(1).map((r) => [r[2], r[4]])).toEqual([
      ["Person Östlund 10", "19800101-****"],
      ["Person Östlund 5", "19800101-****"],
    ]);

    const xlsx = await t.api.as(fx.a).get(w.url("/export?format=xlsx&sort=number"));
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(11);
    expect(sheet?.getRow(2).getCell(3).value).toBe("Företag Åkesson 1 AB");
    expect(sheet?.getRow(2).getCell(17).value).toBe("Kontakt 1");
  });
});
