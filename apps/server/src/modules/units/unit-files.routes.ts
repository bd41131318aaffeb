import { randomUUID } from "node:crypto";
import { okSchema, UNIT_FILE_FETCH, unitFileQuerySchema, uploadFileSchema } from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { acceptUploads, receiveUpload, storeUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./units.service";

const unitParams = z.extend(companyParams, { unitId: z.uuid() });
const fileParams = z.extend(unitParams, { unitFileId: z.uuid() });
const tags = ["units"];

/** The spec's path (with its trailing slash) and the same path without it; the second is hidden in /docs. */
const forms = (path: string) => [
  { url: path, hide: false },
  { url: path.slice(0, -1), hide: true },
];

/**
 * A unit's files: GET /units/{unitId}/files/ (newest first, 21 at most), POST (multipart/form-data,
 * one part named "file", answered as an object's upload is), GET and DELETE /files/{unitFileId}.
 * An upload is streamed to the store first and listed once stored (COMPLETE), as a company file is.
 */
export async function unitFilesRoutes(
  app: FastifyInstance,
  deps: Deps,
  preHandler: (request: FastifyRequest) => Promise<void>,
) {
  const limitBytes = deps.config.UPLOAD_LIMIT_MB * 1024 * 1024;
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = "/companies/:companyId/units/:unitId/files";

  for (const { url, hide } of forms(`${base}/`)) {
    r.get(
      url,
      {
        preHandler,
        schema: {
          hide,
          tags,
          summary: `The unit's files, newest first (limit ${UNIT_FILE_FETCH}, offset)`,
          params: unitParams,
          querystring: unitFileQuerySchema,
          response: { 200: z.array(uploadFileSchema) },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.listFiles(tx, tenant, request.params.unitId, request.query));
      },
    );
  }

  r.post(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Upload a file to the unit (multipart/form-data, field "file"); 413 past UPLOAD_LIMIT_MB',
        consumes: ["multipart/form-data"],
        params: unitParams,
        response: { 201: uploadFileSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { unitId } = request.params;
      await tenant.run((tx) => service.checkUnit(tx, tenant, unitId));
      const file = await receiveUpload(request, limitBytes);
      const id = randomUUID();
      const storageKey = `${tenant.companyId}/units/${unitId}/${id}`;
      const stored = await storeUpload(deps.storage, file, storageKey, limitBytes, {
        save: (size) =>
          tenant.run((tx) =>
            service.addFile(tx, tenant, unitId, {
              id,
              uploadName: file.filename.slice(0, 255) || "file",
              size,
              contentType: (file.mimetype || "application/octet-stream").slice(0, 255),
              storageKey,
            }),
          ),
      });
      return reply.code(201).send(stored);
    },
  );

  r.get(
    `${base}/:unitFileId`,
    {
      preHandler,
      schema: { tags, summary: "Download a unit's file (always as an attachment)", params: fileParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { unitId, unitFileId } = request.params;
      const file = await tenant.run((tx) => service.getDownload(tx, tenant, unitId, unitFileId));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(reply, file, await deps.storage.read(file.storageKey));
    },
  );

  r.delete(
    `${base}/:unitFileId`,
    {
      preHandler,
      schema: { tags, summary: "Delete a unit's file", params: fileParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, unitFileId } = request.params;
      const key = await tenant.run((tx) => service.deleteFile(tx, tenant, unitId, unitFileId));
      await service.removeStored(deps.storage, [key], request.log);
      return { ok: true as const };
    },
  );
}
