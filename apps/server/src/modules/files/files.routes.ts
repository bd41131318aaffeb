import { randomUUID } from "node:crypto";
import { okSchema, uploadFileSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { publicationParams } from "../../lib/params";
import { acceptUploads, receiveUpload, storeUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./files.queries";
import * as service from "./files.service";

const fileParams = z.extend(publicationParams, { fileId: z.uuid() });
const tags = ["files"];

export async function filesRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = deps.config.UPLOAD_LIMIT_MB * 1024 * 1024;
  await acceptUploads(app, limitBytes);
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
      const file = await receiveUpload(request, limitBytes);
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
      const stored = await storeUpload(deps.storage, file, storageKey, limitBytes, {
        save: (size) => tenant.run((tx) => service.completeUpload(tx, tenant, publicationId, id, size)),
        // Listed as failed; what the store kept goes now or with the upload sweep (jobs/upload-sweep.ts).
        failed: () =>
          tenant.run((tx) => q.updateFile(tx, tenant.companyId, publicationId, id, { uploadStatus: "ERROR" })),
      });
      return reply.code(201).send(stored);
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
