import { Readable } from "node:stream";
import { allFeatures, allPermissions, type ProductUnitCode, productCreateSchema, skillValidUntil } from "@app/contract";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { eq } from "drizzle-orm";
import { createProduct } from "../modules/products/products.service";
import type { Storage } from "../outbound/storage";
import { type Database, withTenant } from "./client";
import {
  categories,
  companyUsers,
  notifications,
  skills,
  unitCategories,
  unitProducts,
  unitSkills,
  units,
  unitUsers,
  userSkills,
  users,
} from "./schema";
import { demoTenant } from "./seed-support";

/** A one-page certificate naming the person and the skill (a standard font: a few kB each). */
async function certificatePdf(person: string, skill: string, achievedOn: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 420]);
  page.drawText("Kompetensbevis", { x: 50, y: 340, size: 24, font });
  page.drawText(`${person} har genomgått ${skill}`, { x: 50, y: 290, size: 14, font });
  page.drawText(`Datum: ${achievedOn}`, { x: 50, y: 260, size: 12, font });
  return Buffer.from(await doc.save());
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The crew of the construction company, besides the admin and Berit (all with the demo password). */
const crew = [
  "Lars Lindqvist",
  "Maria Svensson",
  "Johan Berg",
  "Elin Holm",
  "Ahmed Karimi",
  "Sara Nyström",
  "Peter Ek",
  "Fatima Ali",
  "Oskar Dahl",
  "Karin Sjöberg",
  "Nils Åberg",
  "Emma Lund",
  "Mikael Strand",
];

const skillList: { name: string; category: string; validityMonths: number | null; description: string }[] = [
  { name: "Truckkort", category: "Maskiner", validityMonths: 60, description: "Behörighet att köra truck (TLP 10)" },
  { name: "Heta arbeten", category: "Brand", validityMonths: 60, description: "Certifikat för heta arbeten" },
  { name: "HLR och första hjälpen", category: "Säkerhet", validityMonths: 24, description: "Hjärt-lungräddning" },
  { name: "Fallskydd", category: "Säkerhet", validityMonths: 36, description: "Arbete på höjd med fallskydd" },
  { name: "Ställningsbyggnad", category: "Bygg", validityMonths: 60, description: "Ställning över 9 meter" },
  { name: "ID06", category: "Behörighet", validityMonths: 12, description: "Elektronisk personalliggare" },
  { name: "Säkra lyft", category: "Maskiner", validityMonths: 60, description: "Lyft med kran och telfer" },
  { name: "Asbestsanering", category: "Miljö", validityMonths: 12, description: "Asbest enligt AFS 2006:1" },
  { name: "Elsäkerhet", category: "El", validityMonths: 36, description: "ESA Fackkunnig" },
  { name: "Arbetsmiljöutbildning BAS-U", category: "Arbetsmiljö", validityMonths: null, description: "BAS-P/BAS-U" },
];

const unitList: {
  name: string;
  description: string;
  status: "PLAN" | "ACTIVATED" | "INACTIVATED";
  category: string;
  skills: string[];
  products: { name: string; quantity: number; unitCode: ProductUnitCode }[];
}[] = [
  {
    name: "Lag Väst – Hyllie",
    description: "Stomresning kv. Hyllie Torg",
    status: "ACTIVATED",
    category: "Arbetslag",
    skills: ["Truckkort", "Heta arbeten", "HLR och första hjälpen", "Fallskydd"],
    products: [
      { name: "Motvikstruck 2,5 t", quantity: 1, unitCode: "PCS" },
      { name: "Byggström, kabel", quantity: 250, unitCode: "MTR" },
      { name: "Armeringsjärn", quantity: 4.5, unitCode: "TNE" },
    ],
  },
  {
    name: "Lag Öst – Värnhem",
    description: "Renovering av bostäder, Värnhemstorget",
    status: "ACTIVATED",
    category: "Arbetslag",
    skills: ["Ställningsbyggnad", "Fallskydd", "Asbestsanering", "ID06"],
    products: [
      { name: "Fasadställning", quantity: 320, unitCode: "MTK" },
      { name: "Container 20 m³", quantity: 2, unitCode: "PCS" },
    ],
  },
  {
    name: "Service och el",
    description: "Serviceteam för el och fastighet",
    status: "PLAN",
    category: "Avdelning",
    skills: ["Elsäkerhet", "HLR och första hjälpen"],
    products: [{ name: "Servicebil", quantity: 1, unitCode: "PCS" }],
  },
];

/**
 * Units and skills in the construction company: three units, fifteen people, ten skills, people's
 * skills in every state (valid, expiring, expired, missing) with certificates, products (links to
 * catalogue products made here) with unit codes. Notices of lapsing skills count as sent, so starting the demo sends no burst of mail.
 */
