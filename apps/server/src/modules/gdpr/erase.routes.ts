import { gdprEraseResultSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant, withUserScope } from "../../plugins/tenant";
import { endIdleWebSessions } from "../company-users/company-users.service";
import { eraseMember, removeErasedFiles } from "./erase.service";

const memberParams = z.extend(companyParams, { userId: z.uuid() });

export async function gdprEraseRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/companies/:companyId/users/:userId/gdpr-erase",
    {
      config: { actsOnMember: true },
      preHandler: app.requireCompany({ permission: "Gdpr" }),
      schema: {
        tags: ["gdpr"],
        summary:
          "Erase a member's personal data (GDPR art. 17): removed from the company, what stays for others anonymised, the audit log rewritten; the account deleted if in no other company (docs/gdpr-erasure.md)",
        params: memberParams,
        response: { 200: gdprEraseResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      const erased = await tenant.run((tx) => eraseMember(tx, deps, tenant, userId));
      // Once it committed, in the member's own scope: their web sessions end if no company is left to them there.
      if (!erased.accountDeleted) {
        await withUserScope(deps.db, userId, (tx) => endIdleWebSessions(tx, deps, userId));
      }
      return removeErasedFiles(deps, erased);
    },
  );
}
