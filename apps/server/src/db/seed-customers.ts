import {
  allPermissions,
  type EnabledFeatures,
  normaliseOrgNumber,
  normalisePersonalNumber,
  normaliseSwedishPostcode,
} from "@app/contract";
import type { Config } from "../config";
import { createAddress } from "../modules/customers/customer-addresses.service";
import { createContact } from "../modules/customers/customer-contacts.service";
import { createStatus } from "../modules/customers/customer-statuses.service";
import { createCustomer } from "../modules/customers/customers.service";
import type { Database } from "./client";
import { demoTenant } from "./seed-support";

/** Luhn's check digit, as Swedish organisation and personal identity numbers end with it. */
function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A valid organisation number of an aktiebolag (556...), checked by the contract's rule. */
function orgNumber(serial: number) {
  const base = `5569${String(serial).padStart(5, "0")}`;
  const number = normaliseOrgNumber(`${base}${luhn(base)}`);
  if (!number) throw new Error(`demo organisation number ${base} is not valid`);
  return number;
}

/** A valid (made-up) personal identity number, checked by the contract's rule. */
function personalNumber(born: string, serial: number) {
  const base = `${born.slice(2)}${String(serial).padStart(3, "0")}`;
  const number = normalisePersonalNumber(`${born.slice(0, 2)}${base}${luhn(base)}`);
  if (!number) throw new Error(`demo personal identity number ${born} ${serial} is not valid`);
  return number;
}

const towns: [string, string][] = [
  ["Stockholm", "111 22"],
  ["Göteborg", "411 05"],
  ["Malmö", "211 20"],
  ["Uppsala", "753 20"],
  ["Västerås", "722 15"],
  ["Örebro", "702 10"],
  ["Linköping", "582 24"],
  ["Helsingborg", "252 21"],
  ["Jönköping", "553 20"],
  ["Norrköping", "602 24"],
  ["Lund", "222 21"],
  ["Umeå", "903 26"],
  ["Gävle", "802 50"],
  ["Borås", "503 30"],
  ["Sundsvall", "852 30"],
  ["Karlstad", "652 24"],
  ["Växjö", "352 30"],
  ["Luleå", "972 31"],
  ["Kalmar", "392 31"],
  ["Visby", "621 55"],
];
const streets = [
  "Storgatan",
  "Kungsgatan",
  "Drottninggatan",
  "Industrivägen",
  "Hamngatan",
  "Järnvägsgatan",
  "Skolgatan",
];
const surnames = [
  "Andersson",
  "Johansson",
  "Karlsson",
  "Nilsson",
  "Eriksson",
  "Larsson",
  "Olsson",
  "Persson",
  "Svensson",
  "Gustafsson",
  "Pettersson",
  "Jonsson",
  "Lindberg",
  "Magnusson",
  "Lindström",
  "Axelsson",
];
const trades = ["Bygg", "El", "VVS", "Måleri", "Transport", "Fastigheter", "Konsult", "Trädgård", "Städ", "Plåt"];
const firstNames = ["Anna", "Erik", "Maria", "Lars", "Karin", "Johan", "Eva", "Per", "Sara", "Mikael", "Lena", "Olof"];
const roles = ["VD", "Inköpare", "Projektledare", "Ekonomiansvarig", "Fastighetsförvaltare"];

const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/[åä]/g, "a")
    .replace(/ö/g, "o")
    .replace(/[^a-z0-9]+/g, "");

/**
 * Customers of a demo company (issue 45), made through the customers' services as a user would:
 * statuses (prospect, active, paused, former), organisations and private persons with valid
 * Swedish numbers, a visiting address in a Swedish town, and contacts at the organisations.
 */
export async function seedCustomers(
  db: Database,
  config: Config,
  company: {
    companyId: string;
    admin: string;
    features: EnabledFeatures;
    count: number;
    persons: number;
    seed: number;
  },
) {
  const tenant = demoTenant(db, company)(company.admin, allPermissions);
  const key = config.keypassKey;
  await tenant.run(async (tx) => {
    const statuses = [];
    for (const [name, color, isDefault] of [
      ["Prospekt", "#228be6", false],
      ["Aktiv", "#2f9e44", true],
      ["Pausad", "#f08c00", false],
      ["Tidigare", "#868e96", false],
    ] as const) {
      statuses.push(await createStatus(tx, tenant, { name, color, isDefault }));
    }
    for (let i = 0; i < company.count; i++) {
      const n = company.seed + i;
      const person = i >= company.count - company.persons;
      const surname = surnames[n % surnames.length] ?? "Andersson";
      const first = firstNames[n % firstNames.length] ?? "Anna";
      const [city, postcode] = towns[n % towns.length] ?? ["Stockholm", "111 22"];
      const name = person ? `${first} ${surname}` : `${surname}s ${trades[n % trades.length]} AB`;
      const domain = `${ascii(surname)}${ascii(trades[n % trades.length] ?? "")}${n}.example`;
      // Most are active; a few prospects, paused and former ones.
      const status = statuses[i % 7 === 0 ? 0 : i % 11 === 0 ? 2 : i % 13 === 0 ? 3 : 1];
      const customer = await createCustomer(tx, key, tenant, {
        kind: person ? "person" : "organisation",
        number: null,
        name,
        orgNumber: person ? null : orgNumber(n),
        personalNumber: person ? personalNumber(`19${60 + (n % 35)}0${1 + (n % 9)}1${n % 10}`, 200 + n) : null,
        vatNumber: null,
        phone: `0${8 + (n % 2)}-${String(100_000 + n * 7919).slice(0, 6)}`,
        email: person ? `${ascii(first)}.${ascii(surname)}${n}@example.se` : `info@${domain}`,
        homepage: person ? null : `https://www.${domain}`,
        gln: null,
        paymentTermsDays: person ? 10 : ([30, 30, 20, 15][n % 4] ?? 30),
        invoiceEmail: person ? null : `faktura@${domain}`,
        language: "se",
        notes: person ? "Privatkund, ROT-avdrag." : "",
        tags: person
          ? ["privat"]
          : [trades[n % trades.length]?.toLowerCase() ?? "bygg", ...(n % 3 === 0 ? ["ramavtal"] : [])],
        responsibleId: i % 2 === 0 ? company.admin : null,
        statusId: status?.id ?? null,
      });
      await createAddress(tx, tenant, customer.id, {
        kind: "visiting",
        street: `${streets[n % streets.length]} ${1 + (n % 40)}`,
        postcode: normaliseSwedishPostcode(postcode),
        city,
        country: "SE",
      });
      if (person) continue;
      for (let c = 0; c < 1 + (n % 2); c++) {
        const contactFirst = firstNames[(n + c * 5) % firstNames.length] ?? "Anna";
        await createContact(tx, tenant, customer.id, {
          name: `${contactFirst} ${surnames[(n + c * 3) % surnames.length]}`,
          role: roles[(n + c) % roles.length] ?? null,
          phone: `070-${String(1_000_000 + n * 104_729 + c).slice(-7)}`,
          email: `${ascii(contactFirst)}@${domain}`,
          notes: "",
          isMain: c === 0,
        });
      }
    }
  });
}
