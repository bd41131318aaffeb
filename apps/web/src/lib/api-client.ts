import { apiErrorSchema, ErrorCode } from "@app/contract";
import type { z } from "zod/mini";
import { isLoginPage, loginPath } from "./paths";
import { clearAllStorage, getSession } from "./storage";

export const API_BASE = "/api";

/** Tries after the first of a POST that got no answer (a dropped connection), with the same Idempotency-Key. */
const POST_RETRIES = 2;

/** Code of an ApiError for a request that never got an answer. */
export const NETWORK_ERROR = "NETWORK";

/** A failed call: HTTP status (0 without an answer), the API's error code and message, and the field at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly field?: string,
    /** With STALE_VERSION: the entity as it is now. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The entity as it is now when a save was refused as based on an older version (409 STALE_VERSION); else null. */
export function staleCurrent<T>(error: unknown, schema: z.ZodMiniType<T>): T | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.StaleVersion) return null;
  const parsed = schema.safeParse(error.current);
  return parsed.success ? parsed.data : null;
}

interface Navigation {
  navigate: (to: string) => void;
  /** Current path with its query string. */
  location: () => string;
}

let navigation: Navigation = {
  // Until the router connects (app/router.tsx): it reads the address when it first renders.
  navigate: (to) => window.history.pushState(null, "", to),
  location: () => window.location.pathname + window.location.search,
};

/** Lets the client redirect through the app's router. */
export function connectNavigation(next: Navigation) {
  navigation = next;
}

type Query = Record<string, string | number | boolean | undefined>;

interface Options {
  query?: Query;
  /** Sent as JSON; a Blob (a file) is sent as it is, with its own type. */
  body?: unknown;
  /** GET only: send 403, 404 and other failures to the error pages (default true). */
  errorPages?: boolean;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, field, current } = parsed.data;
    return new ApiError(response.status, code, message, field, current);
  }
  return new ApiError(response.status, `HTTP_${response.status}`, response.statusText || "Request failed");
}

/**
 * The spec's redirect rules: 401 logs out; on a GET, 403 → /403, 404 → /404, anything else → /error.
 * Nothing is redirected while the user is on a login page.
 */
function redirectOnFailure(method: string, status: number, errorPages: boolean) {
  const here = navigation.location();
  if (isLoginPage(here)) return;
  if (status === 401) {
    clearAllStorage();
    navigation.navigate(loginPath(here));
    return;
  }
  if (method !== "GET" || !errorPages) return;
  navigation.navigate(status === 403 ? "/403" : status === 404 ? "/404" : "/error");
}

async function request(method: string, path: string, options: Options = {}): Promise<Response> {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers = new Headers({ Accept: "application/json" });
  const token = getSession()?.token;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const init: RequestInit = { method, headers };
  if (options.body instanceof Blob) {
    headers.set("Content-Type", options.body.type);
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(options.body);
  }

  // A POST carries a key of its own, the same on each of its tries: the server runs it once, so a
  // retry after a lost answer (the request may have been done) never creates twice (plugins/idempotency.ts).
  // An upload (a Blob) is not compared by the server: it is not tried again.
  const tries = method === "POST" && !(options.body instanceof Blob) ? 1 + POST_RETRIES : 1;
  if (method === "POST") headers.set("Idempotency-Key", crypto.randomUUID());

  let response: Response | undefined;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(url, init);
    } catch {
      if (attempt < tries) continue;
      redirectOnFailure(method, 0, options.errorPages ?? true);
      throw new ApiError(0, NETWORK_ERROR, "The request did not reach the server.");
    }
  }
  if (!response.ok) {
    const error = await toApiError(response);
    redirectOnFailure(method, response.status, options.errorPages ?? true);
    throw error;
  }
  return response;
}

async function json<T>(response: Response, schema: z.ZodMiniType<T>): Promise<T> {
  return schema.parse(await response.json());
}

export const api = {
  get: async <T>(path: string, schema: z.ZodMiniType<T>, options?: Omit<Options, "body">) =>
    json(await request("GET", path, options), schema),
  getBlob: async (path: string, options?: Omit<Options, "body">) => (await request("GET", path, options)).blob(),
  /** The answer itself, for a body read as a stream (a download with progress). */
  getResponse: (path: string, options?: Omit<Options, "body">) => request("GET", path, options),
  post: async <T>(path: string, schema: z.ZodMiniType<T>, options?: Omit<Options, "errorPages">) =>
    json(await request("POST", path, options), schema),
  put: async <T>(path: string, schema: z.ZodMiniType<T>, options?: Omit<Options, "errorPages">) =>
    json(await request("PUT", path, options), schema),
  delete: async <T>(path: string, schema: z.ZodMiniType<T>, options?: Omit<Options, "errorPages" | "body">) =>
    json(await request("DELETE", path, options), schema),
};
