import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/** A signed-in caller: its token, or anything that carries one (a fixture's member, an isolation side). */
export type Who = string | { token: string };

type Body = InjectOptions["payload"];

/** What a request may add: headers besides the authorization (a content type, a cookie), the peer's address. */
export interface RequestOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface Caller {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** A request built elsewhere (a route table sweep), sent as this caller. */
  send(request: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface Client {
  /** Requests with the bearer token of this caller; none for null or undefined (a test that runs both ways). */
  as(who: Who | null | undefined): Caller;
  /** Requests without a token. */
  anonymous(): Caller;
}

const tokenOf = (who: Who | null | undefined) => (typeof who === "string" || !who ? who : who.token);

function caller(app: FastifyInstance, token?: string | null): Caller {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = (request: InjectOptions) =>
    app.inject({ ...request, headers: { ...authorization, ...(request.headers as Record<string, string>) } });
  const withBody =
    (method: "POST" | "PUT" | "PATCH" | "DELETE") => (url: string, body?: Body, options?: RequestOptions) =>
      send({ method, url, payload: body, ...options });
  return {
    get: (url, options) => send({ method: "GET", url, ...options }),
    post: withBody("POST"),
    put: withBody("PUT"),
    patch: withBody("PATCH"),
    delete: withBody("DELETE"),
    send,
  };
}

/** The API of a test app as its clients call it: `client(app).as(member).get(url)`. */
export function client(app: FastifyInstance): Client {
  return { as: (who) => caller(app, tokenOf(who)), anonymous: () => caller(app) };
}
