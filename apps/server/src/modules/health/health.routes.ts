import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps";

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
}
