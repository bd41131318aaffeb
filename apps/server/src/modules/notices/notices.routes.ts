import {
  massEditQuerySchema,
  massEditSchema,
  noticeCreateSchema,
  noticeInputSchema,
  noticeListQuerySchema,
  noticeMassEditResultSchema,
  noticeSchema,
  okSchema,
  pageQuerySchema,
  REMINDERS_LIMIT,
  reminderSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { acrossMyCompanies, currentTenant } from "../../plugins/tenant";
import { viewerOf } from "../publications/publications.service";
import { REMINDER_USERS } from "./notices.policy";
import * as q from "./notices.queries";
import * as service from "./notices.service";
import * as dates from "./notices-dates.queries";

const noticeParams = z.extend(companyParams, { noticeId: z.uuid() });
const tags = ["reminders"];

export async function noticesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany(REMINDER_USERS);
  const base = "/companies/:companyId/notices";

  r.get(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Reminders (notices) with the list's filters, 21 fetched",
        params: companyParams,
        querystring: noticeListQuerySchema,
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listNotices(tx, tenant.companyId, viewerOf(tenant), request.query));
    },
  );

  r.post(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Create a reminder on an object",
        params: companyParams,
        body: noticeCreateSchema,
        response: { 201: noticeSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const notice = await tenant.run((tx) => service.createNotice(tx, deps.realtime, tenant, request.body));
      return reply.code(201).send(notice);
    },
  );

  r.put(
    `${base}/mass-edit`,
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Change many reminders: ids, or all=true with the list's filters less exclude; completed ones are skipped unless reopened",
        params: companyParams,
        querystring: massEditQuerySchema,
        body: massEditSchema,
        response: { 200: noticeMassEditResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.massEdit(tx, tenant, request.query, request.body));
    },
  );

  r.get(
    `${base}/:noticeId`,
    { preHandler, schema: { tags, summary: "One reminder", params: noticeParams, response: { 200: noticeSchema } } },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getNotice(tx, tenant, request.params.noticeId));
    },
  );

  r.put(
    `${base}/:noticeId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Save the whole reminder",
        params: noticeParams,
        body: noticeInputSchema,
        response: { 200: noticeSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateNotice(tx, deps.realtime, tenant, request.params.noticeId, request.body));
    },
  );

  r.delete(
    `${base}/:noticeId`,
    { preHandler, schema: { tags, summary: "Delete a reminder", params: noticeParams, response: { 200: okSchema } } },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteNotice(tx, tenant, request.params.noticeId));
      return { ok: true as const };
    },
  );

  const calendarQuery = z.extend(pageQuerySchema, {
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(REMINDERS_LIMIT)), REMINDERS_LIMIT),
  });

  r.get(
    "/companies/:companyId/reminders",
    {
      preHandler,
      schema: {
        tags,
        summary: "The company's reminders for the calendar (limit 1000000)",
        params: companyParams,
        querystring: calendarQuery,
        response: { 200: z.array(reminderSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => dates.companyReminders(tx, tenant.companyId, viewerOf(tenant), request.query));
    },
  );

  r.get(
    "/companies/:companyId/reminders/:noticeId",
    {
      preHandler,
      schema: {
        tags,
        summary: "One reminder for the calendar",
        params: noticeParams,
        response: { 200: reminderSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getCalendarReminder(tx, tenant, request.params.noticeId));
    },
  );

  r.get(
    "/companies/reminders",
    {
      schema: {
        tags,
        summary: "Due, open reminders the user manages or is assigned to, across their companies",
        querystring: calendarQuery,
        response: { 200: z.array(reminderSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      return acrossMyCompanies(deps.db, userId, { web: true, ...REMINDER_USERS }, (tx) =>
        service.dueRemindersOfUser(tx, userId, request.query),
      );
    },
  );
}
