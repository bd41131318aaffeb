import { flowCreateSchema, flowListQuerySchema, flowSchema, flowUpdateSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./certify.service";

const flowParams = z.extend(companyParams, { flowId: z.uuid() });
const tags = ["certify"];

export async function certifyRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Reading, deciding, cancelling: any member; certify.policy and the object's visibility decide. */
  const member = app.requireCompany();
  const base = "/companies/:companyId/flow-verifies";
  const one = `${base}/:flowId`;

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Approval flows on objects the caller sees, newest first: one object's (publicationId), or mine=true",
        params: companyParams,
        querystring: flowListQuerySchema,
        response: { 200: z.array(flowSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listFlows(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: app.requireCompany({ permission: "CertifyDocument" }),
      schema: {
        tags,
        summary: "Ask members to approve an object as it stands (SINGLE: one; MULTI: in order or all at once)",
        params: companyParams,
        body: flowCreateSchema,
        response: { 201: flowSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const flow = await tenant.run((tx) => service.startFlow(tx, deps, tenant, request.body));
      return reply.code(201).send(flow);
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: { tags, summary: "One approval flow", params: flowParams, response: { 200: flowSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getFlow(tx, tenant, request.params.flowId));
    },
  );

  r.put(
    one,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Approve or reject as the approver whose turn it is ({decision, comment}), or cancel ({status})",
        params: flowParams,
        body: flowUpdateSchema,
        response: { 200: flowSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateFlow(tx, deps, tenant, request.params.flowId, request.body));
    },
  );

  r.delete(
    one,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Remove a flow nobody has decided on (the requester, or with CertifyDocument)",
        params: flowParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteFlow(tx, tenant, request.params.flowId));
      return { ok: true as const };
    },
  );
}
