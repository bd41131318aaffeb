import { auditPageSchema, auditQuerySchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { listEvents } from "./audit.service";

/** The company's audit log (docs/audit.md); needs the audit and process logs permission. */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/companies/:companyId/audit",
    {
      preHandler: app.requireCompany({ permission: "AuditLogs" }),
      schema: {
        tags: ["audit"],
        summary: "The company's audit events, newest first (keyset paging: before = the last id)",
        params: companyParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => listEvents(tx, tenant.companyId, request.query));
    },
  );
}
