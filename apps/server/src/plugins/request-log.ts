import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, when it completes: its method, address, client, status and time
 * (Fastify's serializers of `req` and `res`). Fastify writes two by default, "incoming request"
 * and "request completed"; at the default level (info) each costs the server a serialization
 * and a write per request (docs/benchmarks.md, "Where an answer's CPU goes").
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, "request errored");
    else reply.log.info(entry, "request completed");
  }
}
