import { AsyncLocalStorage } from "node:async_hooks";

/** Who is behind the request a transaction serves: recorded with its audit events (docs/audit.md). */
export interface RequestContext {
  ip: string;
  userAgent: string;
  /** Set by authenticate when the request came with an API token. */
  tokenId?: string;
}

/** The longest User-Agent kept (with a session, with an audit event). */
export const USER_AGENT_MAX = 500;

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request being served, if any (scheduled jobs have none). */
export const requestContext = () => storage.getStore();

/** Runs the rest of the request's handling with its context (an onRequest hook). */
export function runWithRequestContext(context: RequestContext, next: () => void) {
  storage.run(context, next);
}
