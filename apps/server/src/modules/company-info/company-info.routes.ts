import { companyInfoReadSchema, companyInfoSchema, companyInfoViewSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { readInfoAs, saveInfo } from "./company-info.service";

const tags = ["company"];

export async function companyInfoRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/companies/:companyId/info",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary:
          "The company's settings fields; a guest without CompanyInfoEdit gets its public face (name, colours, address, contact)",
        params: companyParams,
        response: { 200: companyInfoReadSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => readInfoAs(tx, tenant));
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
        response: { 200: companyInfoViewSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => saveInfo(tx, deps.realtime, tenant.companyId, request.body));
    },
  );
}
