import {
  CUSTOMER_IMPORT_MAX_BYTES,
  customerExportQuerySchema,
  customerImportPreviewSchema,
  customerImportResultSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { acceptUploads, readUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./customer-transfer.service";

const tags = ["customers"];

/**
 * Import and export of customers (issue 45, docs/customers.md): a CSV file (multipart, one part
 * "file"; `;` with a byte order mark as Excel's Swedish CSV, or `,`) previewed, then imported in one
 * transaction, by those who hold CustomerCreate; the filtered list exported as CSV or XLSX by any
 * full member.
 */
export async function customerTransferRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = Math.min(CUSTOMER_IMPORT_MAX_BYTES, deps.config.UPLOAD_LIMIT_MB * 1024 * 1024);
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const key = deps.config.keypassKey;
  const creator = app.requireCompany({ feature, permission: "CustomerCreate" });
  const base = "/companies/:companyId/customers";

  r.post(
    `${base}/import/preview`,
    {
      preHandler: creator,
      schema: {
        tags,
        summary:
          "Preview a CSV import: each line new, duplicate (organisation number, personal identity number or email) or invalid with the reason; nothing is written",
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 200: customerImportPreviewSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      return tenant.run((tx) => service.previewImport(tx, key, tenant, bytes));
    },
  );

  r.post(
    `${base}/import`,
    {
      preHandler: creator,
      schema: {
        tags,
        summary:
          "Import a CSV file: its new lines (with their main contact and visiting address) in one transaction, all or none; duplicates and invalid lines are left out",
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 201: customerImportResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      const result = await tenant.run((tx) => service.importCustomers(tx, key, tenant, bytes));
      return reply.code(201).send(result);
    },
  );

  r.get(
    `${base}/export`,
    {
      preHandler: app.requireCompany({ feature, guests: false }),
      schema: {
        tags,
        summary:
          "The filtered customer list as CSV (UTF-8 with BOM, ';') or XLSX in the reader's language; personal identity numbers masked",
        params: companyParams,
        querystring: customerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.exportCustomers(tx, tenant, request.query));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: file.contentType, size: file.bytes.length },
        file.bytes,
      );
    },
  );
}
