import {
  createMailTemplateSchema,
  defaultMailTemplateQuerySchema,
  defaultMailTemplateSchema,
  defaultMailTemplates,
  mailPreviewSchema,
  mailTemplatePlaceholders,
  mailTemplateQuerySchema,
  mailTemplateSchema,
  okSchema,
  previewMail,
  previewMailTemplateSchema,
  updateMailTemplateSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./mail-templates.service";

const tags = ["mail templates"];
const base = "/companies/mail-templates";
const companyQuery = z.object({ companyId: z.uuid() });
const idParams = z.object({ mailTemplateId: z.uuid() });

/** The spec's path (with its trailing slash) and the same path without it; the second is hidden in /docs. */
const forms = (path: string) => [
  { url: path, hide: false },
  { url: path.endsWith("/") ? path.slice(0, -1) : `${path}/`, hide: true },
];

/** The schema parts of a route on one of the company's templates. */
const oneTemplate = (hide: boolean, summary: string) => ({
  hide,
  tags,
  summary,
  params: idParams,
  querystring: companyQuery,
});

/**
 * A company's own wording of the mails the product sends (invitation, password reset, sign-in
 * code, reminder due) per language. Reading and writing need CompanyAccountAdmin; deleting a
 * template resets that mail to the built-in default.
 */
export async function mailTemplatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireCompany({ permission: "CompanyAccountAdmin", companyFrom: "query" });

  r.get(
    `${base}/default`,
    {
      schema: {
        tags,
        summary: "The built-in default of a mail (type, lang) and its placeholders",
        querystring: defaultMailTemplateQuerySchema,
        response: { 200: defaultMailTemplateSchema },
      },
    },
    async (request) => {
      const { type, lang } = request.query;
      return {
        type,
        language: lang,
        ...defaultMailTemplates[type][lang],
        placeholders: [...mailTemplatePlaceholders[type]],
      };
    },
  );

  r.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: "A subject and body filled with sample values (nothing is stored or sent)",
        body: previewMailTemplateSchema,
        response: { 200: mailPreviewSchema },
      },
    },
    async (request) => previewMail(request.body),
  );

  for (const { url, hide } of forms(`${base}/`)) {
    r.get(
      url,
      {
        preHandler: admin,
        schema: {
          hide,
          tags,
          summary:
            "The company's own mail templates (limit 21, offset); mails without one, or with one marked unsafe, use the default",
          querystring: mailTemplateQuerySchema,
          response: { 200: z.array(mailTemplateSchema) },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.listTemplates(tx, tenant, request.query));
      },
    );

    r.post(
      url,
      {
        preHandler: admin,
        schema: {
          hide,
          tags,
          summary: "Create the company's template of a mail and language (409 when it has one)",
          querystring: companyQuery,
          body: createMailTemplateSchema,
          response: { 201: mailTemplateSchema },
        },
      },
      async (request, reply) => {
        const tenant = currentTenant(request);
        const created = await tenant.run((tx) => service.createTemplate(tx, tenant, request.body));
        return reply.code(201).send(created);
      },
    );
  }

  for (const { url, hide } of forms(`${base}/:mailTemplateId/`)) {
    r.get(
      url,
      {
        preHandler: admin,
        schema: {
          ...oneTemplate(hide, "One of the company's mail templates"),
          response: { 200: mailTemplateSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.getTemplate(tx, tenant, request.params.mailTemplateId));
      },
    );

    r.put(
      url,
      {
        preHandler: admin,
        schema: {
          ...oneTemplate(hide, "Change the subject and body of a mail template"),
          body: updateMailTemplateSchema,
          response: { 200: mailTemplateSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.updateTemplate(tx, tenant, request.params.mailTemplateId, request.body));
      },
    );

    r.delete(
      url,
      {
        preHandler: admin,
        schema: {
          ...oneTemplate(hide, "Delete a mail template: the mail goes back to the built-in default"),
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        await tenant.run((tx) => service.deleteTemplate(tx, tenant, request.params.mailTemplateId));
        return { ok: true as const };
      },
    );
  }
}
