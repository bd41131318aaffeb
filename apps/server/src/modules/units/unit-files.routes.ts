import { randomUUID } from "node:crypto";
import { ErrorCode, okSchema, UNIT_FILE_FETCH, unitFileQuerySchema, uploadFileSchema } from "@app/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { AppError, invalid } from "../../lib/errors";
import { companyParams } from "../../lib/params";
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
  const limitMb = deps.config.UPLOAD_LIMIT_MB;
  const limitBytes = limitMb * 1024 * 1024;
  await app.register(multipart, { limits: { fileSize: limitBytes, files: 1, fields: 0, parts: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = "/companies/:companyId/units/:unitId/files";

  const tooLarge = () =>
    new AppError(413, ErrorCode.PayloadTooLarge, `The file is larger than the limit of ${limitMb} MB.`, "file");
  /** A multipart body that breaks off or is malformed is the client's mistake, not ours. */
  const malformed = () => invalid("file", "The upload is malformed or incomplete.");
  const oneFile = () =>
    new AppError(400, ErrorCode.Validation, 'Send exactly one file, in the part named "file".', "file");
  /** The client's share of a failed upload as the right answer; anything else (the disk) as it is. */
  const uploadError = (error: unknown) => {
    const e = error as { statusCode?: number; code?: string; syscall?: string };
    if (error instanceof AppError) return error;
    if (e.code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
    if (e.code === "FST_FIELDS_LIMIT" || e.code === "FST_PARTS_LIMIT" || e.code === "FST_FILES_LIMIT") return oneFile();
    // Parser errors of busboy carry no status and no syscall; the plugin's own carry a status.
    if (!e.statusCode && !e.syscall) return malformed();
    return error;
  };

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
      const file = await request.file({ limits: { fileSize: limitBytes } }).catch((error: unknown) => {
        throw uploadError(error);
      });
      if (!file) throw oneFile();
      const id = randomUUID();
      const storageKey = `${tenant.companyId}/units/${unitId}/${id}`;
      try {
        const size = await deps.storage.write(storageKey, file.file);
        if (file.file.truncated) throw tooLarge();
        const stored = await tenant.run((tx) =>
          service.addFile(tx, tenant, unitId, {
            id,
            uploadName: file.filename.slice(0, 255) || "file",
            size,
            contentType: (file.mimetype || "application/octet-stream").slice(0, 255),
            storageKey,
          }),
        );
        return reply.code(201).send(stored);
      } catch (error) {
        // No row was written (or it was rolled back): what the store kept goes now.
        await deps.storage.remove(storageKey).catch(() => undefined);
        // The body ended inside the file (the upload broke off), not the disk: a bad request.
        const fromUpload = file.file.errored === error && !(error as NodeJS.ErrnoException).syscall;
        throw fromUpload ? malformed() : uploadError(error);
      }
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
