import {
  companyListQuerySchema,
  companySchema,
  companySettingsInputSchema,
  companySettingsSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { currentTenant, withUserScope } from "../../plugins/tenant";
import * as q from "./companies.queries";
import * as service from "./companies.service";

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
      // The signed-in user's companies, with their type and features in each.
      const userId = currentUser(request).id;
      return withUserScope(deps.db, userId, (tx) => q.listCompaniesOfUser(tx, userId, request.query));
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
      return tenant.run((tx) => service.getCompany(tx, tenant));
    },
  );

  r.get(
    "/companies/:companyId/settings",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["companies"],
        summary: "The company's second factor (none, email, sms), feature flags and audit retention in years",
        params: companyParams,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getSettings(tx, tenant.companyId));
    },
  );

  r.put(
    "/companies/:companyId/settings",
    {
      preHandler: app.requireCompany({ permission: "CompanyAccountAdmin" }),
      schema: {
        tags: ["companies"],
        summary:
          "Change the second factor, feature flags and audit retention (company account administrators); applies at once",
        params: companyParams,
        body: companySettingsInputSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateSettings(tx, deps.realtime, tenant, request.body));
    },
  );
}
