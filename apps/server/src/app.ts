import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { BaseDeps, Deps } from "./deps";
import "./lib/zod-messages";
import { runWithRequestContext, USER_AGENT_MAX } from "./lib/request-context";
import { serializerCompiler } from "./lib/response-serializer";
import { activitiesRoutes } from "./modules/activities/activities.routes";
import { addressBookRoutes } from "./modules/address-book/address-book.routes";
import { addressBookVcardRoutes } from "./modules/address-book/address-book-vcard.routes";
import { apiTokensRoutes } from "./modules/api-tokens/api-tokens.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { calendarRoutes } from "./modules/calendar/calendar.routes";
import { categoriesRoutes } from "./modules/categories/categories.routes";
import { certifyRoutes } from "./modules/certify/certify.routes";
import { checklistsRoutes } from "./modules/checklists/checklists.routes";
import { commentsRoutes } from "./modules/comments/comments.routes";
import { companiesRoutes } from "./modules/companies/companies.routes";
import { companyFilesRoutes } from "./modules/company-files/company-files.routes";
import { companyInfoRoutes } from "./modules/company-info/company-info.routes";
import { companyNoticesRoutes } from "./modules/company-notices/company-notices.routes";
import { companyUsersRoutes } from "./modules/company-users/company-users.routes";
import { customerPageRoutes } from "./modules/customers/customer-page.routes";
import { customerTransferRoutes } from "./modules/customers/customer-transfer.routes";
import { customersRoutes } from "./modules/customers/customers.routes";
import { esignRoutes } from "./modules/esign/esign.routes";
import { filesRoutes } from "./modules/files/files.routes";
import { formGroupsRoutes } from "./modules/form-groups/form-groups.routes";
import { customerGdprRoutes } from "./modules/gdpr/customer-gdpr.routes";
import { gdprEraseRoutes } from "./modules/gdpr/erase.routes";
import { gdprRoutes } from "./modules/gdpr/gdpr.routes";
import { groupsRoutes } from "./modules/groups/groups.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { investigationsRoutes } from "./modules/investigations/investigations.routes";
import { invitationsRoutes } from "./modules/invitations/invitations.routes";
import { keypassRoutes } from "./modules/keypass/keypass.routes";
import { mailTemplatesRoutes } from "./modules/mail-templates/mail-templates.routes";
import { noticesRoutes } from "./modules/notices/notices.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { invoiceBasisRoutes } from "./modules/orders/invoice-basis.routes";
import { orderReportRoutes } from "./modules/orders/order-report.routes";
import { orderSubscriptionsRoutes } from "./modules/orders/order-subscriptions.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { plantsRoutes } from "./modules/orders/plants.routes";
import { postsRoutes } from "./modules/posts/posts.routes";
import { priceListsRoutes } from "./modules/price-lists/price-lists.routes";
import { productImportRoutes } from "./modules/products/product-import.routes";
import { productsRoutes } from "./modules/products/products.routes";
import { serviceRequestsRoutes } from "./modules/products/service-requests.routes";
import { publicationsRoutes } from "./modules/publications/publications.routes";
import { sessionRoutes } from "./modules/session/session.routes";
import { sharedLinksRoutes } from "./modules/shared-links/shared-links.routes";
import { sharesRoutes } from "./modules/shares/shares.routes";
import { skillsRoutes } from "./modules/skills/skills.routes";
import { systemNoticesRoutes } from "./modules/system-notices/system-notices.routes";
import { tasksRoutes } from "./modules/tasks/tasks.routes";
import { unitsRoutes } from "./modules/units/units.routes";
import { userRolesRoutes } from "./modules/user-roles/user-roles.routes";
import { userTagsRoutes } from "./modules/user-tags/user-tags.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { authenticate, authPlugin } from "./plugins/auth";
import { type DiskGuard, diskPlugin } from "./plugins/disk";
import { clientErrorHandler, errorsPlugin, notFoundBody } from "./plugins/errors";
import { idempotencyPlugin } from "./plugins/idempotency";
import { RequestLog } from "./plugins/request-log";
import { createSessionCache, type SessionCache } from "./plugins/session-cache";
import { tenantPlugin } from "./plugins/tenant";
import { securityHeadersPlugin, webPlugin } from "./plugins/web";
import { createRealtime, type Realtime } from "./realtime/realtime";

export const API_PREFIX = "/api";
export const BODY_LIMIT = 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
    /** The session lookups of this app (plugins/session-cache.ts). */
    sessionCache: SessionCache;
    /** Every route as registered (the isolation suite builds its cases from it). */
    routeTable: RouteOptions[];
  }
}

