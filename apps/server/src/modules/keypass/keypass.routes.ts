import { keypassRevealSchema, keypassSecretInputSchema, keypassSecretSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { decrypt, encrypt } from "../../lib/crypto";
import { forbidden, notFound } from "../../lib/errors";
import { publicationParams } from "../../lib/params";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { getPublication } from "../publications/publications.service";
import * as q from "./keypass.queries";

const secretParams = publicationParams.extend({ secretId: z.uuid() });
const tags = ["keypass"];

/** The keypass object, for a viewer with the Keypass permission (and the edit permission to change it). */
async function keypassObject(tx: Tx, tenant: Tenant, publicationId: string, change: boolean) {
  const publication = await getPublication(tx, tenant, publicationId);
  if (publication.type !== "keypass") throw notFound("Keypass");
  if (!tenant.permissions.has("Keypass") || (change && !publication.can.edit)) throw forbidden();
  return publication;
}

export async function keypassRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications/:publicationId/secrets";
  const key = deps.config.keypassKey;

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Secrets of a keypass object, without their values",
        params: publicationParams,
        response: { 200: z.array(keypassSecretSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run(async (tx) => {
        await keypassObject(tx, tenant, request.params.publicationId, false);
        return q.listSecrets(tx, tenant.companyId, request.params.publicationId);
      });
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Add a secret (stored encrypted)",
        params: publicationParams,
        body: keypassSecretInputSchema,
        response: { 201: keypassSecretSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { secret, ...rest } = request.body;
      const created = await tenant.run(async (tx) => {
        await keypassObject(tx, tenant, request.params.publicationId, true);
        return q.insertSecret(tx, {
          ...rest,
          secret: encrypt(key, secret),
          companyId: tenant.companyId,
          publicationId: request.params.publicationId,
        });
      });
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${base}/:secretId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Change a secret",
        params: secretParams,
        body: keypassSecretInputSchema,
        response: { 200: keypassSecretSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, secretId } = request.params;
      return tenant.run(async (tx) => {
        await keypassObject(tx, tenant, publicationId, true);
        const updated = await q.updateSecret(tx, tenant.companyId, publicationId, secretId, {
          ...request.body,
          secret: encrypt(key, request.body.secret),
        });
        if (!updated) throw notFound("Secret");
        return updated;
      });
    },
  );

  r.delete(
    `${base}/:secretId`,
    {
      preHandler: member,
      schema: { tags, summary: "Delete a secret", params: secretParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, secretId } = request.params;
      await tenant.run(async (tx) => {
        await keypassObject(tx, tenant, publicationId, true);
        if (!(await q.deleteSecret(tx, tenant.companyId, publicationId, secretId))) throw notFound("Secret");
      });
      return { ok: true as const };
    },
  );

  r.post(
    `${base}/:secretId/reveal`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Reveal a secret's value; every reveal is recorded",
        params: secretParams,
        response: { 200: z.object({ secret: z.string() }) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, secretId } = request.params;
      return tenant.run(async (tx) => {
        await keypassObject(tx, tenant, publicationId, false);
        const stored = await q.findSecret(tx, tenant.companyId, publicationId, secretId);
        if (!stored) throw notFound("Secret");
        await q.recordReveal(tx, tenant.companyId, secretId, tenant.userId);
        return { secret: decrypt(key, stored.secret) };
      });
    },
  );

  r.get(
    `${base}/:secretId/reveals`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Who revealed a secret, and when",
        params: secretParams,
        response: { 200: z.array(keypassRevealSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, secretId } = request.params;
      return tenant.run(async (tx) => {
        await keypassObject(tx, tenant, publicationId, false);
        if (!(await q.findSecret(tx, tenant.companyId, publicationId, secretId))) throw notFound("Secret");
        return q.listReveals(tx, tenant.companyId, secretId);
      });
    },
  );
}
