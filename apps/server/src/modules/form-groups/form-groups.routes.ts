import {
  ErrorCode,
  formGroupInputSchema,
  formGroupLimitMessage,
  formGroupListSchema,
  formGroupSchema,
  groupMemberInputSchema,
} from "@app/contract";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { companies, formGroups, formGroupUsers } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.queries";

const tags = ["form groups"];

const selectFormGroups = (tx: Tx) =>
  tx
    .select({
      id: formGroups.id,
      name: formGroups.name,
      createdAt: formGroups.createdAt,
      // Written out: in a one-table select drizzle leaves column names unqualified.
      memberCount: sql<number>`(select count(*)::int from form_group_users u where u.form_group_id = form_groups.id)`,
    })
    .from(formGroups);

type Row = Awaited<ReturnType<typeof selectFormGroups>>[number];
const toFormGroup = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

async function findFormGroup(tx: Tx, companyId: string, id: string) {
  const [row] = await selectFormGroups(tx).where(and(eq(formGroups.companyId, companyId), eq(formGroups.id, id)));
  if (!row) throw notFound("Form group");
  return toFormGroup(row);
}

/**
 * Groups of the form app. A company has at most companies.formGroupLimit of them: one more
 * answers 409 FORM_GROUP_LIMIT_REACHED (the spec's limit-reached message). Full members read
 * them; those with the Forms permission create them and add members.
 */
export async function formGroupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const forms = app.requireCompany({ permission: "Forms" });
  const base = "/companies/:companyId/form-groups";

  r.get(
    base,
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "The company's form-app groups by name",
        params: companyParams,
        response: { 200: formGroupListSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      if (tenant.type === "GUEST") throw forbidden();
      const rows = await tenant.run((tx) =>
        selectFormGroups(tx)
          .where(eq(formGroups.companyId, tenant.companyId))
          .orderBy(sql`lower(form_groups.name)`, asc(formGroups.id)),
      );
      return rows.map(toFormGroup);
    },
  );

  r.post(
    base,
    {
      preHandler: forms,
      schema: {
        tags,
        summary: "Create a form-app group (409 FORM_GROUP_LIMIT_REACHED past the company's limit)",
        params: companyParams,
        body: formGroupInputSchema,
        response: { 201: formGroupSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run(async (tx) => {
        // One creation at a time per company, so two at once cannot both pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form-groups:${tenant.companyId}`}))`);
        const [company] = await tx
          .select({ limit: companies.formGroupLimit })
          .from(companies)
          .where(eq(companies.id, tenant.companyId));
        const [existing] = await tx
          .select({ n: count() })
          .from(formGroups)
          .where(eq(formGroups.companyId, tenant.companyId));
        if ((existing?.n ?? 0) >= (company?.limit ?? 0)) {
          throw conflict(ErrorCode.FormGroupLimitReached, formGroupLimitMessage);
        }
        const [row] = await tx
          .insert(formGroups)
          .values({ companyId: tenant.companyId, name: request.body.name })
          .returning({ id: formGroups.id });
        if (!row) throw new Error("form group not stored");
        return findFormGroup(tx, tenant.companyId, row.id);
      });
      return reply.code(201).send(created);
    },
  );

  r.post(
    "/form-groups/:formGroupId/users",
    {
      preHandler: app.requireCompany({ permission: "Forms", companyFrom: "query" }),
      schema: {
        tags,
        summary: "Add a member of the company to a form-app group (?companyId=)",
        params: z.object({ formGroupId: z.uuid() }),
        querystring: companyParams,
        body: groupMemberInputSchema,
        response: { 200: formGroupSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { formGroupId } = request.params;
      return tenant.run(async (tx) => {
        await findFormGroup(tx, tenant.companyId, formGroupId);
        await checkMembers(tx, tenant.companyId, [request.body.userId], "userId");
        await tx
          .insert(formGroupUsers)
          .values({ companyId: tenant.companyId, formGroupId, userId: request.body.userId })
          .onConflictDoNothing();
        return findFormGroup(tx, tenant.companyId, formGroupId);
      });
    },
  );
}
