import {
  apiTokenQuerySchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  okSchema,
  registeredAppSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./api-tokens.queries";
import * as service from "./api-tokens.service";

const tags = ["api tokens"];
const base = "/companies/admin/tokens";
const idParams = z.object({ apiTokenId: z.uuid() });

/**
 * Tokens for integrations: a company account administrator creates a named token with some of
 * the catalogue's permissions (never CompanyCreate), sees it once, lists and revokes tokens.
 * Only the SHA-256 hash is stored. API tokens themselves cannot call these routes.
 */
export async function apiTokensRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireCompany({ permission: "CompanyAccountAdmin", companyFrom: "query" });

  r.get(
    base,
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          "The company's live API tokens (name, permissions, created, last used, suspended while the creator is blocked or gone; never the secret)",
        querystring: apiTokenQuerySchema,
        response: { 200: z.array(apiTokenSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listTokens(tx, tenant.companyId));
    },
  );

  r.post(
    base,
    {
      config: { grantsPermissions: true },
      preHandler: admin,
      schema: {
        tags,
        summary: "Create an API token with permissions you hold; the answer carries the token, shown this once",
        querystring: apiTokenQuerySchema,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createToken(tx, tenant, request.body));
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  r.delete(
    `${base}/:apiTokenId`,
    {
      config: { actsOnMember: true },
      preHandler: admin,
      schema: {
        tags,
        summary: "Revoke an API token (of a creator holding nothing you lack): it answers 401 from now on",
        params: idParams,
        querystring: apiTokenQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.revokeToken(tx, tenant, request.params.apiTokenId));
      return { ok: true as const };
    },
  );

  r.get(
    "/companies/admin/apps",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "The apps registered to use the API (the web app is `web`)",
        querystring: apiTokenQuerySchema,
        response: { 200: z.array(registeredAppSchema) },
      },
    },
    async () => q.listApps(deps.db),
  );
}
