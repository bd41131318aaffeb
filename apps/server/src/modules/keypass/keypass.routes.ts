import { keypassRevealSchema, keypassSecretInputSchema, keypassSecretSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./keypass.service";

const secretParams = z.extend(publicationParams, { secretId: z.uuid() });
const tags = ["keypass"];

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
      return tenant.run((tx) => service.listSecrets(tx, tenant, request.params.publicationId));
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
      const created = await tenant.run((tx) =>
        service.addSecret(tx, key, tenant, request.params.publicationId, request.body),
      );
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
      return tenant.run((tx) => service.updateSecret(tx, key, tenant, publicationId, secretId, request.body));
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
      await tenant.run((tx) => service.deleteSecret(tx, tenant, publicationId, secretId));
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
      return tenant.run((tx) => service.revealSecret(tx, key, tenant, publicationId, secretId));
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
      return tenant.run((tx) => service.listReveals(tx, tenant, publicationId, secretId));
    },
  );
}
