import {
  auditPageSchema,
  customerFileSchema,
  customerHistoryQuerySchema,
  customerSectionQuerySchema,
  esignObjectRequestSchema,
  noticeSchema,
  publicationListItemSchema,
  taskSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as page from "./customer-page.service";

const customerParams = z.extend(companyParams, { customerId: z.uuid() });
const tags = ["customers"];

/**
 * The customer page's sections (issue 45, item 4; docs/customers.md, "The customer page"): the objects
 * linked to the customer, and the reminders, tasks, e-sign requests and files on them, each a page of
 * 21 fetched of what the reader may see; the customer's History (AuditLogs). Behind the customers
 * feature, guests refused, as the rest of customers.
 */
export async function customerPageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const member = app.requireCompany({ feature, guests: false });
  const one = "/companies/:companyId/customers/:customerId";

  r.get(
    `${one}/objects`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The active objects linked to the customer that the reader sees, by name (21 fetched)",
        params: customerParams,
        querystring: customerSectionQuerySchema,
        response: { 200: z.array(publicationListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerObjects(tx, tenant, request.params.customerId, request.query));
    },
  );

  r.get(
    `${one}/reminders`,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The reminders on the customer's objects that the reader sees, by date (21 fetched; 403 without reminders)",
        params: customerParams,
        querystring: customerSectionQuerySchema,
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerReminders(tx, tenant, request.params.customerId, request.query));
    },
  );

  r.get(
    `${one}/tasks`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The tasks on the customer's objects that the reader sees, by due date (21 fetched)",
        params: customerParams,
        querystring: customerSectionQuerySchema,
        response: { 200: z.array(taskSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerTasks(tx, tenant, request.params.customerId, request.query));
    },
  );

  r.get(
    `${one}/esign`,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The e-sign requests on the customer's objects that the reader sees, newest first (21 fetched; 403 without e-sign)",
        params: customerParams,
        querystring: customerSectionQuerySchema,
        response: { 200: z.array(esignObjectRequestSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerEsignRequests(tx, tenant, request.params.customerId, request.query));
    },
  );

  r.get(
    `${one}/files`,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The files of the customer's objects that the reader sees, newest first, each with its object (21 fetched)",
        params: customerParams,
        querystring: customerSectionQuerySchema,
        response: { 200: z.array(customerFileSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerFiles(tx, tenant, request.params.customerId, request.query));
    },
  );

  r.get(
    `${one}/history`,
    {
      preHandler: app.requireCompany({ feature, permission: "AuditLogs", guests: false }),
      schema: {
        tags,
        summary:
          "The customer's History: the audit log's events of its row, contacts and addresses, newest first (keyset paging: before = the last id)",
        params: customerParams,
        querystring: customerHistoryQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => page.customerEvents(tx, tenant, request.params.customerId, request.query));
    },
  );
}
