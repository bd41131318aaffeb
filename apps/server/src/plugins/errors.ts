import type { Socket } from "node:net";
import { ErrorCode } from "@app/contract";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { stdSerializers } from "pino";
import { AppError } from "../lib/errors";
import { storageFull } from "./disk";

/** Every failure answers { code, message } (plus field for validation); nothing leaks a 500 body. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).send({ code: ErrorCode.Validation, message: "The address (URL) is too long." });
    }
  });
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
    if (pgCode === "53100" || error.code === "ENOSPC") {
      request.log.error(failure(error), "disk full: a write was refused");
      const full = storageFull();
      return reply.code(full.statusCode).send({ code: full.code, message: full.message });
    }
    if (databaseUnavailable(error)) {
      request.log.error(failure(error), "the database did not answer");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ code: ErrorCode.Unavailable, message: "The database did not answer in time. Please try again." });
    }
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
 * hundreds of ids, a reminder's title and description): log the statement, the database's error
 * and how many values it was given, never the values.
 */
function failure(error: Error) {
  if (!(error instanceof DrizzleQueryError)) return { err: withoutValues(error) };
  const values = error.params.reduce<number>((n, p) => n + (Array.isArray(p) ? p.length : 1), 0);
  return { err: withoutValues(error.cause ?? new Error("query failed")), query: error.query, values };
}

/** An error as pino logs it, less the values a driver attaches to it (PGlite's error carries params). */
function withoutValues(error: Error) {
  const { params: _params, queryOptions: _queryOptions, ...rest } = stdSerializers.err(error);
  return rest;
}

/** Seconds a client is asked to wait before it tries again when the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's and PostgreSQL's codes of a connection that failed, broke off or was ended by the server. */
const CONNECTION_LOST = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "57P01", "57P02", "57P03"]);

/**
 * A query cancelled by statement_timeout, no pool connection in time, no database at all, or a
 * connection lost under the request (the database restarted, its connections were terminated;
 * PostgreSQL's class 08 is connection exceptions): the pool opens new connections by itself.
 */
export function databaseUnavailable(error: Error) {
  const cause = (error.cause ?? error) as NodeJS.ErrnoException;
  const code = typeof cause.code === "string" ? cause.code : "";
  return (
    code === "57014" ||
    CONNECTION_LOST.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    /timeout exceeded when trying to connect|Connection terminated/.test(cause.message ?? "")
  );
}

/** Longest address (path and query) a request may have; Node itself refuses headers past 16 KB. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Requests Node refuses before Fastify sees them (headers too large, malformed) answer the same shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The address or headers of the request are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive."]
        : [400, "Bad Request", "The request is malformed."];
  const body = JSON.stringify({ code: ErrorCode.Validation, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const notFoundBody = { code: ErrorCode.NotFound, message: "Not found." };
