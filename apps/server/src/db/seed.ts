import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { allFeatures, allPermissions, type EnabledFeatures, publicationTypes } from "@app/contract";
import { and, count, eq } from "drizzle-orm";
import type { Config } from "../config";
import { encrypt } from "../lib/crypto";
import { hashPassword } from "../lib/passwords";
import type { Storage } from "../outbound/storage";
import { type Database, withTenant } from "./client";
import {
  categories,
  companies,
  companyCounters,
  companyUsers,
  customers,
  groups,
  groupUsers,
  keypassSecrets,
  noticeAssignees,
  notices,
  permissions,
  publicationComments,
  publicationFiles,
  publicationShares,
  publications,
  systemNotices,
  users,
} from "./schema";
import { seedActivity } from "./seed-activity";
import { seedAddressBook } from "./seed-address-book";
import { seedAvatars } from "./seed-avatars";
import { seedCertify } from "./seed-certify";
import { seedCustomers } from "./seed-customers";
import { seedEsign } from "./seed-esign";
import { seedInvestigations } from "./seed-investigations";
import { seedOrders } from "./seed-orders";
import { seedProducts } from "./seed-products";
import { seedTasks } from "./seed-tasks";
import { seedUnits } from "./seed-units";

export const DEMO_USERS = {
  admin: "admin@demo.test",
  sms: "sms@demo.test",
  guest: "user@demo.test",
  blocked: "blocked@demo.test",
  portal: "portal@demo.test",
} as const;

const basic: EnabledFeatures = {
  customers: false,
  documentReminder: true,
  investigation: false,
  publicationTypes: ["card", "note", "form", "masterFile"],
  esign: false,
  skills: false,
};

/** The construction company keeps its people's skills and its customers here too. */
const construction: EnabledFeatures = { ...basic, skills: true, customers: true };

export async function isEmpty(db: Database) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo companies, users and objects, all users with one password. Never run in production. */
export async function seedDemo(db: Database, options: { password: string; storage: Storage; config: Config }) {
  const { password } = options;
  const { keypassKey } = options.config;
  const passwordHash = await hashPassword(password);
  const [admin, sms, guest, blocked, portalUser] = await db
    .insert(users)
    .values([
      { name: "Anna Admin", email: DEMO_USERS.admin, passwordHash, language: "se" },
      { name: "Sven Sms", email: DEMO_USERS.sms, passwordHash, language: "se", phone: "+46701234567" },
      { name: "Gustav Gäst", email: DEMO_USERS.guest, passwordHash, language: "en" },
      { name: "Berit Blockerad", email: DEMO_USERS.blocked, passwordHash, language: "se" },
      { name: "Petra Portal", email: DEMO_USERS.portal, passwordHash, language: "se" },
    ])
    .returning({ id: users.id });
  const [nordic, bygg, bank] = await db
    .insert(companies)
    .values([
      { name: "Nordisk Handel AB", enabledFeatures: allFeatures, colorHeaderBanner: "#1c3d5a" },
      { name: "Byggbolaget i Malmö AB", enabledFeatures: construction, colorHeaderBanner: "#5a3d1c" },
      { name: "Säkra Banken AB", enabledFeatures: basic, secondFactor: "sms" },
    ])
    .returning({ id: companies.id });
  if (!admin || !sms || !guest || !blocked || !portalUser || !nordic || !bygg || !bank) {
    throw new Error("demo seed failed");
  }

  const members = [
    { companyId: nordic.id, userId: admin.id, permissions: allPermissions },
    { companyId: bygg.id, userId: admin.id, permissions: allPermissions },
    { companyId: bank.id, userId: sms.id, permissions: ["DocumentReminders", "Reminders"] },
    { companyId: nordic.id, userId: guest.id, type: "GUEST" as const, permissions: [] },
    { companyId: nordic.id, userId: portalUser.id, type: "GUEST" as const, permissions: [] },
    {
      companyId: nordic.id,
      userId: blocked.id,
      features: { denyLoginOnWeb: true },
      permissions: ["CertifyDocument", "SeeObjectsWithoutGroup", "Tasks"],
    },
    { companyId: bygg.id, userId: blocked.id, permissions: ["DocumentReminders"] },
  ];
  for (const { permissions: granted, ...member } of members) {
    await withTenant(db, { companyIds: [member.companyId] }, async (tx) => {
      await tx.insert(companyUsers).values(member);
      if (granted.length > 0) {
        await tx
          .insert(permissions)
          .values(granted.map((permission) => ({ companyId: member.companyId, userId: member.userId, permission })));
      }
    });
  }
  await seedObjects(
    db,
    { ...options, keypassKey },
    { companyId: nordic.id, admin: admin.id, guest: guest.id, types: allFeatures },
  );
  await seedObjects(db, { ...options, keypassKey }, { companyId: bygg.id, admin: admin.id, types: construction });
  await seedPortal(db, nordic.id, portalUser.id);
  await seedReminders(db, nordic.id, [admin.id, blocked.id]);
  await seedReminders(db, bygg.id, [admin.id, blocked.id]);
  await seedActivity(db, nordic.id, { admin: admin.id, colleague: blocked.id, guest: guest.id });
  await seedCompanySettings(db, nordic.id);
  await seedEsign(db, options, { companyId: nordic.id, admin: admin.id, colleague: blocked.id, features: allFeatures });
  const demo = { companyId: nordic.id, admin: admin.id, colleague: blocked.id, features: allFeatures };
  await seedInvestigations(db, options, demo);
  await seedCertify(db, options.config, demo);
  await seedTasks(db, options.config, demo);
  // Forty customers in Nordisk Handel (the portal's two and these), ten in Byggbolaget.
  await seedCustomers(db, options.config, { ...demo, count: 38, persons: 12, seed: 1 });
  // The catalogue, its price lists (one for the status Aktiv, one for a customer) and services (issue 46).
  await seedProducts(db, demo);
  await seedAddressBook(db, demo);
  // Orders in every state, two order subscriptions and 30 plants due in the coming months (issue 47).
  await seedOrders(db, options.config, demo);
  await seedCustomers(db, options.config, {
    companyId: bygg.id,
    admin: admin.id,
    features: construction,
    count: 10,
    persons: 2,
    seed: 100,
  });
  await seedUnits(db, options, {
    companyId: bygg.id,
    companyName: "Byggbolaget i Malmö AB",
    admin: admin.id,
    colleague: blocked.id,
    passwordHash,
  });
  await seedAvatars(db, [admin.id, blocked.id]);
  await db.insert(systemNotices).values({ text: "Välkommen till demoversionen. / Welcome to the demo." });
}

