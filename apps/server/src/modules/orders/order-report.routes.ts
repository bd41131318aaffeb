import {
  orderReportMailedSchema,
  orderReportMailSchema,
  orderReportPdfQuerySchema,
  orderReportSaveSchema,
  orderReportSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./order-report.service";

const orderParams = z.extend(companyParams, { orderId: z.uuid() });
const tags = ["orders"];

/**
 * An order's report (issue 47 item 4, docs/orders.md "Report"): read and its PDF by those who see
 * the order; written while it is in progress and mailed to the customer by holders of OrderReport.
 */
export async function orderReportRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const reader = app.requireCompany({ feature });
  const reporter = app.requireCompany({ feature, permission: "OrderReport", guests: false });
  const report = "/companies/:companyId/orders/:orderId/report";

  r.get(
    report,
    {
      preHandler: reader,
      schema: {
        tags,
        summary:
          "An order's report: delivered quantities, extra lines, time, photos, note and signature (version 0: none yet)",
        params: orderParams,
        response: { 200: orderReportSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getReport(tx, tenant, request.params.orderId));
    },
  );

  r.put(
    report,
    {
      preHandler: reporter,
      schema: {
        tags,
        summary:
          "Save an order's report while it is in progress (OrderReport; version; the drawn signature checked as a PNG)",
        params: orderParams,
        body: orderReportSaveSchema,
        response: { 200: orderReportSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.saveReport(tx, tenant, request.params.orderId, request.body));
    },
  );

  r.get(
    `${report}.pdf`,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The order report as a PDF with the company's PDF logo, in the report's language unless asked",
        params: orderParams,
        querystring: orderReportPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { name, bytes } = await tenant.run((tx) =>
        service.reportPdf(tx, deps.storage, tenant, request.params.orderId, request.query.language),
      );
      return sendAttachment(reply, { uploadName: name, contentType: "application/pdf", size: bytes.length }, bytes);
    },
  );

  r.post(
    `${report}/mail`,
    {
      preHandler: reporter,
      schema: {
        tags,
        summary:
          "Mail the order report PDF to the customer (or the address given), keeping it among the order's files (OrderReport)",
        params: orderParams,
        body: orderReportMailSchema,
        response: { 200: orderReportMailedSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.mailReport(tx, deps, tenant, request.params.orderId, request.body));
    },
  );
}
