import { PRODUCT_IMPORT_MAX_BYTES, productImportPreviewSchema, productImportResultSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { acceptUploads, readUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./product-import.service";

const tags = ["products"];

/**
 * Import of products (issue 46, docs/products.md): a CSV file (`;` with a byte order mark as
 * Excel's Swedish CSV, or `,`) or an XLSX workbook (multipart, one part "file") previewed, then
 * imported in one transaction, by those who hold Products.
 */
export async function productImportRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = Math.min(PRODUCT_IMPORT_MAX_BYTES, deps.config.UPLOAD_LIMIT_MB * 1024 * 1024);
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editor = app.requireCompany({ permission: "Products" });
  const base = "/companies/:companyId/products";

  r.post(
    `${base}/import/preview`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary:
          "Preview a CSV or XLSX import: each line new, duplicate (the same product number) or invalid with the reason; nothing is written",
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 200: productImportPreviewSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      return tenant.run((tx) => service.previewImport(tx, tenant, bytes));
    },
  );

  r.post(
    `${base}/import`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary:
          "Import a CSV or XLSX file: its new lines in one transaction, all or none; duplicates and invalid lines are left out",
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 201: productImportResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      const result = await tenant.run((tx) => service.importProducts(tx, tenant, bytes));
      return reply.code(201).send(result);
    },
  );
}
