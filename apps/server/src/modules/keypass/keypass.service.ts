import type { keypassSecretInputSchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { decrypt, encrypt } from "../../lib/crypto";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { getPublication } from "../publications/publications.service";
import { canUseKeypass } from "./keypass.policy";
import * as q from "./keypass.queries";

type Input = z.output<typeof keypassSecretInputSchema>;

/** The keypass object the viewer sees (404 otherwise), when canUseKeypass allows it (403 otherwise). */
async function keypassObject(tx: Tx, tenant: Tenant, publicationId: string, change: boolean) {
  const publication = await getPublication(tx, tenant, publicationId);
  if (publication.type !== "keypass") throw notFound("Keypass");
  if (!canUseKeypass(tenant, publication, change)) throw forbidden();
  return publication;
}

async function getSecret(tx: Tx, tenant: Tenant, publicationId: string, secretId: string) {
  const stored = await q.findSecret(tx, tenant.companyId, publicationId, secretId);
  if (!stored) throw notFound("Secret");
  return stored;
}

export async function listSecrets(tx: Tx, tenant: Tenant, publicationId: string) {
  await keypassObject(tx, tenant, publicationId, false);
  return q.listSecrets(tx, tenant.companyId, publicationId);
}

/** Adds a secret, stored encrypted with key. */
export async function addSecret(tx: Tx, key: Buffer, tenant: Tenant, publicationId: string, input: Input) {
  await keypassObject(tx, tenant, publicationId, true);
  return q.insertSecret(tx, {
    ...input,
    secret: encrypt(key, input.secret),
    companyId: tenant.companyId,
    publicationId,
  });
}

export async function updateSecret(
  tx: Tx,
  key: Buffer,
  tenant: Tenant,
  publicationId: string,
  secretId: string,
  input: Input,
) {
  await keypassObject(tx, tenant, publicationId, true);
  const updated = await q.updateSecret(tx, tenant.companyId, publicationId, secretId, {
    ...input,
    secret: encrypt(key, input.secret),
  });
  if (!updated) throw notFound("Secret");
  return updated;
}

export async function deleteSecret(tx: Tx, tenant: Tenant, publicationId: string, secretId: string) {
  await keypassObject(tx, tenant, publicationId, true);
  if (!(await q.deleteSecret(tx, tenant.companyId, publicationId, secretId))) throw notFound("Secret");
}

/** A secret's value; every reveal is recorded. */
export async function revealSecret(tx: Tx, key: Buffer, tenant: Tenant, publicationId: string, secretId: string) {
  await keypassObject(tx, tenant, publicationId, false);
  const stored = await getSecret(tx, tenant, publicationId, secretId);
  await q.recordReveal(tx, tenant.companyId, secretId, tenant.userId);
  return { secret: decrypt(key, stored.secret) };
}

export async function listReveals(tx: Tx, tenant: Tenant, publicationId: string, secretId: string) {
  await keypassObject(tx, tenant, publicationId, false);
  await getSecret(tx, tenant, publicationId, secretId);
  return q.listReveals(tx, tenant.companyId, secretId);
}
