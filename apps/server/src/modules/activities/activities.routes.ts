import { activityCommentSchema, pageQuerySchema, publicationListItemSchema, sharedLinkSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { listCompanyComments } from "../comments/comments.service";
import { viewerOf } from "../publications/publications.service";
import { liveLinks } from "../shared-links/shared-links.service";
import { listWatched } from "./activities.queries";

const tags = ["activities"];

/** The lists behind the side menu's CompanyActivities items, 21 fetched for 20 shown. */
export async function activitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany({ permission: "CompanyActivities" });
  const schema = (summary: string, item: z.ZodMiniType) => ({
    tags,
    summary,
    params: companyParams,
    querystring: pageQuerySchema,
    response: { 200: z.array(item) },
  });

  r.get(
    "/companies/:companyId/activities/watched",
    { preHandler, schema: schema("Objects the user watches, newest watch first", publicationListItemSchema) },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => listWatched(tx, tenant.companyId, viewerOf(tenant), request.query));
    },
  );

  r.get(
    "/companies/:companyId/activities/shared-links",
    { preHandler, schema: schema("Live shared links of the company", sharedLinkSchema) },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => liveLinks(tx, tenant, request.query));
    },
  );

  r.get(
    "/companies/:companyId/activities/comments",
    { preHandler, schema: schema("All comments of the company, newest first", activityCommentSchema) },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => listCompanyComments(tx, tenant.companyId, viewerOf(tenant), request.query));
    },
  );
}
