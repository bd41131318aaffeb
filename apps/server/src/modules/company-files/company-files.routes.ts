import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  companyFileQuerySchema,
  companyFileSchema,
  companyLogoSchema,
  ErrorCode,
  LOGO_MAX_BYTES,
  type logoContentTypes,
  logoKinds,
  logoQuerySchema,
  okSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { AppError, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { acceptUploads, readUpload, receiveUpload, storeUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./company-files.queries";
import * as service from "./company-files.service";

const fileParams = z.extend(companyParams, { companyFileId: z.uuid() });
const tags = ["company"];

/** The image type by its first bytes (the name and the declared type are not trusted). */
function sniffImage(bytes: Buffer): (typeof logoContentTypes)[number] | null {
  if (bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"))) return "image/png";
  if (bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex"))) return "image/jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  return null;
}

/**
 * The company's logo and PDF logo (GET, POST and DELETE /companies/{id}/logo, ?type=pdf for the
 * PDF logo) and its files (/companies/{id}/files). Uploads are multipart/form-data with one part
 * named "file".
 */
export async function companyFilesRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = deps.config.UPLOAD_LIMIT_MB * 1024 * 1024;
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const editor = app.requireCompany({ permission: "CompanyInfoEdit" });
  /** Company files are for full members; a guest sees only what is shared with them. */
  const fullMember = app.requireCompany({ guests: false });

  // --- logo and PDF logo --------------------------------------------------------------------

  r.get(
    "/companies/:companyId/logo",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The company's logo, or with type=pdf its PDF logo (404 when there is none)",
        params: companyParams,
        querystring: logoQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const kind = logoKinds[request.query.type];
      const logo = await tenant.run((tx) => q.findFile(tx, tenant.companyId, kind));
      if (!logo) throw notFound("Logo");
      const etag = `"${logo.id}"`;
      reply
        .header("cache-control", "private, no-cache")
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply
        .header("content-type", logo.contentType)
        .header("content-length", logo.size)
        .send(await deps.storage.read(logo.storageKey));
    },
  );

  r.post(
    "/companies/:companyId/logo",
    {
      preHandler: editor,
      schema: {
        tags,
        summary: `Upload the logo (type=pdf: the PDF logo): PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB; SVG is refused`,
        consumes: ["multipart/form-data"],
        params: companyParams,
        querystring: logoQuerySchema,
        response: { 201: companyLogoSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const kind = logoKinds[request.query.type];
      const { file, bytes } = await readUpload(request, Math.min(LOGO_MAX_BYTES, limitBytes));
      const contentType = sniffImage(bytes);
      if (!contentType) {
        throw new AppError(415, ErrorCode.UnsupportedMediaType, "The logo must be a PNG, JPEG or WebP image.", "file");
      }
      const id = randomUUID();
      const storageKey = `${tenant.companyId}/company/${kind.toLowerCase()}-${id}`;
      await deps.storage.write(storageKey, Readable.from(bytes));
      try {
        const { logo, replacedKey } = await tenant.run((tx) =>
          service.replaceLogo(tx, tenant, kind, {
            id,
            uploadName: file.filename.slice(0, 255) || "logo",
            size: bytes.length,
            contentType,
            storageKey,
          }),
        );
        if (replacedKey) await deps.storage.remove(replacedKey);
        return reply.code(201).send(logo);
      } catch (error) {
        await deps.storage.remove(storageKey);
        if (isUniqueViolation(error)) throw conflict(ErrorCode.Conflict, "Another logo was uploaded at the same time.");
        throw error;
      }
    },
  );

  r.delete(
    "/companies/:companyId/logo",
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Remove the logo (type=pdf: the PDF logo)",
        params: companyParams,
        querystring: logoQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const kind = logoKinds[request.query.type];
      const storageKey = await tenant.run((tx) => service.removeLogo(tx, tenant.companyId, kind));
      await deps.storage.remove(storageKey);
      return { ok: true as const };
    },
  );

  // --- company files ------------------------------------------------------------------------

  const base = "/companies/:companyId/files";

  r.get(
    base,
    {
      preHandler: fullMember,
      schema: {
        tags,
        summary: "The company's files, newest first (limit 21, offset)",
        params: companyParams,
        querystring: companyFileQuerySchema,
        response: { 200: z.array(companyFileSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listFiles(tx, tenant.companyId, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: `Upload a company file (multipart/form-data, field "file"); 413 past UPLOAD_LIMIT_MB`,
        consumes: ["multipart/form-data"],
        params: companyParams,
        response: { 201: companyFileSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await receiveUpload(request, limitBytes);
      const id = randomUUID();
      const storageKey = `${tenant.companyId}/company/file-${id}`;
      const stored = await storeUpload(deps.storage, file, storageKey, limitBytes, {
        save: (size) =>
          tenant.run((tx) =>
            service.addFile(tx, tenant, {
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
    `${base}/:companyFileId`,
    {
      preHandler: fullMember,
      schema: { tags, summary: "Download a company file (always as an attachment)", params: fileParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => q.findFile(tx, tenant.companyId, "FILE", request.params.companyFileId));
      if (!file) throw notFound("File");
      reply.header("cache-control", "private, no-store");
      return sendAttachment(reply, file, await deps.storage.read(file.storageKey));
    },
  );

  r.delete(
    `${base}/:companyFileId`,
    {
      preHandler: editor,
      schema: { tags, summary: "Delete a company file", params: fileParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const removed = await tenant.run((tx) =>
        q.deleteFile(tx, tenant.companyId, "FILE", request.params.companyFileId),
      );
      if (!removed) throw notFound("File");
      await deps.storage.remove(removed.storageKey);
      return { ok: true as const };
    },
  );
}
