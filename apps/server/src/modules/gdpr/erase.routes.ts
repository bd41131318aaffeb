import { gdprEraseResultSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { eraseMember } from "./erase.service";

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
    async (request) => eraseMember(deps, currentTenant(request), request.params.userId),
  );
}