export async function seedUnits(
  db: Database,
  options: { storage: Storage },
  company: { companyId: string; companyName: string; admin: string; colleague: string; passwordHash: string },
) {
  const { companyId } = company;
  const made = await db
    .insert(users)
    .values(
      crew.map((name) => ({
        name,
        email: `${name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ /g, ".")}@bygg.demo.test`,
        passwordHash: company.passwordHash,
        language: "se" as const,
      })),
    )
    .returning({ id: users.id, name: users.name });
  const people = [
    { id: company.admin, name: "Anna Admin" },
    { id: company.colleague, name: "Berit Blockerad" },
    ...made,
  ];

  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    await tx.insert(companyUsers).values(made.map((user) => ({ companyId, userId: user.id })));
    const skillRows = await tx
      .insert(skills)
      .values(skillList.map((skill) => ({ companyId, ...skill })))
      .returning({ id: skills.id, name: skills.name, validityMonths: skills.validityMonths });
    const skillId = new Map(skillRows.map((s) => [s.name, s.id]));
    const unitCategoryRows = await tx
      .insert(categories)
      .values(["Arbetslag", "Avdelning", "Projekt"].map((name) => ({ companyId, type: "UNIT_CATEGORY", name })))
      .returning({ id: categories.id, name: categories.name });

    // The units' products are the company's catalogue products (simple ones, numbered from 1).
    const tenant = demoTenant(db, { companyId, features: allFeatures })(company.admin, allPermissions);
    const catalogue = new Map<string, string>();
    for (const { name, unitCode } of unitList.flatMap((unit) => unit.products)) {
      if (catalogue.has(name)) continue;
      const input = productCreateSchema.parse({ name, type: "simple", unitCode });
      catalogue.set(name, (await createProduct(tx, tenant, input)).id);
    }

    for (const [index, unit] of unitList.entries()) {
      const [row] = await tx
        .insert(units)
        .values({
          companyId,
          name: unit.name,
          description: unit.description,
          status: unit.status,
          managerId: index === 0 ? company.admin : (made[index]?.id ?? null),
          createdBy: company.admin,
        })
        .returning({ id: units.id });
      if (!row) throw new Error("demo unit failed");
      const category = unitCategoryRows.find((c) => c.name === unit.category);
      if (category) await tx.insert(unitCategories).values({ companyId, unitId: row.id, categoryId: category.id });
      await tx
        .insert(unitSkills)
        .values(unit.skills.map((name) => ({ companyId, unitId: row.id, skillId: skillId.get(name) ?? "" })));
      await tx.insert(unitProducts).values(
        unit.products.map(({ name, quantity }) => ({
          companyId,
          unitId: row.id,
          productId: catalogue.get(name) ?? "",
          quantity,
        })),
      );
      // Five people a unit (the admin leads the first); the last of each is no longer assigned.
      const members = people.slice(index * 5, index * 5 + 5);
      await tx.insert(unitUsers).values(
        members.map((person, i) => ({
          companyId,
          unitId: row.id,
          userId: person.id,
          status: i === 4 && index < 2 ? ("UNASSIGNED" as const) : ("ASSIGNED" as const),
        })),
      );
    }

    // Everyone holds most of the skills; the states cycle: valid, expiring (12 days), expired, missing.
    const held = [];
    for (const [p, person] of people.entries()) {
      for (const [s, skill] of skillRows.entries()) {
        const state = (p + s) % 4;
        if (state === 3) continue;
        const runsOut = state === 0 ? dayOffset(240 + s) : state === 1 ? dayOffset(12) : dayOffset(-20 - s);
        const limited = skill.validityMonths !== null;
        // Achieved the skill's validity before it runs out: "valid until" is then the product's own rule's.
        const achievedOn = limited
          ? (skillValidUntil(runsOut, -(skill.validityMonths ?? 0)) ?? runsOut)
          : dayOffset(-400);
        const validUntil = skillValidUntil(achievedOn, skill.validityMonths);
        held.push({
          companyId,
          userId: person.id,
          skillId: skill.id,
          achievedOn,
          validUntil,
          recordedBy: company.admin,
          noticeSentFor: limited && state !== 0 ? validUntil : null,
        });
      }
    }
    const rows = await tx.insert(userSkills).values(held).returning({ id: userSkills.id });
    // Certificates on every other record.
    for (const [i, row] of rows.entries()) {
      const record = held[i];
      if (i % 2 === 1 || !record) continue;
      const person = people.find((p) => p.id === record.userId)?.name ?? "";
      const skill = skillRows.find((s) => s.id === record.skillId)?.name ?? "";
      const key = `${companyId}/user-skills/${row.id}/kompetensbevis.pdf`;
      const size = await options.storage.write(
        key,
        Readable.from([await certificatePdf(person, skill, record.achievedOn)]),
      );
      await tx
        .update(userSkills)
        .set({
          certificateKey: key,
          certificateName: "kompetensbevis.pdf",
          certificateSize: size,
          certificateType: "application/pdf",
        })
        .where(eq(userSkills.id, row.id));
    }

    const lapsing = held.find((h) => h.userId === company.admin && h.noticeSentFor && h.noticeSentFor > dayOffset(0));
    const skillName = skillRows.find((s) => s.id === lapsing?.skillId)?.name;
    if (lapsing?.validUntil && skillName) {
      await tx.insert(notifications).values({
        companyId,
        userId: company.admin,
        viewed: false,
        data: {
          notification: {
            type: "SKILL_EXPIRING",
            sourceUser: null,
            publication: null,
            company: { name: company.companyName },
            skill: { name: skillName, validUntil: lapsing.validUntil, user: { id: company.admin, name: "Anna Admin" } },
          },
        },
      });
    }
  });
}
