import { serviceRequestAccessSchema, serviceRequestCreateSchema, serviceRequestResultSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./service-requests.service";

const serviceParams = z.extend(companyParams, { companyServiceId: z.uuid() });

/**
 * A portal member's request for a published company service (issue 46, item 4; docs/products.md):
 * any member of the company passes the guard (portal members are guests); the service refuses
 * one who belongs to no portal of the company.
 */
export async function serviceRequestsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/companies/:companyId/company-services/access",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["products"],
        summary: "Whether the member may ask for the company's services: a member of one of its portals",
        params: companyParams,
        response: { 200: serviceRequestAccessSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.serviceRequestAccess(tx, tenant));
    },
  );
  r.post(
    "/companies/:companyId/company-services/:companyServiceId/requests",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["products"],
        summary:
          "A portal member asks for a published service: a task for the company, assigned to those who hold CompanyServices",
        params: serviceParams,
        body: serviceRequestCreateSchema,
        response: { 201: serviceRequestResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { companyServiceId } = request.params;
      const result = await tenant.run((tx) => service.requestService(tx, deps, tenant, companyServiceId, request.body));
      return reply.code(201).send(result);
    },
  );
}
