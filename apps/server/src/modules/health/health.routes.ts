import { apiErrorSchema, ErrorCode } from "@app/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { Deps } from "../../deps";

export const HEALTH_TIMEOUT_MS = 3000;

/** Why the database is not usable now, or undefined; never waits longer than HEALTH_TIMEOUT_MS. */
async function databaseProblem(db: Database) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`), HEALTH_TIMEOUT_MS);
  });
  const answer = db.execute(sql`select 1`).then(
    () => undefined,
    (error: Error) => `the database failed: ${error.message}`,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness, free disk space of the embedded database and database reachability",
        response: { 200: z.object({ status: z.literal("ok") }), 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const problem = (await app.diskFull()) ?? (await databaseProblem(deps.db));
      if (problem) {
        request.log.warn(`health: ${problem}`);
        return reply.code(503).send({ code: ErrorCode.Unavailable, message: `Unhealthy: ${problem}.` });
      }
      return { status: "ok" as const };
    },
  );
}
