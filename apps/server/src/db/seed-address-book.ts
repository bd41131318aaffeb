import { allPermissions, type EnabledFeatures } from "@app/contract";
import { createEntry } from "../modules/address-book/address-book.service";
import type { Database } from "./client";
import { demoTenant } from "./seed-support";

type Entry = {
  kind: "person" | "organisation";
  name: string;
  organisation: string | null;
  role: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  tags: string[];
};

const person = (name: string, organisation: string, role: string, phone: string, email: string, tags: string[]) =>
  ({ kind: "person", name, organisation, role, phone, email, notes: "", tags }) satisfies Entry;
const organisation = (name: string, phone: string, email: string | null, tags: string[], notes = "") =>
  ({ kind: "organisation", name, organisation: null, role: null, phone, email, notes, tags }) satisfies Entry;

/** The company's own contacts that are not customers: suppliers, partners and authorities. */
const entries: Entry[] = [
  organisation("Ahlsell Sverige AB", "08-685 70 00", "order@ahlsell.example", ["leverantör"], "Kundnummer 448812."),
  person("Björn Lindqvist", "Ahlsell Sverige AB", "Säljare", "070-412 88 31", "bjorn.lindqvist@ahlsell.example", [
    "leverantör",
  ]),
  organisation("Dahl Sverige AB", "08-581 600 00", "kundservice@dahl.example", ["leverantör"]),
  person("Eva Sjöberg", "Logistikpartner Norr AB", "Transportplanerare", "070-233 14 90", "eva@logistiknorr.example", [
    "partner",
  ]),
  organisation("Logistikpartner Norr AB", "090-13 40 00", "info@logistiknorr.example", ["partner"]),
  person("Jonas Ek", "Revisionsbyrån Ek & Co", "Auktoriserad revisor", "08-411 22 33", "jonas@ekrevision.example", [
    "partner",
    "ekonomi",
  ]),
  organisation("Skatteverket", "0771-567 567", null, ["myndighet"], "Momsdeklaration månadsvis."),
  organisation("Arbetsmiljöverket", "010-730 90 00", "arbetsmiljoverket@av.example", ["myndighet"]),
  person(
    "Åsa Nordin",
    "Länsstyrelsen i Stockholms län",
    "Handläggare miljötillstånd",
    "010-223 10 00",
    "asa.nordin@lansstyrelsen.example",
    ["myndighet"],
  ),
  organisation("Länsstyrelsen i Stockholms län", "010-223 10 00", "stockholm@lansstyrelsen.example", ["myndighet"]),
  person("Ärla Holm", "Holms Måleri AB", "Underentreprenör, måleri", "073-901 55 12", "arla@holmsmaleri.example", [
    "partner",
    "underentreprenör",
  ]),
  person("Örjan Vik", "Viks Elektriska AB", "Elinstallatör", "076-118 42 07", "orjan@vikel.example", [
    "underentreprenör",
  ]),
  organisation("Zinkens Plåtslageri AB", "08-640 12 12", "offert@zinken.example", ["leverantör", "underentreprenör"]),
];

/** Address book entries of a demo company (issue 45, item 5), made through the address book's service. */
export async function seedAddressBook(
  db: Database,
  company: { companyId: string; admin: string; features: EnabledFeatures },
) {
  const tenant = demoTenant(db, company)(company.admin, allPermissions);
  await tenant.run(async (tx) => {
    for (const entry of entries) await createEntry(tx, tenant, entry);
  });
}
