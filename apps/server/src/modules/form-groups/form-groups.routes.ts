import { formGroupInputSchema, formGroupListSchema, formGroupSchema, groupMemberInputSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./form-groups.queries";
import * as service from "./form-groups.service";

const tags = ["form groups"];

/**
 * Groups of the form app. A company has at most companies.formGroupLimit of them: one more
 * answers 409 FORM_GROUP_LIMIT_REACHED (the spec's limit-reached message). Full members read
 * them; those with the Forms permission create them and add members.
 */
export async function formGroupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const forms = app.requireCompany({ permission: "Forms" });
  const base = "/companies/:companyId/form-groups";

  r.get(
    base,
    {
      preHandler: app.requireCompany({ guests: false }),
      schema: {
        tags,
        summary: "The company's form-app groups by name",
        params: companyParams,
        response: { 200: formGroupListSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listFormGroups(tx, tenant.companyId));
    },
  );

  r.post(
    base,
    {
      preHandler: forms,
      schema: {
        tags,
        summary: "Create a form-app group (409 FORM_GROUP_LIMIT_REACHED past the company's limit)",
        params: companyParams,
        body: formGroupInputSchema,
        response: { 201: formGroupSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createFormGroup(tx, tenant.companyId, request.body.name));
      return reply.code(201).send(created);
    },
  );

  r.post(
    "/form-groups/:formGroupId/users",
    {
      preHandler: app.requireCompany({ permission: "Forms", companyFrom: "query" }),
      schema: {
        tags,
        summary: "Add a member of the company to a form-app group (?companyId=)",
        params: z.object({ formGroupId: z.uuid() }),
        querystring: companyParams,
        body: groupMemberInputSchema,
        response: { 200: formGroupSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        service.addMember(tx, tenant.companyId, request.params.formGroupId, request.body.userId),
      );
    },
  );
}