/** Customers, and a customer portal exposing one object to its member (a guest). */
async function seedPortal(db: Database, companyId: string, member: string) {
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    const [bergstrom] = await tx
      .insert(customers)
      .values([
        {
          companyId,
          number: "1",
          name: "Bergström Bygg AB",
          email: "info@bergstrom.example",
          orgNumber: "556123-4567",
        },
        {
          companyId,
          number: "2",
          name: "Lindqvist Logistik AB",
          email: "order@lindqvist.example",
          orgNumber: "556765-4321",
        },
      ])
      .returning({ id: customers.id });
    if (!bergstrom) throw new Error("demo customers not seeded");
    const [portal] = await tx
      .insert(groups)
      .values({
        companyId,
        name: "Kundportal Bergström",
        type: "PORTAL",
        customerId: bergstrom.id,
        customerConnected: true,
      })
      .returning({ id: groups.id });
    if (!portal) throw new Error("demo portal not seeded");
    await tx.insert(groupUsers).values({ companyId, groupId: portal.id, userId: member });
    // "Order 10" (no group before) is what the portal shows its member.
    await tx
      .update(publications)
      .set({ groupId: portal.id })
      .where(and(eq(publications.companyId, companyId), eq(publications.name, "Order 10")));
  });
}

const reminderTitles = [
  "Säg upp hyresavtal",
  "Förnya försäkring",
  "Omförhandla leverantörsavtal",
  "Förläng serviceavtal",
  "Granska licensavtal",
  "Förnya domännamn",
];

