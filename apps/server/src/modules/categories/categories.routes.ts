import {
  CATEGORY_LIMIT,
  type CompanyListPath,
  categoryInputSchema,
  categorySchema,
  categoryTypeQuerySchema,
  companyCategoryQuerySchema,
  companyLists,
  listQuerySchema,
  okSchema,
  REMINDER_CATEGORY,
} from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./categories.queries";
import { createEntry, deleteEntry, updateEntry } from "./categories.service";

const categoryParams = z.extend(companyParams, { categoryId: z.uuid() });
const tags = ["categories"];

/** The id param of each list's entries (distinct names, so no route shares another's id). */
const listIdParam: Record<CompanyListPath, string> = {
  priorities: "priorityId",
  "reminder-type": "reminderTypeId",
  tags: "companyTagId",
};

const listLabel: Record<CompanyListPath, string> = {
  priorities: "priorities",
  "reminder-type": "reminder types (task types)",
  tags: "tags",
};

/**
 * The company's lists, all kept in the categories table by type:
 * - /categories: reminder categories (type REMINDER_CATEGORY, the default; needs the documentReminder
 *   feature) and group categories (?type=GROUP_CATEGORY);
 * - /priorities, /reminder-type and /tags.
 * Reading needs membership; writing the permission CategoriesAndStatuses. At most 100 a list.
 */
export async function categoriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Reminder categories need the documentReminder feature; group categories do not. */
  const byType = (permission?: "CategoriesAndStatuses") => {
    const reminder = app.requireCompany({ feature: "documentReminder", permission });
    const other = app.requireCompany({ permission });
    return (request: FastifyRequest) =>
      ((request.query as { type?: string }).type ?? REMINDER_CATEGORY) === REMINDER_CATEGORY
        ? reminder(request)
        : other(request);
  };
  const read = byType();
  const write = byType("CategoriesAndStatuses");
  const base = "/companies/:companyId/categories";

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        summary: `Categories (limit ${CATEGORY_LIMIT}; type REMINDER_CATEGORY unless type=GROUP_CATEGORY)`,
        params: companyParams,
        querystring: companyCategoryQuerySchema,
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listCategories(tx, tenant.companyId, request.query.type, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Create a category (409 on a taken name or past 100)",
        params: companyParams,
        querystring: categoryTypeQuerySchema,
        body: categoryInputSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => createEntry(tx, tenant.companyId, request.query.type, request.body));
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${base}/:categoryId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Rename or recolour a category",
        params: categoryParams,
        querystring: categoryTypeQuerySchema,
        body: categoryInputSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        updateEntry(tx, tenant.companyId, request.query.type, request.params.categoryId, request.body),
      );
    },
  );

  r.delete(
    `${base}/:categoryId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Delete a category (what had it keeps no category)",
        params: categoryParams,
        querystring: categoryTypeQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => deleteEntry(tx, tenant.companyId, request.query.type, request.params.categoryId));
      return { ok: true as const };
    },
  );

  for (const [path, type] of Object.entries(companyLists) as [CompanyListPath, string][]) {
    const listBase = `/companies/:companyId/${path}`;
    const idName = listIdParam[path];
    const entryParams = z.extend(companyParams, { [idName]: z.uuid() });
    const entryId = (request: FastifyRequest) => (request.params as Record<string, string>)[idName] ?? "";
    const reader = app.requireCompany();
    const writer = app.requireCompany({ permission: "CategoriesAndStatuses" });

    r.get(
      listBase,
      {
        preHandler: reader,
        schema: {
          tags,
          summary: `The company's ${listLabel[path]} (limit ${CATEGORY_LIMIT}), by name`,
          params: companyParams,
          querystring: listQuerySchema,
          response: { 200: z.array(categorySchema) },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => q.listCategories(tx, tenant.companyId, type, request.query));
      },
    );

    r.post(
      listBase,
      {
        preHandler: writer,
        schema: {
          tags,
          summary: `Add to the ${listLabel[path]} (409 on a taken name or past 100)`,
          params: companyParams,
          body: categoryInputSchema,
          response: { 201: categorySchema },
        },
      },
      async (request, reply) => {
        const tenant = currentTenant(request);
        const created = await tenant.run((tx) => createEntry(tx, tenant.companyId, type, request.body));
        return reply.code(201).send(created);
      },
    );

    r.put(
      `${listBase}/:${idName}`,
      {
        preHandler: writer,
        schema: {
          tags,
          summary: `Rename or recolour one of the ${listLabel[path]}`,
          params: entryParams,
          body: categoryInputSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => updateEntry(tx, tenant.companyId, type, entryId(request), request.body));
      },
    );

    r.delete(
      `${listBase}/:${idName}`,
      {
        preHandler: writer,
        schema: {
          tags,
          summary: `Delete one of the ${listLabel[path]}`,
          params: entryParams,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        await tenant.run((tx) => deleteEntry(tx, tenant.companyId, type, entryId(request)));
        return { ok: true as const };
      },
    );
  }
}
