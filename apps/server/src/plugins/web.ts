import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors";

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
