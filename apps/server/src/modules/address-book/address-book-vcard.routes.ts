import {
  ADDRESS_BOOK_VCARD_MAX_BYTES,
  addressBookImportResultSchema,
  addressBookVcardQuerySchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { acceptUploads, readUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./address-book.service";

const tags = ["address book"];

/**
 * vCard 4 export and import of the address book (issue 45 item 5, docs/customers.md): any full
 * member exports; CustomerEdit imports (multipart, one part "file") as own entries.
 */
export async function addressBookVcardRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = Math.min(ADDRESS_BOOK_VCARD_MAX_BYTES, deps.config.UPLOAD_LIMIT_MB * 1024 * 1024);
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const url = "/companies/:companyId/address-book/vcard";

  r.get(
    url,
    {
      preHandler: app.requireCompany({ feature, guests: false }),
      schema: {
        tags,
        summary: "vCard 4 file (text/vcard) of the entries and contacts named by ids, or of all when none",
        params: companyParams,
        querystring: addressBookVcardQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.exportVcard(tx, tenant, request.query.ids));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: "text/vcard; charset=utf-8", size: file.bytes.length },
        file.bytes,
      );
    },
  );

  r.post(
    url,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerEdit" }),
      schema: {
        tags,
        summary:
          "Import a vCard file (4.0, or 3.0) as own entries: how many were made, and each card left out with the reason",
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 201: addressBookImportResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { bytes } = await readUpload(request, limitBytes);
      const result = await tenant.run((tx) => service.importVcard(tx, tenant, bytes));
      return reply.code(201).send(result);
    },
  );
}
