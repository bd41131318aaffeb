import { Readable } from "node:stream";
import { auditCsvQuerySchema, auditPageSchema, auditQuerySchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { listEvents } from "./audit.queries";
import { auditCsv, csvBatch, recordCsvExport } from "./audit.service";

/** The company's audit log (docs/audit.md); needs the audit and process logs permission. */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireCompany({ permission: "AuditLogs" });
  r.get(
    "/companies/:companyId/audit",
    {
      preHandler: guard,
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
      return tenant.run((tx) => listEvents(tx, tenant.companyId, tenant.userId, request.query));
    },
  );

  r.get(
    "/companies/:companyId/audit.csv",
    {
      preHandler: guard,
      schema: {
        tags: ["audit"],
        summary:
          "Every matching audit event as CSV (UTF-8 with BOM, ';', every field quoted, formulas defused), newest first, streamed",
        params: companyParams,
        querystring: auditCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const filters = request.query;
      await tenant.run((tx) => recordCsvExport(tx, tenant, filters));
      // Each batch in a short transaction of its own, while the client reads the ones before.
      const lines = auditCsv((before) => tenant.run((tx) => csvBatch(tx, tenant, filters, before)));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="audit.csv"')
        .send(Readable.from(lines));
    },
  );
}
