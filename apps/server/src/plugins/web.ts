import { existsSync } from "node:fs";
import { resolve } from "node:path";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFoundBody } from "./errors";

const directives = {
  "default-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "connect-src": ["'self'", "ws:", "wss:"],
  "script-src": ["'self'"],
  "worker-src": ["'self'"],
};

/**
 * Helmet's headers. HSTS and the CSP's upgrade-insecure-requests only on a request that came
 * over https (request.protocol: the connection, or X-Forwarded-Proto from a trusted proxy):
 * over plain http they would make the browser refuse the app's own scripts and a blank page.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...directives, "upgrade-insecure-requests": null } },
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol !== "https") return;
    reply.helmet({
      contentSecurityPolicy: { directives: { ...directives, "upgrade-insecure-requests": [] } },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
  });
});

const notPages = /^\/(api|docs|openapi\.json|health|webapp-updates)(\/|$|\?)/;

/** Serves the built web app; any other GET that wants a page gets index.html (client routing). */
export async function webPlugin(app: FastifyInstance, options: { dist?: string }) {
  const root = options.dist ? resolve(options.dist) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, "index.html"));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    await app.register(fastifyStatic, { root, wildcard: true, index: false });
    // The wildcard route would answer the root folder itself with 403.
    app.get("/", { schema: { hide: true } }, (_request, reply) =>
      reply.header("cache-control", "no-cache").sendFile("index.html"),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !notPages.test(request.url);
    if (hasWeb && wantsPage) return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply.code(404).send(notFoundBody);
  });
}
