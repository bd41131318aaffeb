import { notificationListSchema, notificationQuerySchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { acrossMyCompanies, currentTenant } from "../../plugins/tenant";
import { selfOnly } from "../users/users.policy";
import * as q from "./notifications.queries";
import * as service from "./notifications.service";

const userParams = z.object({ userId: z.uuid() });
const tags = ["notifications"];

export async function notificationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/companies/:companyId/notifications",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "The user's notifications in a company (51 fetched) and the unread count",
        params: companyParams,
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listNotifications(tx, tenant.userId, [tenant.companyId], request.query));
    },
  );

  r.put(
    "/companies/:companyId/notifications/:notificationId",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "Mark one notification as read",
        params: z.extend(companyParams, { notificationId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.markRead(tx, deps.realtime, tenant, request.params.notificationId));
      return { ok: true as const };
    },
  );

  r.get(
    "/users/:userId/notifications",
    {
      preHandler: selfOnly,
      schema: {
        tags,
        summary: "The user's notifications across their companies (51 fetched) and the unread count",
        params: userParams,
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) =>
      acrossMyCompanies(deps.db, request.params.userId, { web: true }, (tx, companyIds) =>
        q.listNotifications(tx, request.params.userId, companyIds, request.query),
      ),
  );

  r.put(
    "/users/:userId/notifications",
    {
      preHandler: selfOnly,
      schema: {
        tags,
        summary: "Mark all the user's notifications as read",
        params: userParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await acrossMyCompanies(deps.db, userId, { web: true }, (tx, companyIds) =>
        service.markAllRead(tx, deps.realtime, userId, companyIds),
      );
      return { ok: true as const };
    },
  );
}
