import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import * as q from "./company-files.queries";

type Kind = Parameters<typeof q.findFile>[2];
type Stored = Omit<Parameters<typeof q.insertFile>[1], "companyId" | "createdBy" | "kind">;

/** Stores a new logo of this kind in place of the previous one; answers it and the previous one's storage key. */
export async function replaceLogo(tx: Tx, tenant: { companyId: string; userId: string }, kind: Kind, values: Stored) {
  const previous = await q.findFile(tx, tenant.companyId, kind);
  if (previous) await q.deleteFile(tx, tenant.companyId, kind, previous.id);
  const row = await q.insertFile(tx, { ...values, kind, companyId: tenant.companyId, createdBy: tenant.userId });
  return { logo: q.toLogo(row), replacedKey: previous?.storageKey };
}

/** Removes the logo of this kind; answers its storage key (404 when there is none). */
export async function removeLogo(tx: Tx, companyId: string, kind: Kind) {
  const logo = await q.findFile(tx, companyId, kind);
  const removed = logo ? await q.deleteFile(tx, companyId, kind, logo.id) : null;
  if (!removed) throw notFound("Logo");
  return removed.storageKey;
}

/** Lists a stored upload among the company's files; answers it as the list shows it. */
export async function addFile(tx: Tx, tenant: { companyId: string; userId: string }, values: Stored) {
  await q.insertFile(tx, { ...values, kind: "FILE", companyId: tenant.companyId, createdBy: tenant.userId });
  const [stored] = await q.listFiles(tx, tenant.companyId, { limit: 1, offset: 0 }, values.id);
  if (!stored) throw notFound("File");
  return stored;
}
