import { systemNoticeSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { currentNotices } from "./system-notices.queries";

export async function systemNoticesRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/notices",
    {
      schema: {
        tags: ["notices"],
        summary: "Current system notices for the header banner",
        response: { 200: z.array(systemNoticeSchema) },
      },
    },
    async () => currentNotices(deps.db),
  );
}
