import { companyNoticeInputSchema, companyNoticeSchema, okSchema } from "@app/contract";
import { and, asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { companyNotices } from "../../db/schema";
import { currentOn } from "../../db/sql";
import { forbidden, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";

const noticeParams = companyParams.extend({ companyNoticeId: z.uuid() });
const tags = ["company notices"];
const today = () => new Date().toISOString().slice(0, 10);

const toNotice = (row: typeof companyNotices.$inferSelect) => ({
  id: row.id,
  text: row.text,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  createdAt: row.createdAt.toISOString(),
});

async function findNotice(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(companyNotices)
    .where(and(eq(companyNotices.companyId, companyId), eq(companyNotices.id, id)));
  if (!row) throw notFound("Notice");
  return row;
}

/** The company's own banner notices: everyone reads the current ones; administrators manage all. */
export async function companyNoticesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireCompany({ permission: "CompanyAccountAdmin" });
  const base = "/companies/:companyId/company-notices";

  r.get(
    base,
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "Company notices: current ones (active=true) for the banner, all for administrators",
        params: companyParams,
        querystring: z.object({ active: z.enum(["true", "false"]).default("true") }),
        response: { 200: z.array(companyNoticeSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const all = request.query.active === "false";
      if (all && !tenant.permissions.has("CompanyAccountAdmin")) throw forbidden();
      const rows = await tenant.run((tx) =>
        tx
          .select()
          .from(companyNotices)
          .where(
            and(eq(companyNotices.companyId, tenant.companyId), all ? undefined : currentOn(today(), companyNotices)),
          )
          .orderBy(all ? desc(companyNotices.createdAt) : asc(companyNotices.createdAt)),
      );
      return rows.map(toNotice);
    },
  );

  r.post(
    base,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Create a company notice",
        params: companyParams,
        body: companyNoticeInputSchema,
        response: { 201: companyNoticeSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const [row] = await tenant.run((tx) =>
        tx
          .insert(companyNotices)
          .values({ ...request.body, companyId: tenant.companyId, createdBy: tenant.userId })
          .returning(),
      );
      if (!row) throw new Error("notice not stored");
      return reply.code(201).send(toNotice(row));
    },
  );

  r.put(
    `${base}/:companyNoticeId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Edit or reschedule a company notice",
        params: noticeParams,
        body: companyNoticeInputSchema,
        response: { 200: companyNoticeSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run(async (tx) => {
        await findNotice(tx, tenant.companyId, request.params.companyNoticeId);
        const [row] = await tx
          .update(companyNotices)
          .set(request.body)
          .where(
            and(eq(companyNotices.companyId, tenant.companyId), eq(companyNotices.id, request.params.companyNoticeId)),
          )
          .returning();
        if (!row) throw notFound("Notice");
        return toNotice(row);
      });
    },
  );

  r.delete(
    `${base}/:companyNoticeId`,
    {
      preHandler: admin,
      schema: { tags, summary: "Delete a company notice", params: noticeParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run(async (tx) => {
        await findNotice(tx, tenant.companyId, request.params.companyNoticeId);
        await tx
          .delete(companyNotices)
          .where(
            and(eq(companyNotices.companyId, tenant.companyId), eq(companyNotices.id, request.params.companyNoticeId)),
          );
      });
      return { ok: true as const };
    },
  );
}
