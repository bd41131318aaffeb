import {
  invoiceBasisQuerySchema,
  invoiceBasisSchema,
  invoiceExportCreateSchema,
  invoiceExportQuerySchema,
  invoiceExportResultSchema,
  invoiceExportSchema,
  invoiceFileQuerySchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./invoice-basis.service";

const exportParams = z.extend(companyParams, { exportId: z.uuid() });
const tags = ["orders"];

/**
 * The invoice basis (issue 47 item 7, docs/orders.md "Invoice basis"): the reported orders of a
 * period, their export (marking them invoiced: OrderActivateCancel, as the invoice action), the
 * latest exports with their undo, and each export's files (CSV, XLSX, Peppol BIS 3 UBL).
 */
export async function invoiceBasisRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireCompany({ feature: "customers", permission: "OrderActivateCancel", guests: false });
  const key = deps.config.keypassKey;
  const base = "/companies/:companyId/invoice-basis";
  const one = `${base}/exports/:exportId`;

  r.get(
    base,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The reported orders not yet invoiced, of a period by order date or reported date, with their sums",
        params: companyParams,
        querystring: invoiceBasisQuerySchema,
        response: { 200: invoiceBasisSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.invoiceBasis(tx, key, tenant, request.query));
    },
  );

  r.post(
    `${base}/exports`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "Export the reported orders picked or of a period: marks them invoiced in one conditional UPDATE; those invoiced meanwhile are answered as skipped",
        params: companyParams,
        body: invoiceExportCreateSchema,
        response: { 201: invoiceExportResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const result = await tenant.run((tx) => service.createExport(tx, tenant, request.body));
      return reply.code(201).send(result);
    },
  );

  r.get(
    `${base}/exports`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The latest exports of the invoice basis, newest first (21 fetched)",
        params: companyParams,
        querystring: invoiceExportQuerySchema,
        response: { 200: z.array(invoiceExportSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listExports(tx, tenant, request.query));
    },
  );

  r.post(
    `${one}/undo`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Undo an export: its orders still invoiced go back to reported; 409 when undone already",
        params: exportParams,
        response: { 200: invoiceExportSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.undoExport(tx, tenant, request.params.exportId));
    },
  );

  r.get(
    `${one}/file`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "An export's orders as CSV or XLSX lines in the reader's language, or as Peppol BIS Billing 3.0 UBL invoices (XML; a ZIP of several)",
        params: exportParams,
        querystring: invoiceFileQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) =>
        service.exportFile(tx, key, tenant, request.params.exportId, request.query.format),
      );
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: file.contentType, size: file.bytes.length },
        file.bytes,
      );
    },
  );
}
