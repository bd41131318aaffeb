import type { EnabledFeatures, Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import type { Config } from "../config";
import { startFlow, updateFlow } from "../modules/certify/certify.service";
import type { Database } from "./client";
import { publications } from "./schema";
import { demoTenant, quietRealtime } from "./seed-support";

/**
 * Approval flows in the demo company, made through the certify service as users would: the
 * colleague asks the admin to approve the investigation (waiting), and asked for a note that the
 * admin approved. Their mails are dropped (a demo start sends none); the bell notifications stay.
 */
export async function seedCertify(
  db: Database,
  config: Config,
  company: { companyId: string; admin: string; colleague: string; features: EnabledFeatures },
) {
  const deps = { config, realtime: quietRealtime, mail: async () => {} };
  // Both hold these in the company (seed.ts): certify documents, see objects without a group.
  const rights: Permission[] = ["CertifyDocument", "SeeObjectsWithoutGroup"];
  const colleague = demoTenant(db, company)(company.colleague, rights);
  const admin = demoTenant(db, company)(company.admin, rights);

  /** The colleague asks the admin to approve the company's first object of the type, if there is one. */
  const askAdmin = (type: string, message: string) =>
    colleague.run(async (tx) => {
      const [object] = await tx
        .select({ id: publications.id })
        .from(publications)
        .where(and(eq(publications.companyId, company.companyId), eq(publications.type, type)))
        .limit(1);
      if (!object) return null;
      const input = { publicationId: object.id, type: "SINGLE" as const, order: "sequential" as const };
      return startFlow(tx, deps, colleague, { ...input, approverIds: [company.admin], message });
    });

  await askAdmin("investigation", "Utredningen är klar. Godkänn gärna så att den kan stängas.");
  const approved = await askAdmin("note", "");
  if (approved) {
    await admin.run((tx) =>
      updateFlow(tx, deps, admin, approved.id, { decision: "approved", comment: "Stämmer med avtalet." }),
    );
  }
}
