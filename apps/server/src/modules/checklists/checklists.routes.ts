import { checklistInputSchema, checklistQuerySchema, checklistSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./checklists.service";

const tags = ["checklists"];

/** The spec's checklist calls: GET and PUT /companies/{companyId}/checklist, DELETE .../checklist/{id}. */
export async function checklistsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany();
  const base = "/companies/:companyId/checklist";

  r.get(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "An object's checklist (publicationId): its items in order, with who ticked each",
        params: companyParams,
        querystring: checklistQuerySchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getChecklist(tx, tenant, request.query.publicationId));
    },
  );

  r.put(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Save an object's whole checklist, as GET answers it, with the version it was read at",
        params: companyParams,
        body: checklistInputSchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.saveChecklist(tx, tenant, request.body));
    },
  );

  r.delete(
    `${base}/:checklistId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Remove an object's checklist",
        params: z.extend(companyParams, { checklistId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteChecklist(tx, tenant, request.params.checklistId));
      return { ok: true as const };
    },
  );
}
