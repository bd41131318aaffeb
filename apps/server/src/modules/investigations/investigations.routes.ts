import {
  answeredQuestionSchema,
  answerInputSchema,
  investigationCreateSchema,
  investigationListItemSchema,
  investigationListQuerySchema,
  investigationSchema,
  investigationStatusInputSchema,
  investigationTemplateSchema,
  investigatorAddedSchema,
  investigatorInputSchema,
  investigatorQuerySchema,
  investigatorSchema,
  okSchema,
  publicationSchema,
  templateInputSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./investigations.service";

const tags = ["investigations"];
const templateParams = z.extend(companyParams, { templateId: z.uuid() });
const investigatorParams = z.extend(companyParams, { investigatorId: z.uuid() });

/**
 * Investigations (docs/investigations.md): the spec's list, templates and investigation users, and
 * the investigation part of an object (answers, status).
 */
export async function investigationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const certifier = app.requireCompany({ permission: "CertifyDocument", feature: "investigation", guests: false });
  const manager = app.requireCompany({ permission: "Investigations", feature: "investigation", guests: false });
  const member = app.requireCompany({ feature: "investigation" });
  const templates = "/companies/:companyId/investigation-templates";
  const part = "/companies/:companyId/publications/:publicationId/investigation";
  const users = "/companies/:companyId/investigation-users";

  r.get(
    "/companies/:companyId/publications/investigations",
    {
      preHandler: certifier,
      schema: {
        tags,
        summary: "The investigation list: by name (q), sorted, 21 fetched",
        params: companyParams,
        querystring: investigationListQuerySchema,
        response: { 200: z.array(investigationListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listInvestigations(tx, tenant, request.query));
    },
  );

  r.post(
    "/companies/:companyId/investigations",
    {
      preHandler: certifier,
      schema: {
        tags,
        summary: "A new investigation object, from a template or blank",
        params: companyParams,
        body: investigationCreateSchema,
        response: { 201: publicationSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createInvestigation(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    templates,
    {
      preHandler: certifier,
      schema: {
        tags,
        summary: "The company's investigation templates, by name",
        params: companyParams,
        response: { 200: z.array(investigationTemplateSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listTemplates(tx, tenant));
    },
  );

  r.post(
    templates,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "A new investigation template",
        params: companyParams,
        body: templateInputSchema,
        response: { 201: investigationTemplateSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createTemplate(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    `${templates}/:templateId`,
    {
      preHandler: certifier,
      schema: { tags, summary: "One template", params: templateParams, response: { 200: investigationTemplateSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getTemplate(tx, tenant, request.params.templateId));
    },
  );

  r.put(
    `${templates}/:templateId`,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Save the whole template, with the version it was read at",
        params: templateParams,
        body: templateInputSchema,
        response: { 200: investigationTemplateSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateTemplate(tx, tenant, request.params.templateId, request.body));
    },
  );

  r.delete(
    `${templates}/:templateId`,
    {
      preHandler: manager,
      schema: { tags, summary: "Delete a template", params: templateParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteTemplate(tx, tenant, request.params.templateId));
      return { ok: true as const };
    },
  );

  r.get(
    part,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The investigation part of an object: status, questions with answers, investigators",
        params: publicationParams,
        response: { 200: investigationSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getInvestigation(tx, tenant, request.params.publicationId));
    },
  );

  r.put(
    `${part}/answers`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Save one answer (as it is typed)",
        params: publicationParams,
        body: answerInputSchema,
        response: { 200: answeredQuestionSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.saveAnswer(tx, tenant, request.params.publicationId, request.body));
    },
  );

  r.put(
    `${part}/status`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Start or close the investigation (closed is read-only)",
        params: publicationParams,
        body: investigationStatusInputSchema,
        response: { 200: investigationSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.setStatus(tx, tenant, request.params.publicationId, request.body.status));
    },
  );

  r.get(
    `${part}/report`,
    {
      preHandler: member,
      schema: { tags, summary: "The investigation as a PDF report", params: publicationParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { name, bytes } = await tenant.run((tx) => service.report(tx, tenant, request.params.publicationId));
      return sendAttachment(reply, { uploadName: name, contentType: "application/pdf", size: bytes.length }, bytes);
    },
  );

  r.get(
    users,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The investigators of an investigation (publicationId)",
        params: companyParams,
        querystring: investigatorQuerySchema,
        response: { 200: z.array(investigatorSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listInvestigators(tx, tenant, request.query.publicationId));
    },
  );

  r.post(
    users,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Add an investigator, or every member assigned to a unit (they are told by bell and mail)",
        params: companyParams,
        body: investigatorInputSchema,
        response: { 201: investigatorAddedSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const added = await tenant.run((tx) => service.addInvestigators(tx, deps, tenant, request.body));
      return reply.code(201).send(added);
    },
  );

  r.delete(
    `${users}/:investigatorId`,
    {
      preHandler: member,
      schema: { tags, summary: "Remove an investigator", params: investigatorParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.removeInvestigator(tx, tenant, request.params.investigatorId));
      return { ok: true as const };
    },
  );
}
