import { companyInfoSchema } from "@app/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { announceCompanyChange, memberIds } from "../companies/companies.service";

const tags = ["company"];

async function readInfo(tx: Tx, companyId: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound("Company");
  // Stored fields over the schema's defaults, so a field added later reads as empty.
  return companyInfoSchema.parse({
    ...row.info,
    name: row.name,
    colors: {
      settings: row.colorSettings,
      headerBanner: row.colorHeaderBanner,
      headerMenuButton: row.colorHeaderMenuButton,
    },
  });
}

export async function companyInfoRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/companies/:companyId/info",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "The company's settings fields",
        params: companyParams,
        response: { 200: companyInfoSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => readInfo(tx, tenant.companyId));
    },
  );

  r.put(
    "/companies/:companyId/info",
    {
      preHandler: app.requireCompany({ permission: "CompanyInfoEdit" }),
      schema: {
        tags,
        summary: "Save the company's settings fields (the colours apply to the header at once)",
        params: companyParams,
        body: companyInfoSchema,
        response: { 200: companyInfoSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { name, colors, ...info } = request.body;
      const { info: saved, members } = await tenant.run(async (tx) => {
        await tx
          .update(companies)
          .set({
            name,
            info,
            colorSettings: colors.settings,
            colorHeaderBanner: colors.headerBanner,
            colorHeaderMenuButton: colors.headerMenuButton,
          })
          .where(eq(companies.id, tenant.companyId));
        return { info: await readInfo(tx, tenant.companyId), members: await memberIds(tx, tenant.companyId) };
      });
      announceCompanyChange(deps.realtime, tenant.companyId, members);
      return saved;
    },
  );
}
