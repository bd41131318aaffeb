import { ErrorCode } from "@app/contract";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";

/** Every failure answers { code, message } (plus field for validation); nothing leaks a 500 body. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.current === undefined ? {} : { current: error.current }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "";
      return reply.code(400).send({
        code: ErrorCode.Validation,
        message: `Invalid ${error.validationContext ?? "request"}${field ? `: ${field}` : ""}: ${issue?.message ?? "invalid value"}`,
        field,
      });
    }
    // PostgreSQL data exceptions (class 22: a NUL byte in text, a number out of range) are bad input.
    const pgCode = (error.cause as { code?: unknown } | undefined)?.code;
    if (typeof pgCode === "string" && pgCode.startsWith("22")) {
      return reply.code(400).send({ code: ErrorCode.Validation, message: "A value in the request is not allowed." });
    }
    // The multipart parser's own errors (a body that breaks off, a malformed part or boundary)
    // carry no status: they are bad input on any upload route.
    if (!error.statusCode && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? "")) {
      return reply.code(400).send({ code: ErrorCode.Validation, message: "The upload is malformed or incomplete." });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ code: ErrorCode.PayloadTooLarge, message: "The request is too large." });
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ code: ErrorCode.RateLimited, message: "Too many requests, please wait and try again." });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: ErrorCode.Validation, message: error.message });
    }
    request.log.error(failure(error), "unhandled error");
    return reply.code(500).send({ code: ErrorCode.Internal, message: "Something went wrong on our side." });
  });
});

/**
 * What the log keeps of a failure. A failed query's message lists every parameter (a mass edit's
 * hundreds of ids): log the statement, the database's error and how many values it was given.
 */
function failure(error: Error) {
  if (!(error instanceof DrizzleQueryError)) return { err: error };
  const values = error.params.reduce<number>((n, p) => n + (Array.isArray(p) ? p.length : 1), 0);
  return { err: error.cause ?? new Error("query failed"), query: error.query, values };
}

export const notFoundBody = { code: ErrorCode.NotFound, message: "Not found." };