/** disk: set by whoever opens the embedded database on disk (main.ts), to refuse writes when it is full. */
export async function buildApp(base: BaseDeps, options: { logger?: FastifyBaseLogger; disk?: DiskGuard } = {}) {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: base.config.TRUST_PROXY,
    clientErrorHandler,
    logController: new RequestLog(),
  });
  const routeTable: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routeTable.push(route);
  });
  app.decorate("routeTable", routeTable);
  const realtime = await createRealtime(app.server, { db: base.db, redisUrl: base.config.REDIS_URL, log: app.log });
  app.decorate("realtime", realtime);
  app.addHook("preClose", () => realtime.close());
  const sessionCache = createSessionCache({
    db: base.db,
    seconds: base.config.SESSION_CACHE_SECONDS,
    redisUrl: base.config.REDIS_URL,
    log: app.log,
  });
  app.decorate("sessionCache", sessionCache);
  app.addHook("onClose", () => sessionCache.close());
  const deps: Deps = { ...base, realtime };
  app.setValidatorCompiler(validatorCompiler);
  // An empty JSON body reads as no body (Fastify refuses it): a route that takes none accepts it,
  // and one that needs a body still answers 400 VALIDATION from its schema.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(diskPlugin, options.disk ?? {});
  // Before compress: it keeps the answer as serialized, not as compressed.
  await app.register(idempotencyPlugin, { db: deps.db });
  await app.register(securityHeadersPlugin);
  // Answers of 1 kB or more in brotli or gzip, as the client accepts; the web app's files come compressed
  // by the build (plugins/web.ts) and are sent as they are. Brotli at quality 1: a list's page (4-7 kB) in
  // 44-50 µs instead of quality 4's 110-166, compressed in the request's own thread, for 10-14 % more bytes
  // (docs/benchmarks.md, "Compression of the API's answers").
  await app.register(compress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: "Workspace API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  // The audit log records each write's address and user agent (docs/audit.md).
  app.addHook("onRequest", (request, _reply, done) =>
    runWithRequestContext(
      { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX) ?? "" },
      done,
    ),
  );
  await app.register(authPlugin);
  await app.register(tenantPlugin, { db: deps.db });
  await app.register(healthRoutes, deps);

  await app.register(
    async (api) => {
      api.addHook("onRequest", authenticate(deps.db, sessionCache));
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
      await api.register(sessionRoutes, deps);
      await api.register(usersRoutes, deps);
      await api.register(companiesRoutes, deps);
      await api.register(companyUsersRoutes, deps);
      await api.register(invitationsRoutes, deps);
      await api.register(userTagsRoutes, deps);
      await api.register(userRolesRoutes, deps);
      await api.register(companyInfoRoutes, deps);
      await api.register(companyFilesRoutes, deps);
      await api.register(systemNoticesRoutes, deps);
      await api.register(companyNoticesRoutes);
      await api.register(postsRoutes, deps);
      await api.register(noticesRoutes, deps);
      await api.register(categoriesRoutes);
      await api.register(notificationsRoutes, deps);
      await api.register(publicationsRoutes);
      await api.register(commentsRoutes);
      await api.register(sharesRoutes, deps);
      await api.register(sharedLinksRoutes, deps);
      await api.register(activitiesRoutes);
      await api.register(filesRoutes, deps);
      await api.register(esignRoutes, deps);
      await api.register(checklistsRoutes);
      await api.register(investigationsRoutes, deps);
      await api.register(ordersRoutes, deps);
      await api.register(invoiceBasisRoutes, deps);
      await api.register(orderReportRoutes, deps);
      await api.register(orderSubscriptionsRoutes);
      await api.register(plantsRoutes, deps);
      await api.register(certifyRoutes, deps);
      await api.register(keypassRoutes, deps);
      await api.register(mailTemplatesRoutes);
      await api.register(apiTokensRoutes, deps);
      await api.register(groupsRoutes);
      await api.register(customersRoutes, deps);
      await api.register(customerTransferRoutes, deps);
      await api.register(customerPageRoutes);
      await api.register(addressBookRoutes);
      await api.register(addressBookVcardRoutes, deps);
      await api.register(formGroupsRoutes);
      await api.register(skillsRoutes, deps);
      await api.register(unitsRoutes, deps);
      await api.register(tasksRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(auditRoutes);
      await api.register(gdprRoutes, deps);
      await api.register(gdprEraseRoutes, deps);
      await api.register(customerGdprRoutes, deps);
      await api.register(priceListsRoutes);
      await api.register(productsRoutes);
      await api.register(productImportRoutes, deps);
      await api.register(serviceRequestsRoutes, deps);
    },
    { prefix: API_PREFIX },
  );

  await app.register(webPlugin, { dist: deps.config.WEB_DIST });
  return app;
}
