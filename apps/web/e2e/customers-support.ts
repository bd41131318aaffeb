// Issue 45's import file: Excel's Swedish CSV (semicolons, a UTF-8 byte order mark, CRLF) of 200
// customers with valid organisation numbers, three invalid lines and two duplicates.

/** Luhn's check digit, as a Swedish organisation number ends with it. */
export function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A valid organisation number NNNNNN-NNNN of an aktiebolag (5563…, a series no demo customer or other spec uses). */
export function orgNumber(serial: number) {
  const base = `5563${String(serial % 100_000).padStart(5, "0")}`;
  const digits = `${base}${luhn(base)}`;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export interface ImportFile {
  /** What the names of this file's customers and contacts start with: unique to the run. */
  tag: string;
  csv: Buffer;
  /** The lines (1 is the header) left out as invalid, with the column whose value is wrong. */
  invalid: { line: number; column: "name" | "orgNumber" | "email" }[];
  /** The lines left out as duplicates, with the earlier line they repeat. */
  duplicates: { line: number; of: number }[];
  customerName: (row: number) => string;
  contactName: (row: number) => string;
}

/**
 * 200 lines: customer i is "Importbolag <tag> i AB" with a valid organisation number of its own, a
 * Swedish postcode and town, and a contact "Kontakt <tag> i" with an email. Lines 32, 62 and 92 are
 * invalid (a wrong check digit, no name, an email that is none), lines 52 and 122 repeat the
 * organisation numbers of lines 12 and 22. Every run has its own numbers: the run's second of the
 * clock picks a block of 200 serials.
 */
export function swedishImportFile(now = Date.now()): ImportFile {
  const second = Math.floor(now / 1000);
  const tag = `T${String(second % 100_000).padStart(5, "0")}`;
  const first = (second % 500) * 200;
  const customerName = (i: number) => `Importbolag ${tag} ${i} AB`;
  const contactName = (i: number) => `Kontakt ${tag} ${i}`;
  const towns = [
    ["411 05", "Göteborg"],
    ["211 20", "Malmö"],
    ["753 20", "Uppsala"],
    ["702 10", "Örebro"],
    ["903 26", "Umeå"],
  ] as const;
  const line = (i: number) => i + 2;
  const rows: string[][] = [];
  for (let i = 0; i < 200; i++) {
    const [postcode, city] = towns[i % towns.length] ?? towns[0];
    let number = orgNumber(first + i);
    let name = customerName(i);
    let email = `info.${tag.toLowerCase()}.${i}@import.example`;
    if (line(i) === 32) number = `${number.slice(0, 10)}${(Number(number.slice(10)) + 1) % 10}`;
    if (line(i) === 62) name = "";
    if (line(i) === 92) email = "inte-en-adress";
    if (line(i) === 52) number = orgNumber(first + 10);
    if (line(i) === 122) number = orgNumber(first + 20);
    rows.push([name, number, email, postcode, city, contactName(i), `k${i}.${tag.toLowerCase()}@import.example`]);
  }
  const header = ["Namn", "Organisationsnummer", "E-post", "Postnummer", "Ort", "Kontaktperson", "Kontakt e-post"];
  const text = [header, ...rows].map((cells) => cells.join(";")).join("\r\n");
  return {
    tag,
    csv: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, "utf8")]),
    invalid: [
      { line: 32, column: "orgNumber" },
      { line: 62, column: "name" },
      { line: 92, column: "email" },
    ],
    duplicates: [
      { line: 52, of: 12 },
      { line: 122, of: 22 },
    ],
    customerName,
    contactName,
  };
}
