import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { attachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { collectGdprExport, gdprArchive } from "./gdpr.service";

const memberParams = z.extend(companyParams, { userId: z.uuid() });

/** GDPR (docs/gdpr.md): a person's data as a ZIP, for the person themself or a member with the GDPR permission. */
export async function gdprRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/companies/:companyId/users/:userId/gdpr-export",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags: ["gdpr"],
        summary:
          "Everything the company holds about one member, as a ZIP (data.json, index.html in their language, certificates, picture), streamed with its Content-Length; the member themself, or with the GDPR permission",
        params: memberParams,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const found = await tenant.run((tx) => collectGdprExport(tx, tenant, request.params.userId));
      const archive = await gdprArchive(deps.storage, found);
      reply
        .type("application/zip")
        .header("content-disposition", attachment(archive.fileName))
        .header("cache-control", "no-store");
      if (archive.size >= 0) reply.header("content-length", archive.size);
      return reply.send(archive.stream);
    },
  );
}
