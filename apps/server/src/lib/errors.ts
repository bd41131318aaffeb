import { ErrorCode, type ErrorCodeValue } from "@app/contract";

/** An error the client is meant to see: HTTP status, error code and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A code of the contract: ErrorCode, or a numeric login code (LoginError). */
    readonly code: ErrorCodeValue | number,
    message: string,
    readonly field?: string,
    /** Sent along as `current` (STALE_VERSION: the entity as it is now). */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError(401, ErrorCode.Unauthorized, "Authentication required.");
export const forbidden = () =>
  new AppError(403, ErrorCode.Forbidden, "Forbidden: you don't have permission to access this page.");
export const notFound = (what = "Resource") => new AppError(404, ErrorCode.NotFound, `${what} not found.`);

/** 400: a value of the request is not acceptable; field names it for the form. */
export const invalid = (field: string | undefined, message: string) =>
  new AppError(400, ErrorCode.Validation, message, field);

/** 409: the request clashes with the state of things (a rule of the domain, a duplicate, a limit). */
export const conflict = (code: ErrorCodeValue, message: string, field?: string) =>
  new AppError(409, code, message, field);

/** 409: the save was based on an older version; the client gets the entity as it is now. */
export const staleVersion = (current: { updatedBy: { name: string } | null }) =>
  new AppError(
    409,
    ErrorCode.StaleVersion,
    `Changed by ${current.updatedBy?.name || "another user"} while you edited.`,
    undefined,
    current,
  );

/** PostgreSQL's unique violation, bare or wrapped by drizzle (as its cause). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};
