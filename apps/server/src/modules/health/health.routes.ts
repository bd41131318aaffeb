import { apiErrorSchema, ErrorCode } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { databaseProblem } from "./health.queries";

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