/** Reminders from 10 days ago to 60 days ahead, so every due colour shows; some completed. */
async function seedReminders(db: Database, companyId: string, [manager, other]: [string, string]) {
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    const [leases, insurance] = await tx
      .insert(categories)
      .values([
        { companyId, type: "REMINDER_CATEGORY", name: "Hyresavtal", color: 0x1c7ed6 },
        { companyId, type: "REMINDER_CATEGORY", name: "Försäkringar", color: 0xe8590c },
        { companyId, type: "REMINDER_CATEGORY", name: "Leverantörer", color: 0x2f9e44 },
      ])
      .returning({ id: categories.id });
    const objects = await tx.select({ id: publications.id }).from(publications).limit(6);
    const offsets = [-10, -2, 0, 3, 7, 8, 15, 30, 31, 45, 60, 20];
    const rows = offsets.map((days, i) => ({
      companyId,
      publicationId: objects[i % objects.length]?.id ?? "",
      title: `${reminderTitles[i % reminderTitles.length]} ${i + 1}`,
      description: "Demopåminnelse",
      reminderAt: dayOffset(days),
      enddate: dayOffset(days + 30),
      noticePeriod: "1 month",
      status: i === 11,
      completedAt: i === 11 ? new Date() : null,
      tag: i % 2 === 0 ? "avtal" : "avtal,viktigt",
      managerId: manager,
      categoryId: i % 3 === 0 ? (leases?.id ?? null) : i % 3 === 1 ? (insurance?.id ?? null) : null,
      // Past dates count as delivered already, so starting the demo sends no burst of mail.
      deliveredAt: days <= 0 ? new Date() : null,
      createdBy: manager,
    }));
    const created = await tx.insert(notices).values(rows).returning({ id: notices.id });
    await tx
      .insert(noticeAssignees)
      .values(
        created.flatMap((n, i) =>
          [manager, ...(i % 2 ? [other] : [])].map((userId) => ({ companyId, noticeId: n.id, userId })),
        ),
      );
  });
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seedObjects(
  db: Database,
  options: { storage: Storage; keypassKey: Buffer },
  company: { companyId: string; admin: string; guest?: string; types: EnabledFeatures },
) {
  const { companyId, admin, guest } = company;
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    const [board, sales] = await tx
      .insert(groups)
      .values([
        { companyId, name: "Ledningsgrupp" },
        { companyId, name: "Försäljning" },
      ])
      .returning({ id: groups.id });
    if (!board || !sales) throw new Error("demo groups not seeded");
    await tx.insert(groupUsers).values([
      { companyId, groupId: board.id, userId: admin },
      { companyId, groupId: sales.id, userId: admin },
    ]);
    const rows = company.types.publicationTypes.map((type, i) => ({
      companyId,
      type,
      name: `${publicationTypes[type].name.se} ${i + 1}`,
      description: `Demo: ${publicationTypes[type].name.en.toLowerCase()}`,
      body: `<p>Exempeltext för ${publicationTypes[type].name.se.toLowerCase()}.</p>`,
      objectNumber: i + 1,
      periodDate: dayOffset(20 + i * 9),
      groupId: i % 3 === 1 ? board.id : i % 3 === 2 ? sales.id : null,
      tags: i % 2 === 0 ? ["avtal"] : [],
      createdBy: admin,
      updatedBy: admin,
      lockedBy: i === 2 ? admin : null,
      lockedAt: i === 2 ? new Date() : null,
    }));
    const created = await tx
      .insert(publications)
      .values(rows)
      .returning({ id: publications.id, type: publications.type });
    await tx.insert(companyCounters).values({ companyId, name: "publication", value: rows.length });

    const first = created[0];
    if (!first) return;
    if (guest) {
      await tx
        .insert(publicationShares)
        .values(created.slice(0, 3).map((p) => ({ companyId, publicationId: p.id, userId: guest, sharedBy: admin })));
    }
    await tx.insert(publicationComments).values([
      { companyId, publicationId: first.id, authorId: admin, body: "Avtalet är skickat till motparten." },
      { companyId, publicationId: first.id, authorId: admin, body: "Påskrivet original finns i arkivet." },
    ]);
    const text = "Detta är en demofil.\n";
    const fileId = randomUUID();
    const storageKey = `${companyId}/${first.id}/${fileId}`;
    await options.storage.write(storageKey, Readable.from([text]));
    await tx.insert(publicationFiles).values({
      id: fileId,
      companyId,
      publicationId: first.id,
      uploadName: "demofil.txt",
      size: Buffer.byteLength(text),
      contentType: "text/plain",
      uploadStatus: "COMPLETE",
      uploadProgress: 100,
      storageKey,
      createdBy: admin,
    });
    const vault = created.find((p) => p.type === "keypass");
    if (vault) {
      await tx.insert(keypassSecrets).values({
        companyId,
        publicationId: vault.id,
        label: "Wi-Fi kontoret",
        username: "kontor",
        secret: encrypt(options.keypassKey, "demo-wifi-lösenord"),
      });
    }
  });
}

/** Company information and the lists besides reminder categories (priorities, reminder types, tags). */
async function seedCompanySettings(db: Database, companyId: string) {
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    await tx
      .update(companies)
      .set({
        info: {
          address: "Stortorget 1",
          zipCode: "211 22",
          city: "Malmö",
          county: "Skåne",
          country: "Sverige",
          registeredOffice: "Malmö",
          registeredCountry: "Sverige",
          vatNumber: "SE556677889901",
          taxText: "Godkänd för F-skatt",
          termsOfPayment: "30 dagar netto",
          bank: "Demobanken",
          paymentAccount: "123-4567",
          phone: "+46 40 12 34 56",
          adminEmail: "admin@demo.test",
          primaryContact: "Anna Admin",
          homepage: "https://nordisk.example",
        },
      })
      .where(eq(companies.id, companyId));
    const list = (type: string, entries: [string, number][]) =>
      entries.map(([name, color]) => ({ companyId, type, name, color }));
    await tx.insert(categories).values([
      ...list("PRIORITY", [
        ["Hög", 0xe03131],
        ["Normal", 0x1c7ed6],
        ["Låg", 0x868e96],
      ]),
      ...list("REMINDER_TYPE", [
        ["Avtal", 0x1c7ed6],
        ["Besiktning", 0x2f9e44],
        ["Service", 0xf08c00],
      ]),
      ...list("TAG", [
        ["Ekonomi", 0x7048e8],
        ["Fastighet", 0x0c8599],
      ]),
    ]);
  });
}
