import { systemNoticeSchema } from "@app/contract";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { systemNotices } from "../../db/schema";
import { currentOn } from "../../db/sql";
import type { Deps } from "../../deps";

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
    async () => {
      const rows = await deps.db
        .select()
        .from(systemNotices)
        .where(currentOn(new Date().toISOString().slice(0, 10), systemNotices))
        .orderBy(asc(systemNotices.createdAt));
      return rows.map(({ createdAt: _created, ...notice }) => notice);
    },
  );
}
