import { randomUUID } from "node:crypto";
import { ErrorCode, okSchema, uploadFileSchema } from "@app/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { AppError, invalid } from "../../lib/errors";
import { publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./files.queries";
import * as service from "./files.service";

const fileParams = z.extend(publicationParams, { fileId: z.uuid() });
const tags = ["files"];

export async function filesRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = deps.config.UPLOAD_LIMIT_MB * 1024 * 1024;
  await app.register(multipart, { limits: { fileSize: limitBytes, files: 1, fields: 0, parts: 1 } });
  const tooLarge = () =>
    new AppError(
      413,
      ErrorCode.PayloadTooLarge,
      `The file is larger than the limit of ${deps.config.UPLOAD_LIMIT_MB} MB.`,
      "file",
    );
  /** A multipart body that breaks off or is malformed is the client's mistake, not ours. */
  const malformed = () => invalid("file", "The upload is malformed or incomplete.");
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications/:publicationId/files";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Files of an object",
        params: publicationParams,
        response: { 200: z.array(uploadFileSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listFiles(tx, tenant, request.params.publicationId));
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: `Upload one file (multipart/form-data, field "file"); 413 past UPLOAD_LIMIT_MB`,
        consumes: ["multipart/form-data"],
        params: publicationParams,
        response: { 201: uploadFileSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { publicationId } = request.params;
      const id = randomUUID();
      const storageKey = `${tenant.companyId}/${publicationId}/${id}`;
      await tenant.run((tx) => service.checkEditable(tx, tenant, publicationId));
      // Parser errors of busboy carry no status; the plugin's own (limits, not multipart) do.
      const file = await request.file().catch((error: { statusCode?: number }) => {
        throw error.statusCode ? error : malformed();
      });
      if (!file) throw invalid("file", "No file was sent.");
      await tenant.run((tx) =>
        q.insertFile(tx, {
          id,
          companyId: tenant.companyId,
          publicationId,
          uploadName: file.filename.slice(0, 255) || "file",
          contentType: file.mimetype || "application/octet-stream",
          storageKey,
          createdBy: tenant.userId,
        }),
      );
      try {
        const size = await deps.storage.write(storageKey, file.file);
        if (file.file.truncated) throw tooLarge();
        const stored = await tenant.run((tx) => service.completeUpload(tx, tenant, publicationId, id, size));
        return reply.code(201).send(stored);
      } catch (error) {
        // Listed as failed; what the store kept goes now or with the upload sweep (jobs/upload-sweep.ts).
        await tenant.run((tx) => q.updateFile(tx, tenant.companyId, publicationId, id, { uploadStatus: "ERROR" }));
        await deps.storage.remove(storageKey).catch(() => undefined);
        if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
        // The upload itself broke off (the body ended inside the file), not the disk: a bad request.
        const fromUpload = file.file.errored === error && !(error as NodeJS.ErrnoException).syscall;
        throw fromUpload ? malformed() : error;
      }
    },
  );

  r.get(
    `${base}/:fileId`,
    {
      preHandler: member,
      schema: { tags, summary: "Download a file (always as an attachment)", params: fileParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { publicationId, fileId } = request.params;
      const file = await tenant.run((tx) => service.getDownload(tx, tenant, publicationId, fileId));
      return sendAttachment(reply, file, await deps.storage.read(file.storageKey));
    },
  );

  r.delete(
    `${base}/:fileId`,
    {
      preHandler: member,
      schema: { tags, summary: "Delete a file", params: fileParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, fileId } = request.params;
      const storageKey = await tenant.run((tx) => service.deleteFile(tx, tenant, publicationId, fileId));
      await deps.storage.remove(storageKey);
      return { ok: true as const };
    },
  );
}
