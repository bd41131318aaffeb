import { companyNoticeInputSchema, companyNoticeSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./company-notices.queries";
import * as service from "./company-notices.service";

const noticeParams = z.extend(companyParams, { companyNoticeId: z.uuid() });
const tags = ["company notices"];
/** The company's own banner notices: everyone reads the current ones; administrators manage all. */
export async function companyNoticesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireCompany({ permission: "CompanyAccountAdmin" });
  const base = "/companies/:companyId/company-notices";

  r.get(
    base,
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "Company notices: current ones (active=true) for the banner, all for administrators",
        params: companyParams,
        querystring: z.object({ active: z._default(z.enum(["true", "false"]), "true") }),
        response: { 200: z.array(companyNoticeSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listNotices(tx, tenant, request.query.active === "false"));
    },
  );

  r.post(
    base,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Create a company notice",
        params: companyParams,
        body: companyNoticeInputSchema,
        response: { 201: companyNoticeSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const notice = await tenant.run((tx) =>
        q.insertNotice(tx, { ...request.body, companyId: tenant.companyId, createdBy: tenant.userId }),
      );
      return reply.code(201).send(notice);
    },
  );

  r.put(
    `${base}/:companyNoticeId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Edit or reschedule a company notice",
        params: noticeParams,
        body: companyNoticeInputSchema,
        response: { 200: companyNoticeSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        service.updateNotice(tx, tenant.companyId, request.params.companyNoticeId, request.body),
      );
    },
  );

  r.delete(
    `${base}/:companyNoticeId`,
    {
      preHandler: admin,
      schema: { tags, summary: "Delete a company notice", params: noticeParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteNotice(tx, tenant.companyId, request.params.companyNoticeId));
      return { ok: true as const };
    },
  );
}
