import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { allPermissions, type EnabledFeatures, ESIGN_CONSENT_VERSION } from "@app/contract";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../config";
import { cancel, createRequest } from "../modules/esign/esign-intake.service";
import { checkCode, codeAccepted, sendCode, signByLink } from "../modules/esign/esign-link.service";
import { declineAsMember, signAsMember } from "../modules/esign/esign-signing.service";
import type { Message } from "../outbound/outbox";
import type { Storage } from "../outbound/storage";
import { withCompany } from "../plugins/tenant";
import type { Database } from "./client";
import { companyCounters, publicationFiles, publications } from "./schema";
import { demoTenant, quietRealtime } from "./seed-support";

const client = { ip: "127.0.0.1", userAgent: "Demo data" };
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const typed = (name: string) => ({
  signature: { kind: "typed" as const, name },
  consentVersion: ESIGN_CONSENT_VERSION,
});

/** A real PDF of a short agreement: a title and a few clauses. */
async function agreementPdf(title: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText(title, { x: 60, y: 760, size: 20, font });
  const clauses = [
    "1. Parterna är överens om villkoren i detta avtal.",
    "2. Avtalet gäller från och med undertecknandet i tolv månader.",
    "3. Uppsägning ska ske skriftligen senast tre månader före avtalstidens slut.",
    "4. Avtalet är upprättat och signerat elektroniskt.",
  ];
  clauses.forEach((clause, i) => {
    page.drawText(clause, { x: 60, y: 700 - i * 24, size: 11, font });
  });
  return Buffer.from(await doc.save());
}

/**
 * E-sign requests in the demo company, made through the e-sign service as users would: one
 * waiting for the admin and an outside person, a sequential one half signed, a complete one
 * (sealed PDF), a cancelled and a declined one. Mails are only read here (for the outside
 * person's link and code), never sent.
 */
export async function seedEsign(
  db: Database,
  options: { storage: Storage; config: Config },
  company: { companyId: string; admin: string; colleague: string; features: EnabledFeatures },
) {
  const { companyId } = company;
  const mails: Message[] = [];
  const deps = {
    db,
    config: options.config,
    storage: options.storage,
    realtime: quietRealtime,
    mail: async (message: Message) => {
      mails.push(message);
    },
  };
  const tenantOf = demoTenant(db, company);
  const admin = tenantOf(company.admin, allPermissions);
  const colleague = tenantOf(company.colleague, []);

  /** An e-sign object with the agreement as its PDF file. */
  const object = (name: string) =>
    admin.run(async (tx) => {
      const [counter] = await tx
        .update(companyCounters)
        .set({ value: sql`${companyCounters.value} + 1` })
        .where(eq(companyCounters.companyId, companyId))
        .returning({ value: companyCounters.value });
      const [publication] = await tx
        .insert(publications)
        .values({
          companyId,
          type: "esign",
          name,
          description: "Demo: e-sign",
          objectNumber: counter?.value ?? 1,
          tags: ["avtal"],
          createdBy: company.admin,
          updatedBy: company.admin,
        })
        .returning({ id: publications.id });
      if (!publication) throw new Error("demo e-sign object not seeded");
      const pdf = await agreementPdf(name);
      const fileId = randomUUID();
      const storageKey = `${companyId}/${publication.id}/${fileId}`;
      await options.storage.write(storageKey, Readable.from([pdf]));
      await tx.insert(publicationFiles).values({
        id: fileId,
        companyId,
        publicationId: publication.id,
        uploadName: `${name}.pdf`,
        size: pdf.length,
        contentType: "application/pdf",
        uploadStatus: "COMPLETE",
        uploadProgress: 100,
        storageKey,
        createdBy: company.admin,
      });
      return { publicationId: publication.id, fileId };
    });

  const request = async (name: string, body: Omit<Parameters<typeof createRequest>[4], "fileId">) => {
    const { publicationId, fileId } = await object(name);
    return admin.run((tx) => createRequest(tx, deps, admin, publicationId, { ...body, fileId }, client));
  };

  /** The outside person's side: the link and code from their mails, then the signature. */
  const signOutside = async (email: string, name: string) => {
    const link = mails.findLast((m) => m.to === email)?.text.match(/\/e-sign\/[^/]+\/([A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error(`no demo link for ${email}`);
    await withCompany(db, companyId, (tx) => sendCode(tx, deps, companyId, link, client));
    const code = mails.findLast((m) => m.to === email)?.subject?.match(/(\d{6})$/)?.[1] ?? "";
    const { proof } = codeAccepted(
      await withCompany(db, companyId, (tx) => checkCode(tx, companyId, link, code, client)),
    );
    await withCompany(db, companyId, (tx) => signByLink(tx, deps, companyId, link, proof, typed(name), client));
  };

  const olle = { name: "Olle Utomstående", email: "olle@example.com" };
  const kim = { name: "Kim Kund", email: "kim@example.com" };

  await request("Hyresavtal Storgatan 1", {
    signers: [
      { userId: company.admin, role: "signer" },
      { ...olle, role: "signer" },
    ],
    order: "parallel",
    deadline: dayOffset(14),
    message: "Vänligen signera hyresavtalet.",
  });

  const sequential = await request("Konsultavtal Norrsken", {
    signers: [
      { userId: company.colleague, role: "signer" },
      { ...kim, role: "signer" },
      { userId: company.admin, role: "signer" },
    ],
    order: "sequential",
    deadline: dayOffset(21),
    message: "Signeras i tur och ordning.",
  });
  await colleague.run((tx) => signAsMember(tx, deps, colleague, sequential.id, typed("Berit Blockerad"), client));

  const complete = await request("Sekretessavtal Lindqvist", {
    signers: [
      { userId: company.colleague, role: "signer" },
      { ...olle, role: "signer" },
    ],
    order: "parallel",
    deadline: dayOffset(10),
    message: "",
  });
  await colleague.run((tx) => signAsMember(tx, deps, colleague, complete.id, typed("Berit Blockerad"), client));
  await signOutside(olle.email, olle.name);

  const cancelled = await request("Serviceavtal kopiator", {
    signers: [{ ...kim, role: "signer" }],
    order: "parallel",
    deadline: dayOffset(7),
    message: "",
  });
  await admin.run((tx) => cancel(tx, admin, cancelled.id, client));

  const declined = await request("Leveransavtal Ekström", {
    signers: [{ userId: company.colleague, role: "signer" }],
    order: "parallel",
    deadline: dayOffset(5),
    message: "",
  });
  await colleague.run((tx) => declineAsMember(tx, deps, colleague, declined.id, "Fel pris i punkt 2.", client));
}
