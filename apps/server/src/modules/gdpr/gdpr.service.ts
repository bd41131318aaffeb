import { Readable } from "node:stream";
import type { ZipFile } from "yazl";
import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Storage } from "../../outbound/storage";
import type { Tenant } from "../../plugins/tenant";
import { recordEvent } from "../audit/audit.service";
import { collect } from "./gdpr.data";
import { mayExport } from "./gdpr.policy";
import { summaryHtml } from "./gdpr.summary";

/** The archive of an export: its file name, its exact size in bytes (-1: unknown) and its bytes as they are made. */
export interface GdprArchive {
  fileName: string;
  size: number;
  stream: Readable;
}

/** The person's name as a file name: letters and digits of any script, the rest as single dashes. */
export const safeFileName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "person";

/** End the archive; answers the size it will have (every entry is stored, so yazl knows it). */
const finish = (zip: ZipFile) =>
  new Promise<number>((resolve) =>
    (zip as unknown as { end(options: null, done: (size: number) => void): void }).end(null, resolve),
  );

/**
 * The GDPR export of one member of the tenant's company (docs/gdpr.md): the person themself, or
 * a member with the GDPR permission (403 otherwise); 404 when they are not a member of the
 * company. Everything is read in tx, the route's transaction of the company (row level security),
 * which also records the export in the audit log; once it has committed, gdprArchive streams the
 * files from storage into the archive.
 */
export async function collectGdprExport(tx: Tx, tenant: Tenant, userId: string) {
  if (!mayExport(tenant, userId)) throw forbidden();
  const collected = await collect(tx, tenant.companyId, userId);
  if (!collected) throw notFound("Member");
  await recordEvent(tx, {
    companyId: tenant.companyId,
    action: "export",
    kind: "gdpr",
    entityId: userId,
    subjectUserId: userId,
  });
  return collected;
}

/** The archive of what collectGdprExport found: data.json, index.html, the avatar and the certificates' files. */
export async function gdprArchive(
  storage: Storage,
  found: NonNullable<Awaited<ReturnType<typeof collect>>>,
): Promise<GdprArchive> {
  const { data, certificates, avatar } = found;

  const { ZipFile } = await import("yazl");
  const zip = new ZipFile();
  const stored = { compress: false, mtime: new Date(data.generatedAt) };
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, "utf8"), "data.json", stored);
  zip.addBuffer(Buffer.from(summaryHtml(data), "utf8"), "index.html", stored);
  if (avatar) {
    const extension = avatar.contentType.split("/")[1]?.replace(/[^a-z0-9]/g, "") || "img";
    // PGlite answers bytea as a Uint8Array, PostgreSQL as a Buffer.
    zip.addBuffer(Buffer.from(avatar.data), `avatar.${extension}`, stored);
  }
  for (const file of certificates) {
    zip.addReadStreamLazy(file.path, { ...stored, size: file.size }, (done) => {
      storage.read(file.key).then(
        (stream) => done(null, stream),
        (error) => done(error, Readable.from([])),
      );
    });
  }
  const size = await finish(zip);
  const stream = Readable.from(zip.outputStream as AsyncIterable<Buffer>);
  // A file that cannot be read mid-way ends the download as broken rather than as a short archive.
  zip.on("error", (error: Error) => stream.destroy(error));
  const today = data.generatedAt.slice(0, 10);
  return { fileName: `gdpr-export-${safeFileName(data.profile.name)}-${today}.zip`, size, stream };
}
