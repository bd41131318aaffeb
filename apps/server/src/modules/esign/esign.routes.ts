import { esignCreateSchema, esignListQuerySchema, esignRequestSchema, esignShareSchema } from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./esign.service";

const esignParams = companyParams.extend({ esignId: z.uuid() });
const tags = ["e-sign"];

const clientOf = (request: FastifyRequest): service.ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
});

export async function esignRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany({ permission: "CertifyDocument", feature: "esign" });
  const one = "/companies/:companyId/e-signs/:esignId";

  r.get(
    "/companies/:companyId/e-signs-share",
    {
      preHandler,
      schema: {
        tags,
        summary: "The e-sign list: requests the caller may see, with the spec's filters, 21 fetched",
        params: companyParams,
        querystring: esignListQuerySchema,
        response: { 200: z.array(esignShareSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listShares(tx, tenant, request.query));
    },
  );

  r.post(
    "/companies/:companyId/publications/:publicationId/e-signs",
    {
      preHandler,
      schema: {
        tags,
        summary: "Ask people to sign a PDF file of the object (415 for other formats)",
        params: publicationParams,
        body: esignCreateSchema,
        response: { 201: esignRequestSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) =>
        service.createRequest(tx, deps, tenant, request.params.publicationId, request.body, clientOf(request)),
      );
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler,
      schema: {
        tags,
        summary: "One signing request with its signers and audit trail",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getRequest(tx, tenant, request.params.esignId));
    },
  );

  r.post(
    `${one}/remind`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Mail again everyone asked who has not signed (the requester, or with the e-sign permission)",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.remind(tx, deps, tenant, request.params.esignId, clientOf(request)));
    },
  );

  r.post(
    `${one}/cancel`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Cancel an active request (the requester, or with the e-sign permission)",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.cancel(tx, tenant, request.params.esignId, clientOf(request)));
    },
  );
}
