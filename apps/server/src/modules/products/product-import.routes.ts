import {
  PRODUCT_IMPORT_MAX_BYTES,
  priceImportPreviewSchema,
  priceImportResultSchema,
  productImportPreviewSchema,
  productImportResultSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { acceptUploads, readUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as prices from "./price-import.service";
import * as service from "./product-import.service";

const tags = ["products"];
const listParams = z.extend(companyParams, { priceListId: z.uuid() });

/**
 * Import of products (issue 46, docs/products.md): a CSV file (`;` with a byte order mark as
 * Excel's Swedish CSV, or `,`) or an XLSX workbook (multipart, one part "file") previewed, then
 * imported in one transaction, by those who hold Products; a price list's prices from such a file
 * (one line per product and quantity, as the list's export writes them) by those who hold PriceLists.
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

  const priceEditor = app.requireCompany({ permission: "PriceLists" });
  const list = "/companies/:companyId/price-lists/:priceListId";

  r.post(
    `${list}/import/preview`,
    {
      preHandler: priceEditor,
      schema: {
        tags: ["price lists"],
        summary:
          "Preview a CSV or XLSX import of a price list's prices (a line per product and from-quantity): each line's product new on the list, changed, unchanged or invalid with the reason; nothing is written",
        consumes: ["multipart/form-data"],
        params: listParams,
        response: { 200: priceImportPreviewSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      return tenant.run((tx) => prices.previewPriceImport(tx, tenant, request.params.priceListId, bytes));
    },
  );

  r.post(
    `${list}/import`,
    {
      preHandler: priceEditor,
      schema: {
        tags: ["price lists"],
        summary:
          "Import a price list's prices from a CSV or XLSX file: the new and changed products' prices and quantity breaks in one transaction, all or none",
        consumes: ["multipart/form-data"],
        params: listParams,
        response: { 201: priceImportResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      const result = await tenant.run((tx) => prices.importPrices(tx, tenant, request.params.priceListId, bytes));
      return reply.code(201).send(result);
    },
  );
}
