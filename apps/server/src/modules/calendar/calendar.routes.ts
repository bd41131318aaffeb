import { calendarFeedSchema, calendarItemSchema, calendarQuerySchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { acrossMyMemberships, currentTenant } from "../../plugins/tenant";
import { ownSessionOnly, selfOnly } from "../users/users.policy";
import * as service from "./calendar.service";

const tags = ["calendar"];
const userParams = z.object({ userId: z.uuid() });

export async function calendarRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/companies/:companyId/calendar",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary:
          "Everything dated in the company from..to (at most 400 days) that the member may see: tasks, e-sign deadlines, investigation period ends, skill expiries",
        params: companyParams,
        querystring: calendarQuerySchema,
        response: { 200: z.array(calendarItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.companyCalendar(tx, tenant, request.query));
    },
  );

  r.get(
    "/calendar",
    {
      schema: {
        tags,
        summary: "The calendar across the user's companies, from..to (at most 400 days)",
        querystring: calendarQuerySchema,
        response: { 200: z.array(calendarItemSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return acrossMyMemberships(deps.db, user.id, { web: user.appId === "web" }, (tx, members) =>
        service.myCalendar(tx, members, request.query),
      );
    },
  );

  r.get(
    "/users/:userId/calendar-feed",
    {
      preHandler: [selfOnly, ownSessionOnly],
      schema: {
        tags,
        summary: "Whether one's iCal feed exists and since when (its address is shown only when made)",
        params: userParams,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => service.getFeed(deps.db, request.params.userId),
  );

  r.post(
    "/users/:userId/calendar-feed",
    {
      preHandler: [selfOnly, ownSessionOnly],
      schema: {
        tags,
        summary: "Make or renew one's iCal feed: a new secret address; the old one stops working",
        params: userParams,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => service.renewFeed(deps, request.params.userId),
  );

  r.get(
    "/ical/:token.ics",
    {
      // The address is the secret: Fastify's request lines (info) are not logged for this route.
      logLevel: "warn",
      config: { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "A user's iCal feed by its secret address ({token}.ics), for calendar apps (404 when unknown or renewed)",
        security: [],
        params: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) }),
      },
    },
    async (request, reply) => {
      const userId = await service.ownerOfFeed(deps.db, request.params.token);
      if (!userId) throw notFound("Calendar");
      const text = await acrossMyMemberships(deps.db, userId, { web: true }, (tx, members) =>
        service.feedCalendar(tx, deps, userId, members),
      );
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(text);
    },
  );
}
