import {
  matrixExportQuerySchema,
  okSchema,
  UNIT_CATEGORY_LIMIT,
  UNIT_MEMBER_LIMIT,
  unitCategoryInputSchema,
  unitCategoryQuerySchema,
  unitCategorySchema,
  unitCountSchema,
  unitInputSchema,
  unitListItemSchema,
  unitMatrixSchema,
  unitMemberSchema,
  unitQuerySchema,
  unitSchema,
  unitUpdateSchema,
  unitUserInputSchema,
  unitUserStatusInputSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { unitFilesRoutes } from "./unit-files.routes";
import { unitProductsRoutes } from "./unit-products.routes";
import * as service from "./units.service";

const unitParams = z.extend(companyParams, { unitId: z.uuid() });
const categoryParams = z.extend(companyParams, { unitCategoryId: z.uuid() });
const memberParams = z.extend(unitParams, { userId: z.uuid() });
const tags = ["units"];

/**
 * Units (teams, sites, crews) and knowledge units (their competence matrix), docs/units.md. Every
 * route needs CompanyUnits and is closed to guests; the matrix needs the skills feature too.
 * Registered so that the unit's own DELETE comes last (the isolation suite makes deletions in
 * table order: a unit's files and products go before the unit).
 */
export async function unitsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany({ permission: "CompanyUnits", guests: false });
  const knowledge = app.requireCompany({ permission: "CompanyUnits", feature: "skills", guests: false });
  const base = "/companies/:companyId/units";

  // --- categories (static paths: matched before /units/:unitId) ---------------------------------

  r.get(
    `${base}/categories`,
    {
      preHandler,
      schema: {
        tags,
        summary: `The company's unit categories by name (limit ${UNIT_CATEGORY_LIMIT})`,
        params: companyParams,
        querystring: unitCategoryQuerySchema,
        response: { 200: z.array(unitCategorySchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listCategories(tx, tenant, request.query));
    },
  );

  r.post(
    `${base}/categories`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Add a unit category (409 CONFLICT on a taken name, LIMIT_REACHED past ${UNIT_CATEGORY_LIMIT})`,
        params: companyParams,
        body: unitCategoryInputSchema,
        response: { 201: unitCategorySchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createCategory(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${base}/categories/:unitCategoryId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Rename a unit category",
        params: categoryParams,
        body: unitCategoryInputSchema,
        response: { 200: unitCategorySchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateCategory(tx, tenant, request.params.unitCategoryId, request.body));
    },
  );

  r.delete(
    `${base}/categories/:unitCategoryId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a unit category (the units keep their others)",
        params: categoryParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteCategory(tx, tenant, request.params.unitCategoryId));
      return { ok: true as const };
    },
  );

  // --- units ------------------------------------------------------------------------------------

  r.get(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Units by name (limit 21, offset; q on the name, status, categoryId)",
        params: companyParams,
        querystring: unitQuerySchema,
        response: { 200: z.array(unitListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listUnits(tx, tenant, request.query));
    },
  );

  r.get(
    `${base}/count`,
    {
      preHandler,
      schema: {
        tags,
        summary: "How many units match (the list's filters)",
        params: companyParams,
        querystring: z.pick(unitQuerySchema, { q: true, status: true, categoryId: true }),
        response: { 200: unitCountSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.countUnits(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Create a unit (PLAN unless a status is given)",
        params: companyParams,
        body: unitInputSchema,
        response: { 201: unitSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const unit = await tenant.run((tx) => service.createUnit(tx, tenant, request.body));
      return reply.code(201).send(unit);
    },
  );

  r.get(
    `${base}/:unitId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "One unit with its members and required skills",
        params: unitParams,
        response: { 200: unitSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getUnit(tx, tenant, request.params.unitId));
    },
  );

  r.put(
    `${base}/:unitId`,
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Save the unit as GET answers it (fields not sent kept; version: 409 STALE_VERSION; status transitions)",
        params: unitParams,
        body: unitUpdateSchema,
        response: { 200: unitSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateUnit(tx, tenant, request.params.unitId, request.body));
    },
  );

  // --- members ----------------------------------------------------------------------------------

  r.post(
    `${base}/:unitId/users`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Add a member of the company, assigned (409 ALREADY_MEMBER, 409 when inactivated, at most ${UNIT_MEMBER_LIMIT})`,
        params: unitParams,
        body: unitUserInputSchema,
        response: { 201: unitMemberSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { unitId } = request.params;
      const member = await tenant.run((tx) => service.addMember(tx, tenant, unitId, request.body.userId));
      return reply.code(201).send(member);
    },
  );

  r.put(
    `${base}/:unitId/users/:userId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "A member's place in the unit: ASSIGNED or UNASSIGNED",
        params: memberParams,
        body: unitUserStatusInputSchema,
        response: { 200: unitMemberSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, userId } = request.params;
      return tenant.run((tx) => service.setMemberStatus(tx, tenant, unitId, userId, request.body.status));
    },
  );

  r.delete(
    `${base}/:unitId/users/:userId`,
    {
      preHandler,
      schema: { tags, summary: "Remove a member from the unit", params: memberParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, userId } = request.params;
      await tenant.run((tx) => service.removeMember(tx, tenant, unitId, userId));
      return { ok: true as const };
    },
  );

  // --- files and products -----------------------------------------------------------------------

  await unitFilesRoutes(app, deps, preHandler);
  unitProductsRoutes(app, preHandler);

  // --- competence matrix (knowledge units) ------------------------------------------------------

  r.get(
    `${base}/:unitId/matrix`,
    {
      preHandler: knowledge,
      schema: {
        tags,
        summary: "The competence matrix: assigned members by required skills, coloured on the company's day",
        params: unitParams,
        response: { 200: unitMatrixSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getMatrix(tx, tenant, request.params.unitId));
    },
  );

  r.get(
    `${base}/:unitId/matrix/export`,
    {
      preHandler: knowledge,
      schema: {
        tags,
        summary: "The competence matrix as CSV (UTF-8 with BOM, ';') or PDF, in the reader's language",
        params: unitParams,
        querystring: matrixExportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.exportMatrix(tx, tenant, request.params.unitId, request.query));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: file.contentType, size: file.bytes.length },
        file.bytes,
      );
    },
  );

  // --- deleting a unit (last: see above) --------------------------------------------------------

  r.delete(
    `${base}/:unitId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a unit with its members, products and files (removed from storage once committed)",
        params: unitParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const keys = await tenant.run((tx) => service.deleteUnit(tx, tenant, request.params.unitId));
      await service.removeStored(deps.storage, keys, request.log);
      return { ok: true as const };
    },
  );
}
