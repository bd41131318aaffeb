import { notificationListSchema, notificationQuerySchema, okSchema, SocketEvent } from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { currentTenant } from "../../plugins/tenant";
import { webCompanyIds } from "../shares/shares.queries";
import * as q from "./notifications.queries";

const userParams = z.object({ userId: z.uuid() });
const tags = ["notifications"];

export async function notificationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in user (404 for anyone else's id) and the companies they use on the web. */
  const self = async (request: FastifyRequest, userId: string) => {
    const user = currentUser(request);
    if (user.id !== userId) throw notFound("User");
    const companyIds = await withTenant(deps.db, { userId }, (tx) => webCompanyIds(tx, userId));
    return { userId, companyIds };
  };

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
        params: companyParams.extend({ notificationId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { notificationId } = request.params;
      await tenant.run(async (tx) => {
        if (!(await q.findNotification(tx, tenant.userId, tenant.companyId, notificationId))) {
          throw notFound("Notification");
        }
        await q.markViewed(tx, tenant.userId, [tenant.companyId], notificationId);
      });
      deps.realtime.toUser(tenant.userId, SocketEvent.ReadNotification, { ids: [notificationId] });
      return { ok: true as const };
    },
  );

  r.get(
    "/users/:userId/notifications",
    {
      schema: {
        tags,
        summary: "The user's notifications across their companies (51 fetched) and the unread count",
        params: userParams,
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const { userId, companyIds } = await self(request, request.params.userId);
      return withTenant(deps.db, { companyIds, userId }, (tx) =>
        q.listNotifications(tx, userId, companyIds, request.query),
      );
    },
  );

  r.put(
    "/users/:userId/notifications",
    {
      schema: {
        tags,
        summary: "Mark all the user's notifications as read",
        params: userParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId, companyIds } = await self(request, request.params.userId);
      await withTenant(deps.db, { companyIds, userId }, (tx) => q.markViewed(tx, userId, companyIds));
      deps.realtime.toUser(userId, SocketEvent.ReadNotification, {});
      return { ok: true as const };
    },
  );
}
