import { customerGdprEraseResultSchema } from "@app/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { attachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./customer-gdpr.service";

const customerParams = z.extend(companyParams, { customerId: z.uuid() });
const contactParams = z.extend(customerParams, { customerContactId: z.uuid() });
const tags = ["gdpr"];

const download = (reply: FastifyReply, file: service.PersonalDataFile) =>
  reply
    .type("application/json; charset=utf-8")
    .header("content-disposition", attachment(file.fileName))
    .header("cache-control", "no-store")
    .send(file.body);

/**
 * GDPR for private-person customers and customers' contacts (docs/gdpr-customers.md): export and
 * erase with the GDPR permission, as for a member. Not behind the customers feature: a person's
 * rights stand when the company has turned the feature off.
 */
export async function customerGdprRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gdpr = app.requireCompany({ permission: "Gdpr" });
  const customer = "/companies/:companyId/customers/:customerId";
  const contact = `${customer}/contacts/:customerContactId`;

  r.get(
    `${customer}/gdpr-export`,
    {
      preHandler: gdpr,
      schema: {
        tags,
        summary:
          "A private-person customer's data as JSON (the personal identity number decrypted, its addresses); 409 NOT_PERSONAL_DATA for an organisation",
        params: customerParams,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.exportCustomer(tx, deps, tenant, request.params.customerId));
      return download(reply, file);
    },
  );

  r.post(
    `${customer}/gdpr-erase`,
    {
      preHandler: gdpr,
      schema: {
        tags,
        summary:
          "Erase a private-person customer's data (GDPR art. 17): the row stays as 'Removed user' without its details, its addresses go, the audit log is rewritten; 409 NOT_PERSONAL_DATA for an organisation",
        params: customerParams,
        response: { 200: customerGdprEraseResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.eraseCustomer(tx, tenant, request.params.customerId));
    },
  );

  r.get(
    `${contact}/gdpr-export`,
    {
      preHandler: gdpr,
      schema: {
        tags,
        summary: "A customer contact's data as JSON, with the customer it is a contact of",
        params: contactParams,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { customerId, customerContactId } = request.params;
      return download(
        reply,
        await tenant.run((tx) => service.exportContact(tx, tenant, customerId, customerContactId)),
      );
    },
  );

  r.post(
    `${contact}/gdpr-erase`,
    {
      preHandler: gdpr,
      schema: {
        tags,
        summary:
          "Erase a customer contact's data (GDPR art. 17): the row stays as 'Removed user' without role, phone, email or notes; the audit log is rewritten",
        params: contactParams,
        response: { 200: customerGdprEraseResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId, customerContactId } = request.params;
      return tenant.run((tx) => service.eraseContact(tx, tenant, customerId, customerContactId));
    },
  );
}
