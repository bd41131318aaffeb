import { companyListQuerySchema, companySchema, companySettingsSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./companies.queries";
import { announceCompanyChange, memberIds } from "./companies.service";

export async function companiesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/companies",
    {
      schema: {
        tags: ["companies"],
        summary: "The signed-in user's companies, with their type and features in each",
        querystring: companyListQuerySchema,
        response: { 200: z.array(companySchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      return withTenant(deps.db, { userId }, (tx) => q.listCompaniesOfUser(tx, userId, request.query));
    },
  );

  r.get(
    "/companies/:companyId",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["companies"],
        summary: "One company of the user",
        params: companyParams,
        response: { 200: companySchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const company = await tenant.run((tx) => q.findCompanyOfUser(tx, tenant.companyId, tenant.userId));
      if (!company) throw notFound("Company");
      return company;
    },
  );

  r.get(
    "/companies/:companyId/settings",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["companies"],
        summary: "The company's second factor (none, email, sms) and feature flags",
        params: companyParams,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const settings = await tenant.run((tx) => q.findCompanySettings(tx, tenant.companyId));
      if (!settings) throw notFound("Company");
      return settings;
    },
  );

  r.put(
    "/companies/:companyId/settings",
    {
      preHandler: app.requireCompany({ permission: "CompanyAccountAdmin" }),
      schema: {
        tags: ["companies"],
        summary: "Change the second factor and feature flags (company account administrators); applies at once",
        params: companyParams,
        body: companySettingsSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { settings, members } = await tenant.run(async (tx) => {
        await q.updateCompanySettings(tx, tenant.companyId, request.body);
        return {
          settings: await q.findCompanySettings(tx, tenant.companyId),
          members: await memberIds(tx, tenant.companyId),
        };
      });
      if (!settings) throw notFound("Company");
      announceCompanyChange(deps.realtime, tenant.companyId, members);
      return settings;
    },
  );
}
