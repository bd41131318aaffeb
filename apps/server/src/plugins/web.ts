import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
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
  const assets = root === undefined ? "" : `${resolve(root, "assets")}${sep}`;
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    // preCompressed: the build's .br or .gz beside a file, as the browser accepts (vite.config.ts).
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Files under assets/ carry a hash of their content in their name (a new build gives new names):
      // kept for a year. Any other (index.html, the service worker) is asked for again every time.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader(
          "cache-control",
          path.startsWith(assets) ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // A cache between must not hand the brotli answer to a browser that asked without it.
        response.setHeader("vary", "accept-encoding");
      },
    });
    // The wildcard route would answer the root folder itself with 403.
    app.get("/", { schema: { hide: true } }, (_request, reply) => reply.sendFile("index.html"));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !notPages.test(request.url);
    if (hasWeb && wantsPage) return reply.sendFile("index.html");
    return reply.code(404).send(notFoundBody);
  });
}
